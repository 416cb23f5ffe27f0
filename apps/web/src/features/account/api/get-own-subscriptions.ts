import { queryOptions, useQuery } from '../../../lib/queries';
import type { SubscriptionsAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/subscriptions: the signed-in account's own subscriptions. */
export function getOwnSubscriptions(signal?: AbortSignal): Promise<SubscriptionsAnswer> {
  return callApi('GET /api/subscriptions', { signal });
}

/** The query holds the subscriptions themselves. */
export function getOwnSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.subscriptions(),
    queryFn: ({ signal }) => getOwnSubscriptions(signal).then((answer) => answer.subscriptions),
  });
}

export function useOwnSubscriptions() {
  return useQuery(getOwnSubscriptionsQueryOptions());
}
