import { useQueryClient } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getInductionsQueryOptions } from './get-inductions';

/** The server copies the induction and all its pages as a draft titled "… (Copy)" (decision 0007). */
export const duplicateInduction = (id: number) =>
  apiRequest<Induction>(`/api/inductions/${id}/duplicate`, { method: 'POST' });

export function useDuplicateInduction({ mutationConfig }: MutationHookOptions<typeof duplicateInduction> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(duplicateInduction, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInductionsQueryOptions().queryKey, exact: true }),
  });
}
