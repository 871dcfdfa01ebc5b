import { useQueryClient } from '@tanstack/react-query';
import type { QuizAnswers, RecordQuizAnswers } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { reloadWhenAttemptEnded } from './attempt-ended';

/**
 * Sends the answers of one quiz page at Check Answers: the server marks them against the key, which
 * the browser never has, and records them for the detailed summary.
 */
export const recordQuizAnswers = ({ progressId, ...body }: RecordQuizAnswers & { progressId: number }) =>
  apiRequest<QuizAnswers>(`/api/inductee/progress/${progressId}/quiz-answers`, { method: 'POST', body });

export function useRecordQuizAnswers({ mutationConfig }: MutationHookOptions<typeof recordQuizAnswers> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(recordQuizAnswers, mutationConfig, {
    // One after another, so that the latest Check Answers is also the last to reach the server.
    scope: { id: 'record-quiz-answers' },
    onError: reloadWhenAttemptEnded(queryClient),
  });
}
