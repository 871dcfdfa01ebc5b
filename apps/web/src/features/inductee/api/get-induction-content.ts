import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Induction, InductionPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** An active induction and its pages in order, readable without signing in. */
export async function getInductionContent(inductionId: number) {
  const [induction, pages] = await Promise.all([
    apiRequest<Induction>(`/api/inductions/${inductionId}`),
    apiRequest<unknown>(`/api/inductions/${inductionId}/pages`),
  ]);
  if (!Array.isArray(pages)) throw new Error('Invalid page data: The server returned an unexpected response format');
  return { induction, pages: pages as InductionPage[] };
}

/** Waits (skipToken) while the induction is not known yet. */
export const getInductionContentQueryOptions = (inductionId: number | undefined) =>
  queryOptions({
    queryKey: ['/api/inductions', inductionId, 'content'],
    queryFn: inductionId === undefined ? skipToken : () => getInductionContent(inductionId),
  });

export const useInductionContent = (
  inductionId: number | undefined,
  { queryConfig }: QueryHookOptions<typeof getInductionContentQueryOptions> = {},
) => useQuery({ ...getInductionContentQueryOptions(inductionId), ...queryConfig });
