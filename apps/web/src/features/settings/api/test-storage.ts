import { useMutation } from '@tanstack/react-query';
import type { StorageTestResult } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const testStorage = () => apiRequest<StorageTestResult>('/api/admin/storage/test');

/**
 * Runs the storage test on request. A GET, but it writes and deletes a file, so it is run as a mutation:
 * never on its own, never from the cache.
 */
export const useTestStorage = () => useMutation({ mutationFn: testStorage });
