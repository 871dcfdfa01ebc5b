import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceUploadRequest } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { apiUpload } from '@/lib/api-upload';
import { shrinkPhotos } from '@/lib/shrink-photo';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useUploadStatus, type UploadReport } from '@/lib/use-upload-status';

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

/**
 * Sends the corrected or renewed licence: the text fields, then the two photos, made smaller first;
 * sent again as the signal returns when none of it had gone (issue 16).
 */
export const sendLicenceUpload = async (
  { token, front, back, classes, ...fields }: LicenceUploadSubmission,
  report: UploadReport = {},
) => {
  report.onPreparing?.();
  const photos = await shrinkPhotos({ front, back });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('classes', JSON.stringify(classes));
  body.append('front', photos['front']!);
  body.append('back', photos['back']!);
  return apiUpload<{ id: number; status: string }>(uploadUrl(token), {
    method: 'POST',
    body,
    triesWhileOffline: 6,
    onUploadProgress: report.onUploadProgress,
    onOfflineRetry: report.onOfflineRetry,
  });
};

/** Sends the licence; `upload` says how the sending goes. */
export function useSendLicenceUpload({ mutationConfig }: MutationHookOptions<typeof sendLicenceUpload> = {}) {
  const { statusOf, report } = useUploadStatus();
  const mutation = useApiMutation(
    (submission: LicenceUploadSubmission) => sendLicenceUpload(submission, report),
    mutationConfig,
  );
  return { ...mutation, upload: statusOf(mutation) };
}
