// The SIP account of a number and the account's calls (docs/contracts.md §15), on the simulated voice platform: two
// customers who ordered and paid a VOIP number each through the API, one with the Europe bundle, one without.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sipDigests } from './kamailio-platform.js';
import { createSimulatedVoicePlatform, type SimulatedVoicePlatform } from './simulated-voice.js';
import type { PlatformCall } from './voice-platform.js';
import { orderVoipNumber, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-30T09:00:00.000Z');

let t: TestApp;
let platform: SimulatedVoicePlatform;
let ingrid: TestCustomer;
let bram: TestCustomer;
let ingridsNumber: string;
let bramsNumber: string;

/** Holds a free Utrecht (030) number, orders it with `bundle` and pays. */
const orderNumber = (customer: TestCustomer, index: number, bundle: string | null) =>
  orderVoipNumber(t, customer, { index, bundle });

const path = (number: string, rest = '') => `/api/voip/numbers/${encodeURIComponent(number)}/sip${rest}`;

beforeAll(async () => {
  platform = createSimulatedVoicePlatform({ domain: 'sip.telenova.nl' });
  t = await createTestApp({ clock: { now: () => NOW }, voicePlatform: platform });
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
  bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
  ingridsNumber = await orderNumber(ingrid, 0, 'europe');
  bramsNumber = await orderNumber(bram, 0, null);
}, 60_000);

describe('a number’s SIP account', () => {
  it('shows how to sign in, without a password until one is set', async () => {
    const answer = await ingrid.get(path(ingridsNumber));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      number: ingridsNumber,
      username: ingridsNumber.slice(1),
      domain: 'sip.telenova.nl',
      server: 'sip.telenova.nl',
      port: 5060,
      transports: ['udp', 'tcp', 'wss'],
      webSocketUrl: 'wss://sip.telenova.nl/ws',
      passwordSetAt: null,
    });
    expect(platform.account(ingridsNumber)).toBeUndefined();
  });

  it('sets a new password, shows it once, and the platform has the account', async () => {
    const set = await ingrid.post(path(ingridsNumber, '/password'));
    expect(set.status).toBe(200);
    expect(set.body.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(set.body.account).toMatchObject({ number: ingridsNumber, passwordSetAt: NOW.toISOString() });
    expect(platform.account(ingridsNumber)).toEqual({ username: ingridsNumber.slice(1), domain: 'sip.telenova.nl' });
    // Shown once: the account says when, never what.
    const shown = await ingrid.get(path(ingridsNumber));
    expect(shown.body.passwordSetAt).toBe(NOW.toISOString());
    expect(JSON.stringify(shown.body)).not.toContain(set.body.password);
    const stored = await t.store.kysely.selectFrom('sip_accounts').selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ number: ingridsNumber, password_set_at: NOW.toISOString() })]);
    // A second password is another one.
    const again = await ingrid.post(path(ingridsNumber, '/password'));
    expect(again.body.password).not.toBe(set.body.password);
  });

  it('gives the browser phone a credential of its own for 12 hours, without touching the number’s password', async () => {
    const before = await t.store.kysely.selectFrom('sip_accounts').selectAll().execute();
    const session = await ingrid.post(path(ingridsNumber, '/web-session'));
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.body).toEqual({
      number: ingridsNumber,
      uri: `sip:${ingridsNumber.slice(1)}@sip.telenova.nl`,
      authorizationUser: expect.stringMatching(/^web-[A-Za-z0-9_-]{16}$/),
      password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      webSocketUrl: 'wss://sip.telenova.nl/ws',
      expiresAt: '2026-11-30T21:00:00.000Z',
    });
    expect(platform.webCredentials(ingridsNumber)).toEqual([
      {
        number: ingridsNumber,
        authorizationUser: session.body.authorizationUser,
        password: session.body.password,
        expiresAt: '2026-11-30T21:00:00.000Z',
      },
    ]);
    // A second browser gets another credential beside the first; the number's password is as it was.
    const second = await ingrid.post(path(ingridsNumber, '/web-session'));
    expect(second.body.authorizationUser).not.toBe(session.body.authorizationUser);
    expect(platform.webCredentials(ingridsNumber)).toHaveLength(2);
    expect(await t.store.kysely.selectFrom('sip_accounts').selectAll().execute()).toEqual(before);
    // Not for another's number.
    expect((await bram.post(path(ingridsNumber, '/web-session'))).status).toBe(404);
    expect((await request(t.app).post(path(ingridsNumber, '/web-session'))).status).toBe(401);
  });

  it('answers 404 for another account’s number and for what is not a number, 401 without a token', async () => {
    expect((await bram.get(path(ingridsNumber))).status).toBe(404);
    expect((await bram.post(path(ingridsNumber, '/password'))).status).toBe(404);
    expect(platform.account(bramsNumber)).toBeUndefined();
    expect((await ingrid.get('/api/voip/numbers/abc/sip')).status).toBe(404);
    expect((await ingrid.get(path('+31301234567'))).status).toBe(404);
    expect((await request(t.app).get(path(ingridsNumber))).status).toBe(401);
  });

  it('keeps digests the way Kamailio checks them (RFC 2617: md5 of user:realm:password)', () => {
    expect(sipDigests('31301234567', 'sip.telenova.nl', 'geheim').ha1).toBe(
      // md5('31301234567:sip.telenova.nl:geheim'), computed apart.
      'ec6e5d359442dd34b87eb7fadd8cf33e',
    );
  });
});

