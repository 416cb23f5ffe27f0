export { canMoveInvoice, INVOICE_TRANSITIONS, isInvoiceEditable, nextInvoiceStatuses } from './transitions.js';
export {
  creditNoteLines,
  INVOICE_VAT_PERCENT,
  invoiceAmounts,
  lineAmountCents,
  orderInvoiceLines,
  type InvoiceAmounts,
  type InvoiceLineInput,
} from './lines.js';
