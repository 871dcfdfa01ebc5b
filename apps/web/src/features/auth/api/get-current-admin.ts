import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentAdmin } from '@crane/contract';
import { apiRequestOrNullOn401 } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The signed-in admin, or null when there is no session. */
export const getCurrentAdmin = () => apiRequestOrNullOn401<CurrentAdmin>('/api/auth/me');

export const getCurrentAdminQueryOptions = () => queryOptions({ queryKey: ['/api/auth/me'], queryFn: getCurrentAdmin });

export const useCurrentAdmin = ({ queryConfig }: QueryHookOptions<typeof getCurrentAdminQueryOptions> = {}) =>
  useQuery({ ...getCurrentAdminQueryOptions(), ...queryConfig });
