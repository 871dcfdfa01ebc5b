import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiTokenRoutes } from '../modules/api-tokens/api-tokens.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { certificateRoutes } from '../modules/certificates/certificates.routes.ts';
import { fileRoutes } from '../modules/files/files.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { inducteeRoutes } from '../modules/inductee/inductee.routes.ts';
import { inductionRoutes } from '../modules/inductions/inductions.routes.ts';
import { completionDocumentRoutes } from '../modules/records/completion-documents.routes.ts';
import { recordRoutes } from '../modules/records/records.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { licenceRoutes } from '../modules/licences/licences.routes.ts';
import { reminderRoutes } from '../modules/reminders/reminders.routes.ts';
import { evidenceRoutes } from '../modules/evidence/evidence.routes.ts';
import { settingsRoutes } from '../modules/settings/settings.routes.ts';
import { uploadRoutes } from '../modules/uploads/uploads.routes.ts';
import { webhookRoutes } from '../modules/webhooks/webhooks.routes.ts';

/** The plugins every route relies on, by name: registered before the routes, or Fastify refuses to start. */
export const apiRoutesNeed = [
  'app-context',
  // It counts only the handlers of routes added after it, for a stop to wait on (close-server.ts).
  'handlers-in-flight',
  'mail-worker',
  'route-table',
  'error-handler',
  'security-headers',
  '@fastify/compress',
  '@fastify/cookie',
  '@fastify/multipart',
  'origin-check',
  'access-control',
  'text-input-check',
  // Its hook measures only the routes added after it (request counts and durations).
  'metrics',
  'webhook-worker',
  'integrity-checks',
  // Learns the routes as they are added, to document them.
  'openapi',
];

/**
 * Every module's routes, once everything a route relies on is in place: the guards and checks run
 * before any handler, the error handler answers their failures, and cookies and multipart bodies are
 * parsed. Fastify refuses to start if one of these is registered after the routes (or not at all).
 */
export const apiRoutes = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes);
    await app.register(authRoutes);
    await app.register(inductionRoutes);
    await app.register(uploadRoutes);
    await app.register(inducteeRoutes);
    await app.register(recordRoutes);
    await app.register(evidenceRoutes);
    await app.register(completionDocumentRoutes);
    await app.register(certificateRoutes);
    await app.register(fileRoutes);
    await app.register(settingsRoutes);
    await app.register(auditRoutes);
    await app.register(licenceRoutes);
    await app.register(reminderRoutes);
    await app.register(apiTokenRoutes);
    await app.register(webhookRoutes);
  },
  {
    name: 'api-routes',
    fastify: '5.x',
    // The routes keep their own context, as plain registered plugins would.
    encapsulate: true,
    dependencies: apiRoutesNeed,
  },
);
