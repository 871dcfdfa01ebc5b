import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressListEntry } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The start of every progress list's key, whatever the email (the portal keeps it as it was typed). */
export const progressListsQueryKey = ['/api/inductee'] as const;

export const getProgressList = (email: string) =>
  apiRequest<ProgressListEntry[]>(`/api/inductee/${encodeURIComponent(email)}/progress`);

export const getProgressListQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...progressListsQueryKey, email, 'progress'], queryFn: () => getProgressList(email) });

export const useProgressList = (
  email: string,
  { queryConfig }: QueryHookOptions<typeof getProgressListQueryOptions> = {},
) => useQuery({ ...getProgressListQueryOptions(email), ...queryConfig });
