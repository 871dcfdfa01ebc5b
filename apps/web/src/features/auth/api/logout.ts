import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const logOut = () => apiRequest<SuccessResponse>('/api/auth/logout', { method: 'POST' });

/** Ends the session and forgets every cached answer. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSuccess: () => queryClient.clear() });
}
