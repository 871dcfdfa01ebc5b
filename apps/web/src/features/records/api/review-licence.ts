import { useQueryClient } from '@tanstack/react-query';
import type { Licence, RejectLicence } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';
import { getDashboardQueryOptions } from './get-dashboard';
import { completionsQueryKey } from './get-completions';
import { licenceRegisterQueryKey } from './get-licence-register';

/** Marks a licence verified (issue 15); answers the licence. */
export const verifyLicence = ({ licenceId }: { licenceId: number }) =>
  apiRequest<Licence>(`/api/admin/licences/${licenceId}/verify`, { method: 'POST', body: {} });

/** Rejects a licence with the reason; the server emails the worker a one-time link to upload it again. */
export const rejectLicence = ({ licenceId, reason }: { licenceId: number } & RejectLicence) =>
  apiRequest<Licence>(`/api/admin/licences/${licenceId}/reject`, { method: 'POST', body: { reason } });

/** The records that show a licence's status: every completions page (and its details), the register, the dashboard. */
function useRefreshLicences() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: completionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: licenceRegisterQueryKey }),
      queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
    ]);
}

export function useVerifyLicence({ mutationConfig }: MutationHookOptions<typeof verifyLicence> = {}) {
  const refresh = useRefreshLicences();
  return useApiMutation(verifyLicence, mutationConfig, { onSuccess: refresh });
}

export function useRejectLicence({ mutationConfig }: MutationHookOptions<typeof rejectLicence> = {}) {
  const refresh = useRefreshLicences();
  return useApiMutation(rejectLicence, mutationConfig, { onSuccess: refresh });
}
