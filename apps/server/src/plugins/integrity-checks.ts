import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createIntegrityChecks, type IntegrityChecks } from '../modules/evidence/integrity-checks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks of the whole chain run in the background; app.close() stops the one running here. */
    integrityChecks: IntegrityChecks;
  }
}

/** The background checks of the evidence chain (decision 28's addendum, session 49). */
export const integrityChecks = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorate(
      'integrityChecks',
      createIntegrityChecks({
        db: app.db,
        now: () => app.clock.now(),
        timeZone: app.config.timeZone,
        publicUrl: app.config.publicUrl,
        notifyWorkers: () => {
          app.mailWorker.notify();
          app.webhookWorker.notify();
        },
        log: app.log.child({ module: 'integrity-checks' }),
      }),
    );
    // Before the database closes: the check running here ends `stopped`, so no one waits for it.
    app.addHook('onClose', () => app.integrityChecks.stop());
  },
  { name: 'integrity-checks', fastify: '5.x', dependencies: ['app-context', 'mail-worker', 'webhook-worker'] },
);
