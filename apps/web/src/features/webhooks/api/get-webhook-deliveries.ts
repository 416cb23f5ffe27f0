import type { WebhookDeliveriesAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** How often an open delivery log is read again while a delivery is still pending. */
const PENDING_REFRESH_MS = 2_000;

/** GET /api/webhooks/{id}/deliveries: the endpoint's newest 100 deliveries with their last answer. */
export function getWebhookDeliveries(id: number, signal?: AbortSignal): Promise<WebhookDeliveriesAnswer> {
  return callApi('GET /api/webhooks/{id}/deliveries', { path: { id }, signal });
}

export function getWebhookDeliveriesQueryOptions(id: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
    // A test event just sent is pending for a moment: the log follows it until it has an answer.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0)
        ? PENDING_REFRESH_MS
        : false,
  });
}

export function useWebhookDeliveries(id: number) {
  return useQuery(getWebhookDeliveriesQueryOptions(id));
}
