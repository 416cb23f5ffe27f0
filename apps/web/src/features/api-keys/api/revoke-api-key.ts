import { useMutation, useQueryClient } from '../../../lib/queries';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function revokeApiKey(id: number): Promise<void> {
  return apiFetch<void>(`/api/api-keys/${id}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
