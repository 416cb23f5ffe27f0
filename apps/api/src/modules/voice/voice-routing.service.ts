// Routing per number (docs/contracts.md §15, docs/decisions/051): how long a number's devices ring and where an
// unanswered call goes, by opening hours. Kept in `voice_routing` and `voice_opening_hours`, shaped for the query
// Kamailio runs on every call to the number (E.164 digits, Amsterdam minutes since midnight, ISO weekdays).
import type { Kysely } from 'kysely';
import {
  DEFAULT_ROUTING,
  WEEKDAYS,
  minuteOf,
  timeOf,
  type NumberRouting,
  type OpeningRange,
  type Weekday,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { ownVoipSubscription } from './call-rating.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { sipUsername } from './voice-platform.js';

export interface VoiceRoutingServiceOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

/** '+31612345678' as Kamailio's digits, and back. */
const digitsOf = (e164: string | null) => (e164 === null ? null : sipUsername(e164));
const e164Of = (digits: string | null) => (digits ? `+${digits}` : null);

export function createVoiceRoutingService({ db, clock = systemClock }: VoiceRoutingServiceOptions) {
  const ownSubscription = (userId: number, number: string) => ownVoipSubscription(db, userId, number);

  /** The routing the subscription set; the default when it set none (a routing of an earlier owner does not count). */
  async function readRouting(subscriptionId: number, number: string): Promise<NumberRouting> {
    const digits = sipUsername(number);
    const row = await db
      .selectFrom('voice_routing')
      .selectAll()
      .where('number', '=', digits)
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    if (!row) return DEFAULT_ROUTING;
    const base = {
      ringSeconds: row.ring_seconds,
      fallback: row.fallback,
      forwardTo: e164Of(row.forward_to),
    };
    if (!row.has_hours) return { ...base, openingHours: null };
    const ranges = await db
      .selectFrom('voice_opening_hours')
      .select(['weekday', 'opens_minute', 'closes_minute'])
      .where('number', '=', digits)
      .orderBy('weekday')
      .orderBy('opens_minute')
      .execute();
    const days = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as OpeningRange[]])) as Record<
      Weekday,
      OpeningRange[]
    >;
    for (const range of ranges) {
      days[WEEKDAYS[range.weekday - 1]!].push({
        opens: timeOf(range.opens_minute),
        closes: timeOf(range.closes_minute),
      });
    }
    return {
      ...base,
      openingHours: {
        days,
        outsideHours: { fallback: row.outside_fallback, forwardTo: e164Of(row.outside_forward_to) },
      },
    };
  }

  return {
    /** Answers 404 unless `number` is one of the account's numbers that has not ended. */
    async assertOwnNumber(userId: number, number: string): Promise<void> {
      await ownSubscription(userId, number);
    },

    /** The routing of the account's number (404 for a number that is not theirs). */
    async routing(userId: number, number: string): Promise<NumberRouting> {
      return readRouting(await ownSubscription(userId, number), number);
    },

    /** Replaces the routing of the account's number, its opening ranges with it, in one transaction. */
    async setRouting(userId: number, number: string, routing: NumberRouting): Promise<NumberRouting> {
      const subscriptionId = await ownSubscription(userId, number);
      const digits = sipUsername(number);
      const hours = routing.openingHours;
      const row = {
        subscription_id: subscriptionId,
        ring_seconds: routing.ringSeconds,
        fallback: routing.fallback,
        forward_to: digitsOf(routing.forwardTo),
        has_hours: hours ? (1 as const) : (0 as const),
        outside_fallback: hours?.outsideHours.fallback ?? 'none',
        outside_forward_to: digitsOf(hours?.outsideHours.forwardTo ?? null),
        updated_at: clock.now().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('voice_routing')
          .values({ number: digits, ...row })
          .onConflict((oc) => oc.column('number').doUpdateSet(row))
          .execute();
        await trx.deleteFrom('voice_opening_hours').where('number', '=', digits).execute();
        const ranges = hours
          ? WEEKDAYS.flatMap((day, index) =>
              hours.days[day].map((range) => ({
                number: digits,
                weekday: index + 1,
                opens_minute: minuteOf(range.opens)!,
                closes_minute: minuteOf(range.closes)!,
              })),
            )
          : [];
        if (ranges.length > 0) await trx.insertInto('voice_opening_hours').values(ranges).execute();
      });
      return readRouting(subscriptionId, number);
    },
  };
}

export type VoiceRoutingService = ReturnType<typeof createVoiceRoutingService>;
