// SQL for the reports' customer counts (the invoice figures are in invoices.repository.ts).
import type { Kysely } from 'kysely';
import type { CustomerPlan, CustomerStatus } from '@telecom/domain';
import type { Database } from '../../db/schema.js';

export function createReportsRepository(db: Kysely<Database>) {
  return {
    async customersByPlan(): Promise<{ plan: CustomerPlan; count: number }[]> {
      const rows = await db
        .selectFrom('customers')
        .select((eb) => ['plan', eb.fn.countAll<number>().as('count')])
        .groupBy('plan')
        .orderBy('plan')
        .execute();
      return rows.map((row) => ({ plan: row.plan, count: Number(row.count) }));
    },

    async customersByStatus(): Promise<{ status: CustomerStatus; count: number }[]> {
      const rows = await db
        .selectFrom('customers')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .orderBy('status')
        .execute();
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },
  };
}
