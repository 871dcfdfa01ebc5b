import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login, LoginResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { currentAdminQueryKey } from './get-current-admin';

export const logIn = (credentials: Login) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials });

/** Signs in and primes the current-admin query with the answer. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (response) => queryClient.setQueryData(currentAdminQueryKey, response.user),
  });
}
