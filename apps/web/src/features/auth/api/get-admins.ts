import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const adminsQueryKey = ['/api/auth/admins'] as const;

export const getAdmins = () => apiRequest<AdminUser[]>('/api/auth/admins');

export const adminsQueryOptions = () => queryOptions({ queryKey: adminsQueryKey, queryFn: getAdmins });

export const useAdmins = () => useQuery(adminsQueryOptions());
