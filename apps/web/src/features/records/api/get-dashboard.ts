import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';
import { dashboardQueryKey } from '@/lib/query-keys';

export const getDashboard = () => apiRequest<Dashboard>('/api/admin/dashboard');

/** Spec §7: retried twice, 1 s apart; fresh for 30 s. */
export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: getDashboard,
    retry: 2,
    retryDelay: 1000,
    staleTime: 30_000,
  });

export const useDashboard = ({ queryConfig }: QueryHookOptions<typeof getDashboardQueryOptions> = {}) =>
  useQuery({ ...getDashboardQueryOptions(), ...queryConfig });
