import { useMutation } from '@tanstack/react-query';
import type { MutationConfig, MutationFunction, MutationVariables } from './query-config';

/**
 * useMutation for an api file: `own` holds the api file's options (its cache updates in `onSuccess`
 * and `onError`, a key or a scope), `config` the screen's; on success or failure the api file's
 * update runs, then the screen's.
 */
export function useApiMutation<Fetcher extends MutationFunction>(
  fetcher: Fetcher,
  config: MutationConfig<Fetcher> = {},
  own: MutationConfig<Fetcher> = {},
) {
  const { onSuccess: updateCache, onError: updateCacheOnError, ...ownOptions } = own;
  const { onSuccess, onError, ...options } = config;
  return useMutation<Awaited<ReturnType<Fetcher>>, Error, MutationVariables<Fetcher>>({
    ...ownOptions,
    ...options,
    mutationFn: (variables) => fetcher(variables as never) as Promise<Awaited<ReturnType<Fetcher>>>,
    onSuccess: async (...args) => {
      await updateCache?.(...args);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await updateCacheOnError?.(...args);
      await onError?.(...args);
    },
  });
}
