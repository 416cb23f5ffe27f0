// The credit note of a withdrawal (docs/contracts.md §13 "Withdrawal"): the refunded amount only, not the whole invoice
// as the back office's credit note (§7). One line, "Withdrawal from order …", and the amounts of the refund: its VAT
// is the invoice's VAT in the same share (so that whatever rate the invoice charged, the credit note charges the same),
// the amount before VAT the rest. Numbered CN-YYYY-NNN in the credit notes' series, linked to the invoice and the order.
import { translateMessage, type Language } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { nextDocumentNumber } from '../invoices/invoices.service.js';

/** Writes the credit note of `refundCents` (with VAT) for the order's paid invoice; its number, or null without one. */
export async function createWithdrawalCreditNote(
  trx: Kysely<Database>,
  { orderId, refundCents, language, now }: { orderId: string; refundCents: number; language: Language; now: Date },
): Promise<string | null> {
  if (refundCents <= 0) return null;
  const found = await trx
    .selectFrom('invoices')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  if (!found) return null;
  const invoices = createInvoicesRepository(trx);
  const original = await invoices.findInvoice(found.id);
  if (!original || original.status !== 'paid') return null;
  if ((await invoices.creditNoteOf(original.id)) !== undefined) throw new AppError(409, 'CREDIT_NOTE_EXISTS');
  const totalCents = Math.min(refundCents, original.total_cents);
  const vatCents =
    original.total_cents === 0 ? 0 : Math.round((original.vat_cents * totalCents) / original.total_cents);
  const amountCents = totalCents - vatCents;
  const day = now.toISOString().slice(0, 10);
  const invoiceNumber = await nextDocumentNumber(invoices, 'CN', day);
  await invoices.insertInvoice({
    invoiceNumber,
    customerId: original.customer_id,
    customerName: original.customer_name,
    customerEmail: original.customer_email,
    amountCents: -amountCents,
    vatCents: -vatCents,
    totalCents: -totalCents,
    // The invoice's rate and treatment, as the back office's credit note keeps them (docs/contracts.md §13).
    vatPercent: original.vat_percent,
    reverseCharge: original.reverse_charge === 1,
    lines: [
      {
        description: translateMessage('invoice.line.withdrawal', language, {
          orderId,
          invoice: original.invoice_number,
        }),
        quantity: 1,
        unitPriceCents: -amountCents,
      },
    ],
    status: 'paid',
    issueDate: day,
    dueDate: day,
    paidDate: day,
    recurring: false,
    kind: 'credit-note',
    creditNoteOf: original.id,
    orderId,
  });
  await createActivityRepository(trx).addActivity({
    type: 'invoice',
    messageKey: 'activity.creditNoteCreated',
    params: { creditNote: invoiceNumber, invoice: original.invoice_number, name: original.customer_name },
    status: 'warning',
    timestamp: now.toISOString(),
  });
  return invoiceNumber;
}
