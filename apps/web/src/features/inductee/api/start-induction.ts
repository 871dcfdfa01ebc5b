import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { CodeSent, InducteeProgress, StartInduction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { progressListsQueryKey } from './get-progress-list';

/**
 * Starts the induction for this email, or resumes the progress this browser is bound to. For this
 * person's progress that the browser is not bound to, the server emails a code instead (202).
 */
export const startInduction = (start: StartInduction) =>
  apiRequest<InducteeProgress | CodeSent>('/api/inductee/start', { method: 'POST', body: start });

/** Whether the start answered "code sent" rather than a progress. */
export const isCodeSent = (answer: InducteeProgress | CodeSent): answer is CodeSent => 'isCodeSent' in answer;

/** Its answers are read back with useMutationState (the portal's "code sent" messages). */
export const startInductionMutationKey = ['start-induction'] as const;

/**
 * Starting changes what the portal lists (a new attempt, one resumed, one a new version ended): its
 * list is marked out of date, and read again when the portal is next shown, not at once (each reading
 * counts against the lookup limit).
 */
export function useStartInduction({ mutationConfig }: MutationHookOptions<typeof startInduction> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(startInduction, mutationConfig, {
    mutationKey: startInductionMutationKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressListsQueryKey, refetchType: 'none' }),
  });
}

/** The "code sent" answers of the starts made in this browser tab, by induction id. */
export function useCodesSent(): ReadonlyMap<number, CodeSent> {
  const answers = useMutationState({
    filters: { mutationKey: startInductionMutationKey, status: 'success' },
    select: (mutation) => mutation.state.data as InducteeProgress | CodeSent | undefined,
  });
  return new Map(
    answers.flatMap((answer) => (answer && isCodeSent(answer) ? [[answer.inductionId, answer] as const] : [])),
  );
}
