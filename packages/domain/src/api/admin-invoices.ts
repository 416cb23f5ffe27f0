// /api/admin/invoices and its records, bulk actions, reminders, documents and export (docs/contracts.md §4): the rows,
// the list's query and stat cards, an invoice record, and the bodies of schemas/admin.ts.

import { z } from 'zod';
import { AMOUNT_RANGES, DEFAULT_INVOICE_SORT, INVOICE_SORT_KEYS, INVOICE_STATUSES } from '../admin-lists/types.js';
import {
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  BulkInvoiceStatusSchema,
  InvoiceStatusSchema,
} from '../schemas/admin.js';
import {
  choiceParam,
  IdListParamSchema,
  IsoDateSchema,
  listPageSchema,
  listPagingFields,
  MonthParamSchema,
  searchParam,
  SortDirectionParamSchema,
  sortParam,
} from './common.js';

const EXAMPLE_INVOICE = {
  id: 311,
  invoice_number: 'INV-2025-014',
  customer_name: 'Sanne de Vries',
  customer_email: 'sanne@example.nl',
  amount: 89.95,
  status: 'sent',
  issue_date: '2025-01-14',
  due_date: '2025-01-28',
  paid_date: null,
  recurring: true,
  kind: 'invoice',
} as const;

const EXAMPLE_RECORD = {
  ...EXAMPLE_INVOICE,
  customerId: 42,
  lines: [
    {
      description: 'Diensten',
      quantity: 1,
      unitPrice: 89.95,
      unitPriceCents: 8995,
      vatPercent: 21,
      amount: 89.95,
      amountCents: 8995,
    },
  ],
  amountCents: 8995,
  vatPercent: 21,
  reverseCharge: false,
  vatAmount: 18.89,
  vatAmountCents: 1889,
  totalAmount: 108.84,
  totalAmountCents: 10884,
  creditNoteOf: null,
  creditNoteOfNumber: null,
  creditNoteId: null,
  orderId: null,
} as const;

