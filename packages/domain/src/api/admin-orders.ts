// /api/admin/orders (docs/contracts.md §7 "Back-office orders"): the list with its stat cards, one order with its payment,
// invoice and services, and the refund.

import { z } from 'zod';
import type { SortDirection } from '../admin-lists/types.js';
import { PAYMENT_METHODS } from '../schemas/checkout.js';
import { ESIM_ADMIN_ACTIONS, ESIM_STATUSES } from '../services/esims.js';
import { SUBSCRIPTION_ADMIN_ACTIONS, SUBSCRIPTION_STATUSES } from '../services/subscriptions.js';
import {
  choiceParam,
  IsoDateSchema,
  IsoDateTimeSchema,
  listPageSchema,
  listPagingFields,
  MonthParamSchema,
  searchParam,
  SortDirectionParamSchema,
  sortParam,
} from './common.js';
import { ORDER_STATUSES, OrderSchema, PAYMENT_STATUSES } from './orders.js';

export const ORDER_KINDS = ['esim-pro', 'travel', 'voip', 'ai-voicemail', 'ai-assistant'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_SORT_KEYS = ['createdAt', 'id', 'customerName', 'total', 'status'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
/** The newest orders first; any other column starts ascending, as a header click sorts it. */
export const DEFAULT_ORDER_SORT = { key: 'createdAt', direction: 'desc' } as const satisfies {
  key: OrderSortKey;
  direction: SortDirection;
};

const EXAMPLE_ORDER_ROW = {
  id: 'ORD-1736848200000',
  customerName: 'Sanne de Vries',
  customerEmail: 'sanne@example.nl',
  customerId: 42,
  kind: 'travel',
  productName: 'Standard',
  total: 24.19,
  totalCents: 2419,
  status: 'paid',
  paymentMethod: 'ideal',
  paymentStatus: 'paid',
  createdAt: '2025-01-14T09:30:00.000Z',
  paidAt: '2025-01-14T09:31:12.000Z',
} as const;

/** A row of the order list. */
export const OrderRowSchema = z
  .object({
    id: z.string(),
    customerName: z.string().meta({ description: "The shipping details' name" }),
    customerEmail: z.string(),
    customerId: z.number().int().nullable().meta({ description: 'The customer record the paid order is booked on' }),
    kind: z.enum(ORDER_KINDS),
    productName: z.string(),
    total: z.number().meta({ description: 'Euros including VAT (the first month for eSIM Pro)' }),
    totalCents: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    createdAt: IsoDateTimeSchema,
    paidAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'OrderRow', example: EXAMPLE_ORDER_ROW });
export type OrderRow = z.infer<typeof OrderRowSchema>;

/** The order list's stat cards, over every order (not the filtered page). */
export const OrderStatsSchema = z
  .object({
    paid: z.number().int().min(0),
    pending: z.number().int().min(0),
    failed: z.number().int().min(0).meta({ description: 'failed and expired' }),
    refunded: z.number().int().min(0),
    paidRevenue: z.number().meta({ description: 'Euros incl. VAT of the paid orders' }),
    paidRevenueCents: z.number().int(),
  })
  .meta({
    id: 'OrderStats',
    example: { paid: 41, pending: 2, failed: 3, refunded: 1, paidRevenue: 1523.4, paidRevenueCents: 152340 },
  });
export type OrderStats = z.infer<typeof OrderStatsSchema>;

/**
 * `?search=&status=&kind=&month=&sort=&dir=&page=&pageSize=`. Strict (docs/contracts.md §7): a value outside the allowed
 * ones answers 400 with `fields`; paging stays lenient (a page past the last shows the last).
 */
export const OrderListQuerySchema = z.object({
  search: searchParam('Order id, name or e-mail, case- and accent-insensitive substring'),
  status: choiceParam([...ORDER_STATUSES, 'all'], 'all', 'validation.status.invalid'),
  kind: choiceParam([...ORDER_KINDS, 'all'], 'all'),
  month: MonthParamSchema.meta({ description: 'Month the order was placed, YYYY-MM' }),
  sort: sortParam(ORDER_SORT_KEYS, DEFAULT_ORDER_SORT.key),
  dir: SortDirectionParamSchema,
  ...listPagingFields,
});
/** An order list query as parsed (`parseOrderListQuery`): `dir` settled by the sort key. */
export type OrderListQuery = Omit<z.output<typeof OrderListQuerySchema>, 'dir'> & { dir: SortDirection };

/** `GET /api/admin/orders`. */
export const OrderListAnswerSchema = listPageSchema(OrderRowSchema, OrderStatsSchema).meta({
  id: 'OrderList',
  example: {
    items: [EXAMPLE_ORDER_ROW],
    page: 1,
    pageSize: 10,
    total: 1,
    totalPages: 1,
    stats: { paid: 1, pending: 0, failed: 0, refunded: 0, paidRevenue: 24.19, paidRevenueCents: 2419 },
  },
});
export type OrderListAnswer = z.infer<typeof OrderListAnswerSchema>;

/** An invoice or credit note as an order's detail names it. */
export const OrderInvoiceRefSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'INV-YYYY-NNN or CN-YYYY-NNN' }),
    status: z.string(),
    totalAmount: z.number().meta({ description: 'Euros incl. VAT (negative for a credit note)' }),
    totalAmountCents: z.number().int(),
  })
  .meta({ id: 'OrderInvoiceRef' });

/**
 * What a paid order delivered (docs/contracts.md §8): its eSIM and, for eSIM Pro, its subscription; with the back
 * office's actions that apply to it now (§14).
 */
export const OrderServiceRefSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('esim'),
      id: z.number().int(),
      orderId: z.string(),
      name: z.string(),
      status: z.enum(ESIM_STATUSES),
      iccid: z.string().nullable(),
      startedAt: IsoDateTimeSchema,
      actions: z.array(z.enum(ESIM_ADMIN_ACTIONS)),
    }),
    z.object({
      kind: z.literal('subscription'),
      id: z.number().int(),
      orderId: z.string(),
      name: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      monthlyCents: z.number().int(),
      endsOn: IsoDateSchema.nullable(),
      minimumTermEnd: IsoDateSchema,
      startedAt: IsoDateSchema,
      actions: z.array(z.enum(SUBSCRIPTION_ADMIN_ACTIONS)),
    }),
  ])
  .meta({ id: 'OrderServiceRef' });
export type OrderServiceRef = z.infer<typeof OrderServiceRefSchema>;

/** `GET /api/admin/orders/{id}` and `POST …/refund`: the order with its account, invoice, credit note and services. */
export const AdminOrderAnswerSchema = z
  .object({
    order: OrderSchema,
    customerId: z.number().int().nullable(),
    userId: z.number().int().nullable().meta({ description: 'The account that placed it; null for a guest' }),
    invoice: OrderInvoiceRefSchema.nullable().meta({ description: 'The invoice of a paid order' }),
    creditNote: OrderInvoiceRefSchema.nullable().meta({ description: 'The credit note of a refunded order' }),
    services: z.array(OrderServiceRefSchema),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswerSchema>;

/** An order's eSIM as `OrderServiceRef` has it. */
export type EsimServiceRef = Extract<OrderServiceRef, { kind: 'esim' }>;
/** An order's subscription as `OrderServiceRef` has it. */
export type SubscriptionServiceRef = Extract<OrderServiceRef, { kind: 'subscription' }>;
