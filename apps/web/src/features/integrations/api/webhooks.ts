import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  SuccessResponse,
  WebhookDeliveries,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { useApiMutation } from '@/lib/use-api-mutation';

export const getWebhooks = () => apiRequest<WebhookEndpointList>('/api/admin/webhooks');

/** Read again when shown: deliveries change while the screen is elsewhere. */
export const getWebhooksQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/webhooks'], staleTime: 0, queryFn: getWebhooks });

export const useWebhooks = ({ queryConfig }: QueryHookOptions<typeof getWebhooksQueryOptions> = {}) =>
  useQuery({ ...getWebhooksQueryOptions(), ...queryConfig });

export const getWebhookDeliveries = (endpointId: number) =>
  apiRequest<WebhookDeliveries>(`/api/admin/webhooks/${endpointId}/deliveries`);

export const getWebhookDeliveriesQueryOptions = (endpointId: number) =>
  queryOptions({
    queryKey: ['/api/admin/webhooks', endpointId, 'deliveries'],
    staleTime: 0,
    queryFn: () => getWebhookDeliveries(endpointId),
  });

/** A try due within this long, or under way, is watched until it is done. */
const imminentTryMilliseconds = 10_000;
/** How often a log with an imminent try is read again. */
const watchedLogRefreshMilliseconds = 2_000;

/**
 * Whether a delivery in the log is being tried (a pending delivery has no next try while an instance
 * holds it) or will be within seconds: a test event just sent is tried by the next round of the
 * worker, after the log was read again, so the log is read until the outcome shows.
 */
export function hasImminentTry(log: WebhookDeliveries | undefined, now: number): boolean {
  return (log?.deliveries ?? []).some(
    (delivery) =>
      delivery.status === 'pending' &&
      (delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) - now <= imminentTryMilliseconds),
  );
}

export const useWebhookDeliveries = (endpointId: number) =>
  useQuery({
    ...getWebhookDeliveriesQueryOptions(endpointId),
    refetchInterval: (query) => (hasImminentTry(query.state.data, Date.now()) ? watchedLogRefreshMilliseconds : false),
  });

export const createWebhook = (webhook: CreateWebhookInput) =>
  apiRequest<CreatedWebhook>('/api/admin/webhooks', { method: 'POST', body: webhook });

export const deleteWebhook = (endpointId: number) =>
  apiRequest<WebhookEndpoint>(`/api/admin/webhooks/${endpointId}`, { method: 'DELETE' });

export const sendTestEvent = (endpointId: number) =>
  apiRequest<SuccessResponse>(`/api/admin/webhooks/${endpointId}/test`, { method: 'POST' });

export const resendDelivery = (deliveryId: number) =>
  apiRequest<SuccessResponse>(`/api/admin/webhook-deliveries/${deliveryId}/resend`, { method: 'POST' });

/** Every change here changes the list and the delivery logs: both are read again. */
function useWebhookMutation<Fetcher extends (variables: never) => Promise<unknown>>(
  fetcher: Fetcher,
  { mutationConfig }: MutationHookOptions<Fetcher> = {},
) {
  const queryClient = useQueryClient();
  return useApiMutation(fetcher, mutationConfig, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWebhooksQueryOptions().queryKey }),
  });
}

export const useCreateWebhook = (options?: MutationHookOptions<typeof createWebhook>) =>
  useWebhookMutation(createWebhook, options);
export const useDeleteWebhook = (options?: MutationHookOptions<typeof deleteWebhook>) =>
  useWebhookMutation(deleteWebhook, options);
export const useSendTestEvent = (options?: MutationHookOptions<typeof sendTestEvent>) =>
  useWebhookMutation(sendTestEvent, options);
export const useResendDelivery = (options?: MutationHookOptions<typeof resendDelivery>) =>
  useWebhookMutation(resendDelivery, options);
