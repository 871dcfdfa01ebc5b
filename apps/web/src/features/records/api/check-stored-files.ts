import type { StoredFilesCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const checkStoredFiles = (completionId: number) =>
  apiRequest<StoredFilesCheck>(`/api/admin/completions/${completionId}/evidence/files`);

/**
 * Reads back a completion's stored files and compares each with the hash its sealed record holds
 * (decision 28). A GET, but it reads every file, so it is run as a mutation: only when asked.
 */
export const useCheckStoredFiles = ({ mutationConfig }: MutationHookOptions<typeof checkStoredFiles> = {}) =>
  useApiMutation(checkStoredFiles, mutationConfig);
