import type { Kysely } from 'kysely';
import type { Induction, InducteeProgress, ProgressListEntry, StartInduction } from '@crane/contract';
import type { Database, Executor } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { browserIdOf, inducteeCookieMaxAgeSeconds, newBrowserToken } from './browser-token.ts';
import { toInduction } from '../inductions/inductions.service.ts';
import * as repository from './inductee.repository.ts';
import { leavingPageMessage, unmetRequirement } from './page-rules.ts';
import { currentPageIndex, loadOwnProgressState, toProgress, type ProgressState } from './progress-state.ts';

/** Emails are compared trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function listAvailableInductions(db: Kysely<Database>): Promise<Induction[]> {
  return (await repository.listActiveInductions(db)).map(toInduction);
}

/** A person's progress with each induction: active ones, and any they completed. */
export async function listProgress(db: Kysely<Database>, email: string): Promise<ProgressListEntry[]> {
  const rows = await repository.listProgressWithInductions(db, normaliseEmail(email));
  return rows.map((row) => ({
    progress: toProgress(row),
    induction: toInduction({
      id: row.induction_id,
      title: row.induction_title,
      description: row.induction_description,
      total_min_time_minutes: row.induction_total_min_time_minutes,
      status: row.induction_status,
      created_at: row.induction_created_at,
      updated_at: row.induction_updated_at,
    }),
  }));
}

/**
 * Starts an active induction for this email, or resumes the progress it already has (concurrent
 * starts meet at the unique email + induction pair), and binds this browser to it: the browser's
 * token when it holds a live one, else a new one. Returns the token for the cookie.
 */
export async function startInduction(
  db: Kysely<Database>,
  start: StartInduction,
  browserToken: string | undefined,
  now: Date,
): Promise<{ progress: InducteeProgress; token: string; cookieExpiresAt: Date }> {
  const email = normaliseEmail(start.email);
  const nowText = now.toISOString();
  const cookieExpiresAt = new Date(now.getTime() + inducteeCookieMaxAgeSeconds * 1000);
  return db.transaction().execute(async (transaction) => {
    if (!(await repository.findActiveInduction(transaction, start.inductionId))) {
      throw notFound('Induction not found');
    }
    const created = await repository.insertProgressIfAbsent(transaction, {
      email,
      induction_id: start.inductionId,
      current_page: 0,
      status: 'in_progress',
      started_at: nowText,
      last_accessed_at: nowText,
      completed_at: null,
    });
    const progress = created ?? (await repository.findProgressByEmail(transaction, email, start.inductionId));
    if (!progress) throw new Error('A progress vanished while it was being started');
    if (!created) await repository.touchProgress(transaction, progress.id, nowText);

    const token = await bindBrowser(transaction, progress.id, browserToken, now, cookieExpiresAt);
    const loaded = await loadOwnProgressState(transaction, progress.id, browserIdOf(token)!, now);
    const state = await showCurrentPage(transaction, loaded, now);
    return { progress: toProgress(state.progress, state, now), token, cookieExpiresAt };
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
    await repository.moveProgress(executor, { progressId: progress.id, toPage: targetPage, now: nowText });
    if (isTargetNew) await repository.recordPageShown(executor, progress.id, target.id, nowText);
  };
  // The usual save (a page already seen and done) is one update; anything more goes in one transaction.
  await (isLeavingUnsatisfied || isTargetNew ? db.transaction().execute(write) : write(db));

  const records = new Map(state.records);
  const left = records.get(leaving.id);
  if (isForward && left && !left.satisfiedAt) records.set(leaving.id, { ...left, satisfiedAt: nowText });
  if (!records.has(target.id)) records.set(target.id, { firstShownAt: nowText, satisfiedAt: null });
  return toProgress({ ...progress, current_page: targetPage, last_accessed_at: nowText }, { ...state, records }, now);
}

/**
 * Records the current page as shown when it has no record yet (a new progress, or pages changed
 * since), and answers the state with it.
 */
async function showCurrentPage(db: Executor, state: ProgressState, now: Date): Promise<ProgressState> {
  const page = state.pages[currentPageIndex(state)];
  if (!page || state.records.has(page.id)) return state;
  await repository.recordPageShown(db, state.progress.id, page.id, now.toISOString());
  const records = new Map(state.records);
  records.set(page.id, { firstShownAt: now.toISOString(), satisfiedAt: null });
  return { ...state, records };
}

/**
 * Binds the browser to the progress: with its own token when it holds a live one (one browser may
 * take several inductions), else with a new token. Each start extends the browser's life to 30 days.
 */
async function bindBrowser(
  db: Executor,
  progressId: number,
  browserToken: string | undefined,
  now: Date,
  expiresAt: Date,
): Promise<string> {
  const nowText = now.toISOString();
  const existingId = browserIdOf(browserToken);
  let token: string;
  let browserId: string;
  if (
    browserToken !== undefined &&
    existingId !== undefined &&
    (await repository.isLiveBrowser(db, existingId, nowText))
  ) {
    token = browserToken;
    browserId = existingId;
    await repository.extendBrowser(db, browserId, expiresAt.toISOString());
  } else {
    await repository.deleteExpiredBrowsers(db, nowText);
    token = newBrowserToken();
    browserId = browserIdOf(token)!;
    await repository.insertBrowser(db, { id: browserId, createdAt: nowText, expiresAt: expiresAt.toISOString() });
  }
  await repository.bindBrowser(db, browserId, progressId, nowText);
  return token;
}
