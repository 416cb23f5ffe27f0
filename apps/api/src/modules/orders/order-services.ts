// What a paid order delivered, as the back office's order page lists it (docs/contracts.md §8): its eSIMs and its
// subscription, each with the status the customer sees (a travel eSIM past its validity is expired, a cancelled
// subscription past its last day has ended).
import type { OrderServiceRef } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toEsimRecord } from '../esims/esims.service.js';
import { subscriptionRecord } from '../subscriptions/subscriptions.repository.js';

export async function orderServiceRefs(db: Kysely<Database>, orderId: string, now: Date): Promise<OrderServiceRef[]> {
  const [esims, subscriptions] = await Promise.all([
    db.selectFrom('esims').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  ]);
  const today = now.toISOString().slice(0, 10);
  return [
    ...esims.map((row): OrderServiceRef => {
      const esim = toEsimRecord(row, now);
      return {
        kind: 'esim',
        id: esim.id,
        name: esim.name,
        status: esim.status,
        iccid: esim.iccid,
        startedAt: esim.createdAt,
      };
    }),
    ...subscriptions.map((row): OrderServiceRef => {
      const subscription = subscriptionRecord(row, today);
      return {
        kind: 'subscription',
        id: subscription.id,
        name: subscription.name,
        status: subscription.status,
        monthlyCents: subscription.monthlyCents,
        endsOn: subscription.endsOn,
        startedAt: subscription.startedOn,
      };
    }),
  ];
}
