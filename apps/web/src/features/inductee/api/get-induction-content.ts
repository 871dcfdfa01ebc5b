import { useLingui } from '@lingui/react';
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

/**
 * Keyed by the worker's language too: the server answers each page in it where the version translated
 * it (decision 37), so a change of language fetches the pages again; the pages before stay meanwhile.
 */
export const getInductionContentQueryOptions = (progressId: number, language: string) =>
  queryOptions({
    queryKey: ['/api/inductee/progress', progressId, 'content', language],
    queryFn: () => getInductionContent(progressId),
    placeholderData: (previous: InducteeContent | undefined) => previous,
  });

export const useInductionContent = (
  progressId: number,
  { queryConfig }: QueryHookOptions<typeof getInductionContentQueryOptions> = {},
) => {
  const { i18n } = useLingui();
  return useQuery({ ...getInductionContentQueryOptions(progressId, i18n.locale), ...queryConfig });
};
