import type { AppError } from '../../lib/app-error.ts';
import { workerError } from '../mail/worker-email-texts.ts';
/**
 * When a page counts as done (docs/decisions/0010-inductee-progress-rules.md). Pure functions of the
 * page, the server's record of it and the time, so that they are tested without a database.
 */

/** Latency allowed between the player's countdown reaching zero and the server's check. */
export const latencyAllowanceMilliseconds = 2000;

/** What the rules need of a page. */
export type PageRule = { id: number; title: string; minTimeSeconds: number; requiresSignature: boolean };

/** The server's record of one page for one progress. */
export type PageRecord = { firstShownAt: string; satisfiedAt: string | null };

/** Why a page is not done yet. */
export type UnmetRequirement = { kind: 'notShown' } | { kind: 'tooEarly'; secondsLeft: number } | { kind: 'unsigned' };

/**
 * What still stands between this page and done, or undefined when it is done: it was shown, its
 * minimum time has passed since it was first shown (less the latency allowance), and it is signed
 * when it requires a signature. A page once satisfied stays satisfied, whatever changes later.
 */
export function unmetRequirement(
  page: PageRule,
  record: PageRecord | undefined,
  isSigned: boolean,
  now: Date,
): UnmetRequirement | undefined {
  if (record?.satisfiedAt) return undefined;
  if (!record) return { kind: 'notShown' };
  const elapsed = now.getTime() - Date.parse(record.firstShownAt);
  const remaining = page.minTimeSeconds * 1000 - latencyAllowanceMilliseconds - elapsed;
  if (remaining > 0) {
    return { kind: 'tooEarly', secondsLeft: Math.ceil((page.minTimeSeconds * 1000 - elapsed) / 1000) };
  }
  if (page.requiresSignature && !isSigned) return { kind: 'unsigned' };
  return undefined;
}

/** What an inductee is told when leaving a page forward too soon (409), in their language (decision 36). */
export function leavingPageError(page: PageRule, unmet: UnmetRequirement): AppError {
  const title = page.title;
  switch (unmet.kind) {
    case 'notShown':
      return workerError(409, 'leaveNotShown', { title });
    case 'tooEarly':
      return workerError(409, 'leaveTooEarly', {
        title,
        minSeconds: page.minTimeSeconds,
        secondsLeft: unmet.secondsLeft,
      });
    case 'unsigned':
      return workerError(409, 'leaveUnsigned', { title });
  }
}

/** What an inductee is told when completing before every page is done (409), in their language. */
export function completingTooSoonError(page: PageRule, unmet: UnmetRequirement): AppError {
  const title = page.title;
  switch (unmet.kind) {
    case 'notShown':
      return workerError(409, 'finishNotShown', { title });
    case 'tooEarly':
      return workerError(409, 'finishTooEarly', {
        title,
        minSeconds: page.minTimeSeconds,
        secondsLeft: unmet.secondsLeft,
      });
    case 'unsigned':
      return workerError(409, 'finishUnsigned', { title });
  }
}
