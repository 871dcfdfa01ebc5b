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

/**
 * The slots of one process's completions, one at most per progress. `take` answers the release of a
 * slot, or throws the 503. A second upload for a progress that holds a slot ends the first (`abandon`,
 * which closes its connection) and takes its place: it is that worker sending again after a connection
 * that died, or someone holding slots with one progress, which would otherwise keep every other worker
 * out for as long as the server waits for a body (15 minutes, decision 43).
 */
export function createCompletionSlots(limit = maxConcurrentCompletions) {
  const holders = new Map<number, { abandon: () => void }>();
  return {
    take(reply: FastifyReply, progressId: number, abandon: () => void): () => void {
      const earlier = holders.get(progressId);
      if (earlier) {
        holders.delete(progressId);
        earlier.abandon();
      }
      if (holders.size >= limit) {
        reply.header('retry-after', String(completionRetryAfterSeconds));
        throw new AppError(503, completionsBusyMessage);
      }
      const holder = { abandon };
      holders.set(progressId, holder);
      return () => {
        if (holders.get(progressId) === holder) holders.delete(progressId);
      };
    },
  };
}
