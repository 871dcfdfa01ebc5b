import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, RegisterAdmin } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getAdminsQueryOptions } from './get-admins';

export const registerAdmin = (admin: RegisterAdmin) =>
  apiRequest<AdminUser>('/api/auth/register', { method: 'POST', body: admin });

export function useRegisterAdmin({ mutationConfig }: MutationHookOptions<typeof registerAdmin> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(registerAdmin, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminsQueryOptions().queryKey }),
  });
}
