import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSignature, SignatureUpload } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';

const signatureQueryKey = (progressId: number, pageId: number) => ['/api/page-signatures', progressId, pageId] as const;

/** Spec §7: a 404 (or an answer without id) means not signed yet; other failures retry 3 times, 1 s apart. */
export function usePageSignature(progressId: number, pageId: number, isRequired: boolean) {
  return useQuery({
    queryKey: signatureQueryKey(progressId, pageId),
    queryFn: async (): Promise<PageSignature | null> => {
      try {
        const signature = await apiRequest<Partial<PageSignature>>(`/api/page-signatures/${progressId}/${pageId}`);
        return typeof signature.id === 'number' ? (signature as PageSignature) : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: isRequired,
    retry: 3,
    retryDelay: 1000,
  });
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SignatureUpload) =>
      apiRequest<{ url?: string; signature?: PageSignature }>('/api/upload/signature-base64', {
        method: 'POST',
        body: upload,
      }),
    onSuccess: (answer, upload) => {
      if (answer.signature)
        queryClient.setQueryData(signatureQueryKey(upload.progressId, upload.pageId), answer.signature);
    },
  });
}
