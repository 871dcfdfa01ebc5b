import { useMutation } from '@tanstack/react-query';
import type { EmailActionResult, TestEmail } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const sendTestEmail = (request: TestEmail) =>
  apiRequest<EmailActionResult>('/api/admin/email/test', { method: 'POST', body: request });

/** Sends a real email through the saved settings; `success` false carries the server's refusal. */
export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
