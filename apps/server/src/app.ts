import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@crane/contract';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/create-database.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { frameworkErrorAnswer } from './lib/framework-errors.ts';
import { httpTimeouts, type HttpTimeouts } from './lib/http-timeouts.ts';
import { loggerOptions } from './lib/log-format.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { toFastifyTrustProxy } from './lib/trust-proxy.ts';
import { accessControl } from './plugins/access.ts';
import { apiRoutes } from './plugins/api-routes.ts';
import { appContext } from './plugins/app-context.ts';
import { errorHandler } from './plugins/errors.ts';
import { handlersInFlight } from './plugins/handlers-in-flight.ts';
import { mailWorker } from './plugins/mail-worker.ts';
import { metrics } from './plugins/metrics.ts';
import { openApi } from './plugins/openapi.ts';
import { originCheck } from './plugins/origin-check.ts';
import { responseCompression } from './plugins/response-compression.ts';
import { routeTable } from './plugins/route-table.ts';
import { helmetHeaders, securityHeaders } from './plugins/security-headers.ts';
import { textInputCheck } from './plugins/text-input.ts';
import { webApp } from './plugins/web-app.ts';
import { webhookWorker } from './plugins/webhook-worker.ts';
import { integrityChecks } from './plugins/integrity-checks.ts';

/**
 * Builds the app (plugins, then the modules' routes, then the web app) without listening; tests call
 * `inject` on it. Each plugin names the plugins it needs (fastify-plugin `dependencies`), so Fastify
 * refuses an order that would leave a route unguarded rather than relying on this list being right.
 * `timeouts` bound how long a client may take to send a request; tests pass shorter ones.
 */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  storage: FileStorage,
  timeouts: HttpTimeouts = httpTimeouts,
): Promise<FastifyInstance> {
  const headers = helmetHeaders(config);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Long URLs are refused before routing. The longest parameter is the worker's email address in the
    // progress lookup: the contract's longest, each character of it percent-encoded at worst.
    routerOptions: { maxParamLength: limits.emailMax * 3 },
    frameworkErrors: frameworkErrorAnswer(headers),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(appContext, { config, database, storage });
  await app.register(handlersInFlight);
  await app.register(mailWorker);
  await app.register(routeTable);
  await app.register(errorHandler);
  await app.register(securityHeaders, { headers });
  await app.register(fastifyCompress, responseCompression);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(originCheck);
  await app.register(accessControl);
  await app.register(textInputCheck);
  await app.register(metrics);
  await app.register(webhookWorker);
  await app.register(integrityChecks);
  await app.register(openApi);
  await app.register(apiRoutes);
  await app.register(webApp);
  return app;
}
