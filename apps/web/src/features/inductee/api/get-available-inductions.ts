import { useQuery } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const availableInductionsQueryKey = ['/api/inductee/available-inductions'] as const;

export const useAvailableInductions = () =>
  useQuery({
    queryKey: availableInductionsQueryKey,
    queryFn: () => apiRequest<Induction[]>('/api/inductee/available-inductions'),
  });
