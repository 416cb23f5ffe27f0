import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { EsimConfiguration, SubscriptionPreviewAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/subscriptions/{id}/preview?durationMonths=&calling=&nlData=&euData=&worldData=: the new monthly price. */
export function getSubscriptionPreview(
  id: number,
  configuration: EsimConfiguration,
  signal?: AbortSignal,
): Promise<SubscriptionPreviewAnswer> {
  return callApi('GET /api/subscriptions/{id}/preview', { path: { id }, query: { ...configuration }, signal });
}

export function getSubscriptionPreviewQueryOptions(id: number, configuration: EsimConfiguration) {
  return queryOptions({
    queryKey: accountKeys.subscriptionPreview(id, configuration),
    queryFn: ({ signal }) => getSubscriptionPreview(id, configuration, signal),
  });
}

/** The preview of a configuration; `enabled` false while the configuration cannot be ordered (no data chosen). */
export function useSubscriptionPreview(id: number, configuration: EsimConfiguration, { enabled = true } = {}) {
  return useQuery({
    ...getSubscriptionPreviewQueryOptions(id, configuration),
    enabled,
    placeholderData: keepPreviousData,
  });
}
