import { useQueryClient } from '@tanstack/react-query';
import type { BindingCode, InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reloadWhenAttemptEnded } from './attempt-ended';
import { getProgressQueryOptions } from './get-progress';
import { progressListsQueryKey } from './get-progress-list';

/** Binds this browser to the progress of this email and induction with the code emailed for it. */
export const bindWithCode = (body: BindingCode) =>
  apiRequest<InducteeProgress>('/api/inductee/binding/code', { method: 'POST', body });

export function useBindWithCode({ mutationConfig }: MutationHookOptions<typeof bindWithCode> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(bindWithCode, mutationConfig, {
    onSuccess: (progress) => {
      queryClient.setQueryData(getProgressQueryOptions(progress.id).queryKey, progress);
      return queryClient.invalidateQueries({ queryKey: progressListsQueryKey });
    },
    // A code for an attempt a new version ended: the card turns to Take again.
    onError: reloadWhenAttemptEnded(queryClient),
  });
}
