import type { Executor, InducteeProgressRow, InductionRow } from '../../db/database.ts';
import { hotSql, hotStatement, hotWrite, type HotStatement } from '../../db/direct-sqlite.ts';
import { withSharedRowLock } from '../../db/dialect.ts';
import { toKyselySql } from '../../db/sql-fragment.ts';
import { isBoundToBrowser } from './browser-binding.repository.ts';

/** Active inductions as workers are given them: the published version's title, description and total time. */
export function listActiveInductions(db: Executor) {
  return db
    .selectFrom('inductions')
    .innerJoin('induction_versions', 'induction_versions.id', 'inductions.published_version_id')
    .select([
      'inductions.id',
      'inductions.status',
      'inductions.created_at',
      'inductions.updated_at',
      'induction_versions.title',
      'induction_versions.description',
      'induction_versions.total_min_time_minutes',
      'induction_versions.required_licences_json',
    ])
    .where('inductions.status', '=', 'active')
    .orderBy('inductions.id')
    .execute();
}

/**
 * Holds the induction's row for a start's transaction, against a publish (versions.repository
 * lockInduction): a publish asking everyone to take it again then either sees the attempt this start
 * makes, and ends it, or has committed, and the start reads the version it published. A statement of
 * its own: in the same statement as the read, PostgreSQL would recheck the locked row against the
 * version row it had already joined, and find no induction.
 */
export async function holdInductionForStart(db: Executor, inductionId: number): Promise<void> {
  await withSharedRowLock(db, db.selectFrom('inductions').select('id').where('id', '=', inductionId)).execute();
}

/** An active induction with its published version's title: what a new attempt is started on. */
export function findActiveInduction(db: Executor, id: number) {
  return db
    .selectFrom('inductions')
    .innerJoin('induction_versions', 'induction_versions.id', 'inductions.published_version_id')
    .select(['inductions.id', 'inductions.published_version_id', 'induction_versions.title'])
    .where('inductions.id', '=', id)
    .where('inductions.status', '=', 'active')
    .executeTakeFirst();
}

