import { QueryClient } from '@tanstack/react-query';

/** Spec §9: data never stale, no refetch on focus, no polling, no retries unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
