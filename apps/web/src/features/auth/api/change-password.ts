import type { ChangePassword, SuccessResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Sends only the current and the new password (spec §5). */
export const changePassword = ({ currentPassword, newPassword }: ChangePassword) =>
  apiRequest<SuccessResponse>('/api/auth/reset-password', { method: 'POST', body: { currentPassword, newPassword } });

export const useChangePassword = ({ mutationConfig }: MutationHookOptions<typeof changePassword> = {}) =>
  useApiMutation(changePassword, mutationConfig);
