import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getAvailableInductions = () => apiRequest<Induction[]>('/api/inductee/available-inductions');

export const getAvailableInductionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/inductee/available-inductions'], queryFn: getAvailableInductions });

export const useAvailableInductions = ({
  queryConfig,
}: QueryHookOptions<typeof getAvailableInductionsQueryOptions> = {}) =>
  useQuery({ ...getAvailableInductionsQueryOptions(), ...queryConfig });
