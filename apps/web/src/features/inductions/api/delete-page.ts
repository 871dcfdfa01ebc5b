import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useRefreshPages } from './use-refresh-pages';

export const deletePage = ({ pageId }: { inductionId: number; pageId: number }) =>
  apiRequest<unknown>(`/api/induction-pages/${pageId}`, { method: 'DELETE' });

export function useDeletePage({ mutationConfig }: MutationHookOptions<typeof deletePage> = {}) {
  const refreshPages = useRefreshPages();
  return useApiMutation(deletePage, mutationConfig, {
    onSuccess: (_answer, { inductionId }) => refreshPages(inductionId),
  });
}
