import { useQuery } from '@tanstack/react-query';
import type { ProgressListEntry } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const progressListQueryKey = (email: string) => ['/api/inductee', email, 'progress'] as const;

export const useProgressList = (email: string) =>
  useQuery({
    queryKey: progressListQueryKey(email),
    queryFn: () => apiRequest<ProgressListEntry[]>(`/api/inductee/${encodeURIComponent(email)}/progress`),
  });
