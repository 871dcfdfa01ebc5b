import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const dashboardQueryKey = ['/api/admin/dashboard'] as const;

/** Spec §7: retried twice, 1 s apart; fresh for 30 s. */
export const useDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: dashboardQueryKey,
      queryFn: () => apiRequest<Dashboard>('/api/admin/dashboard'),
      retry: 2,
      retryDelay: 1000,
      staleTime: 30_000,
    }),
  );
