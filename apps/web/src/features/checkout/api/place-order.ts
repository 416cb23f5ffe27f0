import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBodySchema, PlaceOrderAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** What the checkout sends: the product's choices, never a price (the server prices the order). */
export type OrderBody = z.input<typeof OrderBodySchema>;

/** POST /api/orders: the order as placed and priced by the server, linked to the signed-in account if any. */
export function placeOrder(body: OrderBody): Promise<PlaceOrderAnswer> {
  return apiFetch<PlaceOrderAnswer>('/api/orders', { method: 'POST', body });
}

/** Places the order; the account's order list is fetched again when next shown. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.orders() }),
  });
}
