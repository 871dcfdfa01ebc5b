import type { IntegrityReport } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const checkIntegrity = () => apiRequest<IntegrityReport>('/api/admin/integrity');

/**
 * Re-computes the evidence chain on request (decision 28). A GET, but it reads every sealed record,
 * so it is run as a mutation: only when asked, never from the cache.
 */
export const useCheckIntegrity = ({ mutationConfig }: MutationHookOptions<typeof checkIntegrity> = {}) =>
  useApiMutation(checkIntegrity, mutationConfig);