export function findInduction(db: Executor, id: number): Promise<InductionRow | undefined> {
  return db.selectFrom('inductions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A person's latest attempt at each induction (active ones, and any they completed), with whether
 * this browser is bound to it (false for every one when there is no browser) and, once completed,
 * what decides where its completion stands.
 */
export async function listProgressWithInductions(db: Executor, email: string, browserId: string | null, now: string) {
  const rows = await db
    .selectFrom('inductee_progress')
    .innerJoin('inductions', 'inductions.id', 'inductee_progress.induction_id')
    // The induction as the version of the attempt showed it.
    .innerJoin('induction_versions', 'induction_versions.id', 'inductee_progress.version_id')
    .leftJoin('completions', 'completions.progress_id', 'inductee_progress.id')
    .leftJoin('certificates', 'certificates.completion_id', 'completions.id')
    .selectAll('inductee_progress')
    .select([
      'induction_versions.title as induction_title',
      'induction_versions.description as induction_description',
      'induction_versions.total_min_time_minutes as induction_total_min_time_minutes',
      'induction_versions.required_licences_json as induction_required_licences_json',
      'inductions.status as induction_status',
      'inductions.created_at as induction_created_at',
      'inductions.updated_at as induction_updated_at',
      'completions.completed_at as completion_completed_at',
      'completions.reset_at as completion_reset_at',
      'completions.superseded_at as completion_superseded_at',
      'certificates.revoked_at as completion_revoked_at',
      toKyselySql<number | boolean>(isBoundToBrowser('inductee_progress.id', browserId ?? '', now)).as('is_bound'),
    ])
    .where('inductee_progress.email', '=', email)
    .where((eb) =>
      eb(
        'inductee_progress.attempt',
        '=',
        eb
          .selectFrom('inductee_progress as attempts')
          .select((inner) => inner.fn.max<number>('attempts.attempt').as('latest'))
          .whereRef('attempts.email', '=', 'inductee_progress.email')
          .whereRef('attempts.induction_id', '=', 'inductee_progress.induction_id'),
      ),
    )
    .where((eb) => eb.or([eb('inductions.status', '=', 'active'), eb('inductee_progress.status', '=', 'completed')]))
    .orderBy('inductee_progress.induction_id')
    .execute();
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return rows.map((row) => ({ ...row, is_bound: browserId !== null && Boolean(Number(row.is_bound)) }));
}

/** Creates the attempt unless it exists for this email and induction; undefined when it existed. */
export function insertProgressIfAbsent(
  db: Executor,
  progress: Omit<InducteeProgressRow, 'id'>,
): Promise<InducteeProgressRow | undefined> {
  return db
    .insertInto('inductee_progress')
    .values(progress)
    .onConflict((conflict) => conflict.columns(['email', 'induction_id', 'attempt']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** This person's latest attempt at this induction. */
export function findLatestProgress(
  db: Executor,
  email: string,
  inductionId: number,
): Promise<InducteeProgressRow | undefined> {
  return db
    .selectFrom('inductee_progress')
    .selectAll()
    .where('email', '=', email)
    .where('induction_id', '=', inductionId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What decides where the completion of this progress stands (see completionStatus). */
export function findCompletionStanding(db: Executor, progressId: number) {
  return db
    .selectFrom('completions')
    .innerJoin('certificates', 'certificates.completion_id', 'completions.id')
    .select([
      'completions.completed_at',
      'completions.reset_at',
      'completions.superseded_at',
      'certificates.revoked_at',
    ])
    .where('completions.progress_id', '=', progressId)
    .executeTakeFirst();
}

/** The progress, when this browser is bound to it and its binding is still live. */
export function findBoundProgress(
  db: Executor,
  progressId: number,
  browserId: string,
  now: string,
): Promise<InducteeProgressRow | undefined> {
  return db
    .selectFrom('inductee_progress')
    .selectAll()
    .where('id', '=', progressId)
    .where(toKyselySql(isBoundToBrowser('inductee_progress.id', browserId, now)))
    .executeTakeFirst();
}

/**
 * Moves the progress to a page; the service has checked that it may. The first move (`isFirstMove`:
 * the progress was `not_started`) also makes it `in_progress`, so the dashboard counts it as taken
 * from then on (issue 11); every later move leaves the status, and its two indexes, untouched.
 * `withUpdate` turns the update into the statements to run, so that the request's record can commit
 * with it (decision 28). SQL rather than the query builder, run directly on SQLite when safe.
 */
export async function moveProgress(
  db: Executor,
  move: { progressId: number; toPage: number; now: string; isFirstMove: boolean },
  withUpdate: (update: HotStatement) => HotStatement[] = (update) => [update],
): Promise<void> {
  const update = move.isFirstMove
    ? hotStatement`update inductee_progress set current_page = ${move.toPage}, last_accessed_at = ${move.now},
      status = case when status = 'not_started' then 'in_progress' else status end where id = ${move.progressId}`
    : hotStatement`update inductee_progress set current_page = ${move.toPage}, last_accessed_at = ${move.now}
      where id = ${move.progressId}`;
  await hotWrite(db, withUpdate(update));
}

/**
 * Why an attempt can no longer be claimed: its status and whether a new version ended it; undefined
 * when it no longer exists (a reset deletes an unfinished attempt).
 */
export function findProgressEnd(db: Executor, progressId: number) {
  return db
    .selectFrom('inductee_progress')
    .select(['status', 'superseded_at'])
    .where('id', '=', progressId)
    .executeTakeFirst();
}

/**
 * Touches an unfinished attempt and so holds it for the transaction (PostgreSQL locks the row; SQLite
 * runs one writer at a time): a completion waits for the change in hand, or the change sees the
 * completion, or the publish that ended the attempt (versions.repository.supersedeUnfinishedAttempts).
 * False when it is completed or so ended.
 */
export async function claimUnfinishedProgress(db: Executor, progressId: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('inductee_progress')
    .set({ last_accessed_at: now })
    .where('id', '=', progressId)
    .where('status', '<>', 'completed')
    .where('superseded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function touchProgress(db: Executor, progressId: number, now: string): Promise<void> {
  await db.updateTable('inductee_progress').set({ last_accessed_at: now }).where('id', '=', progressId).execute();
}

/** Marks the progress completed unless it already is; the row when this call completed it. */
export function markProgressCompleted(
  db: Executor,
  progressId: number,
  now: string,
): Promise<InducteeProgressRow | undefined> {
  return db
    .updateTable('inductee_progress')
    .set({ status: 'completed', completed_at: now, last_accessed_at: now })
    .where('id', '=', progressId)
    .where('status', '!=', 'completed')
    .returningAll()
    .executeTakeFirst();
}

/** A row of listOwnProgressPages: the progress, and one page with this progress's record of it. */
export type OwnProgressPageRow = InducteeProgressRow & {
  page_id: number | null;
  page_title: string | null;
  page_min_time_seconds: number | null;
  page_require_signature: number | null;
  first_shown_at: string | null;
  satisfied_at: string | null;
  signature_id: number | null;
};

/**
 * The progress, when this browser is bound to it and the binding is live, with the pages of the
 * version it was started on in reading order, each with what the rules need and this progress's record of it (first
 * shown, satisfied, signed). One query, as every save needs all of it; a progress of an induction
 * without pages comes back as one row whose page columns are null. No rows: not this browser's.
 *
 * Written as SQL rather than with the query builder, and run directly on SQLite when safe: it runs on
 * every page move, and building and compiling this five-table join, then queueing it in the query
 * executor, cost more than running it (scripts/bench.mjs).
 */
export async function listOwnProgressPages(
  db: Executor,
  progressId: number,
  browserId: string,
  now: string,
): Promise<OwnProgressPageRow[]> {
  return hotSql<OwnProgressPageRow>(db)`
    select p.id, p.email, p.induction_id, p.attempt, p.version_id, p.current_page, p.status, p.started_at,
      p.last_accessed_at, p.completed_at, p.superseded_at, vp.page_id, vp.title as page_title,
      vp.min_time_seconds as page_min_time_seconds, vp.require_signature as page_require_signature,
      pp.first_shown_at, pp.satisfied_at, s.id as signature_id
    from inductee_progress p
    left join induction_version_pages vp on vp.version_id = p.version_id
    left join inductee_page_progress pp on pp.page_id = vp.page_id and pp.progress_id = p.id
    left join page_signatures s on s.page_id = vp.page_id and s.progress_id = p.id
    where p.id = ${progressId} and ${isBoundToBrowser('p.id', browserId, now)}
    order by vp.page_order`;
}

/** Records that a page was shown, unless it was shown before (the first time is what counts). */
export async function recordPageShown(db: Executor, progressId: number, pageId: number, now: string): Promise<void> {
  await db
    .insertInto('inductee_page_progress')
    .values({ progress_id: progressId, page_id: pageId, first_shown_at: now, satisfied_at: null })
    .onConflict((conflict) => conflict.columns(['progress_id', 'page_id']).doNothing())
    .execute();
}

/** Marks pages satisfied; a page already satisfied keeps its first time. */
export async function markPagesSatisfied(
  db: Executor,
  progressId: number,
  pageIds: number[],
  now: string,
): Promise<void> {
  if (pageIds.length === 0) return;
  await db
    .updateTable('inductee_page_progress')
    .set({ satisfied_at: now })
    .where('progress_id', '=', progressId)
    .where('page_id', 'in', pageIds)
    .where('satisfied_at', 'is', null)
    .execute();
}
