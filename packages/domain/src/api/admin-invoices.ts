// /api/admin/invoices and its records, bulk actions, reminders, documents and export (decisions.md §4): the rows,
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
  id: '311',
  invoice_number: 'INV-2025-014',
  customer_name: 'Sanne de Vries',
  customer_email: 'sanne@example.nl',
  amount: 89.95,
  status: 'sent',
  issue_date: '2025-01-14',
  due_date: '2025-01-28',
  paid_date: null,
  recurring: true,
} as const;

/** A row of the invoice list. */
export const InvoiceRowSchema = z
  .object({
    id: z.string().regex(/^\d+$/),
    invoice_number: z
      .string()
      .regex(/^INV-\d{4}-\d{3,}$/)
      .meta({ description: 'INV-YYYY-NNN' }),
    customer_name: z.string(),
    customer_email: z.string(),
    amount: z.number().meta({ description: 'Euros' }),
    status: z
      .enum(INVOICE_STATUSES)
      .meta({ description: 'The stored status; the list shows `overdue` for one not paid and due before today' }),
    issue_date: IsoDateSchema,
    due_date: IsoDateSchema,
    paid_date: IsoDateSchema.nullable().meta({ description: 'Null while unpaid' }),
    recurring: z.boolean(),
  })
  .meta({ id: 'InvoiceRow', example: EXAMPLE_INVOICE });
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/** An invoice as the back office and its customer read it: the row with the customer it bills. */
export const InvoiceRecordSchema = InvoiceRowSchema.extend({
  customerId: z
    .string()
    .regex(/^\d+$/)
    .nullable()
    .meta({ description: 'The customer it bills, null once that customer is deleted' }),
}).meta({ id: 'Invoice', example: { ...EXAMPLE_INVOICE, customerId: '42' } });
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

/** The invoice list's stat cards (over every invoice, not the filtered page). */
export const InvoiceStatsSchema = z
  .object({
    totalRevenue: z.number().meta({ description: 'Euros, the sum of paid invoices' }),
    totalRevenueCents: z.number().int(),
    paid: z.number().int(),
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
 * `?search=&status=&month=&amount=&sort=&dir=&page=&pageSize=`. Strict (decisions.md §7): a value outside the allowed
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
  .meta({ id: 'InvoiceAnswer', example: { invoice: { ...EXAMPLE_INVOICE, customerId: '42' } } });
export type InvoiceAnswer = z.infer<typeof InvoiceAnswerSchema>;

/** `POST /api/admin/invoices/{id}/reminder` 202. */
export const ReminderAnswerSchema = z.object({ sent: z.literal(1) }).meta({ id: 'ReminderSent', example: { sent: 1 } });
export type ReminderAnswer = z.infer<typeof ReminderAnswerSchema>;

/** `POST /api/admin/invoices/reminders`: paid and unknown invoices are skipped. */
export const RemindersAnswerSchema = z
  .object({ sent: z.number().int().min(0), skipped: z.number().int().min(0) })
  .meta({ id: 'RemindersSent', example: { sent: 2, skipped: 1 } });
export type RemindersAnswer = z.infer<typeof RemindersAnswerSchema>;

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
