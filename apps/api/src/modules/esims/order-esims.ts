// A paid order's eSIM (docs/contracts.md §8): the `onOrderPaid` hook inserts it `preparing`, with its service row for the
// back office, and enqueues its provisioning in the paid transaction, so that POST /api/orders and the payment's
// webhook stay fast and the work survives a restart. The subscriptions' hook runs after this one and finds the eSIM
// by `order_id`.
import {
  esimConfigurationOfProduct,
  findTravelPlan,
  findTravelRegion,
  includedMbOfConfiguration,
  includedMbOfTravelPlan,
  monthEnd,
  monthStart,
  type OrderProductRecord,
} from '@telecom/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob } from '../jobs/jobs.js';
import type { PaidOrder } from '../orders/orders.service.js';
import { ESIM_JOBS } from './esims.service.js';

/** What an order's product makes of its eSIM: name, kind, included data per period, a travel plan's validity. */
export function esimOfProduct(product: Extract<OrderProductRecord, { kind: 'esim-pro' | 'travel' }>): {
  kind: 'esim-pro' | 'travel';
  name: string;
  includedMb: number | null;
  validityDays: number | null;
} {
  if (product.kind === 'esim-pro')
    return {
      kind: 'esim-pro',
      name: 'eSIM Pro',
      includedMb: includedMbOfConfiguration(esimConfigurationOfProduct(product)),
      validityDays: null,
    };
  const region = findTravelRegion(product.regionId);
  const plan = findTravelPlan(product.regionId, product.planId);
  if (!region || !plan) throw new RangeError(`Unknown travel plan '${product.regionId}/${product.planId}'`);
  return {
    kind: 'travel',
    name: `${region.name} ${plan.name}`,
    includedMb: includedMbOfTravelPlan(plan.dataGb),
    validityDays: plan.duration,
  };
}

/**
 * `onOrderPaid` of the orders service: the eSIM, its service row and its provisioning job; `onOrderRefunded`: a
 * refunded order's eSIM stops (expired), whatever state it was in, and with a platform that takes orders back
 * (`cancelsProfiles`: ES2+) its profile is given up there by a job, outside the refund's transaction.
 */
export function orderEsimHooks(clock: Clock, { cancelsProfiles = false }: { cancelsProfiles?: boolean } = {}) {
  return {
    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: { id: string } }): Promise<void> {
      if (cancelsProfiles) {
        const stopping = await trx
          .selectFrom('esims')
          .select('id')
          .where('order_id', '=', order.id)
          .where('status', '!=', 'expired')
          .execute();
        for (const { id } of stopping) await enqueueJob(trx, ESIM_JOBS.cancel, { esimId: Number(id) }, clock.now());
      }
      await trx
        .updateTable('esims')
        .set({ status: 'expired', valid_until: clock.now().toISOString() })
        .where('order_id', '=', order.id)
        .where('status', '!=', 'expired')
        .execute();
    },
    async onOrderPaid(trx: Transaction<Database>, { order, customerId, userId, language }: PaidOrder): Promise<void> {
      // Only eSIM Pro and travel plans deliver an eSIM; VOIP and the AI plans have services of their own (§9).
      if (order.product.kind !== 'esim-pro' && order.product.kind !== 'travel') return;
      const now = clock.now();
      const paidAt = order.paidAt ?? now.toISOString();
      const today = now.toISOString().slice(0, 10);
      const esim = esimOfProduct(order.product);
      const inserted = await trx
        .insertInto('esims')
        .values({
          order_id: order.id,
          customer_id: customerId,
          user_id: userId,
          kind: esim.kind,
          name: esim.name,
          status: 'preparing',
          included_mb: esim.includedMb,
          // eSIM Pro counts per calendar month from now; a travel plan from its installation.
          period_start: esim.kind === 'esim-pro' ? monthStart(today) : null,
          period_end: esim.kind === 'esim-pro' ? monthEnd(today) : null,
          validity_days: esim.validityDays,
          language,
          email: order.customer.email,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The back office's services: eSIM Pro as its own kind; a travel plan as 'other' (no kind of its own there).
      await trx
        .insertInto('services')
        .values({
          customer_id: customerId,
          kind: esim.kind === 'esim-pro' ? 'esim-pro' : 'other',
          status: 'active',
          started_at: paidAt,
          order_id: order.id,
        })
        .execute();
      await enqueueJob(trx, ESIM_JOBS.provision, { esimId: Number(inserted.id) }, now);
    },
  };
}
