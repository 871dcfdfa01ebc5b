import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

export const getAdmins = () => apiRequest<AdminUser[]>('/api/auth/admins');

export const getAdminsQueryOptions = () => queryOptions({ queryKey: ['/api/auth/admins'], queryFn: getAdmins });

export const useAdmins = ({ queryConfig }: QueryHookOptions<typeof getAdminsQueryOptions> = {}) =>
  useQuery({ ...getAdminsQueryOptions(), ...queryConfig });
