import { useQueryClient } from '@tanstack/react-query';
import type { Induction, InductionUpdate } from '@crane/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getInductionQueryOptions } from './get-induction';
import { getInductionsQueryOptions } from './get-inductions';

/** Edits the details, or only the status (activate, disable, publish, save as draft). */
export const updateInduction = ({ id, update }: { id: number; update: InductionUpdate }) =>
  apiRequest<Induction>(`/api/inductions/${id}`, { method: 'PUT', body: update });

export function useUpdateInduction({ mutationConfig }: MutationHookOptions<typeof updateInduction> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(updateInduction, mutationConfig, {
    onSuccess: async (induction) => {
      queryClient.setQueryData(getInductionQueryOptions(induction.id).queryKey, induction);
      await queryClient.invalidateQueries({ queryKey: getInductionsQueryOptions().queryKey, exact: true });
    },
    // Another admin changed it (decision 54): read again, so that opening it shows their change.
    onError: async (error, { id }) => {
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: getInductionQueryOptions(id).queryKey, exact: true });
    },
  });
}
