// A number's SIP account ends with its subscription (docs/contracts.md §15, docs/decisions/053), on the Kamailio
// platform against the product's database: Kamailio's JSON-RPC is a small fake here (what it would do with `ul.rm` is
// Kamailio's own business; kamailio.test.ts starts a real one), answering "nothing registered" as Kamailio does, or
// dropping the connection as a Kamailio that is down would. Customers order and pay their numbers through the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthAround } from './call-rating.js';
import { createKamailioPlatform } from './kamailio-platform.js';
import { VOICE_JOBS } from './sip-account-lifecycle.js';
import { migrate } from '../../db/migrate.js';
import { registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { numberWithPassword } from '../../test/voice.js';

const DOMAIN = 'voice.test';
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let now = new Date('2026-11-10T09:00:00.000Z');
let t: TestApp;
let adminToken: string;

/** Kamailio's JSON-RPC as the platform reaches it: every request kept; `down` drops the connection. */
const rpc = { server: undefined as Server | undefined, url: '', down: false, requests: [] as unknown[] };

const sip = (number: string) => `/api/voip/numbers/${encodeURIComponent(number)}/sip`;
const admin = (path: string, body: object = {}) =>
  request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body);

const subscriberOf = (number: string) =>
  t.store.kysely.selectFrom('subscriber').select('username').where('username', '=', number.slice(1)).execute();
const sipAccountOf = (number: string) =>
  t.store.kysely.selectFrom('sip_accounts').select('number').where('number', '=', number).execute();
const subscriptionOf = (number: string) =>
  t.store.kysely
    .selectFrom('subscriptions')
    .select(['id', 'order_id', 'status'])
    .where('number', '=', number)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const removals = () => t.services.jobs.runDueJobs({ kinds: [VOICE_JOBS.removeAccount] });
const ulRm = (number: string) => ({ method: 'ul.rm', params: ['location', number.slice(1)] });

/** A call of `seconds` that `number` placed to a Dutch landline, as the platform reported it. */
async function placedCall(callId: string, number: string, startedAt: string, seconds: number): Promise<void> {
  const answeredMs = Date.parse(startedAt) + 3_000;
  await t.store.kysely
    .insertInto('calls')
    .values({
      call_id: callId,
      caller: number,
      callee: '+31201234567',
      started_at: startedAt,
      answered_at: new Date(answeredMs).toISOString(),
      ended_at: new Date(answeredMs + seconds * 1000).toISOString(),
      seconds,
      disposition: 'answered',
    })
    .execute();
}

beforeAll(async () => {
  rpc.server = createServer((req, res) => {
    if (rpc.down) {
      req.socket.destroy();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { method, params } = JSON.parse(body) as { method: string; params: unknown[] };
      rpc.requests.push({ method, params });
      // Kamailio's answer when the user has no registered device: the error's code as the HTTP status too.
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: 404, message: 'AOR not found' }, id: 1 }));
    });
  });
  await new Promise<void>((resolve) => rpc.server!.listen(0, '127.0.0.1', resolve));
  rpc.url = `http://127.0.0.1:${(rpc.server.address() as AddressInfo).port}/RPC`;

  const store = await openTestDatabase();
  await migrate(store);
  t = await createTestApp({
    db: store,
    clock: { now: () => now },
    env: { SIP_DOMAIN: DOMAIN },
    voicePlatform: createKamailioPlatform({ db: store.kysely, domain: DOMAIN, rpcUrl: rpc.url }),
  });
  await t.services.voip.ensureInventory();
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token as string;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => rpc.server?.close(resolve));
});

