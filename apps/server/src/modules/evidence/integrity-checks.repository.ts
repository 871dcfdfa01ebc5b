import { sql, type Insertable } from 'kysely';
import type { Executor, IntegrityChecksTable } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

/**
 * Holds the checks for this transaction, so that two admins starting one at once on two instances
 * start one check: a transaction-level advisory lock on PostgreSQL; SQLite runs one writing transaction
 * at a time.
 */
export async function lockIntegrityChecks(db: Executor): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(1415)`.execute(db);
}

export function findLatestCheck(db: Executor) {
  return db.selectFrom('integrity_checks').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The last check that finished, with its report. */
export function findLastFinishedCheck(db: Executor) {
  return db
    .selectFrom('integrity_checks')
    .select(['id', 'report'])
    .where('status', '=', 'finished')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertCheck(db: Executor, check: Insertable<IntegrityChecksTable>) {
  return db.insertInto('integrity_checks').values(check).returningAll().executeTakeFirstOrThrow();
}

/** How far a running check is. */
export async function updateCheckProgress(db: Executor, id: number, checked: number, at: string): Promise<void> {
  await db.updateTable('integrity_checks').set({ checked, updated_at: at }).where('id', '=', id).execute();
}

/** A check's end: finished with its report, or stopped without one. */
export async function endCheck(
  db: Executor,
  id: number,
  end: Pick<IntegrityChecksTable, 'status' | 'report' | 'updated_at'> & { checked?: number },
): Promise<void> {
  await db.updateTable('integrity_checks').set(end).where('id', '=', id).execute();
}
