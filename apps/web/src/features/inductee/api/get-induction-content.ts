import { useQuery } from '@tanstack/react-query';
import type { Induction, InductionPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

/** An active induction and its pages in order, readable without signing in. */
export async function getInductionContent(inductionId: number) {
  const [induction, pages] = await Promise.all([
    apiRequest<Induction>(`/api/inductions/${inductionId}`),
    apiRequest<unknown>(`/api/inductions/${inductionId}/pages`),
  ]);
  if (!Array.isArray(pages)) throw new Error('Invalid page data: The server returned an unexpected response format');
  return { induction, pages: pages as InductionPage[] };
}

export const useInductionContent = (inductionId: number | undefined) =>
  useQuery({
    queryKey: ['/api/inductions', inductionId, 'content'],
    queryFn: () => getInductionContent(inductionId!),
    enabled: inductionId !== undefined,
  });
