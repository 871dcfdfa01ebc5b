import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Counts one request in its window and answers the window's count with it: one upsert, atomic on
 * both databases, so requests arriving together (on one instance or several) each get their own count.
 */
export async function countHit(
  db: Executor,
  window: { key: string; windowStart: string; windowEnd: string },
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: window.key, window_start: window.windowStart, window_end: window.windowEnd, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Deletes the windows that have ended, of every key. */
export async function deleteEndedWindows(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_end', '<=', now).execute();
}
