import { apiRequestFile } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { saveBlob } from '@/lib/save-file';
import { useApiMutation } from '@/lib/use-api-mutation';
import { completionsFilterParams } from './get-completions';

/** Downloads every completion matching the search and filter as CSV (GET /api/admin/completions/export). */
export async function exportCompletions(filter: { q: string; inductionId?: number }): Promise<void> {
  const file = await apiRequestFile(`/api/admin/completions/export?${completionsFilterParams(filter).toString()}`);
  // The server names the file (`completions-YYYY-MM-DD.csv`); else a name of the browser's day.
  saveBlob(file.blob, file.fileName ?? `completions-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** The Export to CSV action: pending while the file is prepared and fetched. */
export const useExportCompletions = ({ mutationConfig }: MutationHookOptions<typeof exportCompletions> = {}) =>
  useApiMutation(exportCompletions, mutationConfig);
