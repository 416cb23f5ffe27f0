// GET /api/admin/reports (docs/contracts.md §4): paid revenue per month, customers per plan and status, invoices per
// displayed status.

import { z } from 'zod';
import { CUSTOMER_PLANS, CUSTOMER_STATUSES, INVOICE_STATUSES } from '../admin-lists/types.js';

export const ReportsAnswerSchema = z
  .object({
    revenueByMonth: z
      .array(
        z.object({
          month: z.string().regex(/^\d{4}-\d{2}$/),
          revenue: z.number().meta({ description: 'Euros before VAT: paid invoices minus credit notes' }),
          invoices: z.number().int().min(0).meta({ description: 'Paid invoices (credit notes not counted)' }),
        }),
      )
      .meta({
        description: 'The last 12 months, oldest first, ending with the current month: paid invoices by paid date',
      }),
    customersByPlan: z
      .array(z.object({ plan: z.enum(CUSTOMER_PLANS), count: z.number().int().min(0) }))
      .meta({ description: 'Plans without customers are left out' }),
    customersByStatus: z.array(z.object({ status: z.enum(CUSTOMER_STATUSES), count: z.number().int().min(0) })),
    invoicesByStatus: z
      .array(
        z.object({
          status: z.enum(INVOICE_STATUSES),
          count: z.number().int().min(0),
          amount: z.number().meta({ description: 'Euros' }),
        }),
      )
      .meta({
        description:
          'Invoices (not credit notes) by the status the invoice list shows: not paid and due before today is overdue; amounts before VAT',
      }),
  })
  .meta({
    id: 'Reports',
    example: {
      revenueByMonth: [{ month: '2025-01', revenue: 4210.5, invoices: 38 }],
      customersByPlan: [{ plan: 'voip', count: 54 }],
      customersByStatus: [{ status: 'active', count: 97 }],
      invoicesByStatus: [{ status: 'paid', count: 80, amount: 10450.5 }],
    },
  });
export type ReportsAnswer = z.infer<typeof ReportsAnswerSchema>;
