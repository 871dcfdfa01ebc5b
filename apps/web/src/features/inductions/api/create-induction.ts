import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Induction, InductionInput } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { inductionsQueryKey } from './get-inductions';

/** Spec §8: a response without an id is a failure. */
export async function createInduction(input: InductionInput): Promise<Induction> {
  const induction = await apiRequest<Partial<Induction>>('/api/inductions', { method: 'POST', body: input });
  if (typeof induction.id !== 'number') throw new Error('The server did not return the new induction');
  return induction as Induction;
}

export function useCreateInduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInduction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inductionsQueryKey }),
  });
}
