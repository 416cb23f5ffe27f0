import { queryOptions, retryUnlessNotFound, useQuery } from '../../../lib/queries';
import type { OrderAnswer, OrderRecord } from '@telecom/domain';
import { callApi } from '../../../lib/api-client';
import { readOrderToken } from '../../../lib/order-tokens';

/** How often the confirmation page asks again while a payment is open, and for how long. */
export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_LIMIT_MS = 60_000;
/** How often it asks again while a paid order's eSIM is being prepared (docs/contracts.md §8: ready within seconds). */
export const ESIM_POLL_INTERVAL_MS = 1_500;

/** Whether an order delivers eSIMs: eSIM Pro and travel plans do; VOIP and the AI plans do not (docs/contracts.md §8, §9). */
export function deliversEsims(product: Pick<OrderRecord['product'], 'kind'>): boolean {
  return product.kind === 'esim-pro' || product.kind === 'travel';
}

/** Whether a paid eSIM order still waits for its eSIMs: none made yet, or one still being prepared. */
export function awaitsEsims(answer: OrderAnswer | undefined): boolean {
  if (answer?.order.status !== 'paid' || !deliversEsims(answer.order.product)) return false;
  return answer.esims.length === 0 || answer.esims.some((esim) => esim.status === 'preparing' || esim.lpa === null);
}

export const orderKeys = {
  order: (id: string) => ['order', id] as const,
};

/**
 * GET /api/orders/{id}: the order for its account (the bearer token, sent when signed in) or for whoever holds its
 * access token (`X-Order-Token`, kept in local storage when it was placed); 404 to anyone else.
 */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderAnswer> {
  const token = readOrderToken(id);
  return callApi('GET /api/orders/{id}', { path: { id }, signal, headers: token ? { 'X-Order-Token': token } : {} });
}

/**
 * The order and its eSIMs, asked again every 2 s while it waits for its payment and every 1.5 s while its eSIM is
 * being prepared, until `pollUntil` (a time in ms) has passed.
 */
export function getOrderQueryOptions(id: string, pollUntil: number) {
  return queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    retry: retryUnlessNotFound,
    staleTime: 0,
    refetchInterval: (query) => {
      if (Date.now() >= pollUntil) return false;
      if (query.state.data?.order.status === 'pending') return ORDER_POLL_INTERVAL_MS;
      return awaitsEsims(query.state.data) ? ESIM_POLL_INTERVAL_MS : false;
    },
  });
}

export function useOrder(id: string, { enabled, pollUntil }: { enabled: boolean; pollUntil: number }) {
  return useQuery({ ...getOrderQueryOptions(id, pollUntil), enabled });
}
