import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIntegrations } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const getAdminIntegrations = (adminId: number) =>
  apiRequest<AdminIntegrations>(`/api/auth/admins/${adminId}/integrations`);

/** Read again each time it is shown: a token may have been made or revoked meanwhile. */
export const getAdminIntegrationsQueryOptions = (adminId: number) =>
  queryOptions({
    queryKey: ['/api/auth/admins', adminId, 'integrations'],
    staleTime: 0,
    queryFn: () => getAdminIntegrations(adminId),
  });

/** The API tokens and webhooks an admin made that keep working when they are deactivated (decision 53). */
export const useAdminIntegrations = (adminId: number) => useQuery(getAdminIntegrationsQueryOptions(adminId));
