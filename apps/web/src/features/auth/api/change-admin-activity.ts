import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getAdminsQueryOptions } from './get-admins';

/** Deactivates an admin (signed out at once, refused sign-in) or lets them sign in again (decision 53). */
export const changeAdminActivity = ({ id, change }: { id: number; change: 'deactivate' | 'reactivate' }) =>
  apiRequest<AdminUser>(`/api/auth/admins/${id}/${change}`, { method: 'POST' });

export function useChangeAdminActivity({ mutationConfig }: MutationHookOptions<typeof changeAdminActivity> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(changeAdminActivity, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminsQueryOptions().queryKey }),
  });
}
