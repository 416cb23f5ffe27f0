// SQL of the VOIP number inventory (docs/contracts.md §9): the numbers a new VOIP number is chosen from, each free, held
// (by a visitor's hold token, or by an order while its payment is open) or assigned to a paid order's subscription.
// A hold past `held_until` counts as free: nothing needs to sweep it. Every change is a conditional UPDATE, so that of
// two callers after the same number (on any instance) one gets it.
import type { Kysely } from 'kysely';
import type { Database, VoipNumbersTable } from '../../db/schema.js';
import { createOrdersRepository } from '../orders/orders.repository.js';

/** What a taken number is set to: a visitor's hold (token hash) or an order's (order id), until `held_until`. */
export type NumberHold = Pick<VoipNumbersTable, 'hold_token_hash' | 'held_until' | 'order_id'>;

/** A number that is free again. */
const FREE = {
  status: 'free',
  hold_token_hash: null,
  held_until: null,
  order_id: null,
  subscription_id: null,
} as const satisfies Partial<VoipNumbersTable>;

export function createVoipNumbersRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds the numbers that are not in the inventory yet as free (insert … on conflict do nothing: safe to repeat and
     * on several instances at once). Returns how many were added.
     */
    async ensureNumbers(numbers: readonly { number: string; area: string }[], now: string): Promise<number> {
      let added = 0;
      // 60 numbers (one area) per statement: far below either database's limit of parameters.
      for (let start = 0; start < numbers.length; start += 60) {
        const batch = numbers.slice(start, start + 60);
        const result = await db
          .insertInto('voip_numbers')
          .values(batch.map(({ number, area }) => ({ number, area, ...FREE, updated_at: now })))
          .onConflict((conflict) => conflict.column('number').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /** Up to `limit` free numbers of an area at `now` (lapsed holds included), in number order. */
    async listFree(area: string, now: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('voip_numbers')
        .select('number')
        .where('area', '=', area)
        .where((eb) =>
          eb.or([eb('status', '=', 'free'), eb.and([eb('status', '=', 'held'), eb('held_until', '<=', now)])]),
        )
        .orderBy('number')
        .limit(limit)
        .execute();
      return rows.map((row) => row.number);
    },

    async find(number: string) {
      return db.selectFrom('voip_numbers').selectAll().where('number', '=', number).executeTakeFirst();
    },

    /**
     * Takes `number` for `hold` when it is free at `now`: status free, a hold that has lapsed, or (with `ownTokenHash`)
     * a visitor's hold under that token. A lapsed hold of an order expires that order first, as the expiry sweep
     * would, so that it can never be paid after its number has gone to someone else (both change the order's row:
     * whichever comes first wins, and a number paid for meanwhile is assigned, which this update then misses).
     * Run it in a transaction. Returns 'taken', 'unavailable' or 'unknown' (not a number of the inventory).
     */
    async take(
      number: string,
      hold: NumberHold,
      now: string,
      ownTokenHash?: string,
    ): Promise<'taken' | 'unavailable' | 'unknown'> {
      const row = await db
        .selectFrom('voip_numbers')
        .select(['status', 'held_until', 'order_id'])
        .where('number', '=', number)
        .executeTakeFirst();
      if (!row) return 'unknown';
      if (row.status === 'held' && row.order_id !== null && row.held_until !== null && row.held_until <= now)
        await createOrdersRepository(db).expireOverdue(now, row.order_id);
      const result = await db
        .updateTable('voip_numbers')
        .set({ status: 'held', ...hold, subscription_id: null, updated_at: now })
        .where('number', '=', number)
        .where((eb) => {
          const free = [eb('status', '=', 'free'), eb.and([eb('status', '=', 'held'), eb('held_until', '<=', now)])];
          if (ownTokenHash !== undefined)
            free.push(
              eb.and([eb('status', '=', 'held'), eb('order_id', 'is', null), eb('hold_token_hash', '=', ownTokenHash)]),
            );
          return eb.or(free);
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? 'taken' : 'unavailable';
    },

    /** Whether a visitor's hold under this token is in force at `now` (on any number). */
    async hasHold(tokenHash: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('voip_numbers')
        .select('number')
        .where('status', '=', 'held')
        .where('order_id', 'is', null)
        .where('hold_token_hash', '=', tokenHash)
        .where('held_until', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Lets go of a visitor's holds under this token, but for `keep`. */
    async releaseHolds(tokenHash: string, keep: string, now: string): Promise<void> {
      await db
        .updateTable('voip_numbers')
        .set({ ...FREE, updated_at: now })
        .where('status', '=', 'held')
        .where('order_id', 'is', null)
        .where('hold_token_hash', '=', tokenHash)
        .where('number', '!=', keep)
        .execute();
    },

    /** The order's number becomes its subscription's; false when the order holds no such number. */
    async assign(orderId: string, number: string, subscriptionId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('voip_numbers')
        .set({
          status: 'assigned',
          hold_token_hash: null,
          held_until: null,
          subscription_id: subscriptionId,
          updated_at: now,
        })
        .where('number', '=', number)
        .where('order_id', '=', orderId)
        .where('status', 'in', ['held', 'assigned'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The numbers of an order are free again (its payment failed, or it was refunded). */
    async freeOfOrder(orderId: string, now: string): Promise<void> {
      await db
        .updateTable('voip_numbers')
        .set({ ...FREE, updated_at: now })
        .where('order_id', '=', orderId)
        .execute();
    },

    /** The numbers of subscriptions that have ended are free again (the billing run's ended subscriptions). */
    async freeOfSubscriptions(subscriptionIds: readonly number[], now: string): Promise<void> {
      if (subscriptionIds.length === 0) return;
      await db
        .updateTable('voip_numbers')
        .set({ ...FREE, updated_at: now })
        .where('subscription_id', 'in', subscriptionIds)
        .execute();
    },
  };
}

export type VoipNumbersRepository = ReturnType<typeof createVoipNumbersRepository>;
