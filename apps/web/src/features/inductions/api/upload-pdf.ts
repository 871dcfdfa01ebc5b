import type { PdfUploadResponse } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Sends the file as multipart field `pdf` (spec §7); the server checks that it really is a PDF. */
export async function uploadPdf(file: File): Promise<PdfUploadResponse> {
  const body = new FormData();
  body.append('pdf', file);
  const answer = await apiRequest<Partial<PdfUploadResponse>>('/api/upload/pdf', {
    method: 'POST',
    body,
    failureText: 'Failed to upload PDF',
  });
  if (!answer.url) throw new Error('An error occurred uploading the PDF');
  return { url: answer.url, name: answer.name ?? file.name };
}

export const useUploadPdf = ({ mutationConfig }: MutationHookOptions<typeof uploadPdf> = {}) =>
  useApiMutation(uploadPdf, mutationConfig);
