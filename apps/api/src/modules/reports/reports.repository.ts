// SQL for the reports' customer counts (the invoice figures are in invoices.repository.ts).
import type { Kysely } from 'kysely';
import type { CustomerPlan, CustomerStatus } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { customerCounts } from '../../db/stat-counters.js';

export function createReportsRepository(db: Kysely<Database>) {
  return {
    /** Customers per status and plan, from the counters (db/stat-counters.ts); the service sums them per value. */
    async customersByStatusAndPlan(): Promise<{ status: CustomerStatus; plan: CustomerPlan; count: number }[]> {
      return (await customerCounts(db, '')).map(({ status, plan, count }) => ({ status, plan, count }));
    },
  };
}
