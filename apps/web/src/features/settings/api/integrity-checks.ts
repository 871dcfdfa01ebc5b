import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntegrityCheck, LatestIntegrityCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

/** How often a running check is asked how far it is. */
const runningCheckRefreshMilliseconds = 1_000;

/** The last check of the whole chain (decision 28), running or done; null before the first. */
export const getLatestIntegrityCheck = () => apiRequest<LatestIntegrityCheck>('/api/admin/integrity/checks/latest');

export const getLatestIntegrityCheckQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/integrity/checks/latest'], queryFn: getLatestIntegrityCheck });

/** Read again every second while the check runs, on whichever instance runs it. */
export const useLatestIntegrityCheck = () =>
  useQuery({
    ...getLatestIntegrityCheckQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.check?.status === 'running' ? runningCheckRefreshMilliseconds : false,
  });

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
