import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getInduction = (id: number) => apiRequest<Induction>(`/api/inductions/${id}`);

export const getInductionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/inductions', id], queryFn: () => getInduction(id) });

export const useInduction = (id: number, { queryConfig }: QueryHookOptions<typeof getInductionQueryOptions> = {}) =>
  useQuery({ ...getInductionQueryOptions(id), ...queryConfig });
