import { sql, type Insertable } from 'kysely';
import type { CertificatesTable, Executor, InducteeProgressTable, NewCompletionRow } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { registerFields, type NewLicence } from '../licences/licence-rows.ts';

/** A seeded induction by its title, with the version its attempts are given. */
export function findInductionByTitle(db: Executor, title: string) {
  return db
    .selectFrom('inductions')
    .select(['id', 'published_version_id'])
    .where('title', '=', title)
    .executeTakeFirst();
}

/** When the latest completion was completed; undefined when there is none. */
export async function findLatestCompletedAt(db: Executor): Promise<string | undefined> {
  const { latest } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.max('completed_at').as('latest'))
    .executeTakeFirstOrThrow();
  return latest ?? undefined;
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

/** Inserts licences of new people (each the current one of its kind) with their classes, in bulk. */
export async function insertLicenceRows(db: Executor, licences: NewLicence[]): Promise<void> {
  const rows = await db
    .insertInto('licences')
    .values(licences.map((licence) => ({ ...licence.row, ...registerFields(licence.row) })))
    .returning('id')
    .execute();
  const classes = licences.flatMap((licence, index) =>
    licence.classes.map((code) => ({ licence_id: rows[index]!.id, class_code: code })),
  );
  if (classes.length > 0) await db.insertInto('licence_classes').values(classes).execute();
}

/**
 * As after any bulk load: the planner learns how the data now looks, and PostgreSQL's visibility map
 * is set for index-only counts (autovacuum would do both, but only a while later).
 */
export async function analyzeDatabase(db: Executor): Promise<void> {
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
