import { useQuery } from '@tanstack/react-query';
import type { InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const progressQueryKey = (progressId: number) => ['/api/inductee/progress', progressId] as const;

export const getProgress = (progressId: number) => apiRequest<InducteeProgress>(`/api/inductee/progress/${progressId}`);

export const useProgress = (progressId: number) =>
  useQuery({ queryKey: progressQueryKey(progressId), queryFn: () => getProgress(progressId) });
