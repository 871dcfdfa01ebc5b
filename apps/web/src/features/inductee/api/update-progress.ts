import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { progressQueryKey } from './get-progress';

/** Saves the position; the server refuses moving on before the page is done (spec §4, issue 4). */
export const updateProgress = ({ progressId, currentPage }: { progressId: number; currentPage: number }) =>
  apiRequest<InducteeProgress>(`/api/inductee/progress/${progressId}`, { method: 'PUT', body: { currentPage } });

export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgress,
    onSuccess: (progress) => queryClient.setQueryData(progressQueryKey(progress.id), progress),
  });
}
