import type { CompletionRow, Executor, RecordCountsTable } from '../../db/database.ts';
import { withRowLock } from '../../db/dialect.ts';

/**
 * The dashboard's counts. A progress counts as taken from its first page move: `not_started` ones
 * (started, never moved, issue 11) are left out. So are the attempts a "take it again" publish ended
 * (decision 52): they were never completed and never will be, and the worker takes the induction
 * again as a new attempt, which counts in their place. The number of every progress record is the one
 * the database keeps (record_counts, migration m0032: counting a million rows cost 8 ms on SQLite and
 * 50 on PostgreSQL), the few not completed are counted through the status index, and the ended ones
 * through their own (m0047).
 */
export async function countProgressByStatus(db: Executor) {
  const total = await keptCount(db, 'progress');
  const rows = await db
    .selectFrom('inductee_progress')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', ['not_started', 'in_progress'])
    .groupBy('status')
    .execute();
  const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const notStarted = countOf('not_started');
  const unfinished = countOf('in_progress');
  const ended = await countEndedAttempts(db);
  return {
    total: total - notStarted - ended,
    completed: total - notStarted - unfinished,
    inProgress: unfinished - ended,
  };
}

/** Attempts moved past their first page that a "take it again" publish then ended (decision 27). */
async function countEndedAttempts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('inductee_progress')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'in_progress')
    .where('superseded_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A count the database keeps as rows change (migration m0032): the sum of its rows (m0043). */
export async function keptCount(db: Executor, name: RecordCountsTable['name']): Promise<number> {
  const row = await db
    .selectFrom('record_counts')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('count'))
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (row.count === null) throw new Error(`The database keeps no count named ${name}`);
  return Number(row.count);
}

/**
 * The progress records touched last, with their induction and, once completed, the person's name;
 * never-moved (`not_started`) and ended attempts are left out, as from the counts.
 * last_accessed_at has no index (every page move writes it), but the day of it has one
 * (last_active_on, migration 2026-11-28): the latest `limit` are among the rows of the `limit` latest
 * days, which the index finds at once; only those are sorted, and only the latest are joined. That day
 * is read first and given as a value: as a subquery, PostgreSQL could not know it and planned for a
 * third of every progress, in parallel workers that took 4 ms to start (issue 18).
 */
export async function listRecentActivity(db: Executor, limit: number) {
  const oldest = await db
    .selectFrom('inductee_progress')
    .select('last_active_on')
    .where('last_active_on', 'is not', null)
    .where('status', '<>', 'not_started')
    .where('superseded_at', 'is', null)
    .orderBy('last_active_on', 'desc')
    .limit(1)
    .offset(limit - 1)
    .executeTakeFirst();
  const oldestDay = oldest?.last_active_on ?? '';
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('inductee_progress')
        .select(['id', 'email', 'status', 'induction_id', 'last_accessed_at'])
        .where('last_active_on', '>=', oldestDay)
        .where('status', '<>', 'not_started')
        .where('superseded_at', 'is', null)
        .orderBy('last_accessed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .as('latest'),
    )
    .innerJoin('inductions', 'inductions.id', 'latest.induction_id')
    .leftJoin('completions', 'completions.progress_id', 'latest.id')
    .select([
      'latest.email',
      'latest.status',
      'latest.last_accessed_at',
      'inductions.title',
      'completions.first_name',
      'completions.last_name',
    ])
    .orderBy('latest.last_accessed_at', 'desc')
    .orderBy('latest.id', 'desc')
    .execute();
}

/** Every induction id with its title, for matching titles in JavaScript (see completion-search.ts). */
export async function listInductionTitles(db: Executor) {
  return db.selectFrom('inductions').select(['id', 'title']).execute();
}

/** A completion with its induction's title and its certificate's code and revocation. */
export type CompletionWithTitle = CompletionRow & {
  induction_title: string;
  verification_code: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by: string | null;
};

