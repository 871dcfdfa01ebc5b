import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindingCode, InducteeProgress } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { progressQueryKey } from './get-progress';

/** Binds this browser to the progress of this email and induction with the code emailed for it. */
export const bindWithCode = (body: BindingCode) =>
  apiRequest<InducteeProgress>('/api/inductee/binding/code', { method: 'POST', body });

export function useBindWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindWithCode,
    onSuccess: (progress) => {
      queryClient.setQueryData(progressQueryKey(progress.id), progress);
      // Every progress list (the portal's key holds the email as it was typed).
      return queryClient.invalidateQueries({ queryKey: ['/api/inductee'] });
    },
  });
}
