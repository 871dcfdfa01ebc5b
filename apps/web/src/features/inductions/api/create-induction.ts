import { useQueryClient } from '@tanstack/react-query';
import type { Induction, InductionInput } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getInductionsQueryOptions } from './get-inductions';

/** Spec §8: a response without an id is a failure. */
export async function createInduction(input: InductionInput): Promise<Induction> {
  const induction = await apiRequest<Partial<Induction>>('/api/inductions', { method: 'POST', body: input });
  if (typeof induction.id !== 'number') throw new Error('The server did not return the new induction');
  return induction as Induction;
}

export function useCreateInduction({ mutationConfig }: MutationHookOptions<typeof createInduction> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(createInduction, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInductionsQueryOptions().queryKey }),
  });
}
