import type { EmailActionResult } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const verifyEmail = () => apiRequest<EmailActionResult>('/api/admin/email/verify', { method: 'POST' });

/** Connects and logs in to the saved SMTP server; `success` false carries the server's refusal. */
export const useVerifyEmail = ({ mutationConfig }: MutationHookOptions<typeof verifyEmail> = {}) =>
  useApiMutation(verifyEmail, mutationConfig);
