import { useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Ends the session; a session that had already expired (401) counts as logged out. */
export async function logOut(): Promise<void> {
  try {
    await apiRequest<SuccessResponse>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** Ends the session and forgets every cached answer. */
export function useLogOut({ mutationConfig }: MutationHookOptions<typeof logOut> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(logOut, mutationConfig, { onSuccess: () => queryClient.clear() });
}
