// The subscription of a paid order (docs/contracts.md §8, §9): the orders service's `onOrderPaid` hook, run in the
// transaction that marks the order paid, after the invoice's and the eSIM's hooks. eSIM Pro, VOIP, AI voicemail and
// the AI assistant (whose order is paid at once, for its trial) each make one; a travel plan makes none. VOIP and the
// AI plans also make their row of the back office's services (eSIM Pro's comes with its eSIM). A refund ends the
// subscription and stops the order's services.
import {
  calculateEsimPrice,
  esimConfigurationOfProduct,
  formatPhoneNumber,
  minimumTermEnd,
  MONTHLY_MINIMUM_TERM_MONTHS,
  trialEndOf,
  type OrderProductRecord,
  type SubscriptionKind,
} from '@telecom/domain';
import type { Transaction } from 'kysely';
import type { Database, ServicesTable, SubscriptionsTable } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaidOrder } from '../orders/orders.service.js';
import { endSipAccounts } from '../voice/sip-account-lifecycle.js';

/** The back office's service kind of each subscription kind but eSIM Pro (whose service its eSIM makes). */
const SERVICE_KINDS = {
  voip: 'voip',
  'ai-voicemail': 'ai-voicemail',
  'ai-assistant': 'business',
} as const satisfies Record<Exclude<SubscriptionKind, 'esim-pro'>, ServicesTable['kind']>;

/**
 * What a product's subscription is: kind, name, configuration (as `subscriptionRecord` reads it) and terms; undefined
 * for a travel plan. The demo seed reads it to know what its history's billing run will invoice.
 */
export function subscriptionOfProduct(
  product: OrderProductRecord,
  startedOn: string,
):
  | Pick<
      SubscriptionsTable,
      'kind' | 'name' | 'configuration' | 'monthly_cents' | 'minimum_term_end' | 'trial_end' | 'number'
    >
  | undefined {
  const monthlyTerm = minimumTermEnd(startedOn, MONTHLY_MINIMUM_TERM_MONTHS);
  switch (product.kind) {
    case 'esim-pro': {
      const configuration = esimConfigurationOfProduct(product);
      return {
        kind: 'esim-pro',
        name: 'eSIM Pro',
        configuration: JSON.stringify(configuration),
        monthly_cents: calculateEsimPrice(configuration).monthlyCents,
        minimum_term_end: minimumTermEnd(startedOn, configuration.durationMonths),
        trial_end: null,
        number: null,
      };
    }
    case 'voip':
      return {
        kind: 'voip',
        name: `VOIP ${formatPhoneNumber(product.number)}`,
        configuration: JSON.stringify({ numberType: product.numberType, bundle: product.bundle }),
        monthly_cents: product.monthlyCents,
        minimum_term_end: monthlyTerm,
        trial_end: null,
        number: product.number,
      };
    case 'ai-voicemail':
      return {
        kind: 'ai-voicemail',
        name: product.name,
        configuration: JSON.stringify({ plan: product.plan }),
        monthly_cents: product.monthlyCents,
        minimum_term_end: monthlyTerm,
        trial_end: null,
        number: null,
      };
    case 'ai-assistant':
      return {
        kind: 'ai-assistant',
        name: product.name,
        configuration: JSON.stringify({ plan: product.plan, business: product.business }),
        monthly_cents: product.monthlyCents,
        minimum_term_end: monthlyTerm,
        // One trial per account (docs/contracts.md §12): a later assistant has none, its first month is the order's.
        trial_end: product.trialDays > 0 ? trialEndOf(startedOn, product.trialDays) : null,
        number: null,
      };
    case 'travel':
      return undefined;
  }
}

/** `onOrderPaid` and `onOrderRefunded` of the orders service: the subscription of a paid order. */
export function orderSubscriptionHooks(clock: Clock) {
  return {
    /**
     * A refunded order's subscription ends the day of the refund: cancelled, nothing more invoiced; its services
     * (the back office's) stop.
     */
    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: { id: string } }): Promise<void> {
      const now = clock.now().toISOString();
      const ended = await trx
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
        .returning('id')
        .execute();
      await endSipAccounts(
        trx,
        ended.map(({ id }) => Number(id)),
        new Date(now),
      );
      await trx.updateTable('services').set({ status: 'expired' }).where('order_id', '=', order.id).execute();
    },

    async onOrderPaid(trx: Transaction<Database>, { order, customerId, userId, language }: PaidOrder): Promise<void> {
      const paidAt = order.paidAt ?? clock.now().toISOString();
      const startedOn = paidAt.slice(0, 10);
      const subscription = subscriptionOfProduct(order.product, startedOn);
      if (!subscription) return;
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
          ...subscription,
          status: 'active',
          next_configuration: null,
          next_monthly_cents: null,
          next_from: null,
          started_on: startedOn,
          ends_on: null,
          cancelled_at: null,
          language,
          created_at: paidAt,
          // Every month is charged the order's VAT (pricing/vat.ts), read by the billing run with the row.
          vat_percent: order.product.vatPercent,
          reverse_charge: order.reverseCharge ? 1 : 0,
        })
        .execute();
      if (subscription.kind !== 'esim-pro')
        await trx
          .insertInto('services')
          .values({
            customer_id: customerId,
            kind: SERVICE_KINDS[subscription.kind],
            status: 'active',
            started_at: paidAt,
            order_id: order.id,
          })
          .execute();
    },
  };
}
