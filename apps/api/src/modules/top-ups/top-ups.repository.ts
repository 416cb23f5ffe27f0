// SQL of eSIM top-ups (docs/contracts.md §14): the rows of `esim_top_ups` and `esim_auto_top_ups`, and the conditional
// updates that move a top-up from pending once, however many notices arrive on however many instances.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EsimTopUpsTable } from '../../db/schema.js';

export type TopUpRow = Selectable<EsimTopUpsTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function createTopUpsRepository(db: Db) {
  return {
    async findById(id: number): Promise<TopUpRow | undefined> {
      return db.selectFrom('esim_top_ups').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByTransactionId(transactionId: string): Promise<TopUpRow | undefined> {
      return db.selectFrom('esim_top_ups').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
    },

    /** An eSIM's top-ups, newest first. */
    async listForEsim(esimId: number): Promise<TopUpRow[]> {
      return db.selectFrom('esim_top_ups').selectAll().where('esim_id', '=', esimId).orderBy('id', 'desc').execute();
    },

    /**
     * Stores a pending top-up; undefined when its `auto_key` is taken already (an auto top-up at this allowance was
     * bought: of two attempts, one stores).
     */
    async insert(values: Omit<TopUpRow, 'id' | 'automatic'> & { automatic: 0 | 1 }): Promise<number | undefined> {
      const row = await db
        .insertInto('esim_top_ups')
        .values(values)
        .onConflict((conflict) => conflict.column('auto_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row && Number(row.id);
    },

    async setTransactionId(id: number, transactionId: string): Promise<void> {
      await db.updateTable('esim_top_ups').set({ transaction_id: transactionId }).where('id', '=', id).execute();
    },

    /** pending → `status`; true for the one caller that moved it. */
    async settle(id: number, status: 'paid' | 'failed' | 'expired', paidAt: string | null): Promise<boolean> {
      const result = await db
        .updateTable('esim_top_ups')
        .set({ status, paid_at: paidAt })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setInvoice(id: number, invoiceId: number): Promise<void> {
      await db.updateTable('esim_top_ups').set({ invoice_id: invoiceId }).where('id', '=', id).execute();
    },

    /** What the eSIM's auto top-ups (pending or paid) charge in the calendar month from `monthStartIso` on. */
    async autoSpentSince(esimId: number, monthStartIso: string): Promise<number> {
      const row = await db
        .selectFrom('esim_top_ups')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('price_with_vat_cents'), eb.lit(0)).as('cents'))
        .where('esim_id', '=', esimId)
        .where('automatic', '=', 1)
        .where('status', 'in', ['pending', 'paid'])
        .where('created_at', '>=', monthStartIso)
        .executeTakeFirstOrThrow();
      return Number(row.cents);
    },

    async autoSettings(esimId: number) {
      return db.selectFrom('esim_auto_top_ups').selectAll().where('esim_id', '=', esimId).executeTakeFirst();
    },

    async saveAutoSettings(values: {
      esim_id: number;
      enabled: 0 | 1;
      bundle: TopUpRow['bundle'];
      monthly_cap_cents: number;
      updated_at: string;
    }): Promise<void> {
      const { esim_id: _key, ...changes } = values;
      await db
        .insertInto('esim_auto_top_ups')
        .values(values)
        .onConflict((conflict) => conflict.column('esim_id').doUpdateSet(changes))
        .execute();
    },
  };
}
