import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, SuccessResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

/** Sends only the current and the new password (spec §5). */
export const changePassword = ({ currentPassword, newPassword }: ChangePassword) =>
  apiRequest<SuccessResponse>('/api/auth/reset-password', { method: 'POST', body: { currentPassword, newPassword } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
