import { useMutation } from '@tanstack/react-query';
import type { MutationConfig, MutationFunction, MutationVariables } from './query-config';

/**
 * useMutation for an api file: `own` holds the api file's options (its cache updates in `onSuccess`,
 * a key or a scope), `config` the screen's; on success the api file's update runs, then the screen's.
 */
export function useApiMutation<Fetcher extends MutationFunction>(
  fetcher: Fetcher,
  config: MutationConfig<Fetcher> = {},
  own: MutationConfig<Fetcher> = {},
) {
  const { onSuccess: updateCache, ...ownOptions } = own;
  const { onSuccess, ...options } = config;
  return useMutation<Awaited<ReturnType<Fetcher>>, Error, MutationVariables<Fetcher>>({
    ...ownOptions,
    ...options,
    mutationFn: (variables) => fetcher(variables as never) as Promise<Awaited<ReturnType<Fetcher>>>,
    onSuccess: async (...args) => {
      await updateCache?.(...args);
      await onSuccess?.(...args);
    },
  });
}
