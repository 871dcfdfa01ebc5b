import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from './get-dashboard';
import { completionsQueryKey } from './get-completions';

/** Resets a progress (spec §4), then refreshes the completions list and the dashboard. */
export function useResetProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (progressId: number) =>
      apiRequest<{ success: true; message: string }>(`/api/inductee/progress/${progressId}/reset`, { method: 'POST' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: completionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
