import { sql } from 'kysely';
import type { CompletionEvidenceTable, Executor, AttemptRequestsTable } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { asFragment, hotStatement, hotWrite, type HotStatement } from '../../db/direct-sqlite.ts';

/**
 * The statement that records a request that moved an attempt, unless the attempt is completed by now:
 * its sealed record must not change afterwards (the check reads the status in the same statement,
 * after any lock the transaction waited for). Written with hotWrite, alone or with the page move.
 */
export const attemptRequestInsert = (request: Omit<AttemptRequestsTable, 'id'>) =>
  hotStatement`insert into attempt_requests (progress_id, at, action, client_address, user_agent)
    select id, ${request.at}, ${request.action}, ${request.client_address}, ${request.user_agent}
    from inductee_progress where id = ${request.progress_id} and status <> 'completed'`;

/**
 * PostgreSQL: `update` of one attempt and the record of the request that made it, as one statement:
 * the row lock the update takes is held for one round trip rather than a transaction's four, and the
 * record reads the status the update returns, which is the row as it stands after any lock the update
 * waited for (a sibling statement of the same WITH would read the snapshot from before the wait).
 */
export const attemptRequestWithUpdate = (update: HotStatement, request: Omit<AttemptRequestsTable, 'id'>) =>
  hotStatement`with updated as (${asFragment(update)} returning id, status)
    insert into attempt_requests (progress_id, at, action, client_address, user_agent)
    select id, ${request.at}, ${request.action}, ${request.client_address}, ${request.user_agent}
    from updated where status <> 'completed'`;

/**
 * The statements that make `update` (of the attempt the request moved) and record the request, to commit
 * as one (decision 12): on PostgreSQL one statement, on SQLite the two, run at once as one transaction.
 */
export const withAttemptRequestStatements = (
  db: Executor,
  update: HotStatement,
  request: Omit<AttemptRequestsTable, 'id'>,
): HotStatement[] =>
  isPostgres(db) ? [attemptRequestWithUpdate(update, request)] : [update, attemptRequestInsert(request)];

/** A statement that moves an attempt, written by its repository (see withAttemptRequestStatements). */
export type AttemptUpdate = HotStatement;

export async function insertAttemptRequest(db: Executor, request: Omit<AttemptRequestsTable, 'id'>): Promise<void> {
  await hotWrite(db, [attemptRequestInsert(request)]);
}

/**
 * Holds the chain for this transaction, so that two completions sealed at once link one after the
 * other: a transaction-level advisory lock on PostgreSQL; SQLite runs one writing transaction at a time.
 */
