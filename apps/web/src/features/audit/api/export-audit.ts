import { useQueryClient } from '@tanstack/react-query';
import { apiRequestFile } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { saveBlob } from '@/lib/save-file';
import { useApiMutation } from '@/lib/use-api-mutation';
import { auditFilterParams, auditQueryKey, type AuditLogFilter } from './get-audit';

/** Downloads every entry matching the filters as CSV (GET /api/admin/audit/export). */
export async function exportAudit(filter: AuditLogFilter): Promise<void> {
  const file = await apiRequestFile(`/api/admin/audit/export?${auditFilterParams(filter).toString()}`);
  saveBlob(file.blob, file.fileName ?? `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** Exports, then reads the log again: the export is itself an entry. */
export function useExportAudit({ mutationConfig }: MutationHookOptions<typeof exportAudit> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(exportAudit, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
}
