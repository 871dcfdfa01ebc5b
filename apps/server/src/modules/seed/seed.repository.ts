import { sql, type Insertable } from 'kysely';
import type { CertificatesTable, Executor, InducteeProgressTable, NewCompletionRow } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

export async function findInductionIdByTitle(db: Executor, title: string): Promise<number | undefined> {
  const row = await db.selectFrom('inductions').select('id').where('title', '=', title).executeTakeFirst();
  return row?.id;
}

/** Inserts progress records and answers their ids, in the order given. */
export async function insertProgressRecords(
  db: Executor,
  records: Insertable<InducteeProgressTable>[],
): Promise<number[]> {
  const rows = await db.insertInto('inductee_progress').values(records).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Inserts completions and answers their ids, in the order given. */
export async function insertCompletions(db: Executor, completions: NewCompletionRow[]): Promise<number[]> {
  const rows = await db.insertInto('completions').values(completions).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function insertCertificates(db: Executor, certificates: Insertable<CertificatesTable>[]): Promise<void> {
  await db.insertInto('certificates').values(certificates).execute();
}

/**
 * As after any bulk load: the planner learns how the data now looks, and PostgreSQL's visibility map
 * is set for index-only counts (autovacuum would do both, but only a while later).
 */
export async function analyzeDatabase(db: Executor): Promise<void> {
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
