// The back office's reports (docs/contracts.md §4): paid revenue per month, customers per plan and status, invoices per
// displayed status. Read from the tables on each call; "now" from the clock.
import type { Kysely } from 'kysely';
import type { ReportsAnswer } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { createReportsRepository } from './reports.repository.js';

/** The counts summed per value, in the order of the values (as GROUP BY … ORDER BY gave them). */
function summed<V extends string>(pairs: readonly [V, number][]): [V, number][] {
  const sums = new Map<V, number>();
  for (const [value, count] of pairs) sums.set(value, (sums.get(value) ?? 0) + count);
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

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
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
      const paid = new Map(
        (await invoices.revenueByMonth(`${months[0]}-01`, nextMonth)).map((row) => [row.month, row]),
      );
      const counts = await customers.customersByStatusAndPlan();
      return {
        revenueByMonth: months.map((month) => ({
          month,
          revenue: (paid.get(month)?.cents ?? 0) / 100,
          invoices: paid.get(month)?.invoices ?? 0,
        })),
        customersByPlan: summed(counts.map((row) => [row.plan, row.count])).map(([plan, count]) => ({ plan, count })),
        customersByStatus: summed(counts.map((row) => [row.status, row.count])).map(([status, count]) => ({
          status,
          count,
        })),
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
