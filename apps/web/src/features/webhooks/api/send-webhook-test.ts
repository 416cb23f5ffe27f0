import type { WebhookTestAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** POST /api/webhooks/{id}/test: queues the ping event for the endpoint. */
export function sendWebhookTest(id: number): Promise<WebhookTestAnswer> {
  return apiFetch<WebhookTestAnswer>(`/api/webhooks/${id}/test`, { method: 'POST' });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
