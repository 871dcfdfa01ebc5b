import type { InducteeProgress } from '@crane/contract';
import type { Executor } from '../../db/database.ts';
import { browserIdOf, inducteeCookieMaxAgeSeconds, newBrowserToken } from './browser-token.ts';
import * as repository from './browser-binding.repository.ts';
import { loadOwnProgressState, showCurrentPage, toProgress } from './progress-state.ts';

/** A progress this browser is now bound to, and the cookie that carries the binding. */
export type BoundProgress = { progress: InducteeProgress; token: string; cookieExpiresAt: Date };

/**
 * How the browser came to the progress: it started the attempt with the email alone, or it proved the
 * worker's inbox with the emailed code or link.
 */
export type BindingProof = 'started' | 'provedInbox';

/**
 * Binds the browser to the progress (its own live token, else a new one, 30 days from now) and
 * answers the progress as it then reads it, its current page shown. A browser that proved the inbox
 * takes the progress from every browser that did not (decision 16): whoever started an attempt with
 * someone else's email loses it once its owner proves the inbox.
 */
export async function bindBrowserToProgress(
  db: Executor,
  progressId: number,
  browserToken: string | undefined,
  now: Date,
  proof: BindingProof,
): Promise<BoundProgress> {
  const cookieExpiresAt = new Date(now.getTime() + inducteeCookieMaxAgeSeconds * 1000);
  const token = await bindBrowser(db, progressId, browserToken, now, cookieExpiresAt, proof);
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
  proof: BindingProof,
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
  await repository.bindBrowser(db, browserId, progressId, nowText, proof === 'provedInbox' ? nowText : null);
  if (proof === 'provedInbox') await repository.deleteUnprovenBindings(db, progressId, browserId);
  return token;
}
