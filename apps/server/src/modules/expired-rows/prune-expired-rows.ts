import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { startPeriodicTask } from '../../lib/periodic-task.ts';
import type { TakeTurn } from '../scheduler/shared-turns.ts';
import { deleteExpiredFailures } from '../auth/login-throttle.ts';
import { deleteDeadSessions } from '../auth/sessions.ts';
import { deleteStaleBindingCodes } from '../inductee/binding.service.ts';
import { deleteExpiredBrowsers } from '../inductee/browser-binding.ts';
import { deleteEndedRateLimitWindows } from '../rate-limits/rate-limits.ts';

/**
 * Deletes the rows that only count for a while once they no longer can: admin sessions, login
 * failures, rate-limit windows, binding codes and inductee browsers. Each module says when its rows
 * expire; without this, the rows of an address that never came back would stay for ever.
 */
export async function pruneExpiredRows(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteDeadSessions(db, now);
  await deleteExpiredFailures(db, now);
  await deleteEndedRateLimitWindows(db, now);
  await deleteStaleBindingCodes(db, now);
  await deleteExpiredBrowsers(db, now);
}

const hour = 60 * 60 * 1000;

/** Prunes at start, then every hour until stopped, on one instance at a time (background-tasks.ts). */
export function startRowPruning(
  { db, log, now, takeTurn }: { db: Kysely<Database>; log: FastifyBaseLogger; now: () => Date; takeTurn: TakeTurn },
  intervalMilliseconds = hour,
): { stop(): Promise<void> } {
  return startPeriodicTask(() => pruneExpiredRows(db, now()), {
    intervalMilliseconds,
    log,
    what: 'the pruning of expired rows',
    shared: { name: 'row-pruning', takeTurn, now },
  });
}
