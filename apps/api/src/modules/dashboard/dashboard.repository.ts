// SQL for the dashboard's figures that no list holds: the services.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function createDashboardRepository(db: Kysely<Database>) {
  return {
    /** Active services per kind. */
    async activeServicesByKind(): Promise<{ kind: string; count: number }[]> {
      const rows = await db
        .selectFrom('services')
        .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
        .where('status', '=', 'active')
        .groupBy('kind')
        .execute();
      return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
    },

    /** Active services started at or after `since` (an ISO instant). */
    async activeServicesSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'active')
        .where('started_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
