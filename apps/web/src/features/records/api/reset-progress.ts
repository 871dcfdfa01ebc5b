import { useQueryClient } from '@tanstack/react-query';
import type { ResetProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { completionsQueryKey } from './get-completions';
import { getDashboardQueryOptions } from './get-dashboard';

export const resetProgress = ({ progressId, reason }: { progressId: number; reason: string }) =>
  apiRequest<{ success: true; message: string }>(`/api/inductee/progress/${progressId}/reset`, {
    method: 'POST',
    body: { reason } satisfies ResetProgress,
  });

/**
 * Resets a progress (spec §4; a completed one is kept, marked reset, issue 14), then refreshes the
 * completions list with its histories and the dashboard.
 */
export function useResetProgress({ mutationConfig }: MutationHookOptions<typeof resetProgress> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(resetProgress, mutationConfig, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: completionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
      ]),
  });
}
