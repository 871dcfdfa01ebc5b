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

/** Sends the certification as multipart: text fields, otherLicenses as JSON text, and the files. */
export async function completeInduction(body: FormData): Promise<CompletionResponse> {
  const response = await fetch('/api/inductee/complete', { method: 'POST', body, credentials: 'include' });
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
