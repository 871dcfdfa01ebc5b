import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DatabaseStatusSchema,
  EmailActionResultSchema,
  EmailSettingsInputSchema,
  EmailStatusSchema,
  StorageTestResultSchema,
  TestEmailSchema,
} from '@crane/contract';
import { appSecretLoader } from '../../lib/app-secret.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { getDatabaseStatus } from './database-status.service.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import * as emailSettings from './email-settings.service.ts';
import { runStorageTest } from './storage-test.service.ts';

/**
 * The Settings tab (spec §7): email settings saved over the environment, the storage test and the database
 * status. Admin-only, both roles alike (decision 4).
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const email: emailSettings.EmailSettingsContext = {
    db: app.db,
    smtp: app.config.smtp,
    getSecret: appSecretLoader(app.config),
  };
  const emailSettingsTarget = { type: 'settings', id: 'email', label: 'Email settings' } as const;

  routes.get('/api/admin/email/status', { schema: { response: { 200: EmailStatusSchema, ...errorResponses } } }, () =>
    emailSettings.getEmailStatus(email),
  );

  routes.post(
    '/api/admin/email/configure',
    { schema: { body: EmailSettingsInputSchema, response: { 200: EmailActionResultSchema, ...errorResponses } } },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await emailSettings.configureEmail(email, request.body, admin.id, app.clock.now());
      // The settings as saved, without the password: only whether one was given.
      const { password, ...settings } = request.body;
      await auditAdminAction(app, request, {
        action: 'settings-changed',
        target: emailSettingsTarget,
        details: { ...settings, passwordChanged: password !== undefined && password !== '' },
      });
      // Emails waiting in the outbox go out now with the new settings, rather than at the next poll.
      app.mailWorker.notify();
      return result;
    },
  );

  routes.post(
    '/api/admin/email/verify',
    { schema: { response: { 200: EmailActionResultSchema, ...errorResponses } } },
    () => emailSettings.verifyEmail(email),
  );

  routes.post(
    '/api/admin/email/test',
    { schema: { body: TestEmailSchema, response: { 200: EmailActionResultSchema, ...errorResponses } } },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await emailSettings.sendTestEmail(
        email,
        request.body.email,
        { email: admin.email, publicUrl: app.config.publicUrl },
        app.clock.now(),
      );
      await auditAdminAction(app, request, {
        action: 'test-email-sent',
        target: emailSettingsTarget,
        details: { to: request.body.email, success: result.success },
      });
      return result;
    },
  );

  routes.get(
    '/api/admin/storage/test',
    { schema: { response: { 200: StorageTestResultSchema, ...errorResponses } } },
    async (request) => {
      const result = await runStorageTest({
        db: app.db,
        storage: app.storage,
        config: app.config.storage,
        now: app.clock.now(),
      });
      if (result.status === 'error') request.log.warn({ error: result.error }, 'storage test failed');
      return result;
    },
  );

  routes.get(
    '/api/admin/database/status',
    { schema: { response: { 200: DatabaseStatusSchema, ...errorResponses } } },
    () => getDatabaseStatus(app.db, app.config.database),
  );
}
