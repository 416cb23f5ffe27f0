// /api/admin/customers and its records, bulk actions and export (docs/contracts.md §4): the rows, the list's query and
// stat cards, a customer's record with its invoices and services, and the bodies of schemas/admin.ts.

import { z } from 'zod';
import { CUSTOMER_PLANS, CUSTOMER_SORT_KEYS, CUSTOMER_STATUSES, DEFAULT_CUSTOMER_SORT } from '../admin-lists/types.js';
import { AdminCustomerSchema, BulkCustomerStatusSchema } from '../schemas/admin.js';
import {
  choiceParam,
  IdListParamSchema,
  listPageSchema,
  listPagingFields,
  searchParam,
  SortDirectionParamSchema,
  sortParam,
} from './common.js';
import { InvoiceRecordSchema } from './admin-invoices.js';
import { OrderServiceRefSchema } from './admin-orders.js';
import { DASHBOARD_SERVICE_KINDS } from './admin-dashboard.js';

/** A service's state: running, or ended. */
export const SERVICE_STATUSES = ['active', 'expired'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const EXAMPLE_CUSTOMER = {
  id: 42,
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  plan: 'voip',
  planName: 'VOIP Standard',
  status: 'active',
  created_at: '2024-03-05T10:15:00Z',
  totalSpent: 249.5,
} as const;

/** A row of the customer list, and the `customer` of a record. */
export const CustomerRowSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    plan: z.enum(CUSTOMER_PLANS).meta({ description: 'The product line; the plan filter filters by it' }),
    planName: z.string().meta({
      description:
        "The plan name of the catalogue, stored with the customer: 'eSIM Pro', 'VOIP Standard', 'VOIP Business', 'Business Pro'",
    }),
    status: z.enum(CUSTOMER_STATUSES),
    created_at: z.string().meta({ description: "ISO date-time, e.g. '2024-03-05T10:15:00Z'" }),
    totalSpent: z.number().meta({
      description: 'Euros with VAT: the paid invoices minus credit notes of this record, derived on each read',
    }),
  })
  .meta({ id: 'CustomerRow', example: EXAMPLE_CUSTOMER });
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

/** The customer list's stat cards (over every customer, not the filtered page). */
export const CustomerStatsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    newThisMonth: z.number().int(),
    averageSpend: z.number().int().meta({ description: 'Whole euros' }),
  })
  .meta({ id: 'CustomerStats', example: { total: 120, active: 97, newThisMonth: 8, averageSpend: 312 } });
export type CustomerStats = z.infer<typeof CustomerStatsSchema>;

/**
 * `?search=&status=&plan=&sort=&dir=&page=&pageSize=`. Strict (docs/contracts.md §7): a value outside the allowed ones
 * answers 400 with `fields` naming the parameter; an empty or absent parameter takes its default; a repeated one is
 * refused. `parseCustomerListQuery` reads a query with it and settles `dir`.
 */
export const CustomerListQuerySchema = z.object({
  search: searchParam('Name or e-mail, case- and accent-insensitive substring'),
  status: choiceParam([...CUSTOMER_STATUSES, 'all'], 'all', 'validation.status.invalid'),
  plan: choiceParam([...CUSTOMER_PLANS, 'all'], 'all', 'validation.plan.invalid'),
  sort: sortParam(CUSTOMER_SORT_KEYS, DEFAULT_CUSTOMER_SORT.key),
  dir: SortDirectionParamSchema,
  ...listPagingFields,
});

/** `GET /api/admin/customers/export`: the list's query without paging, or only the rows of `ids`. */
export const CustomerExportQuerySchema = CustomerListQuerySchema.omit({ page: true, pageSize: true }).extend({
  ids: IdListParamSchema,
});

/** `GET /api/admin/customers`: one page with the stat cards. */
export const CustomerListAnswerSchema = listPageSchema(CustomerRowSchema, CustomerStatsSchema).meta({
  id: 'CustomerList',
  example: {
    items: [EXAMPLE_CUSTOMER],
    page: 1,
    pageSize: 10,
    total: 1,
    totalPages: 1,
    stats: { total: 1, active: 1, newThisMonth: 0, averageSpend: 250 },
  },
});
export type CustomerListAnswer = z.infer<typeof CustomerListAnswerSchema>;

/** A service of a customer (`services` of the record). */
export const CustomerServiceSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(DASHBOARD_SERVICE_KINDS),
    status: z.enum(SERVICE_STATUSES),
    startedAt: z.string(),
  })
  .meta({
    id: 'CustomerService',
    example: { id: 5, kind: 'voip', status: 'active', startedAt: '2024-03-05T10:15:00Z' },
  });
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

/** `GET /api/admin/customers/{id}`: the record with its invoices and services. */
export const CustomerDetailAnswerSchema = z
  .object({
    customer: CustomerRowSchema,
    invoices: z.array(InvoiceRecordSchema),
    services: z.array(CustomerServiceSchema),
    orderServices: z.array(OrderServiceRefSchema).meta({
      description: "The eSIMs and subscriptions of the customer's orders, with the back office's actions (§14)",
    }),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetailAnswer = z.infer<typeof CustomerDetailAnswerSchema>;

/** `POST /api/admin/customers` 201 and `PUT /api/admin/customers/{id}` 200. */
export const CustomerAnswerSchema = z
  .object({ customer: CustomerRowSchema })
  .meta({ id: 'CustomerAnswer', example: { customer: EXAMPLE_CUSTOMER } });
export type CustomerAnswer = z.infer<typeof CustomerAnswerSchema>;

export const CustomerBodySchema = AdminCustomerSchema.meta({
  id: 'CustomerRequest',
  example: { name: 'Sanne de Vries', email: 'sanne@example.nl', planName: 'VOIP Standard', status: 'active' },
});
export const BulkCustomerStatusBodySchema = BulkCustomerStatusSchema.meta({
  id: 'BulkCustomerStatusRequest',
  example: { ids: [3, 7], status: 'suspended' },
});
