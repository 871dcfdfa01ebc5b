import type { Kysely } from 'kysely';
import {
  progressPercent,
  type CodeSent,
  type Induction,
  type InducteeProgress,
  type ProgressListEntry,
  type StartInduction,
} from '@crane/contract';
import type { Database, Executor } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { browserIdOf } from './browser-token.ts';
import { bindBrowserToProgress, type BoundProgress } from './browser-binding.ts';
import { normaliseEmail } from './inductee-email.ts';
import { toInduction } from '../inductions/inductions.service.ts';
import { listCodesOfProgress, toOwnCertificate } from '../certificates/certificates.service.ts';
import { sendBindingCode, type BindingSettings } from './binding.service.ts';
import * as repository from './inductee.repository.ts';
import { leavingPageMessage, unmetRequirement } from './page-rules.ts';
import { currentPageIndex, loadOwnProgressState, showCurrentPage, toProgress } from './progress-state.ts';

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
    induction: toInduction({
      id: row.induction_id,
      title: row.induction_title,
      description: row.induction_description,
      total_min_time_minutes: row.induction_total_min_time_minutes,
      status: row.induction_status,
      created_at: row.induction_created_at,
      updated_at: row.induction_updated_at,
    }),
    status: row.status,
    percent: progressPercent({ status: row.status, currentPage: row.current_page }),
    progress: row.is_bound ? { ...toProgress(row), certificate: certificateOf(row.id) } : null,
  }));
}

/** What starting answers: the progress, or (for an existing one this browser is not bound to) a code sent. */
export type StartAnswer =
  ({ kind: 'started' } & BoundProgress) | { kind: 'codeSent'; answer: CodeSent; isMailQueued: boolean };

/**
 * Starts an active induction for this email: a new progress (`not_started` until its first page move)
 * bound to this browser, or the existing one when this browser is already bound to it (concurrent
 * starts meet at the unique email + induction pair). For an existing progress this browser is not
 * bound to, nothing of it is answered: a code and a link are emailed to the address instead
 * (decision 16).
 */
export async function startInduction(
  db: Kysely<Database>,
  binding: BindingSettings,
  start: StartInduction,
  browserToken: string | undefined,
  now: Date,
): Promise<StartAnswer> {
  const email = normaliseEmail(start.email);
  const nowText = now.toISOString();
  return db.transaction().execute(async (transaction): Promise<StartAnswer> => {
    const induction = await repository.findActiveInduction(transaction, start.inductionId);
    if (!induction) throw notFound('Induction not found');
    const created = await repository.insertProgressIfAbsent(transaction, {
      email,
      induction_id: start.inductionId,
      current_page: 0,
      status: 'not_started',
      started_at: nowText,
      last_accessed_at: nowText,
      completed_at: null,
    });
    const progress = created ?? (await repository.findProgressByEmail(transaction, email, start.inductionId));
    if (!progress) throw new Error('A progress vanished while it was being started');
    if (!created) {
      const browserId = browserIdOf(browserToken);
      const isBound =
        browserId !== undefined &&
        (await repository.findBoundProgress(transaction, progress.id, browserId, nowText)) !== undefined;
      if (!isBound) {
        return { kind: 'codeSent', ...(await sendBindingCode(transaction, binding, progress, induction.title, now)) };
      }
      await repository.touchProgress(transaction, progress.id, nowText);
    }
    return { kind: 'started', ...(await bindBrowserToProgress(transaction, progress.id, browserToken, now)) };
  });
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
    if (unmet) throw conflict(leavingPageMessage(leaving, unmet));
  }

  const nowText = now.toISOString();
  const target = state.pages[targetPage]!;
  const isLeavingUnsatisfied = isForward && !state.records.get(leaving.id)?.satisfiedAt;
  const isTargetNew = !state.records.has(target.id);
  const write = async (executor: Executor) => {
    if (isLeavingUnsatisfied) await repository.markPagesSatisfied(executor, progress.id, [leaving.id], nowText);
    await repository.moveProgress(executor, {
      progressId: progress.id,
      toPage: targetPage,
      now: nowText,
      isFirstMove: progress.status === 'not_started',
    });
    if (isTargetNew) await repository.recordPageShown(executor, progress.id, target.id, nowText);
  };
  // The usual save (a page already seen and done) is one update; anything more goes in one transaction.
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
