import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The start of every progress record's key. */
export const progressRecordsQueryKey = ['/api/inductee/progress'] as const;

export const getProgress = (progressId: number) => apiRequest<InducteeProgress>(`/api/inductee/progress/${progressId}`);

export const getProgressQueryOptions = (progressId: number) =>
  queryOptions({ queryKey: [...progressRecordsQueryKey, progressId], queryFn: () => getProgress(progressId) });

export const useProgress = (
  progressId: number,
  { queryConfig }: QueryHookOptions<typeof getProgressQueryOptions> = {},
) => useQuery({ ...getProgressQueryOptions(progressId), ...queryConfig });
