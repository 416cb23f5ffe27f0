// Invoice statuses move only forward (docs/contracts.md §7): draft → sent, draft → cancelled, sent → paid,
// sent → cancelled. A stored 'overdue' (older data) is a sent invoice past its due date and moves as 'sent'.
// Paid and cancelled are final: a paid invoice is undone by a credit note, never by a status change.

import type { InvoiceStatus } from '../admin-lists/types.js';

/** Where each stored status may move to. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  draft: ['sent', 'cancelled'],
  sent: ['paid', 'cancelled'],
  overdue: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/** Whether an invoice with the stored status `from` may move to `to` (a move to the same status never may). */
export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

/** The statuses an invoice with the stored status `from` may move to, in the order of the table. */
export function nextInvoiceStatuses(from: InvoiceStatus): readonly InvoiceStatus[] {
  return INVOICE_TRANSITIONS[from];
}

/** Only a draft may be edited or deleted. */
export const isInvoiceEditable = (status: InvoiceStatus): boolean => status === 'draft';
