import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InducteeContent } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/**
 * The induction and its pages as the version this attempt was started on shows them (issue 14): what
 * the worker is held to, whatever is published meanwhile.
 */
export async function getInductionContent(progressId: number): Promise<InducteeContent> {
  const content = await apiRequest<InducteeContent>(`/api/inductee/progress/${progressId}/content`);
  if (!Array.isArray(content.pages)) {
    throw new Error('Invalid page data: The server returned an unexpected response format');
  }
  return content;
}

export const getInductionContentQueryOptions = (progressId: number) =>
  queryOptions({
    queryKey: ['/api/inductee/progress', progressId, 'content'],
    queryFn: () => getInductionContent(progressId),
  });

export const useInductionContent = (
  progressId: number,
  { queryConfig }: QueryHookOptions<typeof getInductionContentQueryOptions> = {},
) => useQuery({ ...getInductionContentQueryOptions(progressId), ...queryConfig });
