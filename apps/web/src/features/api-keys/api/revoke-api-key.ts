import { useMutation, useQueryClient } from '../../../lib/queries';
import { callApi } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function revokeApiKey(id: number): Promise<void> {
  return callApi('DELETE /api/api-keys/{id}', { path: { id } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
