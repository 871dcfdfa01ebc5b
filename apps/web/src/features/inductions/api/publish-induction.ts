import { useQueryClient } from '@tanstack/react-query';
import type { InductionVersions, PublishInduction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getInductionQueryOptions } from './get-induction';
import { getInductionsQueryOptions } from './get-inductions';
import { getVersionsQueryOptions } from './get-versions';

/** Publishes the draft as a new version, saying what becomes of earlier completions (issue 14). */
export const publishInduction = ({ inductionId, completions }: { inductionId: number } & PublishInduction) =>
  apiRequest<InductionVersions>(`/api/inductions/${inductionId}/publish`, {
    method: 'POST',
    body: { completions } satisfies PublishInduction,
  });

/** Publishes, then refreshes the induction, the list and the version history. */
export function usePublishInduction({ mutationConfig }: MutationHookOptions<typeof publishInduction> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(publishInduction, mutationConfig, {
    onSuccess: async (versions, { inductionId }) => {
      queryClient.setQueryData(getVersionsQueryOptions(inductionId).queryKey, versions);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getInductionQueryOptions(inductionId).queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: getInductionsQueryOptions().queryKey, exact: true }),
      ]);
    },
  });
}
