import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Ends the session; a session that had already expired (401) counts as logged out. */
export async function logOut(): Promise<void> {
  try {
    await apiRequest<SuccessResponse>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** Ends the session and forgets every cached answer. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSuccess: () => queryClient.clear() });
}
