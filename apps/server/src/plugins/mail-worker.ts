import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { appSecretLoader } from '../lib/app-secret.ts';
import { createOutboxWorker, type OutboxWorker } from '../modules/mail/outbox-worker.ts';
import { createMailSettingsSource } from '../modules/settings/email-settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Delivers the mail outbox; background-tasks.ts starts it, app.close() stops it. Call `notify()` after committing
     * messages (enqueueMail) so they go out at once rather than at the next poll.
     */
    mailWorker: OutboxWorker;
  }
}

/** The outbox's worker (decision 11), created with the app and stopped when it closes. */
export const mailWorker = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorate(
      'mailWorker',
      createOutboxWorker({
        db: app.db,
        // Saved settings (Settings tab) over SMTP_*, read before every round: changes apply without a restart.
        getMailSettings: createMailSettingsSource({
          db: app.db,
          smtp: app.config.smtp,
          getSecret: appSecretLoader(app.config),
        }),
        log: app.log.child({ module: 'mail-outbox' }),
        // The app's clock, so a test that moves it on also makes retries due.
        now: () => app.clock.now(),
      }),
    );
    // After the server has finished the requests in progress, so that their notify() calls are not lost.
    app.addHook('onClose', () => app.mailWorker.stop());
  },
  { name: 'mail-worker', fastify: '5.x', dependencies: ['app-context'] },
);
