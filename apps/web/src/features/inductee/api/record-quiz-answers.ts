import { useMutation } from '@tanstack/react-query';
import type { QuizAnswers, RecordQuizAnswers } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

/** Records the answers of one quiz page at Check Answers; the server scores them for the detailed summary. */
export const recordQuizAnswers = ({ progressId, ...body }: RecordQuizAnswers & { progressId: number }) =>
  apiRequest<QuizAnswers>(`/api/inductee/progress/${progressId}/quiz-answers`, { method: 'POST', body });

/**
 * `onError` is told of every failed recording, also of one overtaken by a later Check Answers (whose
 * `mutate` callbacks alone would be called).
 */
export function useRecordQuizAnswers({ onError }: { onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: recordQuizAnswers,
    // One after another, so that the latest Check Answers is also the last to reach the server.
    scope: { id: 'record-quiz-answers' },
    onError,
  });
}
