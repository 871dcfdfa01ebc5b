import { useMutation } from '@tanstack/react-query';
import { apiRequestFile } from '@/lib/api-client';
import { saveBlob } from '../lib/download-file';
import { completionsFilterParams } from './get-completions';

/** The name the server gives the file (`completions-YYYY-MM-DD.csv`), or one of the browser's day. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `completions-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Downloads every completion matching the search and filter as CSV (GET /api/admin/completions/export). */
export async function exportCompletions(filter: { q: string; inductionId?: number }): Promise<void> {
  const response = await apiRequestFile(`/api/admin/completions/export?${completionsFilterParams(filter).toString()}`);
  saveBlob(await response.blob(), fileNameOf(response));
}

/** The Export to CSV action: pending while the file is prepared and fetched. */
export const useExportCompletions = () => useMutation({ mutationFn: exportCompletions });
