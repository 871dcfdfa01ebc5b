import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CompletionResponseSchema, type CompletionResponse } from '@crane/contract';
import { ApiError } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import type { MutationHookOptions } from '@/lib/query-config';
import { shrinkPhotos } from '@/lib/shrink-photo';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useUploadStatus, type UploadReport } from '@/lib/use-upload-status';
import { reloadWhenAttemptEnded } from './attempt-ended';
import { progressRecordsQueryKey } from './get-progress';
import { progressListsQueryKey } from './get-progress-list';

/** Spec §8: the failure the inductee is told about when files are refused for their size or storage. */
export const filesRefusedMessage = () =>
  t`Failed to upload files. Please ensure all files are less than 5MB and try again.`;

const invalidReplyMessage = () => t`Server returned invalid response format`;

/** Spec §8 Completion: how a failure is told to the inductee, in their language at that moment. */
export function completionFailureMessage(error: unknown): string {
  if (error instanceof TypeError) return t`Network error. Please check your internet connection and try again.`;
  // The server's own message; a failure without one did not come from the app (a proxy's page).
  const message =
    error instanceof ApiError
      ? (error.serverMessage ?? invalidReplyMessage())
      : error instanceof Error
        ? error.message
        : '';
  if (/storage|upload|5MB/i.test(message)) return filesRefusedMessage();
  return message || t`An error occurred when submitting your certification`;
}

/** What the certification form sends: the text fields (otherLicenses as JSON text) and the chosen files. */
export type CertificationSubmission = {
  progressId: number;
  fields: Record<string, string>;
  files: Record<string, File>;
};

/**
 * The multipart body in the order the server reads it: progressId first (the server checks it before
 * reading any file, and refuses a file sent before it), then the other text fields, then the files.
 */
export function certificationFormData({ progressId, fields, files }: CertificationSubmission): FormData {
  const body = new FormData();
  body.append('progressId', String(progressId));
  for (const [name, value] of Object.entries(fields)) if (name !== 'progressId') body.append(name, value);
  for (const [field, file] of Object.entries(files)) body.append(field, file);
  return body;
}

/**
 * Sends the certification, its photos made smaller first (issue 16). When many people complete at once
 * the server may ask to come back in a few seconds (503 with Retry-After): the same body is sent again,
 * up to three times in all. Without a signal it is sent again as the signal returns, up to six times,
 * as long as none of it had gone: a completion is never sent twice.
 */
export async function completeInduction(
  submission: CertificationSubmission,
  report: UploadReport = {},
): Promise<CompletionResponse> {
  report.onPreparing?.();
  const files = await shrinkPhotos(submission.files);
  const answer = await apiUpload<unknown>('/api/inductee/complete', {
    method: 'POST',
    body: certificationFormData({ ...submission, files }),
    triesWhileBusy: 3,
    triesWhileOffline: 6,
    onUploadProgress: report.onUploadProgress,
    onOfflineRetry: report.onOfflineRetry,
  });
  const parsed = CompletionResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(invalidReplyMessage());
  return parsed.data;
}

/**
 * Completes the induction, then reloads every progress list and record of this browser; `upload` says
 * how the sending goes.
 */
export function useCompleteInduction({ mutationConfig }: MutationHookOptions<typeof completeInduction> = {}) {
  const queryClient = useQueryClient();
  const { statusOf, report } = useUploadStatus();
  const mutation = useApiMutation(
    (submission: CertificationSubmission) => completeInduction(submission, report),
    mutationConfig,
    {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: progressListsQueryKey }),
          queryClient.invalidateQueries({ queryKey: progressRecordsQueryKey }),
        ]),
      onError: reloadWhenAttemptEnded(queryClient),
    },
  );
  return { ...mutation, upload: statusOf(mutation) };
}
