import { useQuery } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const inductionQueryKey = (id: number) => ['/api/inductions', id] as const;

export const getInduction = (id: number) => apiRequest<Induction>(`/api/inductions/${id}`);

export const useInduction = (id: number) =>
  useQuery({ queryKey: inductionQueryKey(id), queryFn: () => getInduction(id) });
