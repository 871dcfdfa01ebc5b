import type { Kysely } from 'kysely';
import {
  completionExpiry,
  completionStatus,
  progressPercent,
  startsNewAttempt,
  type CodeSent,
  type InducteeContent,
  type Induction,
  type InducteeProgress,
  type Language,
  type ProgressListEntry,
  type StartInduction,
} from '@crane/contract';
import type { Database, Executor, InducteeProgressRow } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { browserIdOf } from './browser-token.ts';
import { bindBrowserToProgress, type BoundProgress } from './browser-binding.ts';
import { normaliseEmail } from './inductee-email.ts';
import { toInduction } from '../inductions/inductions.service.ts';
import { loadVersionContent } from '../versions/versions.service.ts';
import { recordAttemptRequest, withAttemptRequest } from '../evidence/evidence.service.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { listCodesOfProgress, toOwnCertificate } from '../certificates/certificates.service.ts';
import { sendBindingCode, type BindingSettings } from './binding.service.ts';
import * as repository from './inductee.repository.ts';
import { leavingPageError, unmetRequirement } from './page-rules.ts';
import {
  currentPageIndex,
  findOwnProgress,
  isAttemptEnded,
  loadOwnProgressState,
  showCurrentPage,
  toProgress,
} from './progress-state.ts';

export async function listAvailableInductions(db: Kysely<Database>): Promise<Induction[]> {
  return (await repository.listActiveInductions(db)).map(toInduction);
}

/**
 * A person's progress with each induction (active ones, and any they completed), as this browser may
 * see it: in full where it is bound to the progress (with the certificate once completed), else only
 * the status and percent.
 */
export async function listProgress(
  db: Kysely<Database>,
  email: string,
  browserId: string | null,
  now: Date,
  publicUrl: string,
): Promise<ProgressListEntry[]> {
  const rows = await repository.listProgressWithInductions(db, normaliseEmail(email), browserId, now.toISOString());
  const codes = await listCodesOfProgress(
    db,
    rows.filter((row) => row.is_bound && row.status === 'completed').map((row) => row.id),
  );
  const certificateOf = (progressId: number) => {
    const code = codes.get(progressId);
    return code === undefined ? null : toOwnCertificate(code, publicUrl);
  };
  return rows.map((row) => ({
    completion: completionOf(row, now),
    induction: toInduction({
      id: row.induction_id,
      title: row.induction_title,
      description: row.induction_description,
      total_min_time_minutes: row.induction_total_min_time_minutes,
      required_licences_json: row.induction_required_licences_json,
      status: row.induction_status,
      created_at: row.induction_created_at,
      updated_at: row.induction_updated_at,
    }),
    status: row.status,
    percent: progressPercent({ status: row.status, currentPage: row.current_page }),
    progress: row.is_bound ? { ...toProgress(row), certificate: certificateOf(row.id) } : null,
    isSuperseded: isAttemptEnded(row),
  }));
}

/**
 * Where the completion of a listed attempt stands and when it expires, for the portal card to offer
 * review, `Renew` with the date or `Take again` (issue 14). Told to any browser, as status and percent
 * are (decision 16): the binding of the browser that took it has long expired when a renewal is due.
 */
function completionOf(row: ListedProgressRow, now: Date): ProgressListEntry['completion'] {
  if (row.status !== 'completed' || row.completion_completed_at === null) return null;
  const status = completionStatus(
    {
      completedAt: row.completion_completed_at,
      revokedAt: row.completion_revoked_at,
      resetAt: row.completion_reset_at,
      supersededAt: row.completion_superseded_at,
    },
    now,
  );
  return {
    status,
    expiresAt: completionExpiry(row.completion_completed_at).toISOString(),
  };
}

type ListedProgressRow = Awaited<ReturnType<typeof repository.listProgressWithInductions>>[number];

