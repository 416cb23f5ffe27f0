import { queryOptions, useQuery } from '../../../lib/queries';
import type { OrdersAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** GET /api/orders: the signed-in account's orders, newest first. */
export function getOwnOrders(signal?: AbortSignal): Promise<OrdersAnswer> {
  return callApi('GET /api/orders', { signal });
}

/** The query holds the orders themselves. */
export function getOwnOrdersQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.orders(),
    queryFn: ({ signal }) => getOwnOrders(signal).then((answer) => answer.orders),
  });
}

export function useOwnOrders() {
  return useQuery(getOwnOrdersQueryOptions());
}
