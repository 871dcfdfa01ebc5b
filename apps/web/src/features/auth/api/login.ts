import { useQueryClient } from '@tanstack/react-query';
import type { Login, LoginResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getCurrentAdminQueryOptions } from './get-current-admin';

export const logIn = (credentials: Login) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials });

/** Signs in and primes the current-admin query with the answer. */
export function useLogIn({ mutationConfig }: MutationHookOptions<typeof logIn> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(logIn, mutationConfig, {
    onSuccess: (response) => queryClient.setQueryData(getCurrentAdminQueryOptions().queryKey, response.user),
  });
}
