import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindingLink, BindingLinkResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { progressQueryKey } from './get-progress';

/** Binds this browser to the progress of the emailed link; the link works once. */
export const bindWithLink = (body: BindingLink) =>
  apiRequest<BindingLinkResponse>('/api/inductee/binding/link', { method: 'POST', body });

export function useBindWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindWithLink,
    onSuccess: (answer) => queryClient.setQueryData(progressQueryKey(answer.progress.id), answer.progress),
  });
}
