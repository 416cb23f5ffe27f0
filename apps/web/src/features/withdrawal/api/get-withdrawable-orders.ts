import { useQuery } from '../../../lib/queries';
import type { OrderRecord, OrdersAnswer } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';
import { canWithdraw } from '../../../lib/withdrawal';

/** GET /api/orders: the signed-in account's orders (the dashboard's query, shared by its key). */
export function getOwnOrders(signal?: AbortSignal): Promise<OrdersAnswer> {
  return callApi('GET /api/orders', { signal });
}

/** Step 1 for a signed-in customer: the orders that can be withdrawn from now, newest first. */
export function useWithdrawableOrders() {
  return useQuery({
    queryKey: accountKeys.orders(),
    queryFn: ({ signal }) => getOwnOrders(signal).then((answer) => answer.orders),
    select: (orders: OrderRecord[]) => orders.filter((order) => canWithdraw(order)),
  });
}
