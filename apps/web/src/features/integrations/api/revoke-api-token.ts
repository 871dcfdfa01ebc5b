import { useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getApiTokensQueryOptions } from './get-api-tokens';

export const revokeApiToken = (id: number) =>
  apiRequest<ApiToken>(`/api/admin/api-tokens/${id}/revoke`, { method: 'POST' });

export function useRevokeApiToken({ mutationConfig }: MutationHookOptions<typeof revokeApiToken> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(revokeApiToken, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions().queryKey }),
  });
}
