import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletionAttempts } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';
import { completionsQueryKey } from './get-completions';

/** Every attempt of the person of this completion at its induction, the first first (issue 14). */
export const getCompletionAttempts = (completionId: number) =>
  apiRequest<CompletionAttempts>(`/api/admin/completions/${completionId}/attempts`);

/**
 * Under the completions key, so that a reset, revoke or reinstate (which refresh every completions
 * query) refreshes an open history too. Spec §7: retry 2 at 1 s, fresh 60 s.
 */
export const getCompletionAttemptsQueryOptions = (completionId: number) =>
  queryOptions({
    queryKey: [...completionsQueryKey, 'attempts', completionId],
    queryFn: () => getCompletionAttempts(completionId),
    retry: 2,
    retryDelay: 1000,
    staleTime: 60_000,
  });

export const useCompletionAttempts = (
  completionId: number,
  { queryConfig }: QueryHookOptions<typeof getCompletionAttemptsQueryOptions> = {},
) => useQuery({ ...getCompletionAttemptsQueryOptions(completionId), ...queryConfig });
