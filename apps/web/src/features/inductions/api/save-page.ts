import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InductionPage, PageInput } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import { inductionsQueryKey } from './get-inductions';
import { pagesQueryKey } from './get-pages';

type SavePageArguments = { inductionId: number; pageId: number; page: PageInput };

const createPage = (inductionId: number, page: PageInput) =>
  apiRequest<InductionPage>(`/api/inductions/${inductionId}/pages`, { method: 'POST', body: page });

/**
 * Spec §4 Page save: a saved page (positive id) is updated; if the update finds nothing (404 or an
 * empty answer) the page is created instead. A page without a positive id is created.
 */
export async function savePage({ inductionId, pageId, page }: SavePageArguments): Promise<InductionPage> {
  if (pageId <= 0) return createPage(inductionId, page);
  try {
    const updated = await apiRequest<Partial<InductionPage>>(`/api/induction-pages/${pageId}`, {
      method: 'PUT',
      body: page,
    });
    if (typeof updated.id === 'number') return updated as InductionPage;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return createPage(inductionId, page);
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: async (_page, { inductionId }) => {
      await queryClient.invalidateQueries({ queryKey: pagesQueryKey(inductionId) });
      await queryClient.invalidateQueries({ queryKey: inductionsQueryKey, exact: true });
    },
  });
}
