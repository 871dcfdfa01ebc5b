import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InductionSummary } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getInductions = () => apiRequest<InductionSummary[]>('/api/inductions');

export const getInductionsQueryOptions = () => queryOptions({ queryKey: ['/api/inductions'], queryFn: getInductions });

export const useInductions = ({ queryConfig }: QueryHookOptions<typeof getInductionsQueryOptions> = {}) =>
  useQuery({ ...getInductionsQueryOptions(), ...queryConfig });
