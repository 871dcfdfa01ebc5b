import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InductionVersions } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The versions of an induction, the latest first, and whether its draft has unpublished changes. */
export const getVersions = (inductionId: number) =>
  apiRequest<InductionVersions>(`/api/inductions/${inductionId}/versions`);

export const getVersionsQueryOptions = (inductionId: number) =>
  queryOptions({ queryKey: ['/api/inductions', inductionId, 'versions'], queryFn: () => getVersions(inductionId) });

export const useVersions = (
  inductionId: number,
  { queryConfig }: QueryHookOptions<typeof getVersionsQueryOptions> = {},
) => useQuery({ ...getVersionsQueryOptions(inductionId), ...queryConfig });
