// SQL of the eSIMs (docs/contracts.md §8): the rows of `esims`, the order's token hash that lets a guest read them, and
// the conditional updates that make each step happen once however many instances try it.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EsimsTable } from '../../db/schema.js';
import { linkedRecordIds } from '../customers/customers.repository.js';

export type EsimRow = Selectable<EsimsTable>;
type Db = Kysely<Database> | Transaction<Database>;

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

export function createEsimsRepository(db: Db) {
  return {
    async findById(id: number): Promise<(EsimRow & { access_token_hash: string | null }) | undefined> {
      return db
        .selectFrom('esims')
        .innerJoin('orders', 'orders.id', 'esims.order_id')
        .selectAll('esims')
        .select('orders.access_token_hash')
        .where('esims.id', '=', id)
        .executeTakeFirst();
    },

    /** An account's eSIMs: its own orders' and those of its confirmed customer record (guest orders), newest first. */
    async listForUser(userId: number): Promise<EsimRow[]> {
      return db
        .selectFrom('esims')
        .selectAll()
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('customer_id', 'in', linkedRecordIds(db, userId))]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The eSIM whose profile the provider calls `ref` (an ES2+ profile: its ICCID). */
    async findByProviderRef(ref: string): Promise<EsimRow | undefined> {
      return db.selectFrom('esims').selectAll().where('provider_ref', '=', ref).executeTakeFirst();
    },

    async listForOrder(orderId: string): Promise<EsimRow[]> {
      return db.selectFrom('esims').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    async setProviderRef(id: number, ref: string): Promise<void> {
      await db.updateTable('esims').set({ provider_ref: ref }).where('id', '=', id).execute();
    },

    /** preparing → ready with the codes; false when it was not preparing any more (done already). */
    async markReady(
      id: number,
      codes: { iccid: string; smdpAddress: string; activationCode: string; readyAt: string },
    ): Promise<boolean> {
      return changed(
        await db
          .updateTable('esims')
          .set({
            status: 'ready',
            iccid: codes.iccid,
            smdp_address: codes.smdpAddress,
            activation_code: codes.activationCode,
            ready_at: codes.readyAt,
          })
          .where('id', '=', id)
          .where('status', '=', 'preparing')
          .executeTakeFirst(),
      );
    },

    /** ready → installed; a travel plan's validity (and usage period) starts then. */
    async markInstalled(
      id: number,
      installed: {
        installedAt: string;
        validUntil: string | null;
        periodStart: string | null;
        periodEnd: string | null;
      },
    ): Promise<boolean> {
      const update = db
        .updateTable('esims')
        .set({
          status: 'installed',
          installed_at: installed.installedAt,
          valid_until: installed.validUntil,
          ...(installed.periodStart !== null
            ? { period_start: installed.periodStart, period_end: installed.periodEnd }
            : {}),
        })
        .where('id', '=', id)
        .where('status', '=', 'ready');
      return changed(await update.executeTakeFirst());
    },

    /** A new usage period from 0 (eSIM Pro's next month), once: only if the period is still `fromPeriodStart`. */
    async startPeriod(id: number, fromPeriodStart: string | null, period: { start: string; end: string }) {
      const update = db
        .updateTable('esims')
        .set({ used_mb: 0, period_start: period.start, period_end: period.end })
        .where('id', '=', id);
      await (
        fromPeriodStart === null
          ? update.where('period_start', 'is', null)
          : update.where('period_start', '=', fromPeriodStart)
      ).execute();
    },

    /** Adds data use (in one statement: two usage events at once both count); an installed eSIM becomes active. */
    async addUsage(id: number, mb: number): Promise<void> {
      await db
        .updateTable('esims')
        .set((eb) => ({ used_mb: eb('used_mb', '+', mb), status: 'active' }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * The data of the eSIM's paid top-ups that counts in the period starting `periodStart` (docs/contracts.md §14): an
     * eSIM Pro's of that month, a travel plan's (period_start null) all of them.
     */
    async topUpMb(id: number, periodStart: string): Promise<number> {
      const row = await db
        .selectFrom('esim_top_ups')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('mb'), eb.lit(0)).as('mb'))
        .where('esim_id', '=', id)
        .where('status', '=', 'paid')
        .where((eb) => eb.or([eb('period_start', 'is', null), eb('period_start', '=', periodStart)]))
        .executeTakeFirstOrThrow();
      return Number(row.mb);
    },

    /** Whether the eSIM's auto top-up is on. */
    async autoTopUpEnabled(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('esim_auto_top_ups')
        .select('enabled')
        .where('esim_id', '=', id)
        .executeTakeFirst();
      return Number(row?.enabled ?? 0) === 1;
    },

    /** Marks the warning at `level` sent for `periodStart`; true for the one caller that did. */
    async markWarned(id: number, level: 80 | 100, periodStart: string): Promise<boolean> {
      const column = level === 80 ? 'warned_80_period' : 'warned_100_period';
      return changed(
        await db
          .updateTable('esims')
          .set({ [column]: periodStart })
          .where('id', '=', id)
          .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<>', periodStart)]))
          .executeTakeFirst(),
      );
    },
  };
}
