import { useQueryClient } from '@tanstack/react-query';
import type { InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getProgressQueryOptions } from './get-progress';

/** Saves the position; the server refuses moving on before the page is done (spec §4, issue 4). */
export const updateProgress = ({ progressId, currentPage }: { progressId: number; currentPage: number }) =>
  apiRequest<InducteeProgress>(`/api/inductee/progress/${progressId}`, { method: 'PUT', body: { currentPage } });

export function useUpdateProgress({ mutationConfig }: MutationHookOptions<typeof updateProgress> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(updateProgress, mutationConfig, {
    onSuccess: (progress) => queryClient.setQueryData(getProgressQueryOptions(progress.id).queryKey, progress),
  });
}
