import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DigestSentSchema, ReminderSettingsSchema, ReminderStatusSchema } from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import * as reminders from './reminders.service.ts';

/** Settings → Reminders (issue 15 §4): what the daily run sends, and the digest sent at once to try it. */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reminderSettingsTarget = { type: 'settings', id: 'reminders', label: 'Reminder settings' } as const;

  routes.get(
    '/api/admin/settings/reminders',
    { schema: { response: { 200: ReminderStatusSchema, ...errorResponses } } },
    async () => reminders.getReminderStatus(app.db, app.config.timeZone),
  );

  routes.put(
    '/api/admin/settings/reminders',
    { schema: { body: ReminderSettingsSchema, response: { 200: ReminderStatusSchema, ...errorResponses } } },
    async (request) => {
      await reminders.saveReminderSettings(app.db, request.body);
      await auditAdminAction(app, request, {
        action: 'settings-changed',
        target: reminderSettingsTarget,
        details: request.body,
      });
      return reminders.getReminderStatus(app.db, app.config.timeZone);
    },
  );

  routes.post(
    '/api/admin/settings/reminders/send-digest',
    { schema: { response: { 200: DigestSentSchema, ...errorResponses } } },
    async (request) => {
      const admin = requireAdmin(request);
      await reminders.sendDigestNow(
        { db: app.db, publicUrl: app.config.publicUrl, timeZone: app.config.timeZone, log: request.log },
        admin.email,
        app.clock.now(),
      );
      // The digest names workers and their licences: the log says who had it sent, and to whom.
      await auditAdminAction(app, request, {
        action: 'reminder-digest-sent',
        target: reminderSettingsTarget,
        details: { sentTo: admin.email },
      });
      return { sentTo: admin.email };
    },
  );
}
