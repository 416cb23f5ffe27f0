// The subscription of a paid eSIM Pro order (decisions.md §8): the orders service's `onOrderPaid` hook, run in the
// transaction that marks the order paid, after the invoice's and the eSIM's hooks. A travel plan makes none.
import {
  calculateEsimPrice,
  DATA_TIERS,
  minimumTermEnd,
  type EsimConfiguration,
  type EsimProOrderProduct,
  type EsimRegion,
} from '@telecom/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaidOrder } from '../orders/orders.service.js';

/**
 * The configuration an eSIM Pro order was priced from. The stored product names each region's data by its tier's
 * label ('5GB', 'Onbeperkt'; null for none), which is unique within a region: its index is the slider's.
 */
export function esimConfigurationOfProduct(product: EsimProOrderProduct): EsimConfiguration {
  const index = (region: EsimRegion) => {
    const label = product.data[region].label;
    const found = DATA_TIERS[region].findIndex((tier) => tier.label === label);
    if (found < 0) throw new RangeError(`Unknown ${region} data '${String(label)}' in an eSIM Pro order`);
    return found;
  };
  return {
    durationMonths: product.duration,
    calling: product.calling,
    nlData: index('nl'),
    euData: index('eu'),
    worldData: index('world'),
  };
}

/** `onOrderPaid` of the orders service: the subscription of an eSIM Pro order. */
export function orderSubscriptionHooks(clock: Clock) {
  return {
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
