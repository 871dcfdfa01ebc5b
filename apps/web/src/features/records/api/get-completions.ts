import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletionsPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const completionsQueryKey = ['/api/admin/completions'] as const;

/** One page of completions matching the search, from the server (decision 13); retry 2 at 1 s, fresh 60 s. */
export const useCompletions = (search: { q: string; page: number; pageSize: number }) =>
  useQuery(
    queryOptions({
      queryKey: [...completionsQueryKey, search],
      queryFn: () => {
        const query = new URLSearchParams({
          q: search.q,
          page: String(search.page),
          pageSize: String(search.pageSize),
        });
        return apiRequest<CompletionsPage>(`/api/admin/completions?${query.toString()}`);
      },
      retry: 2,
      retryDelay: 1000,
      staleTime: 60_000,
      // The rows stay while the next page or search loads, so the table does not jump.
      placeholderData: keepPreviousData,
    }),
  );
