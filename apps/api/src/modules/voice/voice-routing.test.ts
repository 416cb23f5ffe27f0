// Routing per number (docs/contracts.md §15, docs/decisions/051): two customers who ordered and paid a VOIP number
// each through the API; one sets how long hers rings and where an unanswered call goes, by opening hours.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderVoipNumber, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-30T09:00:00.000Z');

let t: TestApp;
let ingrid: TestCustomer;
let bram: TestCustomer;
let ingridsNumber: string;
let bramsNumber: string;

const orderNumber = (customer: TestCustomer, index: number) => orderVoipNumber(t, customer, { index });

const path = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/routing`;
const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

/** Office hours on weekdays, a lunch break on Friday; outside them to voicemail. */
const OFFICE = {
  ringSeconds: 15,
  fallback: 'forward',
  forwardTo: '06 1234 5678',
  openingHours: {
    days: {
      mon: [{ opens: '09:00', closes: '17:30' }],
      fri: [
        { opens: '13:00', closes: '17:00' },
        { opens: '09:00', closes: '12:00' },
      ],
    },
    outsideHours: { fallback: 'voicemail', forwardTo: null },
  },
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
  ingridsNumber = await orderNumber(ingrid, 0);
  bramsNumber = await orderNumber(bram, 0);
}, 60_000);

describe('GET /api/voip/numbers/{number}/routing', () => {
  it('answers the default before the customer sets one: 20 seconds, then nothing, at all hours', async () => {
    const answer = await bram.get(path(bramsNumber));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({ ringSeconds: 20, fallback: 'none', forwardTo: null, openingHours: null });
  });

  it('answers 404 for another account’s number and for what is not a number, 401 without a token', async () => {
    expect((await bram.get(path(ingridsNumber))).status).toBe(404);
    expect((await bram.get('/api/voip/numbers/abc/routing')).status).toBe(404);
    expect((await request(t.app).get(path(bramsNumber))).status).toBe(401);
  });
});

describe('PUT /api/voip/numbers/{number}/routing', () => {
  it('keeps the routing, numbers in E.164 and hours in order, and shows it again', async () => {
    const saved = await ingrid.put(path(ingridsNumber), OFFICE);
    const kept = {
      ringSeconds: 15,
      fallback: 'forward',
      forwardTo: '+31612345678',
      openingHours: {
        days: {
          ...closedWeek,
          mon: [{ opens: '09:00', closes: '17:30' }],
          fri: [
            { opens: '09:00', closes: '12:00' },
            { opens: '13:00', closes: '17:00' },
          ],
        },
        outsideHours: { fallback: 'voicemail', forwardTo: null },
      },
    };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(kept);
    expect((await ingrid.get(path(ingridsNumber))).body).toEqual(kept);

    // As Kamailio reads it: digits, ISO weekdays (Monday 1, Friday 5), minutes since midnight (17:30 is 1050).
    const digits = ingridsNumber.slice(1);
    expect(await t.store.kysely.selectFrom('voice_routing').selectAll().execute()).toEqual([
      {
        number: digits,
        subscription_id: expect.any(Number),
        ring_seconds: 15,
        fallback: 'forward',
        forward_to: '31612345678',
        has_hours: 1,
        outside_fallback: 'voicemail',
        outside_forward_to: null,
        updated_at: NOW.toISOString(),
      },
    ]);
    const ranges = await t.store.kysely
      .selectFrom('voice_opening_hours')
      .select(['number', 'weekday', 'opens_minute', 'closes_minute'])
      .orderBy('weekday')
      .orderBy('opens_minute')
      .execute();
    expect(ranges).toEqual([
      { number: digits, weekday: 1, opens_minute: 540, closes_minute: 1050 },
      { number: digits, weekday: 5, opens_minute: 540, closes_minute: 720 },
      { number: digits, weekday: 5, opens_minute: 780, closes_minute: 1020 },
    ]);
  });

  it('replaces the routing: without hours the ranges go, and a route other than a forward keeps no number', async () => {
    const saved = await ingrid.put(path(ingridsNumber), {
      ringSeconds: 60,
      fallback: 'assistant',
      forwardTo: '+32471234567',
      openingHours: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ringSeconds: 60, fallback: 'assistant', forwardTo: null, openingHours: null });
    expect(await t.store.kysely.selectFrom('voice_opening_hours').selectAll().execute()).toEqual([]);
    const row = await t.store.kysely.selectFrom('voice_routing').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ring_seconds: 60, fallback: 'assistant', forward_to: null, has_hours: 0 });
  });

  it('refuses bad input with a translated message at each field, and keeps what was stored', async () => {
    const before = (await ingrid.get(path(ingridsNumber))).body;
    const refused = await ingrid
      .put(path(ingridsNumber), {
        ringSeconds: 4,
        fallback: 'forward',
        forwardTo: ingridsNumber.replace('+31', '0'),
        openingHours: {
          days: { tue: [{ opens: '17:00', closes: '09:00' }], wed: [{ opens: '9 uur', closes: '12:00' }] },
          outsideHours: { fallback: 'forward', forwardTo: '0900 123 4567' },
        },
      })
      .set('Accept-Language', 'nl');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.body.fields).toEqual({
      ringSeconds: 'Kies een beltijd van 5 tot 60 seconden',
      forwardTo: 'Schakel door naar een ander nummer dan dit nummer',
      'openingHours.outsideHours.forwardTo':
        'Vul een telefoonnummer in zoals 020 123 4567 of +32 471 23 45 67 (geen 09xx- of korte nummers)',
      'openingHours.days.tue.0.closes': 'De sluitingstijd moet na de openingstijd liggen',
      'openingHours.days.wed.0.opens': 'Vul een tijd in als UU:MM, bijvoorbeeld 09:00',
    });
    expect((await ingrid.get(path(ingridsNumber))).body).toEqual(before);

    const english = await ingrid.put(path(ingridsNumber), { fallback: 'forward' });
    expect(english.status).toBe(400);
    expect(english.body.fields).toEqual({ forwardTo: 'Enter the number to forward calls to' });
    for (const body of [[1, 2], { ringSeconds: { length: [{}] } }, { fallback: 'pager' }]) {
      const bad = await ingrid.put(path(ingridsNumber), body);
      expect(bad.status).toBe(400);
    }
  });

  it('answers 404 for another account’s number before reading the body, and 401 without a token', async () => {
    const other = await bram.put(path(ingridsNumber), { ringSeconds: 4 });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await bram.put('/api/voip/numbers/abc/routing', OFFICE)).status).toBe(404);
    expect((await request(t.app).put(path(bramsNumber)).send(OFFICE)).status).toBe(401);
    // Bram's own number is untouched by it.
    expect((await bram.get(path(bramsNumber))).body.ringSeconds).toBe(20);
  });

  it('leaves a number whose subscription has ended to its next owner: 404, and the routing no longer applies', async () => {
    await bram.put(path(bramsNumber), { ringSeconds: 45 });
    // What Kamailio reads for the number (its query in voice/kamailio.cfg).
    const applied = () =>
      t.store.kysely
        .selectFrom('voice_routing as r')
        .innerJoin('subscriptions as s', 's.id', 'r.subscription_id')
        .select('r.ring_seconds')
        .where('r.number', '=', bramsNumber.slice(1))
        .where('s.status', '<>', 'cancelled')
        .execute();
    expect(await applied()).toEqual([{ ring_seconds: 45 }]);
    await t.store.kysely
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('number', '=', bramsNumber)
      .execute();
    expect((await bram.get(path(bramsNumber))).status).toBe(404);
    expect((await bram.put(path(bramsNumber), { ringSeconds: 30 })).status).toBe(404);
    // Nothing for Kamailio either: the default applies.
    expect(await applied()).toEqual([]);
  });
});
