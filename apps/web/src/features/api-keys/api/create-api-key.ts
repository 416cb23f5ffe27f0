import { useMutation, useQueryClient } from '../../../lib/queries';
import type { ApiKeyCreatedAnswer, ApiKeyCreateInput } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** POST /api/api-keys: a new key and its secret, answered this once. */
export function createApiKey(body: ApiKeyCreateInput): Promise<ApiKeyCreatedAnswer> {
  return callApi('POST /api/api-keys', { body });
}

/** The list is read again; the secret goes only to the caller, never into the cache. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
