import type { InducteeProgress } from '@crane/contract';
import type { Executor, InducteeProgressRow } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import { workerError } from '../mail/worker-email-texts.ts';
import * as repository from './inductee.repository.ts';
import type { PageRecord, PageRule } from './page-rules.ts';

/** What the rules know of one progress: its pages in order, the server's record of each, the signatures. */
export type ProgressState = {
  progress: InducteeProgressRow;
  pages: PageRule[];
  records: Map<number, PageRecord>;
  signedPageIds: Set<number>;
};

/**
 * The same answer for a missing, foreign or unknown progress, so ids cannot be probed; a worker meets
 * it when another device took the attempt or it was reset, so it is told in their language.
 */
export const progressNotFound = () => workerError(404, 'progressNotFound');

export const alreadyCompletedMessage = 'This induction has already been completed';

/**
 * An unfinished attempt that a version asking everyone to take the induction again ended (decision 27):
 * 410, in the worker's language, for every change and read of it; starting begins a new attempt on the
 * new version.
 */
export const attemptSuperseded = () => workerError(410, 'attemptSuperseded');

/** Whether a version asking everyone to take the induction again ended this attempt unfinished. */
export const isAttemptEnded = (progress: Pick<InducteeProgressRow, 'status' | 'superseded_at'>) =>
  progress.status !== 'completed' && progress.superseded_at !== null;

/** The progress as the worker may go on with it: refused once a new version ended it unfinished. */
function assertNotSuperseded<Progress extends Pick<InducteeProgressRow, 'superseded_at'>>(progress: Progress) {
  if (progress.superseded_at !== null) throw attemptSuperseded();
  return progress;
}

/**
 * Claims the unfinished attempt for this transaction before anything is written that refers to it
 * (repository.claimUnfinishedProgress): an administrator's reset then waits for the change in hand, or
 * has already deleted the attempt, and the change answers 404 as for any unknown progress; 409 when the
 * attempt is completed; 410 when a publish asking everyone to take it again got there first.
 */
export async function claimOwnUnfinishedProgress(db: Executor, progressId: number, now: string): Promise<void> {
  if (await repository.claimUnfinishedProgress(db, progressId, now)) return;
  const ended = await repository.findProgressEnd(db, progressId);
  if (!ended) throw progressNotFound();
  throw ended.status === 'completed' ? conflict(alreadyCompletedMessage) : attemptSuperseded();
}

/** The progress this browser is bound to, or 404; 410 once a new version ended it unfinished. */
export async function findOwnProgress(db: Executor, progressId: number, browserId: string, now: Date) {
  const progress = await repository.findBoundProgress(db, progressId, browserId, now.toISOString());
  if (!progress) throw progressNotFound();
  return assertNotSuperseded(progress);
}

/**
 * The progress this browser is bound to with what the rules know of its pages, or 404; 410 once a new
 * version ended it unfinished.
 */
export async function loadOwnProgressState(
  db: Executor,
  progressId: number,
  browserId: string,
  now: Date,
): Promise<ProgressState> {
  const rows = await repository.listOwnProgressPages(db, progressId, browserId, now.toISOString());
  const first = rows[0];
  if (!first) throw progressNotFound();
  const progress: InducteeProgressRow = {
    id: first.id,
    email: first.email,
    induction_id: first.induction_id,
    attempt: first.attempt,
    version_id: first.version_id,
    current_page: first.current_page,
    status: first.status,
    started_at: first.started_at,
    last_accessed_at: first.last_accessed_at,
    completed_at: first.completed_at,
    superseded_at: first.superseded_at,
  };
  assertNotSuperseded(progress);
  const pages: PageRule[] = [];
  const records = new Map<number, PageRecord>();
  const signedPageIds = new Set<number>();
  for (const row of rows) {
    if (row.page_id === null) continue;
    pages.push({
      id: row.page_id,
      title: row.page_title ?? '',
      minTimeSeconds: row.page_min_time_seconds ?? 0,
      requiresSignature: Number(row.page_require_signature) === 1,
    });
    if (row.first_shown_at !== null) {
      records.set(row.page_id, { firstShownAt: row.first_shown_at, satisfiedAt: row.satisfied_at });
    }
    if (row.signature_id !== null) signedPageIds.add(row.page_id);
  }
  return { progress, pages, records, signedPageIds };
}

/** The index of the page the inductee is on, within the induction's pages as they are now. */
export function currentPageIndex(state: ProgressState): number {
  return Math.max(0, Math.min(state.progress.current_page, state.pages.length - 1));
}

/** A progress as the API answers it; with a state, also the per-page record and the server's time. */
export function toProgress(progress: InducteeProgressRow, state?: ProgressState, now?: Date): InducteeProgress {
  return {
    id: progress.id,
    email: progress.email,
    inductionId: progress.induction_id,
    currentPage: progress.current_page,
    status: progress.status,
    startedAt: progress.started_at,
    lastAccessedAt: progress.last_accessed_at,
    completedAt: progress.completed_at,
    ...(state && {
      pages: state.pages.flatMap((page) => {
        const record = state.records.get(page.id);
        return record
          ? [
              {
                pageId: page.id,
                firstShownAt: record.firstShownAt,
                satisfiedAt: record.satisfiedAt,
                isSigned: state.signedPageIds.has(page.id),
              },
            ]
          : [];
      }),
    }),
    ...(now && { serverTime: now.toISOString() }),
  };
}

/**
 * Records the current page as shown when it has no record yet (a new progress, or pages changed
 * since), and answers the state with it.
 */
export async function showCurrentPage(db: Executor, state: ProgressState, now: Date): Promise<ProgressState> {
  const page = state.pages[currentPageIndex(state)];
  if (!page || state.records.has(page.id)) return state;
  await repository.recordPageShown(db, state.progress.id, page.id, now.toISOString());
  const records = new Map(state.records);
  records.set(page.id, { firstShownAt: now.toISOString(), satisfiedAt: null });
  return { ...state, records };
}
