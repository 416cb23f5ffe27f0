// The subscription of a paid eSIM Pro order (decisions.md §8): the orders service's `onOrderPaid` hook, run in the
// transaction that marks the order paid, after the invoice's and the eSIM's hooks. A travel plan makes none.
import { calculateEsimPrice, esimConfigurationOfProduct, minimumTermEnd } from '@telecom/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaidOrder } from '../orders/orders.service.js';

/** `onOrderPaid` of the orders service: the subscription of an eSIM Pro order. */
export function orderSubscriptionHooks(clock: Clock) {
  return {
    /** A refunded order's subscription ends the day of the refund: cancelled, nothing more invoiced. */
    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: { id: string } }): Promise<void> {
      const now = clock.now().toISOString();
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'cancelled',
          ends_on: now.slice(0, 10),
          cancelled_at: now,
          next_configuration: null,
          next_monthly_cents: null,
          next_from: null,
        })
        .where('order_id', '=', order.id)
        .where('status', '!=', 'cancelled')
        .execute();
    },
    async onOrderPaid(trx: Transaction<Database>, { order, customerId, userId, language }: PaidOrder): Promise<void> {
      const { product } = order;
      if (product.kind !== 'esim-pro') return;
      const configuration = esimConfigurationOfProduct(product);
      const paidAt = order.paidAt ?? clock.now().toISOString();
      const startedOn = paidAt.slice(0, 10);
      // The eSIM of the order, when the eSIM module's hook (which runs first) has made one.
      const esim = await trx
        .selectFrom('esims')
        .select('id')
        .where('order_id', '=', order.id)
        .orderBy('id')
        .executeTakeFirst();
      await trx
        .insertInto('subscriptions')
        .values({
          order_id: order.id,
          customer_id: customerId,
          user_id: userId,
          esim_id: esim?.id ?? null,
          kind: 'esim-pro',
          name: 'eSIM Pro',
          status: 'active',
          configuration: JSON.stringify(configuration),
          monthly_cents: calculateEsimPrice(configuration).monthlyCents,
          next_configuration: null,
          next_monthly_cents: null,
          next_from: null,
          started_on: startedOn,
          minimum_term_end: minimumTermEnd(startedOn, configuration.durationMonths),
          ends_on: null,
          cancelled_at: null,
          trial_end: null,
          number: null,
          language,
          created_at: paidAt,
        })
        .execute();
    },
  };
}
