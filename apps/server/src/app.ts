import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/create-database.ts';
import type { Database } from './db/database.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createSystemClock, type Clock } from './lib/time.ts';
import { toFastifyTrustProxy } from './lib/trust-proxy.ts';
import { appSecretLoader } from './lib/app-secret.ts';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox-worker.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { inducteeRoutes } from './modules/inductee/inductee.routes.ts';
import { inductionRoutes } from './modules/inductions/inductions.routes.ts';
import { completionDocumentRoutes } from './modules/records/completion-documents.routes.ts';
import { recordRoutes } from './modules/records/records.routes.ts';
import { createMailSettingsSource } from './modules/settings/email-settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerAccessControl, type RouteAccess } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    storage: FileStorage;
    /** The time as the inductee rules see it (page minimum times); tests move it on. */
    clock: Clock;
    /**
     * Delivers the mail outbox; main.ts starts it, app.close() stops it. Call `notify()` after committing
     * messages (enqueueMail) so they go out at once rather than at the next poll.
     */
    mailWorker: OutboxWorker;
    /** Every route with its declared access, for the route-enumeration test and diagnostics. */
    routeTable: RouteEntry[];
  }
}

export type RouteEntry = { method: string; url: string; access: RouteAccess };

/** Builds the app (plugins, then modules) without listening; tests call `inject` on it. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  storage: FileStorage,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Ids and tokens only; long URLs are refused before routing.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('clock', createSystemClock());
  app.decorate(
    'mailWorker',
    createOutboxWorker({
      db: database.db,
      // Saved settings (Settings tab) over SMTP_*, read before every round: changes apply without a restart.
      getMailSettings: createMailSettingsSource({
        db: database.db,
        smtp: config.smtp,
        getSecret: appSecretLoader(config),
      }),
      log: app.log.child({ module: 'mail-outbox' }),
      // The app's clock, so a test that moves it on also makes retries due.
      now: () => app.clock.now(),
    }),
  );
  // After the server has finished the requests in progress, so that their notify() calls are not lost.
  app.addHook('onClose', () => app.mailWorker.stop());
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      app.routeTable.push({ method, url: route.url, access: route.config?.access ?? 'admin' });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });
  registerOriginCheck(app, config.publicUrl);
  registerAccessControl(app);
  registerTextInputCheck(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(inductionRoutes);
  await app.register(uploadRoutes);
  await app.register(inducteeRoutes);
  await app.register(recordRoutes);
  await app.register(completionDocumentRoutes);
  await app.register(fileRoutes);
  await app.register(settingsRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
