import { useMutation } from '@tanstack/react-query';
import type { CompletionResponse } from '@crane/contract';

/** Spec §8 Completion: how a failure is told to the inductee. */
export function completionFailureMessage(error: unknown): string {
  if (error instanceof TypeError) return 'Network error. Please check your internet connection and try again.';
  const message = error instanceof Error ? error.message : '';
  if (/storage|upload|5MB/i.test(message)) {
    return 'Failed to upload files. Please ensure all files are less than 5MB and try again.';
  }
  return message || 'An error occurred when submitting your certification';
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

/** Tries of one submission while the server answers that it is busy (503), each after its Retry-After. */
const maxAttempts = 3;
const longestWaitSeconds = 10;

/** The server's Retry-After in milliseconds, within reason. */
function retryDelay(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 5, longestWaitSeconds) * 1000;
}

/**
 * Sends the certification. When many people complete at once the server may ask to come back in a
 * few seconds (503 with Retry-After): the same body is sent again, up to three times in all.
 */
export async function completeInduction(submission: CertificationSubmission): Promise<CompletionResponse> {
  const body = certificationFormData(submission);
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch('/api/inductee/complete', { method: 'POST', body, credentials: 'include' });
    if (response.status !== 503 || attempt === maxAttempts) break;
    await new Promise((resolve) => setTimeout(resolve, retryDelay(response)));
  }
  const text = await response.text();
  let answer: (Partial<CompletionResponse> & { message?: string }) | undefined;
  try {
    answer = JSON.parse(text) as Partial<CompletionResponse> & { message?: string };
  } catch {
    throw new Error('Server returned invalid response format');
  }
  if (!response.ok) throw new Error(answer.message ?? `Server error: ${response.status}`);
  return answer as CompletionResponse;
}

export const useCompleteInduction = () => useMutation({ mutationFn: completeInduction });
