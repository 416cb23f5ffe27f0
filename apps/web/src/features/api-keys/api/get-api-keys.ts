import { queryOptions, useQuery } from '../../../lib/queries';
import type { ApiKeysAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** The cache key of the account's API keys: under the account's keys, so that signing out forgets them. */
export const apiKeysQueryKey = [...accountKeys.all, 'api-keys'] as const;

/** GET /api/api-keys: the account's keys that are not revoked, newest first, without their secrets. */
export function getApiKeys(signal?: AbortSignal): Promise<ApiKeysAnswer> {
  return callApi('GET /api/api-keys', { signal });
}

export function getApiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}
