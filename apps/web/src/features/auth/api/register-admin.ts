import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, RegisterAdmin } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { adminsQueryKey } from './get-admins';

export const registerAdmin = (admin: RegisterAdmin) =>
  apiRequest<AdminUser>('/api/auth/register', { method: 'POST', body: admin });

export function useRegisterAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
