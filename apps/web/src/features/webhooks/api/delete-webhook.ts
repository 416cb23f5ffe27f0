import { apiFetch } from '../../../lib/api-client';
import { useMutation, useQueryClient } from '../../../lib/queries';
import { webhookKeys } from './webhook-keys';

/** DELETE /api/webhooks/{id}: the endpoint and its delivery log. */
export function deleteWebhook(id: number): Promise<unknown> {
  return apiFetch<unknown>(`/api/webhooks/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}
