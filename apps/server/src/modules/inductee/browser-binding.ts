import type { InducteeProgress } from '@crane/contract';
import type { Executor } from '../../db/database.ts';
import { browserIdOf, inducteeCookieMaxAgeSeconds, newBrowserToken } from './browser-token.ts';
import * as repository from './browser-binding.repository.ts';
import { loadOwnProgressState, showCurrentPage, toProgress } from './progress-state.ts';

/** A progress this browser is now bound to, and the cookie that carries the binding. */
export type BoundProgress = { progress: InducteeProgress; token: string; cookieExpiresAt: Date };

/**
 * Binds the browser to the progress (its own live token, else a new one, 30 days from now) and
 * answers the progress as it then reads it, its current page shown.
 */
export async function bindBrowserToProgress(
  db: Executor,
  progressId: number,
  browserToken: string | undefined,
  now: Date,
): Promise<BoundProgress> {
  const cookieExpiresAt = new Date(now.getTime() + inducteeCookieMaxAgeSeconds * 1000);
  const token = await bindBrowser(db, progressId, browserToken, now, cookieExpiresAt);
  const loaded = await loadOwnProgressState(db, progressId, browserIdOf(token)!, now);
  const state = await showCurrentPage(db, loaded, now);
  return { progress: toProgress(state.progress, state, now), token, cookieExpiresAt };
}

/**
 * Removes browsers whose cookie has expired, with their bindings: hourly, from modules/expired-rows. An
 * expired browser reads nothing meanwhile (its binding checks `expires_at`); a start no longer sweeps
 * them too, which cost every new browser's start one more statement in its transaction (decision 42).
 */
export function deleteExpiredBrowsers(db: Executor, now: Date): Promise<void> {
  return repository.deleteExpiredBrowsers(db, now.toISOString());
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
    token = newBrowserToken();
    browserId = browserIdOf(token)!;
    await repository.insertBrowser(db, { id: browserId, createdAt: nowText, expiresAt: expiresAt.toISOString() });
  }
  await repository.bindBrowser(db, browserId, progressId, nowText);
  return token;
}
