import type { WebhookEndpointsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** GET /api/webhooks: the account's endpoints, newest first, each with its signing secret. */
export function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpointsAnswer> {
  return callApi('GET /api/webhooks', { signal });
}

export function getWebhooksQueryOptions() {
  return queryOptions({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => getWebhooks(signal) });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}
