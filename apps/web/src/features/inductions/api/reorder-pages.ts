import { useQueryClient } from '@tanstack/react-query';
import type { InductionPage, ReorderPages } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getPagesQueryOptions } from './get-pages';

/** Spec §7: the answer's pages replace the list; anything but an array is an error (§8). */
export async function reorderPages({ inductionId, order }: { inductionId: number; order: ReorderPages }) {
  const pages = await apiRequest<unknown>(`/api/inductions/${inductionId}/reorder-pages`, {
    method: 'PUT',
    body: order,
  });
  if (!Array.isArray(pages)) throw new Error('The server returned an unexpected response format');
  return pages as InductionPage[];
}

export function useReorderPages({ mutationConfig }: MutationHookOptions<typeof reorderPages> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(reorderPages, mutationConfig, {
    onSuccess: (pages, { inductionId }) => queryClient.setQueryData(getPagesQueryOptions(inductionId).queryKey, pages),
  });
}
