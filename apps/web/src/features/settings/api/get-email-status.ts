import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const emailStatusQueryKey = ['/api/admin/email/status'] as const;

export const emailStatusQueryOptions = queryOptions({
  queryKey: emailStatusQueryKey,
  queryFn: () => apiRequest<EmailStatus>('/api/admin/email/status'),
});

/** Spec §4 Email configuration status: loading, then configured or not. */
export const useEmailStatus = () => useQuery(emailStatusQueryOptions);
