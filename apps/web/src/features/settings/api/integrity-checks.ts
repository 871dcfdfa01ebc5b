import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { IntegrityCheck, LatestIntegrityCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { dashboardQueryKey } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** How often a running check is asked how far it is. */
const runningCheckRefreshMilliseconds = 1_000;

/** The last check of the whole chain (decision 28), running or done; null before the first. */
export const getLatestIntegrityCheck = () => apiRequest<LatestIntegrityCheck>('/api/admin/integrity/checks/latest');

export const getLatestIntegrityCheckQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/integrity/checks/latest'], queryFn: getLatestIntegrityCheck });

/**
 * Read again every second while the check runs, on whichever instance runs it. Once a check is read
 * finished, the dashboard, which warns while the last check found the records altered, is read again.
 */
export const useLatestIntegrityCheck = () => {
  const queryClient = useQueryClient();
  const latest = useQuery({
    ...getLatestIntegrityCheckQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.check?.status === 'running' ? runningCheckRefreshMilliseconds : false,
  });
  const check = latest.data?.check;
  const finishedCheckId = check?.status === 'finished' ? check.id : undefined;
  useEffect(() => {
    if (finishedCheckId !== undefined) void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }, [queryClient, finishedCheckId]);
  return latest;
};

/** Starts a check in the background, or answers the one already running. */
export const startIntegrityCheck = () => apiRequest<IntegrityCheck>('/api/admin/integrity/checks', { method: 'POST' });

export const useStartIntegrityCheck = ({ mutationConfig }: MutationHookOptions<typeof startIntegrityCheck> = {}) => {
  const queryClient = useQueryClient();
  return useApiMutation(startIntegrityCheck, mutationConfig, {
    onSuccess: (check) => {
      queryClient.setQueryData(getLatestIntegrityCheckQueryOptions().queryKey, { check });
    },
  });
};
