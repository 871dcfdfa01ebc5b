import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getAvailableInductionsQueryOptions } from './get-available-inductions';
import { progressRecordsQueryKey } from './get-progress';
import { progressListsQueryKey } from './get-progress-list';

/**
 * Whether the server refused because a version asking everyone to take the induction again ended this
 * attempt unfinished (410, decision 27): it cannot be continued, only started again.
 */
export const isAttemptEnded = (error: unknown) => error instanceof ApiError && error.status === 410;

/**
 * A request refused because the attempt was ended: what is shown is read again. The player's progress
 * answers 410 too, which turns the player into the notice that says so, whatever step the worker was
 * on; the portal's lists (the induction changed) are read at once where the portal is shown, else when
 * it next is.
 */
export const reloadWhenAttemptEnded = (queryClient: QueryClient) => async (error: Error) => {
  if (!isAttemptEnded(error)) return;
  await Promise.all(
    [getAvailableInductionsQueryOptions().queryKey, progressListsQueryKey, progressRecordsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
};
