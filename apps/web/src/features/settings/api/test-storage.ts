import type { StorageTestResult } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const testStorage = () => apiRequest<StorageTestResult>('/api/admin/storage/test');

/**
 * Runs the storage test on request. A GET, but it writes and deletes a file, so it is run as a mutation:
 * never on its own, never from the cache.
 */
export const useTestStorage = ({ mutationConfig }: MutationHookOptions<typeof testStorage> = {}) =>
  useApiMutation(testStorage, mutationConfig);
