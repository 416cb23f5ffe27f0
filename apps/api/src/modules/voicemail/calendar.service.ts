// The business's calendar (docs/contracts.md §16, docs/decisions/057): accepted voicemail appointments and, later, the AI
// assistant's bookings, shown in the dashboard and published as an ICS feed at a secret address. The secret is a
// stored random token per account: a new link replaces it, and the old address then finds nothing (404).
import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { Kysely, Selectable } from 'kysely';
import { BRAND_NAME, type CalendarAnswer, type CalendarEvent } from '@telecom/domain';
import type { AppointmentsTable, Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';

/** 32 random bytes, base64url: the token of a feed's address. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** An appointment row as the calendar shows it. */
export function calendarEventOf(
  row: Pick<
    Selectable<AppointmentsTable>,
    'id' | 'source' | 'voicemail_id' | 'title' | 'start_at' | 'end_at' | 'contact'
  >,
): CalendarEvent {
  return {
    // Stable: an accepted message's event is named for the message, a booking for itself.
    id: row.voicemail_id === null ? `${row.source}-${row.id}` : `voicemail-${row.voicemail_id}`,
    source: row.source,
    title: row.title,
    start: row.start_at,
    end: row.end_at,
    contact: row.contact,
  };
}

export interface CalendarServiceOptions {
  db: Kysely<Database>;
  publicUrl: string;
  clock?: Clock;
}

export function createCalendarService({ db, publicUrl, clock = systemClock }: CalendarServiceOptions) {
  async function events(userId: number): Promise<CalendarEvent[]> {
    const rows = await db
      .selectFrom('appointments')
      .select(['id', 'source', 'voicemail_id', 'title', 'start_at', 'end_at', 'contact'])
      .where('user_id', '=', userId)
      .orderBy('start_at')
      .orderBy('id')
      .execute();
    return rows.map(calendarEventOf);
  }

  async function newToken(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now().toISOString();
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token, created_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now }))
      .execute();
    return token;
  }

  async function token(userId: number): Promise<string> {
    const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
    return row?.token ?? newToken(userId);
  }

  const feedUrl = (feedToken: string) => `${publicUrl}/api/calendar/${feedToken}.ics`;

  return {
    /** The account's events, soonest first, and its feed's address (made at the first look). */
    async calendar(userId: number): Promise<CalendarAnswer> {
      return { events: await events(userId), feedUrl: feedUrl(await token(userId)) };
    },

    /** A new secret address for the feed; the old one stops working. */
    async renewFeed(userId: number): Promise<CalendarAnswer> {
      return { events: await events(userId), feedUrl: feedUrl(await newToken(userId)) };
    },

    /** The ICS feed of the token's account, in UTC; null for a token that is no feed's. */
    async feed(feedToken: string): Promise<string | null> {
      if (!FEED_TOKEN.test(feedToken)) return null;
      const row = await db
        .selectFrom('calendar_feeds')
        .select('user_id')
        .where('token', '=', feedToken)
        .executeTakeFirst();
      if (!row) return null;
      const calendar = ical({ name: BRAND_NAME, prodId: { company: BRAND_NAME, product: 'calendar', language: 'EN' } });
      for (const event of await events(row.user_id))
        calendar.createEvent({
          id: event.id,
          start: new Date(event.start),
          end: new Date(event.end),
          stamp: clock.now(),
          summary: event.title,
          ...(event.contact ? { description: event.contact } : {}),
        });
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
