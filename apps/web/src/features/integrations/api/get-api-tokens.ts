import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getApiTokens = () => apiRequest<ApiTokenList>('/api/admin/api-tokens');

/** Read again when shown: a token's last use changes while the screen is elsewhere. */
export const getApiTokensQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/api-tokens'], staleTime: 0, queryFn: getApiTokens });

export const useApiTokens = ({ queryConfig }: QueryHookOptions<typeof getApiTokensQueryOptions> = {}) =>
  useQuery({ ...getApiTokensQueryOptions(), ...queryConfig });
