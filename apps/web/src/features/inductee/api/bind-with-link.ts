import { useQueryClient } from '@tanstack/react-query';
import type { BindingLink, BindingLinkResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getProgressQueryOptions } from './get-progress';

/** Binds this browser to the progress of the emailed link; the link works once. */
export const bindWithLink = (body: BindingLink) =>
  apiRequest<BindingLinkResponse>('/api/inductee/binding/link', { method: 'POST', body });

export function useBindWithLink({ mutationConfig }: MutationHookOptions<typeof bindWithLink> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(bindWithLink, mutationConfig, {
    onSuccess: (answer) =>
      queryClient.setQueryData(getProgressQueryOptions(answer.progress.id).queryKey, answer.progress),
  });
}
