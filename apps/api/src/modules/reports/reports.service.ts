// The back office's reports (docs/contracts.md §4): paid revenue per month, customers per plan and status, invoices per
// displayed status. Read from the tables on each call; "now" from the clock.
import type { Kysely } from 'kysely';
import type { ReportsAnswer } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { createReportsRepository } from './reports.repository.js';

export function createReportsService(db: Kysely<Database>, clock: Clock = systemClock) {
  const invoices = createInvoicesRepository(db);
  const customers = createReportsRepository(db);
  return {
    /** The last 12 months of paid revenue (by paid date), and the customers and invoices per plan and status. */
    async reports(): Promise<ReportsAnswer> {
      const now = clock.now();
      const months = Array.from({ length: 12 }, (_, index) => {
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
        return date.toISOString().slice(0, 7);
      });
      const paid = new Map((await invoices.revenueByMonth(`${months[0]}-01`)).map((row) => [row.month, row]));
      return {
        revenueByMonth: months.map((month) => ({
          month,
          revenue: (paid.get(month)?.cents ?? 0) / 100,
          invoices: paid.get(month)?.invoices ?? 0,
        })),
        customersByPlan: await customers.customersByPlan(),
        customersByStatus: await customers.customersByStatus(),
        invoicesByStatus: (await invoices.invoicesByDisplayStatus(now.toISOString().slice(0, 10))).map((row) => ({
          status: row.status,
          count: row.count,
          amount: row.cents / 100,
        })),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