describe('a VOIP subscription that ends takes its SIP account with it', () => {
  let ingrid: TestCustomer;

  it('cancelled now by the back office: 404, no account in Kamailio, its devices signed out, its calls kept', async () => {
    ingrid = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const { number } = await numberWithPassword(t, ingrid, 0);
    expect(await subscriberOf(number)).toEqual([{ username: number.slice(1) }]);
    await placedCall('before-the-end', number, '2026-11-09T10:00:00.000Z', 61);
    rpc.requests = [];

    const { id } = await subscriptionOf(number);
    expect((await admin(`/api/admin/subscriptions/${id}/cancel`, { when: 'now' })).status).toBe(200);
    expect((await ingrid.get(sip(number))).status).toBe(404);
    expect((await ingrid.post(`${sip(number)}/password`)).status).toBe(404);
    expect(await sipAccountOf(number)).toEqual([]);

    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(await subscriberOf(number)).toEqual([]);
    expect(rpc.requests).toEqual([ulRm(number)]);
    // Done once: nothing runs again.
    expect(await removals()).toEqual({ ran: 0, failed: 0 });

    const calls = await ingrid.get('/api/calls');
    expect(calls.status).toBe(200);
    // 61 s: 2 started minutes to a Dutch landline at 2 ct.
    expect(calls.body.calls).toEqual([
      expect.objectContaining({ id: 'before-the-end', caller: number, seconds: 61, minutes: 2, costCents: 4 }),
    ]);
  });

  it('holds up no cancellation while Kamailio is down, and removes the account once it answers again', async () => {
    const bram = await registerCustomer(t, { email: 'bram@example.nl', firstName: 'Bram', lastName: 'de Vries' });
    const { number } = await numberWithPassword(t, bram, 1);
    rpc.requests = [];
    rpc.down = true;

    const { id } = await subscriptionOf(number);
    const cancelled = await admin(`/api/admin/subscriptions/${id}/cancel`, { when: 'now' });
    expect(cancelled.status).toBe(200);
    expect((await subscriptionOf(number)).status).toBe('cancelled');
    expect((await bram.get(sip(number))).status).toBe(404);

    // The subscriber row goes first (nobody signs in any more); signing out its devices failed: tried again later.
    expect(await removals()).toEqual({ ran: 1, failed: 1 });
    expect(await subscriberOf(number)).toEqual([]);
    const job = await t.store.kysely
      .selectFrom('jobs')
      .select(['done_at', 'attempts', 'last_error'])
      .where('kind', '=', VOICE_JOBS.removeAccount)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ done_at: null, attempts: 1, last_error: expect.stringContaining('fetch failed') });

    rpc.down = false;
    // Not before its delay (2 s after the first failure).
    expect(await removals()).toEqual({ ran: 0, failed: 0 });
    now = new Date(now.getTime() + 2_000);
    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(rpc.requests).toEqual([ulRm(number)]);
  });

  it('cancelled at the term’s end: works until its last day, ends with the billing run after it', async () => {
    const anna = await registerCustomer(t, { email: 'anna@example.nl', firstName: 'Anna', lastName: 'Bakker' });
    const { number } = await numberWithPassword(t, anna, 2);
    const { id } = await subscriptionOf(number);
    const cancelling = await anna.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelling.status).toBe(200);
    const endsOn = cancelling.body.subscription.endsOn as string;
    rpc.requests = [];

    now = new Date(`${endsOn}T20:00:00.000Z`);
    expect((await anna.get(sip(number))).status).toBe(200);
    const monthAfter = monthAround(endsOn).next;
    now = new Date(`${monthAfter}T06:00:00.000Z`);
    expect((await t.services.billing.runBilling(monthAfter)).ended).toBe(1);
    expect((await anna.get(sip(number))).status).toBe(404);
    expect(await sipAccountOf(number)).toEqual([]);
    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(await subscriberOf(number)).toEqual([]);
    expect(rpc.requests).toEqual([ulRm(number)]);
  });

  it('refunded (as a withdrawal ends it too): the account goes with the order', async () => {
    const kees = await registerCustomer(t, { email: 'kees@example.nl', firstName: 'Kees', lastName: 'Jansen' });
    const { number } = await numberWithPassword(t, kees, 3);
    const { order_id } = await subscriptionOf(number);
    rpc.requests = [];

    expect((await admin(`/api/admin/orders/${order_id}/refund`)).status).toBe(200);
    expect((await subscriptionOf(number)).status).toBe('cancelled');
    expect((await kees.get(sip(number))).status).toBe(404);
    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(await subscriberOf(number)).toEqual([]);
    expect(rpc.requests).toEqual([ulRm(number)]);
  });

  it('ended with the customer’s account when it is deleted', async () => {
    const joost = await registerCustomer(t, { email: 'joost@example.nl', firstName: 'Joost', lastName: 'Visser' });
    const { number } = await numberWithPassword(t, joost, 5);
    rpc.requests = [];

    expect((await joost.post('/api/account/delete', { password: 'Zomer-Fiets-2026' })).status).toBe(204);
    expect((await subscriptionOf(number)).status).toBe('cancelled');
    expect(await sipAccountOf(number)).toEqual([]);
    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(await subscriberOf(number)).toEqual([]);
    expect(rpc.requests).toEqual([ulRm(number)]);
  });

  it('leaves alone an account that the number has again by the time the job runs', async () => {
    const lotte = await registerCustomer(t, { email: 'lotte@example.nl', firstName: 'Lotte', lastName: 'Smit' });
    const { number } = await numberWithPassword(t, lotte, 4);
    const { id } = await subscriptionOf(number);
    expect((await admin(`/api/admin/subscriptions/${id}/cancel`, { when: 'now' })).status).toBe(200);
    // Before the job runs, the number is someone's again with a password set (written here as the product would).
    await t.store.kysely
      .insertInto('sip_accounts')
      .values({ number, subscription_id: id, password_set_at: now.toISOString() })
      .execute();
    rpc.requests = [];
    expect(await removals()).toEqual({ ran: 1, failed: 0 });
    expect(await subscriberOf(number)).toEqual([{ username: number.slice(1) }]);
    expect(rpc.requests).toEqual([]);
  });
});
