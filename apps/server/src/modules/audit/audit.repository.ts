import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AuditLogTable, Database, Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { countRowsUpTo } from '../../db/count-rows-up-to.ts';

export type NewAuditRow = Omit<AuditLogTable, 'id'>;

/** The only write of the audit log: an insert (the database refuses updates and deletes). */
export async function insertAuditEntry(db: Executor, entry: NewAuditRow): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** The filters as the query reads them: lower-cased text, moments for the days. */
export type AuditSearch = {
  actorId?: number;
  actorEmail?: string;
  action?: AuditLogTable['action'];
  targetType?: AuditLogTable['target_type'];
  targetId?: string;
  targetLabel?: string;
  fromAt?: string;
  beforeAt?: string;
};

/** Whether `column`, lower-cased, contains `term` (already lower-cased), without LIKE's wildcards. */
function contains(db: Executor, column: 'audit_log.actor_email' | 'audit_log.target_label', term: string) {
  return isPostgres(db)
    ? sql<SqlBool>`strpos(lower(${sql.ref(column)}), ${term}) > 0`
    : sql<SqlBool>`instr(lower(${sql.ref(column)}), ${term}) > 0`;
}

function matching(db: Executor, search: AuditSearch) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const conditions = [];
    if (search.actorId !== undefined) conditions.push(eb('audit_log.actor_id', '=', search.actorId));
    if (search.actorEmail !== undefined) conditions.push(contains(db, 'audit_log.actor_email', search.actorEmail));
    if (search.action !== undefined) conditions.push(eb('audit_log.action', '=', search.action));
    if (search.targetType !== undefined) conditions.push(eb('audit_log.target_type', '=', search.targetType));
    if (search.targetId !== undefined) conditions.push(eb('audit_log.target_id', '=', search.targetId));
    if (search.targetLabel !== undefined) conditions.push(contains(db, 'audit_log.target_label', search.targetLabel));
    if (search.fromAt !== undefined) conditions.push(eb('audit_log.at', '>=', search.fromAt));
    if (search.beforeAt !== undefined) conditions.push(eb('audit_log.at', '<', search.beforeAt));
    return eb.and(conditions);
  };
}

/**
 * How many entries match: every one, or at most `cap + 1` when a cap is given. A log of years holds
 * millions, and counting them all cost more than the page (decision 42's session-57 addendum).
 */
export async function countAuditEntries(db: Executor, search: AuditSearch, cap: number | undefined): Promise<number> {
  if (cap !== undefined) {
    return countRowsUpTo(db, db.selectFrom('audit_log').select(sql.lit(1).as('one')).where(matching(db, search)), cap);
  }
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(db, search))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of entries, newest first. */
export function listAuditEntries(db: Executor, search: AuditSearch, offset: number, limit: number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where(matching(db, search))
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The entries after `after` in the export's order (newest first), by keyset, for streaming. */
export function listAuditEntriesAfter(
  db: Executor,
  search: AuditSearch,
  after: { at: string; id: number } | undefined,
  limit: number,
) {
  let query = db.selectFrom('audit_log').selectAll().where(matching(db, search));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.at', '<', after.at),
        eb.and([eb('audit_log.at', '=', after.at), eb('audit_log.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('audit_log.at', 'desc').orderBy('audit_log.id', 'desc').limit(limit).execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** Who a stored identity or licence file belongs to: its completion, person and field. */
export function findIdentityFileOwner(db: Executor, key: string) {
  return db
    .selectFrom('completion_files')
    .innerJoin('completions', 'completions.id', 'completion_files.completion_id')
    .select(['completions.id', 'completions.first_name', 'completions.last_name', 'completion_files.field_name'])
    .where('completion_files.storage_key', '=', key)
    .executeTakeFirst();
}

/** Which licence a stored licence photo uploaded through a one-time link shows: its completion and person. */
export function findLicenceFileOwner(db: Executor, key: string) {
  return db
    .selectFrom('licences')
    .select(['id', 'completion_id', 'first_name', 'last_name', 'front_key'])
    .where((eb) => eb.or([eb('front_key', '=', key), eb('back_key', '=', key)]))
    .executeTakeFirst();
}

/** Whose signature a stored signature is: the progress and, once completed, the completion. */
export function findSignatureOwner(db: Executor, key: string) {
  return db
    .selectFrom('page_signatures')
    .innerJoin('inductee_progress', 'inductee_progress.id', 'page_signatures.progress_id')
    .leftJoin('completions', 'completions.progress_id', 'page_signatures.progress_id')
    .select([
      'page_signatures.progress_id',
      'inductee_progress.email',
      'completions.id as completion_id',
      'completions.first_name',
      'completions.last_name',
    ])
    .where('page_signatures.storage_key', '=', key)
    .executeTakeFirst();
}

/** A completion's person and induction, for an entry's label. */
export function findCompletionLabel(db: Executor, completionId: number) {
  return db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .select(['completions.first_name', 'completions.last_name', 'inductions.title'])
    .where('completions.id', '=', completionId)
    .executeTakeFirst();
}

/** A progress's person (or email) and induction, for an entry's label. */
export function findProgressLabel(db: Executor, progressId: number) {
  return db
    .selectFrom('inductee_progress')
    .innerJoin('inductions', 'inductions.id', 'inductee_progress.induction_id')
    .leftJoin('completions', 'completions.progress_id', 'inductee_progress.id')
    .select([
      'inductee_progress.email',
      'completions.id as completion_id',
      'completions.first_name',
      'completions.last_name',
      'inductions.title',
    ])
    .where('inductee_progress.id', '=', progressId)
    .executeTakeFirst();
}
