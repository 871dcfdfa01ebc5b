import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSent, ReminderSettings, ReminderStatus } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

const url = '/api/admin/settings/reminders';

export const getReminderStatus = () => apiRequest<ReminderStatus>(url);

export const getReminderStatusQueryOptions = () => queryOptions({ queryKey: [url], queryFn: getReminderStatus });

/** Settings → Reminders: what the daily run sends, and when it last ran (issue 15). */
export const useReminderStatus = ({ queryConfig }: QueryHookOptions<typeof getReminderStatusQueryOptions> = {}) =>
  useQuery({ ...getReminderStatusQueryOptions(), ...queryConfig });

export const saveReminderSettings = (settings: ReminderSettings) =>
  apiRequest<ReminderStatus>(url, { method: 'PUT', body: settings });

export function useSaveReminderSettings({ mutationConfig }: MutationHookOptions<typeof saveReminderSettings> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(saveReminderSettings, mutationConfig, {
    onSuccess: (status) => queryClient.setQueryData(getReminderStatusQueryOptions().queryKey, status),
  });
}

/** "Send digest now": this week's digest, emailed at once to the administrator who asks. */
export const sendDigestNow = () => apiRequest<DigestSent>(`${url}/send-digest`, { method: 'POST', body: {} });

export const useSendDigestNow = ({ mutationConfig }: MutationHookOptions<typeof sendDigestNow> = {}) =>
  useApiMutation(sendDigestNow, mutationConfig);
