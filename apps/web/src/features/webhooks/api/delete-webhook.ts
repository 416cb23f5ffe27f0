import type { WebhookEndpointsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** DELETE /api/webhooks/{id}: the endpoint and its delivery log. */
export function deleteWebhook(id: number): Promise<unknown> {
  return callApi('DELETE /api/webhooks/{id}', { path: { id } });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    // The endpoint leaves the list at once, so its delivery log stops asking for it (a 404) before the list is read
    // again; the log's own key sits under the list's, so only the list itself is read again.
    onSuccess: async (_answer, id) => {
      await queryClient.cancelQueries({ queryKey: webhookKeys.deliveries(id) });
      queryClient.setQueryData<WebhookEndpointsAnswer>(webhookKeys.endpoints(), (answer) =>
        answer ? { endpoints: answer.endpoints.filter((endpoint) => endpoint.id !== id) } : answer,
      );
      queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(), exact: true });
    },
  });
}
