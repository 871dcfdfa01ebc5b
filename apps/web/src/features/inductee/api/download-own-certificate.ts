import { apiRequestFile } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { saveBlob } from '@/lib/save-file';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Spec §7: how long a generated PDF may take. */
const certificateTimeoutMs = 30_000;

/**
 * Saves the worker's own certificate PDF (issue 13), which the server gives only to the browser bound
 * to the progress, under the name the server suggests.
 */
export async function downloadOwnCertificate(progressId: number): Promise<void> {
  const file = await apiRequestFile(`/api/inductee/progress/${progressId}/certificate`, {
    timeoutMs: certificateTimeoutMs,
  });
  saveBlob(file.blob, file.fileName ?? 'certificate.pdf');
}

/** The Download certificate action: pending while the PDF is prepared and fetched. */
export const useDownloadOwnCertificate = ({
  mutationConfig,
}: MutationHookOptions<typeof downloadOwnCertificate> = {}) => useApiMutation(downloadOwnCertificate, mutationConfig);
