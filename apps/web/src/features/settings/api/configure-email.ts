import { useQueryClient } from '@tanstack/react-query';
import type { EmailActionResult, EmailSettingsValues } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getEmailStatusQueryOptions } from './get-email-status';

export const configureEmail = (settings: EmailSettingsValues) =>
  apiRequest<EmailActionResult>('/api/admin/email/configure', { method: 'POST', body: settings });

/** Saves the SMTP settings (an empty password keeps the saved one), then reloads the status. */
export function useConfigureEmail({ mutationConfig }: MutationHookOptions<typeof configureEmail> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(configureEmail, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getEmailStatusQueryOptions().queryKey }),
  });
}
