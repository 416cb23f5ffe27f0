// The counters of the rate limits (middleware/rate-limit.ts) in the database, so that every instance on it counts
// together (issue 19). One row per limit and key: the hits within the current window and when that window ends.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface Count {
  hits: number;
  /** When the window ends, in ms since the epoch. */
  resetAt: number;
}

export function createRateLimitCounters(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit in one statement, whatever other instances do at the same moment: a new key, or one whose window
     * has ended, starts a window of `windowMs` at 1; otherwise the hits go up by one. Returns the count after it.
     */
    async hit(key: string, windowMs: number, now: number): Promise<Count> {
      const ended = sql<boolean>`rate_limits.reset_at <= ${now}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limits.hits + 1 END`,
            reset_at: sql<number>`CASE WHEN ${ended} THEN ${now + windowMs} ELSE rate_limits.reset_at END`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },

    /** Takes one hit back (a request that ended without a counted outcome), within the window it was counted in. */
    async takeBack(key: string, now: number): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .where('reset_at', '>', now)
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    /** Removes the counters whose window has ended (housekeeping: a hit on them starts afresh anyway). */
    async removeExpired(now: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