/**
 * Whether starting after this attempt begins a new one (the contract's startsNewAttempt): after a
 * completion that no longer stands, or an unfinished attempt that a new version ended.
 */
async function isRetakeDue(db: Executor, latest: InducteeProgressRow, now: Date): Promise<boolean> {
  const standing = latest.status === 'completed' ? await repository.findCompletionStanding(db, latest.id) : undefined;
  const status =
    standing === undefined
      ? null
      : completionStatus(
          {
            completedAt: standing.completed_at,
            revokedAt: standing.revoked_at,
            resetAt: standing.reset_at,
            supersededAt: standing.superseded_at,
          },
          now,
        );
  return startsNewAttempt({ isSuperseded: isAttemptEnded(latest), completionStatus: status });
}

/** What starting answers: the progress, or (for an existing one this browser is not bound to) a code sent. */
export type StartAnswer =
  ({ kind: 'started' } & BoundProgress) | { kind: 'codeSent'; answer: CodeSent; isMailQueued: boolean };

/**
 * Starts an active induction for this email: a new attempt (`not_started` until its first page move)
 * bound to this browser when there is none yet or the latest completion no longer stands (issue 14),
 * else the latest attempt when this browser is already bound to it (concurrent starts meet at the
 * unique email + induction + attempt). For an existing attempt this browser is not bound to, nothing
 * of it is answered: a code and a link are emailed to the address instead (decision 16).
 */
export async function startInduction(
  db: Kysely<Database>,
  binding: BindingSettings,
  start: StartInduction,
  browserToken: string | undefined,
  now: Date,
  origin: RequestOrigin,
  language: Language,
): Promise<StartAnswer> {
  const email = normaliseEmail(start.email);
  const nowText = now.toISOString();
  return db.transaction().execute(async (transaction): Promise<StartAnswer> => {
    await repository.holdInductionForStart(transaction, start.inductionId);
    const induction = await repository.findActiveInduction(transaction, start.inductionId);
    if (!induction) throw notFound('Induction not found');
    const latest = await repository.findLatestProgress(transaction, email, start.inductionId);
    const attempt =
      latest === undefined ? 1 : (await isRetakeDue(transaction, latest, now)) ? latest.attempt + 1 : undefined;
    const created =
      attempt === undefined
        ? undefined
        : await repository.insertProgressIfAbsent(transaction, {
            email,
            induction_id: start.inductionId,
            attempt,
            version_id: induction.published_version_id,
            current_page: 0,
            status: 'not_started',
            started_at: nowText,
            last_accessed_at: nowText,
            completed_at: null,
            superseded_at: null,
          });
    const progress = created ?? (await repository.findLatestProgress(transaction, email, start.inductionId));
    if (!progress) throw new Error('A progress vanished while it was being started');
    if (!created) {
      const browserId = browserIdOf(browserToken);
      const isBound =
        browserId !== undefined &&
        (await repository.findBoundProgress(transaction, progress.id, browserId, nowText)) !== undefined;
      if (!isBound) {
        return {
          kind: 'codeSent',
          ...(await sendBindingCode(transaction, binding, progress, induction.title, now, {
            language,
            isNewCodeRequested: start.isNewCodeRequested === true,
          })),
        };
      }
      await repository.touchProgress(transaction, progress.id, nowText);
    }
    if (progress.status !== 'completed') await recordAttemptRequest(transaction, progress.id, 'start', origin, now);
    return {
      kind: 'started',
      ...(await bindBrowserToProgress(transaction, progress.id, browserToken, now, 'started')),
    };
  });
}

/**
 * The induction and pages of the version this attempt was started on (decision 27), for the player:
 * what this worker is held to whatever is published meanwhile. Quizzes come without answer keys.
 */
