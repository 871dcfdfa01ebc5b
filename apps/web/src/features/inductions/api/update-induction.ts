import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Induction, InductionUpdate } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { inductionQueryKey } from './get-induction';
import { inductionsQueryKey } from './get-inductions';

/** Edits the details, or only the status (activate, disable, publish, save as draft). */
export const updateInduction = ({ id, update }: { id: number; update: InductionUpdate }) =>
  apiRequest<Induction>(`/api/inductions/${id}`, { method: 'PUT', body: update });

export function useUpdateInduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInduction,
    onSuccess: async (induction) => {
      queryClient.setQueryData(inductionQueryKey(induction.id), induction);
      await queryClient.invalidateQueries({ queryKey: inductionsQueryKey, exact: true });
    },
  });
}
