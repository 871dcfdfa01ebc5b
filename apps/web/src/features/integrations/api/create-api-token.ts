import { useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiToken } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getApiTokensQueryOptions } from './get-api-tokens';

export const createApiToken = (token: CreateApiTokenInput) =>
  apiRequest<CreatedApiToken>('/api/admin/api-tokens', { method: 'POST', body: token });

export function useCreateApiToken({ mutationConfig }: MutationHookOptions<typeof createApiToken> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(createApiToken, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions().queryKey }),
  });
}
