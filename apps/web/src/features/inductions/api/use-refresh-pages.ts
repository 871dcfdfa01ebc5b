import { useQueryClient } from '@tanstack/react-query';
import { getInductionsQueryOptions } from './get-inductions';
import { getPagesQueryOptions } from './get-pages';

/** After a page is added, changed or deleted: its induction's pages, and the list's page counts. */
export function useRefreshPages() {
  const queryClient = useQueryClient();
  return async (inductionId: number) => {
    await queryClient.invalidateQueries({ queryKey: getPagesQueryOptions(inductionId).queryKey });
    await queryClient.invalidateQueries({ queryKey: getInductionsQueryOptions().queryKey, exact: true });
  };
}
