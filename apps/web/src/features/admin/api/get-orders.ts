import { keepPreviousData, queryOptions, useQuery } from '../../../lib/queries';
import type { OrderListAnswer, OrderListQuerySchema } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { ListParams } from './list-params';

/** `?search=&status=&kind=&month=&sort=&dir=&page=&pageSize=`. */
export type OrderListParams = ListParams<typeof OrderListQuerySchema>;

/** GET /api/admin/orders: one page of the order list with its stat cards. */
export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderListAnswer> {
  return callApi('GET /api/admin/orders', { query: params, signal });
}

export function getOrdersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: adminKeys.orders(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery(getOrdersQueryOptions(params));
}
