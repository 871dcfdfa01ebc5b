import type { InductionPage, PageInput } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useRefreshPages } from './use-refresh-pages';

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

export function useSavePage({ mutationConfig }: MutationHookOptions<typeof savePage> = {}) {
  const refreshPages = useRefreshPages();
  return useApiMutation(savePage, mutationConfig, {
    onSuccess: (_page, { inductionId }) => refreshPages(inductionId),
    // Another admin changed the page (decision 54): the pages are read again, so that opening it shows theirs.
    onError: async (error, { inductionId }) => {
      if (error instanceof ApiError && error.status === 409) await refreshPages(inductionId);
    },
  });
}
