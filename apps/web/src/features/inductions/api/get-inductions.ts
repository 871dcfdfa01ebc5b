import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InductionSummary } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const inductionsQueryKey = ['/api/inductions'] as const;

export const getInductions = () => apiRequest<InductionSummary[]>('/api/inductions');

export const useInductions = () => useQuery(queryOptions({ queryKey: inductionsQueryKey, queryFn: getInductions }));
