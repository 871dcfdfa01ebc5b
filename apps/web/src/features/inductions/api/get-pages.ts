import { useQuery } from '@tanstack/react-query';
import type { InductionPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const pagesQueryKey = (inductionId: number) => ['/api/inductions', inductionId, 'pages'] as const;

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

export const usePages = (inductionId: number) =>
  useQuery({ queryKey: pagesQueryKey(inductionId), queryFn: () => getPages(inductionId) });
