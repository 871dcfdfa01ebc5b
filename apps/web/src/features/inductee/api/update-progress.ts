import { useQueryClient } from '@tanstack/react-query';
import type { InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reloadWhenAttemptEnded } from './attempt-ended';
import { getProgressQueryOptions } from './get-progress';

/** Saves the position; the server refuses moving on before the page is done (spec §4, issue 4). */
export const updateProgress = ({ progressId, currentPage }: { progressId: number; currentPage: number }) =>
  apiRequest<InducteeProgress>(`/api/inductee/progress/${progressId}`, { method: 'PUT', body: { currentPage } });

/**
 * Saves the position. Without a network the save waits until the browser is online (TanStack Query's
 * default network mode), and a save the network lost is tried again, up to eight times, 2 s, 4 s… at
 * most 15 s apart: setting the page is idempotent, so a repeat counts nothing twice (issue 16 §4).
 */
export function useUpdateProgress({ mutationConfig }: MutationHookOptions<typeof updateProgress> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(updateProgress, mutationConfig, {
    retry: (failures, error) => error instanceof TypeError && failures < 8,
    retryDelay: (attempt) => Math.min(2000 * 2 ** attempt, 15_000),
    onSuccess: (progress) => queryClient.setQueryData(getProgressQueryOptions(progress.id).queryKey, progress),
    onError: reloadWhenAttemptEnded(queryClient),
  });
}
