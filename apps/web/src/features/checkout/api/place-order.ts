import { useMutation, useQueryClient } from '../../../lib/queries';
import type { OrderBodySchema, PlaceOrderAnswer } from '@telecom/domain';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/api/account-keys';

/** What the checkout sends: the product's choices, never a price (the server prices the order). */
export type OrderBody = z.input<typeof OrderBodySchema>;

export interface PlaceOrderRequest {
  body: OrderBody;
  /**
   * The `Idempotency-Key` of this submitted order (docs/contracts.md §7): the same for every try of the same order, so
   * that a retry answers the order already placed instead of paying twice.
   */
  idempotencyKey: string;
}

/** A new `Idempotency-Key`: random, 1–255 visible ASCII characters. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /api/orders: the order as placed and priced by the server, linked to the signed-in account if any, and the
 * token that reads it back. A card is settled within the request (201 paid, or 402 PAYMENT_FAILED); iDEAL, PayPal
 * and Apple Pay answer the order pending with `payment.redirectUrl`, the provider's payment page.
 */
export function placeOrder({ body, idempotencyKey }: PlaceOrderRequest): Promise<PlaceOrderAnswer> {
  return callApi('POST /api/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Places the order; the account's order list is fetched again when next shown. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.orders() }),
  });
}
