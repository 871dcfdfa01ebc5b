import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { appSecretLoader } from '../lib/app-secret.ts';
import { createWebhookWorker, type WebhookWorker } from '../modules/webhooks/webhook-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the webhook outbox; background-tasks.ts starts it, app.close() stops it. Call `notify()` after
     * committing deliveries so they go out at once rather than at the next poll.
     */
    webhookWorker: WebhookWorker;
  }
}

/** The webhook outbox's worker (decision 40), created with the app and stopped when it closes. */
export const webhookWorker = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorate(
      'webhookWorker',
      createWebhookWorker({
        db: app.db,
        getAppSecret: appSecretLoader(app.config),
        allowPrivate: app.config.webhooksAllowPrivate,
        log: app.log.child({ module: 'webhooks' }),
        now: () => app.clock.now(),
        deliveriesCounter: app.metrics.webhookDeliveries,
      }),
    );
    app.addHook('onClose', () => app.webhookWorker.stop());
  },
  { name: 'webhook-worker', fastify: '5.x', dependencies: ['app-context', 'metrics'] },
);
