import type { EmailActionResult, TestEmail } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const sendTestEmail = (request: TestEmail) =>
  apiRequest<EmailActionResult>('/api/admin/email/test', { method: 'POST', body: request });

/** Sends a real email through the saved settings; `success` false carries the server's refusal. */
export const useSendTestEmail = ({ mutationConfig }: MutationHookOptions<typeof sendTestEmail> = {}) =>
  useApiMutation(sendTestEmail, mutationConfig);
