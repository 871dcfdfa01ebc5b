import { useMutation } from '@tanstack/react-query';
import type { EmailActionResult } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const verifyEmail = () => apiRequest<EmailActionResult>('/api/admin/email/verify', { method: 'POST' });

/** Connects and logs in to the saved SMTP server; `success` false carries the server's refusal. */
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
