import type { Executor } from '../../db/database.ts';
import { tooManyRequests, type WorkerText } from '../../lib/app-error.ts';
import * as repository from './rate-limits.repository.ts';

/** One limit on one key: at most `limit` requests in each fixed window of `windowMs`, at `now`. */
export type RateLimit = { key: string; limit: number; windowMs: number; now: Date };

/** Whether the request may go on; when not, the seconds until the window ends. */
export type RateLimitAnswer = { isAllowed: boolean; retryAfterSeconds: number };

/**
 * Counts a request against a fixed-window limit kept in the database, so every instance on one
 * database shares it. Windows are aligned to multiples of their length since the epoch; refused
 * requests are counted too. The first request of a window prunes every window that has ended, so
 * the table holds about one row per key seen in the current window.
 */
export async function consumeRateLimit(
  db: Executor,
  { key, limit, windowMs, now }: RateLimit,
): Promise<RateLimitAnswer> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const hits = await repository.countHit(db, {
    key,
    windowStart: new Date(windowStart).toISOString(),
    windowEnd: new Date(windowEnd).toISOString(),
  });
  if (hits === 1) await repository.deleteEndedWindows(db, now.toISOString());
  if (hits <= limit) return { isAllowed: true, retryAfterSeconds: 0 };
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
}

/** Removes the windows of every key that have ended (modules/expired-rows; the first request of a window does too). */
export function deleteEndedRateLimitWindows(db: Executor, now: Date): Promise<void> {
  return repository.deleteEndedWindows(db, now.toISOString());
}

/** `1 second`, `40 seconds`. */
export const secondsText = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** Counts the request; over the limit, throws a 429 (with `Retry-After`) made for the seconds to wait. */
export async function enforceRateLimit(
  db: Executor,
  limit: RateLimit,
  message: (retryAfterSeconds: number) => string,
  /** For a limit a worker meets: the same message among the worker texts, told in their language. */
  workerText?: (retryAfterSeconds: number) => WorkerText,
): Promise<void> {
  const answer = await consumeRateLimit(db, limit);
  if (!answer.isAllowed) {
    const seconds = answer.retryAfterSeconds;
    throw tooManyRequests(message(seconds), seconds, workerText?.(seconds));
  }
}
