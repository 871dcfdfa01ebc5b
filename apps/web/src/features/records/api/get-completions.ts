import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletionsPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The start of every completions page's key, whatever the search. */
export const completionsQueryKey = ['/api/admin/completions'] as const;

/** `exactTotal`: count every match, where the server otherwise stops a step past the page (decision 42). */
export type CompletionsSearch = {
  q: string;
  inductionId?: number;
  page: number;
  pageSize: number;
  exactTotal?: boolean;
};

/** The search and the induction filter as query parameters; no inductionId means every induction. */
export function completionsFilterParams(filter: { q: string; inductionId?: number }): URLSearchParams {
  const params = new URLSearchParams({ q: filter.q });
  if (filter.inductionId !== undefined) params.set('inductionId', String(filter.inductionId));
  return params;
}

/** One page of completions matching the search and filter, from the server (decision 13). */
export function getCompletions(search: CompletionsSearch): Promise<CompletionsPage> {
  const query = completionsFilterParams(search);
  query.set('page', String(search.page));
  query.set('pageSize', String(search.pageSize));
  if (search.exactTotal) query.set('exactTotal', 'true');
  return apiRequest<CompletionsPage>(`/api/admin/completions?${query.toString()}`);
}

/** Spec §7: retry 2 at 1 s, fresh 60 s. */
export const getCompletionsQueryOptions = (search: CompletionsSearch) =>
  queryOptions({
    queryKey: [...completionsQueryKey, search],
    queryFn: () => getCompletions(search),
    retry: 2,
    retryDelay: 1000,
    staleTime: 60_000,
    // The rows stay while the next page or search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useCompletions = (
  search: CompletionsSearch,
  { queryConfig }: QueryHookOptions<typeof getCompletionsQueryOptions> = {},
) => useQuery({ ...getCompletionsQueryOptions(search), ...queryConfig });
