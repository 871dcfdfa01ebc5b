import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InductionPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** Spec §8: anything but an array is `Invalid page data`. */
export class InvalidPageDataError extends Error {
  constructor() {
    super('The server returned an unexpected response format');
    this.name = 'InvalidPageDataError';
  }
}

export async function getPages(inductionId: number): Promise<InductionPage[]> {
  const pages = await apiRequest<unknown>(`/api/inductions/${inductionId}/pages`);
  if (!Array.isArray(pages)) throw new InvalidPageDataError();
  return pages as InductionPage[];
}

export const getPagesQueryOptions = (inductionId: number) =>
  queryOptions({ queryKey: ['/api/inductions', inductionId, 'pages'], queryFn: () => getPages(inductionId) });

export const usePages = (inductionId: number, { queryConfig }: QueryHookOptions<typeof getPagesQueryOptions> = {}) =>
  useQuery({ ...getPagesQueryOptions(inductionId), ...queryConfig });
