import { useQueryClient } from '@tanstack/react-query';
import type { CompletionRecord } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { completionsQueryKey } from './get-completions';

/** Puts a revoked certificate back (issue 13); answers the updated record. */
export const reinstateCompletion = (completionId: number) =>
  apiRequest<CompletionRecord>(`/api/admin/completions/${completionId}/reinstate`, { method: 'POST' });

/** Reinstates a certificate, then refreshes every completions page. */
export function useReinstateCompletion({ mutationConfig }: MutationHookOptions<typeof reinstateCompletion> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(reinstateCompletion, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: completionsQueryKey }),
  });
}
