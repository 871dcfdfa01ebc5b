import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSignature, SignatureUpload } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reloadWhenAttemptEnded } from './attempt-ended';

/** Spec §7: a 404 (or an answer without id) means not signed yet. */
export async function getPageSignature(progressId: number, pageId: number): Promise<PageSignature | null> {
  try {
    const signature = await apiRequest<Partial<PageSignature>>(`/api/page-signatures/${progressId}/${pageId}`);
    return typeof signature.id === 'number' ? (signature as PageSignature) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec §7: other failures retry 3 times, 1 s apart. */
export const getPageSignatureQueryOptions = (progressId: number, pageId: number) =>
  queryOptions({
    queryKey: ['/api/page-signatures', progressId, pageId],
    queryFn: () => getPageSignature(progressId, pageId),
    retry: 3,
    retryDelay: 1000,
  });

/** Asked only when the page requires a signature (spec §7). */
export const usePageSignature = (
  progressId: number,
  pageId: number,
  isRequired: boolean,
  { queryConfig }: QueryHookOptions<typeof getPageSignatureQueryOptions> = {},
) => useQuery({ ...getPageSignatureQueryOptions(progressId, pageId), enabled: isRequired, ...queryConfig });

export const saveSignature = (upload: SignatureUpload) =>
  apiRequest<{ url?: string; signature?: PageSignature }>('/api/upload/signature-base64', {
    method: 'POST',
    body: upload,
  });

export function useSaveSignature({ mutationConfig }: MutationHookOptions<typeof saveSignature> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(saveSignature, mutationConfig, {
    onSuccess: (answer, upload) => {
      if (answer.signature) {
        queryClient.setQueryData(
          getPageSignatureQueryOptions(upload.progressId, upload.pageId).queryKey,
          answer.signature,
        );
      }
    },
    onError: reloadWhenAttemptEnded(queryClient),
  });
}
