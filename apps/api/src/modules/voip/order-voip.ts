// A VOIP order's new number (docs/contracts.md §9), through the orders service's hooks:
// - stored: the order takes its number in the transaction that stores it — a free number, or the one its `numberHold`
//   token holds — and holds it until its payment expires; otherwise 409 NUMBER_NOT_AVAILABLE and nothing is stored;
// - paid: the number is assigned to the order's subscription (the subscriptions' hook, which runs first, made it);
// - failed or cancelled, and refunded: the number is free again. An expired payment's hold lapses with it.
// A ported number is not in the inventory: the porting module looks after it.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { OrderRecord } from '../orders/orders.repository.js';
import type { PaidOrder, StoringOrder } from '../orders/orders.service.js';
import { createVoipNumbersRepository } from './voip-numbers.repository.js';
import { holdTokenHash } from './voip.service.js';

/** The new number of a VOIP order from the inventory; undefined for a ported number or another product. */
function newNumberOf(order: OrderRecord): string | undefined {
  const { product } = order;
  return product.kind === 'voip' && product.porting === null ? product.number : undefined;
}

export function orderVoipHooks(clock: Clock) {
  const now = () => clock.now().toISOString();
  return {
    async onOrderStoring(
      trx: Transaction<Database>,
      { order, request, paymentExpiresAt }: StoringOrder,
    ): Promise<void> {
      const number = newNumberOf(order);
      if (number === undefined || request.product.kind !== 'voip') return;
      const { numberHold } = request.product;
      const outcome = await createVoipNumbersRepository(trx).take(
        number,
        { hold_token_hash: null, held_until: paymentExpiresAt, order_id: order.id },
        now(),
        numberHold ? holdTokenHash(numberHold) : undefined,
      );
      if (outcome === 'unknown')
        throw new AppError(400, 'VALIDATION_FAILED', {
          fields: { 'product.number': 'validation.voip.number.invalid' },
        });
      if (outcome === 'unavailable') throw new AppError(409, 'NUMBER_NOT_AVAILABLE');
    },

    async onOrderPaid(trx: Transaction<Database>, { order }: PaidOrder): Promise<void> {
      const number = newNumberOf(order);
      if (number === undefined) return;
      const subscription = await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      // The order held its number until its payment expired, and a number is taken from a lapsed order only after
      // that order has expired (which a payment then cannot undo): a paid order finds its number.
      if (!(await createVoipNumbersRepository(trx).assign(order.id, number, subscription.id, now())))
        throw new Error(`Order ${order.id} was paid but does not hold its number ${number}`);
    },

    async onOrderUnpaid(trx: Transaction<Database>, { orderId }: { orderId: string }): Promise<void> {
      await createVoipNumbersRepository(trx).freeOfOrder(orderId, now());
    },

    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: OrderRecord }): Promise<void> {
      if (newNumberOf(order) !== undefined) await createVoipNumbersRepository(trx).freeOfOrder(order.id, now());
    },
  };
}
