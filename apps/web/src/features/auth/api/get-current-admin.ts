import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentAdmin } from '@crane/contract';
import { apiRequestOrNullOn401 } from '@/lib/api-client';

export const currentAdminQueryKey = ['/api/auth/me'] as const;

/** The signed-in admin, or null when there is no session. */
export const getCurrentAdmin = () => apiRequestOrNullOn401<CurrentAdmin>('/api/auth/me');

export const currentAdminQueryOptions = () =>
  queryOptions({ queryKey: currentAdminQueryKey, queryFn: getCurrentAdmin });

export const useCurrentAdmin = () => useQuery(currentAdminQueryOptions());
