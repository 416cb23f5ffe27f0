import type { WebhookEndpoint, WebhookEndpointBody } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks: registers an endpoint; the answer carries its new signing secret. */
export function createWebhook(body: WebhookEndpointBody): Promise<WebhookEndpoint> {
  return callApi('POST /api/webhooks', { body });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
