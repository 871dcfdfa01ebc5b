import { useQueryClient } from '@tanstack/react-query';
import type { CompletionRecord, RevokeCompletion } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { completionsQueryKey } from './get-completions';

/** Withdraws a completion's certificate with the reason (issue 13); answers the updated record. */
export const revokeCompletion = ({ completionId, reason }: { completionId: number } & RevokeCompletion) =>
  apiRequest<CompletionRecord>(`/api/admin/completions/${completionId}/revoke`, { method: 'POST', body: { reason } });

/** Revokes a certificate, then refreshes every completions page (the list and its details show the badge). */
export function useRevokeCompletion({ mutationConfig }: MutationHookOptions<typeof revokeCompletion> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(revokeCompletion, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: completionsQueryKey }),
  });
}