/** The completion of this progress in this induction. */
export function findCompletion(
  db: Executor,
  inductionId: number,
  progressId: number,
): Promise<CompletionWithTitle | undefined> {
  return selectCompletions(db)
    .where('completions.progress_id', '=', progressId)
    .where('completions.induction_id', '=', inductionId)
    .executeTakeFirst();
}

export function findCompletionById(db: Executor, completionId: number): Promise<CompletionWithTitle | undefined> {
  return selectCompletions(db).where('completions.id', '=', completionId).executeTakeFirst();
}

/**
 * Completions with their certificate, as the records show them: named by the induction's title as the
 * worker took it (the version's, which the certificate carries), not the draft's (decision 27).
 */
export function selectCompletions(db: Executor) {
  return db
    .selectFrom('completions')
    .selectAll('completions')
    .innerJoin('certificates', 'certificates.completion_id', 'completions.id')
    .select([
      'certificates.induction_title',
      'certificates.code as verification_code',
      'certificates.revoked_at',
      'certificates.revoked_reason',
      'certificates.revoked_by',
    ]);
}

export function listCompletionFiles(db: Executor, completionIds: number[]) {
  if (completionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('completion_files')
    .select(['completion_id', 'field_name', 'storage_key', 'content_type'])
    .where('completion_id', 'in', completionIds)
    .execute();
}

/** Signatures of these progress records, in page order, with the page titles of the attempt's version. */
export function listSignatures(db: Executor, progressIds: number[]) {
  if (progressIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('page_signatures')
    .innerJoin('inductee_progress', 'inductee_progress.id', 'page_signatures.progress_id')
    .leftJoin('induction_version_pages', (join) =>
      join
        .onRef('induction_version_pages.version_id', '=', 'inductee_progress.version_id')
        .onRef('induction_version_pages.page_id', '=', 'page_signatures.page_id'),
    )
    .select([
      'page_signatures.progress_id',
      'page_signatures.page_id',
      'page_signatures.storage_key',
      'page_signatures.method',
      'induction_version_pages.title as page_title',
    ])
    .where('page_signatures.progress_id', 'in', progressIds)
    .orderBy('induction_version_pages.page_order')
    .orderBy('page_signatures.id')
    .execute();
}

/**
 * The progress, its row locked until the transaction ends, so that a completion, a signature or a
 * move of it waits for the reset and then finds it reset, or the reset waits for them and then finds
 * it as they left it. PostgreSQL locks the row (`for update`, which a row referring to it also waits
 * for); SQLite runs one transaction at a time.
 */
export function lockProgress(db: Executor, progressId: number) {
  const query = db.selectFrom('inductee_progress').select(['id', 'email', 'status']).where('id', '=', progressId);
  return withRowLock(db, query).executeTakeFirst();
}

/** Every completed attempt of this person at this induction, the first first. */
export function listCompletionsOfPerson(
  db: Executor,
  email: string,
  inductionId: number,
): Promise<CompletionWithTitle[]> {
  return selectCompletions(db)
    .where('completions.email', '=', email)
    .where('completions.induction_id', '=', inductionId)
    .orderBy('completions.attempt')
    .execute();
}

/** Marks the completion of this progress reset, unless it is already; its id, or undefined when it was (or is none). */
export async function markCompletionReset(
  db: Executor,
  progressId: number,
  reset: { reset_at: string; reset_by: string; reset_reason: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('completions')
    .set(reset)
    .where('progress_id', '=', progressId)
    .where('reset_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The storage keys of the signatures of a progress. */
export async function listSignatureKeys(db: Executor, progressId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('page_signatures')
    .select('storage_key')
    .where('progress_id', '=', progressId)
    .execute();
  return rows.map((row) => row.storage_key);
}

/**
 * Deletes an unfinished attempt with its signatures' rows (page records, quiz answers, browser
 * bindings and codes cascade); a completed one is never deleted.
 */
export async function deleteUnfinishedProgress(db: Executor, progressId: number): Promise<void> {
  await db.deleteFrom('page_signatures').where('progress_id', '=', progressId).execute();
  await db.deleteFrom('inductee_progress').where('id', '=', progressId).where('status', '<>', 'completed').execute();
}
