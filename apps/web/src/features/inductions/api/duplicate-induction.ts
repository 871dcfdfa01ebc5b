import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Induction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { inductionsQueryKey } from './get-inductions';

/** The server copies the induction and all its pages as a draft titled "… (Copy)" (decision 0007). */
export const duplicateInduction = (id: number) =>
  apiRequest<Induction>(`/api/inductions/${id}/duplicate`, { method: 'POST' });

export function useDuplicateInduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateInduction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inductionsQueryKey, exact: true }),
  });
}
