import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inductionsQueryKey } from './get-inductions';
import { pagesQueryKey } from './get-pages';

export const deletePage = ({ pageId }: { inductionId: number; pageId: number }) =>
  apiRequest<unknown>(`/api/induction-pages/${pageId}`, { method: 'DELETE' });

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: async (_answer, { inductionId }) => {
      await queryClient.invalidateQueries({ queryKey: pagesQueryKey(inductionId) });
      await queryClient.invalidateQueries({ queryKey: inductionsQueryKey, exact: true });
    },
  });
}
