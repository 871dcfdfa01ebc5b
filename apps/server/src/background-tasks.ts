import type { FastifyInstance } from 'fastify';
import { uploadStagingFolder } from './lib/upload-staging.ts';
import { startNightlyIntegrityChecks } from './modules/evidence/nightly-integrity-check.ts';
import { startExpiredFileSweeps } from './modules/expiring-files/expiring-files.ts';
import { startRowPruning } from './modules/expired-rows/prune-expired-rows.ts';
import { startFileSweeps } from './modules/file-sweeps/file-sweeps.ts';
import { startReminderScheduler } from './modules/reminders/reminders.service.ts';
import { sharedTurns } from './modules/scheduler/shared-turns.ts';

/** The work the server does besides answering requests; main.ts starts it once the database is ready. */
export type BackgroundTasks = { stop(): Promise<void> };

/**
 * Starts the mail worker and the periodic tasks, each at once and then on its interval, each reading
 * the app's clock: emails queued before a restart go out, files stored for a download link go after
 * it expires, files no record refers to go (decision 17), rows that no longer count are pruned, and
 * the daily reminders go out (decision 31).
 */
export function startBackgroundTasks(app: FastifyInstance): BackgroundTasks {
  const now = () => app.clock.now();
  // The sweeps and the pruning run once per interval among all instances on this database.
  const takeTurn = sharedTurns(app.db);
  app.mailWorker.start();
  app.webhookWorker.start();
  const tasks = [
    startExpiredFileSweeps({
      db: app.db,
      storage: app.storage,
      log: app.log.child({ module: 'expiring-files' }),
      now,
      takeTurn,
    }),
    startFileSweeps({
      db: app.db,
      storage: app.storage,
      stagingFolder: uploadStagingFolder(app.config.dataDir),
      log: app.log.child({ module: 'file-sweeps' }),
      now,
      takeTurn,
    }),
    startRowPruning({ db: app.db, log: app.log.child({ module: 'expired-rows' }), now, takeTurn }),
    startReminderScheduler(
      {
        db: app.db,
        publicUrl: app.config.publicUrl,
        timeZone: app.config.timeZone,
        log: app.log.child({ module: 'reminders' }),
      },
      now,
    ),
    startNightlyIntegrityChecks({
      checks: app.integrityChecks,
      timeZone: app.config.timeZone,
      log: app.log.child({ module: 'integrity-checks' }),
      now,
      takeTurn,
    }),
  ];
  return {
    // The mail and webhook workers stop with the app (plugins/mail-worker.ts, plugins/webhook-worker.ts).
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}