describe('GET /api/calls', () => {
  const call = (callId: string, caller: string, callee: string, startedAt: string, seconds: number): PlatformCall => {
    const started = Date.parse(startedAt);
    return {
      callId,
      caller,
      callee,
      startedAt,
      answeredAt: seconds > 0 ? new Date(started + 5_000).toISOString() : null,
      endedAt: new Date(started + 5_000 + seconds * 1000).toISOString(),
      seconds,
      disposition: seconds > 0 ? 'answered' : 'no-answer',
    };
  };

  beforeAll(() => {
    // Ingrid (Europe bundle: NL and Europe) calls Bram (ours), a Dutch mobile (bundle) and New York (not covered);
    // Bram (no bundle) calls a Belgian mobile, and a Dutch landline that does not answer.
    platform.recordCall(call('c1', ingridsNumber, bramsNumber, '2026-11-02T08:00:00.000Z', 30));
    platform.recordCall(call('c2', ingridsNumber, '+31612345678', '2026-11-03T08:00:00.000Z', 61));
    platform.recordCall(call('c3', ingridsNumber, '+12125550123', '2026-11-04T08:00:00.000Z', 120));
    platform.recordCall(call('c4', bramsNumber, '+32471234567', '2026-11-05T08:00:00.000Z', 61));
    platform.recordCall(call('c5', bramsNumber, '+31201234567', '2026-11-06T08:00:00.000Z', 0));
  });

  it('lists the account’s calls newest first, each rated: bundle minutes first, per started minute', async () => {
    const answer = await ingrid.get('/api/calls');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const summary = (answer.body.calls as Record<string, unknown>[]).map((c) => [
      c.id,
      c.direction,
      c.destination,
      c.seconds,
      c.minutes,
      c.costCents,
    ]);
    expect(summary).toEqual([
      // New York: 120 s = 2 minutes at US/Canada's 5 ct, which the Europe bundle does not cover.
      ['c3', 'outbound', 'us-canada', 120, 2, 10],
      // A Dutch mobile: 61 s = 2 minutes, from the bundle.
      ['c2', 'outbound', 'nl-mobile', 61, 2, 0],
      // Bram's number is ours: free.
      ['c1', 'outbound', 'on-net', 30, 1, 0],
    ]);
    expect(answer.body.calls[2]).toMatchObject({
      caller: ingridsNumber,
      callee: bramsNumber,
      startedAt: '2026-11-02T08:00:00.000Z',
      answeredAt: '2026-11-02T08:00:05.000Z',
      endedAt: '2026-11-02T08:00:35.000Z',
      disposition: 'answered',
    });
  });

  it('shows the callee a call it received, free, and a number without a bundle its rates', async () => {
    const answer = await bram.get('/api/calls');
    const summary = (answer.body.calls as Record<string, unknown>[]).map((c) => [
      c.id,
      c.direction,
      c.destination,
      c.disposition,
      c.minutes,
      c.costCents,
    ]);
    expect(summary).toEqual([
      ['c5', 'outbound', 'nl-landline', 'no-answer', 0, 0],
      // A Belgian mobile: 61 s = 2 minutes at Europe's mobile rate of 8 ct.
      ['c4', 'outbound', 'europe-mobile', 'answered', 2, 16],
      ['c1', 'inbound', 'on-net', 'answered', 1, 0],
    ]);
  });

  it('imports each call of the platform once, however often it is asked', async () => {
    await ingrid.get('/api/calls');
    await bram.get('/api/calls');
    const rows = await t.store.kysely.selectFrom('calls').select('call_id').orderBy('call_id').execute();
    expect(rows.map((row) => row.call_id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('answers an account without numbers an empty list, and 401 without a token', async () => {
    const nobody = await registerCustomer(t, { email: 'geen.nummer@example.nl' });
    expect((await nobody.get('/api/calls')).body).toEqual({ calls: [] });
    expect((await request(t.app).get('/api/calls')).status).toBe(401);
  });
});
