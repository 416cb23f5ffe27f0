import type { WebhookTestAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks/{id}/test: queues the ping event for the endpoint. */
export function sendWebhookTest(id: number): Promise<WebhookTestAnswer> {
  return callApi('POST /api/webhooks/{id}/test', { path: { id } });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
