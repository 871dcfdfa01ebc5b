import type { StoredFilesCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const checkLicencePhotos = (licenceId: number) =>
  apiRequest<StoredFilesCheck>(`/api/admin/licences/${licenceId}/files`);

/**
 * Reads back a licence's photos and compares each with the hash kept when the worker sent it
 * (decision 31's addendum). A GET, but it reads both photos, so it is run as a mutation: only when asked.
 */
export const useCheckLicencePhotos = ({ mutationConfig }: MutationHookOptions<typeof checkLicencePhotos> = {}) =>
  useApiMutation(checkLicencePhotos, mutationConfig);
