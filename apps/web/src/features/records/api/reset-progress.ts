import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { completionsQueryKey } from './get-completions';
import { getDashboardQueryOptions } from './get-dashboard';

export const resetProgress = (progressId: number) =>
  apiRequest<{ success: true; message: string }>(`/api/inductee/progress/${progressId}/reset`, { method: 'POST' });

/** Resets a progress (spec §4), then refreshes the completions list and the dashboard. */
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
