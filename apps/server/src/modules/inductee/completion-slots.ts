import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Completions one process reads, stages and stores at once. Each holds up to 50 MB in the staging
 * folder while its body arrives (slow phones hold a slot for seconds); beyond this the next is told to
 * come back shortly rather than queued (decision 17).
 */
export const maxConcurrentCompletions = 8;
/** What a refused completion is told to wait, in seconds (the Retry-After header). */
export const completionRetryAfterSeconds = 5;
export const completionsBusyMessage =
  'Many inductions are being completed right now: please submit again in a few seconds';

/** The slots of one process's completions; `take` answers the release of a slot, or throws the 503. */
export function createCompletionSlots(limit = maxConcurrentCompletions) {
  let taken = 0;
  return {
    take(reply: FastifyReply): () => void {
      if (taken >= limit) {
        reply.header('retry-after', String(completionRetryAfterSeconds));
        throw new AppError(503, completionsBusyMessage);
      }
      taken += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        taken -= 1;
      };
    },
  };
}
