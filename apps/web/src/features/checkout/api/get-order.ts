import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAnswer } from '@telecom/domain';
import { apiFetch } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/query-client';
import { readOrderToken } from '../../../lib/order-tokens';

/** How often the confirmation page asks again while a payment is open, and for how long. */
export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_LIMIT_MS = 60_000;

export const orderKeys = {
  order: (id: string) => ['order', id] as const,
};

/**
 * GET /api/orders/{id}: the order for its account (the bearer token, sent when signed in) or for whoever holds its
 * access token (`X-Order-Token`, kept in local storage when it was placed); 404 to anyone else.
 */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderAnswer> {
  const token = readOrderToken(id);
  return apiFetch<OrderAnswer>(`/api/orders/${encodeURIComponent(id)}`, {
    signal,
    headers: token ? { 'X-Order-Token': token } : {},
  });
}

/**
 * The order, asked again every 2 s while it waits for its payment, until `pollUntil` (a time in ms) has passed.
 */
export function getOrderQueryOptions(id: string, pollUntil: number) {
  return queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal).then((answer) => answer.order),
    retry: retryUnlessNotFound,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() < pollUntil ? ORDER_POLL_INTERVAL_MS : false,
  });
}

export function useOrder(id: string, { enabled, pollUntil }: { enabled: boolean; pollUntil: number }) {
  return useQuery({ ...getOrderQueryOptions(id, pollUntil), enabled });
}
