import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailStatus } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getEmailStatus = () => apiRequest<EmailStatus>('/api/admin/email/status');

export const getEmailStatusQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/email/status'], queryFn: getEmailStatus });

/** Spec §4 Email configuration status: loading, then configured or not. */
export const useEmailStatus = ({ queryConfig }: QueryHookOptions<typeof getEmailStatusQueryOptions> = {}) =>
  useQuery({ ...getEmailStatusQueryOptions(), ...queryConfig });