/** An invoice or a credit note (docs/contracts.md §7). */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A row of the invoice list. */
export const InvoiceRowSchema = z
  .object({
    id: z.number().int().positive(),
    invoice_number: z
      .string()
      .regex(/^(INV|CN)-\d{4}-\d{3,}$/)
      .meta({ description: 'INV-YYYY-NNN, a credit note CN-YYYY-NNN' }),
    customer_name: z.string(),
    customer_email: z.string(),
    amount: z.number().meta({ description: 'Euros before VAT (negative on a credit note)' }),
    status: z
      .enum(INVOICE_STATUSES)
      .meta({ description: 'The stored status; the list shows `overdue` for one not paid and due before today' }),
    issue_date: IsoDateSchema,
    due_date: IsoDateSchema,
    paid_date: IsoDateSchema.nullable().meta({ description: 'Null while unpaid' }),
    recurring: z.boolean(),
    kind: z.enum(INVOICE_KINDS),
  })
  .meta({ id: 'InvoiceRow', example: EXAMPLE_INVOICE });
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/** One line of an invoice: before VAT, at 21% VAT. */
export const InvoiceLineSchema = z
  .object({
    description: z.string(),
    quantity: z.number().int().positive(),
    unitPrice: z.number().meta({ description: 'Euros before VAT (negative on a credit note)' }),
    unitPriceCents: z.number().int(),
    vatPercent: z.number(),
    amount: z.number().meta({ description: 'Quantity × unit price, euros before VAT' }),
    amountCents: z.number().int(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/**
 * An invoice as the back office and its customer read it: the row with the customer it bills, its lines and amounts
 * (`amount` before VAT, `vatAmount` 21% of it rounded half up, `totalAmount` with VAT), and its links: the order it
 * came from, the invoice a credit note credits, the credit note of a credited invoice.
 */
export const InvoiceRecordSchema = InvoiceRowSchema.extend({
  customerId: z
    .number()
    .int()
    .positive()
    .nullable()
    .meta({ description: 'The customer it bills, null once that customer is deleted' }),
  lines: z.array(InvoiceLineSchema),
  amountCents: z.number().int(),
  vatPercent: z
    .number()
    .meta({ description: "The VAT rate: the buyer's country's (docs/contracts.md §13); 0 when reverse charged" }),
  reverseCharge: z
    .boolean()
    .meta({ description: 'VAT reverse charged ("btw verlegd"): the business buyer accounts for it' }),
  vatAmount: z.number(),
  vatAmountCents: z.number().int(),
  totalAmount: z.number().meta({ description: 'Euros including VAT' }),
  totalAmountCents: z.number().int(),
  creditNoteOf: z.number().int().nullable().meta({ description: "A credit note's original invoice" }),
  creditNoteOfNumber: z.string().nullable(),
  creditNoteId: z.number().int().nullable().meta({ description: "A credited invoice's credit note" }),
  orderId: z.string().nullable().meta({ description: 'The order it was made for (ORD-…)' }),
}).meta({ id: 'Invoice', example: EXAMPLE_RECORD });
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

/** The invoice list's stat cards (over every invoice, not the filtered page). */
export const InvoiceStatsSchema = z
  .object({
    totalRevenue: z
      .number()
      .meta({ description: 'Euros before VAT: paid invoices minus their credit notes (the revenue basis everywhere)' }),
    totalRevenueCents: z.number().int(),
    paid: z.number().int().meta({ description: 'Paid invoices (credit notes not counted)' }),
    pending: z.number().int().meta({ description: 'Sent and not past due: "awaiting payment"' }),
    overdue: z.number().int().meta({ description: 'Displayed as overdue: "needs attention"' }),
    revenueGrowthPercent: z.number().meta({ description: 'Fixed +12.5 (spec point 9)' }),
  })
  .meta({
    id: 'InvoiceStats',
    example: {
      totalRevenue: 10450.5,
      totalRevenueCents: 1045050,
      paid: 80,
      pending: 12,
      overdue: 3,
      revenueGrowthPercent: 12.5,
    },
  });
export type InvoiceStats = z.infer<typeof InvoiceStatsSchema>;

/**
 * `?search=&status=&month=&amount=&sort=&dir=&page=&pageSize=`. Strict (docs/contracts.md §7): a value outside the allowed
 * ones answers 400 with `fields` naming the parameter; an empty or absent parameter takes its default; a repeated one
 * is refused. `parseInvoiceListQuery` reads a query with it and settles `dir`.
 */
export const InvoiceListQuerySchema = z.object({
  search: searchParam('Invoice number, customer name or e-mail'),
  status: choiceParam([...INVOICE_STATUSES, 'all'], 'all', 'validation.status.invalid').meta({
    description: '`overdue` matches the displayed status: not paid and due before today',
  }),
  month: MonthParamSchema.meta({ description: 'Issue month, YYYY-MM (month 01-12)' }),
  amount: choiceParam([...AMOUNT_RANGES, 'all'], 'all').meta({
    description: 'Inclusive bounds: 50 and 100 fall into two ranges',
  }),
  sort: sortParam(INVOICE_SORT_KEYS, DEFAULT_INVOICE_SORT.key),
  dir: SortDirectionParamSchema,
  ...listPagingFields,
});

/** `GET /api/admin/invoices/export`: the list's query without paging, or only the rows of `ids`. */
export const InvoiceExportQuerySchema = InvoiceListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ids: IdListParamSchema,
});

/** `GET /api/admin/invoices`: one page with the stat cards. */
export const InvoiceListAnswerSchema = listPageSchema(InvoiceRowSchema, InvoiceStatsSchema).meta({
  id: 'InvoiceList',
  example: {
    items: [EXAMPLE_INVOICE],
    page: 1,
    pageSize: 10,
    total: 1,
    totalPages: 1,
    stats: { totalRevenue: 0, totalRevenueCents: 0, paid: 0, pending: 1, overdue: 0, revenueGrowthPercent: 12.5 },
  },
});
export type InvoiceListAnswer = z.infer<typeof InvoiceListAnswerSchema>;

/** One invoice: `GET`, `PUT`, `POST …/status` of `/api/admin/invoices/{id}` and `POST /api/admin/invoices` 201. */
export const InvoiceAnswerSchema = z
  .object({ invoice: InvoiceRecordSchema })
  .meta({ id: 'InvoiceAnswer', example: { invoice: EXAMPLE_RECORD } });
export type InvoiceAnswer = z.infer<typeof InvoiceAnswerSchema>;

/** `POST /api/admin/invoices/{id}/reminder` 202. */
export const ReminderAnswerSchema = z.object({ sent: z.literal(1) }).meta({ id: 'ReminderSent', example: { sent: 1 } });
export type ReminderAnswer = z.infer<typeof ReminderAnswerSchema>;

/** `POST /api/admin/invoices/reminders`: only sent invoices get one; the others and unknown ids are skipped. */
export const RemindersAnswerSchema = z
  .object({ sent: z.number().int().min(0), skipped: z.number().int().min(0) })
  .meta({ id: 'RemindersSent', example: { sent: 2, skipped: 1 } });
export type RemindersAnswer = z.infer<typeof RemindersAnswerSchema>;

/**
 * `POST /api/admin/invoices/bulk-status`: the invoices whose status may move to the one asked (canMoveInvoice) move;
 * the others (and unknown ids) are skipped and counted.
 */
export const BulkInvoiceStatusAnswerSchema = z
  .object({ updated: z.number().int().min(0), skipped: z.number().int().min(0) })
  .meta({ id: 'BulkInvoiceStatusAnswer', example: { updated: 2, skipped: 1 } });
export type BulkInvoiceStatusAnswer = z.infer<typeof BulkInvoiceStatusAnswerSchema>;

/** `POST /api/admin/invoices/bulk-delete`: drafts are deleted; the others (and unknown ids) are skipped. */
export const BulkInvoiceDeleteAnswerSchema = z
  .object({ deleted: z.number().int().min(0), skipped: z.number().int().min(0) })
  .meta({ id: 'BulkInvoiceDeleteAnswer', example: { deleted: 2, skipped: 1 } });
export type BulkInvoiceDeleteAnswer = z.infer<typeof BulkInvoiceDeleteAnswerSchema>;

/** `POST /api/admin/invoices/{id}/credit-note`: an optional reason, kept in the credit note's line. */
export const CreditNoteBodySchema = z
  .object({ reason: z.string().trim().max(200, 'validation.invalid').optional() })
  .meta({ id: 'CreditNoteRequest', example: { reason: 'Service cancelled' } });

export const InvoiceCreateBodySchema = AdminInvoiceCreateSchema.meta({
  id: 'InvoiceCreateRequest',
  example: {
    customerId: 42,
    amount: '89.95',
    issueDate: '2025-01-14',
    dueDate: '2025-01-28',
    status: 'draft',
    recurring: false,
  },
});
export const InvoiceUpdateBodySchema = AdminInvoiceUpdateSchema.meta({
  id: 'InvoiceUpdateRequest',
  example: { amount: '95.00', issueDate: '2025-01-14', dueDate: '2025-02-13' },
});
export const InvoiceStatusBodySchema = InvoiceStatusSchema.meta({
  id: 'InvoiceStatusRequest',
  example: { status: 'paid' },
});
export const BulkInvoiceStatusBodySchema = BulkInvoiceStatusSchema.meta({
  id: 'BulkInvoiceStatusRequest',
  example: { ids: [311, 312], status: 'sent' },
});
