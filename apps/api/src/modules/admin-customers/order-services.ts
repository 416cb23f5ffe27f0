// What a paid order delivered, as the back office's order and customer pages list it (docs/contracts.md §8, §14): its
// eSIMs and its subscription, each with the status the customer sees (a travel eSIM past its validity is expired, a
// cancelled subscription past its last day has ended) and the back office's actions that apply to it now. It reads the
// eSIMs', subscriptions' and invoices' modules, which build on orders: the orders service gets it from app.ts as
// `deliveriesOf` (docs/decisions/065).
import type { AdminOrderAnswer, OrderServiceRef } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { esimServiceRef } from '../esims/esims.service.js';
import { orderInvoiceRefs } from '../invoices/order-invoices.js';
import type { EsimRow } from '../esims/esims.repository.js';
import { subscriptionServiceRef, type SubscriptionDbRow } from '../subscriptions/subscriptions.repository.js';

function refsOf(esims: readonly EsimRow[], subscriptions: readonly SubscriptionDbRow[], now: Date): OrderServiceRef[] {
  const today = now.toISOString().slice(0, 10);
  return [
    ...esims.map((row) => esimServiceRef(row, now)),
    ...subscriptions.map((row) => subscriptionServiceRef(row, today)),
  ];
}

export async function orderServiceRefs(db: Kysely<Database>, orderId: string, now: Date): Promise<OrderServiceRef[]> {
  const [esims, subscriptions] = await Promise.all([
    db.selectFrom('esims').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  ]);
  return refsOf(esims, subscriptions, now);
}

/** The orders service's `deliveriesOf`: an order's invoice and credit note, then its eSIMs and subscription. */
export function orderDeliveries(db: Kysely<Database>) {
  return async (
    orderId: string,
    now: Date,
  ): Promise<Pick<AdminOrderAnswer, 'invoice' | 'creditNote' | 'services'>> => ({
    ...(await orderInvoiceRefs(db, orderId)),
    services: await orderServiceRefs(db, orderId, now),
  });
}

/** The eSIMs and subscriptions of a customer record's orders, newest first. */
export async function customerServiceRefs(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<OrderServiceRef[]> {
  const [esims, subscriptions] = await Promise.all([
    db.selectFrom('esims').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute(),
    db.selectFrom('subscriptions').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').execute(),
  ]);
  return refsOf(esims, subscriptions, now);
}
