import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceUploadRequest } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

const uploadUrl = (token: string) => `/api/licence-uploads/${encodeURIComponent(token)}`;

/** What a one-time licence upload link is for (issue 15); 404 unknown, 410 used or expired. */
export const getLicenceUploadRequest = (token: string) => apiRequest<LicenceUploadRequest>(uploadUrl(token));

/** Read once: an unknown, used or expired link is an answer to show, not a failure to retry. */
export const getLicenceUploadRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/licence-uploads', token],
    queryFn: () => getLicenceUploadRequest(token),
    retry: false,
  });

export const useLicenceUploadRequest = (
  token: string,
  { queryConfig }: QueryHookOptions<typeof getLicenceUploadRequestQueryOptions> = {},
) => useQuery({ ...getLicenceUploadRequestQueryOptions(token), ...queryConfig });

export type LicenceUploadSubmission = {
  token: string;
  number: string;
  expiry: string;
  state: string;
  classes: string[];
  front: File;
  back: File;
};

/** Sends the corrected or renewed licence: the text fields, then the two photos. */
export const sendLicenceUpload = ({ token, front, back, classes, ...fields }: LicenceUploadSubmission) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('classes', JSON.stringify(classes));
  body.append('front', front);
  body.append('back', back);
  return apiRequest<{ id: number; status: string }>(uploadUrl(token), { method: 'POST', body });
};

export const useSendLicenceUpload = ({ mutationConfig }: MutationHookOptions<typeof sendLicenceUpload> = {}) =>
  useApiMutation(sendLicenceUpload, mutationConfig);
