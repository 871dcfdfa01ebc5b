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
 * A change refused because the attempt was ended: its progress is read again, and that 410 turns the
 * player into the notice that says so, whatever step the worker was on. The induction changed, so the
 * portal's lists are read again when it is next shown.
 */
export const reloadProgressWhenEnded = (queryClient: QueryClient) => async (error: Error) => {
  if (!isAttemptEnded(error)) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getAvailableInductionsQueryOptions().queryKey, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: progressListsQueryKey, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: progressRecordsQueryKey }),
  ]);
};
