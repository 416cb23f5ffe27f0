// The order chain's invoices (docs/contracts.md §7 "Only a paid order counts"): the hooks the orders service runs in the
// transaction that marks an order paid (its invoice) or refunded (the credit note of that invoice), and what an
// order's back-office detail shows of them.
import { orderInvoiceLines, type AdminOrderAnswer } from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaidOrder } from '../orders/orders.service.js';
import type { OrderRecord } from '../orders/orders.repository.js';
import { createCreditNote, createOrderInvoice } from './invoices.service.js';

/** `onOrderPaid` and `onOrderRefunded` of the orders service. */
export function orderInvoiceHooks(clock: Clock) {
  return {
    /** The paid order's invoice, billed to the customer record the order was booked on (its name and address). */
    async onOrderPaid(trx: Transaction<Database>, { order, customerId, userId, language }: PaidOrder): Promise<void> {
      // An order that charges nothing has no invoice: the AI assistant's trial (the billing run invoices after it).
      if (orderInvoiceLines(order.product, language).length === 0) return;
      // The lines in the language the invoice's document is written in: the account's, else the order's.
      const account =
        userId === null
          ? undefined
          : await trx.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      const customer = await trx
        .selectFrom('customers')
        .select(['name', 'email'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      await createOrderInvoice(trx, {
        orderId: order.id,
        customerId,
        customerName: customer.name,
        customerEmail: customer.email,
        lines: orderInvoiceLines(order.product, account?.language ?? language),
        paidAt: order.paidAt ?? clock.now().toISOString(),
        language: account?.language ?? language,
        recurring: order.product.billing === 'monthly',
        // The order's VAT (pricing/vat.ts): the rate it was priced at, and a business's reverse charge.
        vat: { percent: order.product.vatPercent, reverseCharge: order.reverseCharge },
      });
    },

    /** The credit note of the refunded order's invoice. */
    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: OrderRecord }): Promise<void> {
      const invoice = await trx
        .selectFrom('invoices')
        .select('id')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'invoice')
        .executeTakeFirst();
      if (invoice) await createCreditNote(trx, invoice.id, { now: clock.now() });
    },
  };
}

/** The invoice and the credit note of an order, as its back-office detail names them. */
export async function orderInvoiceRefs(
  db: Kysely<Database>,
  orderId: string,
): Promise<Pick<AdminOrderAnswer, 'invoice' | 'creditNote'>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'status', 'kind', 'total_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const ref = (kind: 'invoice' | 'credit-note') => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row
      ? {
          id: row.id,
          number: row.invoice_number,
          status: row.status,
          totalAmount: row.total_cents / 100,
          totalAmountCents: row.total_cents,
        }
      : null;
  };
  return { invoice: ref('invoice'), creditNote: ref('credit-note') };
}
