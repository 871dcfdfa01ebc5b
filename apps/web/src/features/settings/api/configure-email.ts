import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailActionResult, EmailSettingsValues } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { emailStatusQueryKey } from './get-email-status';

export const configureEmail = (settings: EmailSettingsValues) =>
  apiRequest<EmailActionResult>('/api/admin/email/configure', { method: 'POST', body: settings });

/** Saves the SMTP settings (an empty password keeps the saved one), then reloads the status. */
export function useConfigureEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: configureEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailStatusQueryKey }),
  });
}
