import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to a query hook (`useX(…, { queryConfig })`): every option of the api file's
 * `getXQueryOptions` but its key and fetcher, which stay in the api file (bulletproof-react's pattern).
 */
export type QueryConfig<GetQueryOptions extends (...args: never[]) => object> = Omit<
  ReturnType<GetQueryOptions>,
  'queryKey' | 'queryFn'
>;

/** A fetcher that a mutation calls, with its one argument or none. */
export type MutationFunction = (variables: never) => Promise<unknown>;

/** The argument of a mutation's fetcher; `void` for one that takes none, so that `mutate()` reads well. */
export type MutationVariables<Fetcher extends MutationFunction> =
  Parameters<Fetcher> extends [] ? void : Parameters<Fetcher>[0];

/**
 * What a screen may add to a mutation hook (`useX({ mutationConfig })`): callbacks and options; the
 * api file's own cache updates run before the screen's `onSuccess`.
 */
export type MutationConfig<Fetcher extends MutationFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fetcher>>, Error, MutationVariables<Fetcher>>,
  'mutationFn'
>;

/** The options every query hook takes. */
export type QueryHookOptions<GetQueryOptions extends (...args: never[]) => object> = {
  queryConfig?: QueryConfig<GetQueryOptions>;
};

/** The options every mutation hook takes. */
export type MutationHookOptions<Fetcher extends MutationFunction> = { mutationConfig?: MutationConfig<Fetcher> };