export async function getAttemptContent(
  db: Kysely<Database>,
  progressId: number,
  browserId: string,
  now: Date,
  language: Language,
): Promise<InducteeContent> {
  const progress = await findOwnProgress(db, progressId, browserId, now);
  const induction = await repository.findInduction(db, progress.induction_id);
  if (!induction || progress.version_id === null) throw notFound('Induction not found');
  // In the worker's language where the version translated it (decision 37).
  return loadVersionContent(db, progress.version_id, induction, { withAnswerKey: false, language });
}

/** The progress as this browser may read it; reading shows the current page (its time starts). */
export async function getProgress(
  db: Kysely<Database>,
  progressId: number,
  browserId: string,
  now: Date,
): Promise<InducteeProgress> {
  const state = await showCurrentPage(db, await loadOwnProgressState(db, progressId, browserId, now), now);
  const nowText = now.toISOString();
  await repository.touchProgress(db, progressId, nowText);
  return toProgress({ ...state.progress, last_accessed_at: nowText }, state, now);
}

/**
 * Moves to another page. Back is always allowed; forward only one page at a time and only once
 * the page being left is done (docs/decisions/0010-inductee-progress-rules.md). A completed
 * induction may be reviewed freely; its completion does not change.
 */
export async function moveToPage(
  db: Kysely<Database>,
  progressId: number,
  browserId: string,
  targetPage: number,
  now: Date,
  origin: RequestOrigin,
): Promise<InducteeProgress> {
  const state = await showCurrentPage(db, await loadOwnProgressState(db, progressId, browserId, now), now);
  const progress = state.progress;
  const pageCount = state.pages.length;
  if (pageCount === 0) throw conflict("This induction doesn't have any content yet.");
  if (targetPage >= pageCount) {
    throw badRequest(`currentPage must be a page index from 0 to ${pageCount - 1}`);
  }
  const fromIndex = currentPageIndex(state);
  const isForward = targetPage > fromIndex && progress.status !== 'completed';
  const leaving = state.pages[fromIndex]!;
  if (isForward) {
    if (targetPage > fromIndex + 1) {
      throw conflict('Pages must be read in order: you can only move forward one page at a time');
    }
    const unmet = unmetRequirement(leaving, state.records.get(leaving.id), state.signedPageIds.has(leaving.id), now);
    if (unmet) throw leavingPageError(leaving, unmet);
  }

  const nowText = now.toISOString();
  const target = state.pages[targetPage]!;
  const isLeavingUnsatisfied = isForward && !state.records.get(leaving.id)?.satisfiedAt;
  const isTargetNew = !state.records.has(target.id);
  // Evidence of who moved an unfinished attempt, from where (decision 28); reviewing a completed one moves nothing.
  const withRequest =
    progress.status === 'completed' ? undefined : withAttemptRequest(db, progress.id, 'move', origin, now);
  const write = async (executor: Executor) => {
    if (isLeavingUnsatisfied) await repository.markPagesSatisfied(executor, progress.id, [leaving.id], nowText);
    const move = {
      progressId: progress.id,
      toPage: targetPage,
      now: nowText,
      isFirstMove: progress.status === 'not_started',
    };
    await repository.moveProgress(executor, move, withRequest);
    if (isTargetNew) await repository.recordPageShown(executor, progress.id, target.id, nowText);
  };
  // The usual save (a page already seen and done) is the move and the request's record in one commit,
  // at once on SQLite (hotWrite, decision 12) and as one statement on PostgreSQL; anything more goes in
  // one transaction.
  await (isLeavingUnsatisfied || isTargetNew ? db.transaction().execute(write) : write(db));

  const records = new Map(state.records);
  const left = records.get(leaving.id);
  if (isForward && left && !left.satisfiedAt) records.set(leaving.id, { ...left, satisfiedAt: nowText });
  if (!records.has(target.id)) records.set(target.id, { firstShownAt: nowText, satisfiedAt: null });
  const status = progress.status === 'not_started' ? 'in_progress' : progress.status;
  return toProgress(
    { ...progress, status, current_page: targetPage, last_accessed_at: nowText },
    { ...state, records },
    now,
  );
}