export async function lockChain(db: Executor): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(1414)`.execute(db);
}

export function findLastEvidence(db: Executor) {
  return db
    .selectFrom('completion_evidence')
    .select(['sequence', 'seal'])
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertEvidence(db: Executor, evidence: CompletionEvidenceTable): Promise<void> {
  await db.insertInto('completion_evidence').values(evidence).execute();
}

export function findEvidence(db: Executor, completionId: number) {
  return db.selectFrom('completion_evidence').selectAll().where('completion_id', '=', completionId).executeTakeFirst();
}

/** The links of the chain after `sequence`, in order. */
export function listEvidenceAfter(db: Executor, sequence: number, limit: number) {
  return db
    .selectFrom('completion_evidence')
    .selectAll()
    .where('sequence', '>', sequence)
    .orderBy('sequence')
    .limit(limit)
    .execute();
}

/**
 * Completions without evidence, the first first: made before evidence, or written around the app;
 * only those up to `upToId` when it is given.
 */
export async function listUnsealedCompletionIds(db: Executor, limit: number, upToId?: number): Promise<number[]> {
  let query = db
    .selectFrom('completions')
    .select('completions.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('completion_evidence')
            .select('completion_evidence.sequence')
            .whereRef('completion_evidence.completion_id', '=', 'completions.id'),
        ),
      ),
    );
  if (upToId !== undefined) query = query.where('completions.id', '<=', upToId);
  const rows = await query.orderBy('completions.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** The last completion made before evidence (0 when there was none): those the server seals at start. */
export async function findBacklogEnd(db: Executor): Promise<number> {
  const row = await db.selectFrom('evidence_backlog').select('up_to_completion_id').executeTakeFirst();
  return row?.up_to_completion_id ?? 0;
}

/** What an evidence record says of these completions, read in one query per kind. */
export async function gatherEvidence(db: Executor, completionIds: number[]) {
  if (completionIds.length === 0) return undefined;
  const completions = await db
    .selectFrom('completions')
    .innerJoin('inductee_progress', 'inductee_progress.id', 'completions.progress_id')
    .leftJoin('certificates', 'certificates.completion_id', 'completions.id')
    .selectAll('completions')
    .select([
      'inductee_progress.version_id',
      'inductee_progress.started_at',
      'certificates.code as verification_code',
      // What the public check shows, held against the sealed completion by the integrity check.
      'certificates.full_name as certificate_name',
      'certificates.company as certificate_company',
      'certificates.completed_at as certificate_completed_at',
    ])
    .where('completions.id', 'in', completionIds)
    .execute();
  const progressIds = completions.map((row) => row.progress_id);
  const versionIds = [...new Set(completions.flatMap((row) => (row.version_id === null ? [] : [row.version_id])))];
  const inProgress = <T>(rows: Promise<T[]>) => (progressIds.length === 0 ? Promise.resolve([] as T[]) : rows);
  return {
    completions,
    versions:
      versionIds.length === 0
        ? []
        : await db.selectFrom('induction_versions').selectAll().where('id', 'in', versionIds).execute(),
    versionPages:
      versionIds.length === 0
        ? []
        : await db
            .selectFrom('induction_version_pages')
            .leftJoin('page_snapshots', 'page_snapshots.hash', 'induction_version_pages.snapshot_hash')
            .select([
              'induction_version_pages.version_id',
              'induction_version_pages.page_id',
              'induction_version_pages.page_order',
              'induction_version_pages.title',
              'page_snapshots.snapshot',
            ])
            .where('induction_version_pages.version_id', 'in', versionIds)
            .orderBy('induction_version_pages.page_order')
            .execute(),
    pageRecords: await inProgress(
      db.selectFrom('inductee_page_progress').selectAll().where('progress_id', 'in', progressIds).execute(),
    ),
    quizAnswers: await inProgress(
      db
        .selectFrom('inductee_quiz_answers')
        .selectAll()
        .where('progress_id', 'in', progressIds)
        .orderBy('page_id')
        .execute(),
    ),
    signatures: await inProgress(
      db
        .selectFrom('page_signatures')
        .select(['progress_id', 'page_id', 'created_at', 'sha256', 'method', 'storage_key'])
        .where('progress_id', 'in', progressIds)
        .orderBy('page_id')
        .execute(),
    ),
    files: await db
      .selectFrom('completion_files')
      .select(['completion_id', 'field_name', 'content_type', 'size_bytes', 'sha256', 'storage_key'])
      .where('completion_id', 'in', completionIds)
      .orderBy('field_name')
      .execute(),
    requests: await inProgress(
      db.selectFrom('attempt_requests').selectAll().where('progress_id', 'in', progressIds).orderBy('id').execute(),
    ),
  };
}

export type GatheredEvidence = NonNullable<Awaited<ReturnType<typeof gatherEvidence>>>;

/** Where a completion's files and its attempt's signatures are stored now, to read them back. */
export async function findStoredFileKeys(db: Executor, completionId: number, progressId: number) {
  return {
    files: await db
      .selectFrom('completion_files')
      .select(['field_name', 'storage_key'])
      .where('completion_id', '=', completionId)
      .execute(),
    signatures: await db
      .selectFrom('page_signatures')
      .select(['page_id', 'storage_key'])
      .where('progress_id', '=', progressId)
      .execute(),
  };
}
