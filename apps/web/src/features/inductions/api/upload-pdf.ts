import { useMutation } from '@tanstack/react-query';
import type { PdfUploadResponse } from '@crane/contract';
import { ApiError } from '@/lib/api-client';

/** Sends the file as multipart field `pdf` (spec §7); the server checks that it really is a PDF. */
export async function uploadPdf(file: File): Promise<PdfUploadResponse> {
  const body = new FormData();
  body.append('pdf', file);
  const response = await fetch('/api/upload/pdf', { method: 'POST', body, credentials: 'include' });
  const answer = (await response.json().catch(() => ({}))) as Partial<PdfUploadResponse> & { message?: string };
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${answer.message ?? 'Failed to upload PDF'}`);
  }
  if (!answer.url) throw new Error('An error occurred uploading the PDF');
  return { url: answer.url, name: answer.name ?? file.name };
}

export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });
