// The ES2+ adapter of the eSIM provider (docs/contracts.md §12) against a local fake SM-DP+ (src/test/fake-smdp.ts) over
// mutual TLS: a profile ordered and confirmed is ready with the SM-DP+'s activation code, preparing again orders no
// second profile, a refused call throws for the job to retry and the retry goes on where it stopped, a refund cancels
// the order, and the SM-DP+'s notification of the installation makes the eSIM installed. Then the same through the
// app with ESIM_PROVIDER=es2plus: a paid order's eSIM carries the fake SM-DP+'s codes.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lpaString } from '@telecom/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.js';
import type { DataStore } from '../../db/connection.js';
import { startFakeSmdp, type FakeSmdp } from '../../test/fake-smdp.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { createEs2plusClient, Es2plusError } from './es2plus-client.js';
import { createEs2plusEsimProvider } from './es2plus-provider.js';

let smdp: FakeSmdp;
beforeAll(async () => {
  smdp = await startFakeSmdp();
});
afterAll(() => smdp?.close());

const clientOf = (fake: FakeSmdp, { withCertificate = true } = {}) =>
  createEs2plusClient({
    url: fake.url,
    functionRequester: fake.functionRequester,
    ca: readFileSync(fake.files.ca),
    ...(withCertificate ? { cert: readFileSync(fake.files.cert), key: readFileSync(fake.files.key) } : {}),
  });

async function providerOn(store?: DataStore) {
  const db = store ?? (await openTestDatabase());
  if (!store) await migrate(db);
  const client = clientOf(smdp);
  const provider = createEs2plusEsimProvider({
    db: db.kysely,
    client,
    profileType: 'telenova-nl',
    smdpIdentifier: smdp.smdpIdentifier,
  });
  return { provider, client, db };
}

const callsFor = (iccid: string) => smdp.calls.filter((call) => call.body.iccid === iccid).map((call) => call.function);

function notificationBody(iccid: string, overrides: Record<string, unknown> = {}) {
  return {
    header: { functionRequesterIdentifier: smdp.smdpIdentifier, functionCallIdentifier: 'n-1' },
    eid: '89049032000000000000000000000042',
    iccid,
    profileType: 'telenova-nl',
    timestamp: '2026-11-29T10:00:00Z',
    notificationPointId: 4,
    notificationPointStatus: { status: 'Executed-Success' },
    ...overrides,
  };
}

describe('the ES2+ eSIM provider', () => {
  it("orders a profile (DownloadOrder, ConfirmOrder with releaseFlag) and answers it ready with the SM-DP+'s codes", async () => {
    const { provider, client } = await providerOn();
    const before = smdp.calls.length;
    const { ref } = await provider.prepare({ orderId: 'ORD-1', esimId: 1, kind: 'esim-pro' });

    const profile = smdp.profiles.get(ref);
    expect(profile).toMatchObject({ state: 'released', profileType: 'telenova-nl' });
    expect(ref).toMatch(/^8931\d{15}$/);
    const calls = smdp.calls.slice(before);
    expect(calls.map((call) => call.function)).toEqual(['downloadOrder', 'confirmOrder']);
    for (const call of calls) {
      expect(call.headers.adminProtocol).toBe('gsma/rsp/v2.2.0');
      expect(call.headers.contentType).toBe('application/json;charset=UTF-8');
      expect(call.body.header).toEqual({
        functionRequesterIdentifier: 'telenova.nl',
        functionCallIdentifier: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    }
    expect(calls[0]!.body).toMatchObject({ profileType: 'telenova-nl' });
    expect(calls[1]!.body).toMatchObject({ iccid: ref, releaseFlag: true });

    const ready = await provider.getProfile(ref);
    expect(ready).toEqual({
      status: 'ready',
      iccid: ref,
      smdpAddress: smdp.smdpAddress,
      activationCode: profile!.matchingId,
      usedMb: 0,
    });
    expect(lpaString(ready!.smdpAddress!, ready!.activationCode!)).toBe(
      `LPA:1$rsp.fake-smdp.example$${profile!.matchingId}`,
    );
    expect(await provider.getProfile('8931000000000000073')).toBeUndefined();
    client.close();
  });

  it('orders one profile however often an eSIM is prepared', async () => {
    const { provider, client } = await providerOn();
    const first = await provider.prepare({ orderId: 'ORD-2', esimId: 2, kind: 'travel' });
    const second = await provider.prepare({ orderId: 'ORD-2', esimId: 2, kind: 'travel' });
    expect(second).toEqual(first);
    expect(callsFor(first.ref)).toEqual(['confirmOrder']);
    expect(smdp.calls.filter((call) => call.function === 'downloadOrder' && call.body.iccid === undefined).length).toBe(
      smdp.profiles.size,
    );
    client.close();
  });

  it('throws what the SM-DP+ refused, and the retry goes on from the step it reached', async () => {
    const { provider, client, db } = await providerOn();
    smdp.failNext('confirmOrder', { subjectCode: '8.1', reasonCode: '4.2', message: 'Execution error' });
    const refused = await provider.prepare({ orderId: 'ORD-3', esimId: 3, kind: 'esim-pro' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Es2plusError);
    expect(refused).toMatchObject({
      functionName: 'confirmOrder',
      status: 'Failed',
      statusCodeData: { subjectCode: '8.1', reasonCode: '4.2' },
      message: 'ES2+ confirmOrder: Failed (subject 8.1, reason 4.2: Execution error)',
    });
    const ordered = await db.kysely.selectFrom('es2plus_orders').selectAll().where('esim_id', '=', 3).execute();
    expect(ordered).toMatchObject([{ state: 'ordered', matching_id: null }]);
    const iccid = ordered[0]!.iccid;
    expect(await provider.getProfile(iccid)).toMatchObject({ status: 'preparing', activationCode: null });

    const downloadsBefore = smdp.calls.filter((call) => call.function === 'downloadOrder').length;
    expect(await provider.prepare({ orderId: 'ORD-3', esimId: 3, kind: 'esim-pro' })).toEqual({ ref: iccid });
    expect(smdp.calls.filter((call) => call.function === 'downloadOrder').length).toBe(downloadsBefore);
    expect(await provider.getProfile(iccid)).toMatchObject({ status: 'ready', smdpAddress: smdp.smdpAddress });
    client.close();
  });

  it('is refused by the SM-DP+ without the client certificate (mutual TLS)', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const client = clientOf(smdp, { withCertificate: false });
    const provider = createEs2plusEsimProvider({
      db: db.kysely,
      client,
      profileType: undefined,
      smdpIdentifier: undefined,
    });
    const refused = await provider.prepare({ orderId: 'ORD-4', esimId: 4, kind: 'esim-pro' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Es2plusError);
    expect(refused).toMatchObject({ functionName: 'downloadOrder', status: undefined });
    expect((refused as Error).message).toMatch(/certificate required/);
    expect(await db.kysely.selectFrom('es2plus_orders').selectAll().execute()).toEqual([]);
    client.close();
  });

  it("cancels a refunded eSIM's order as Unavailable; the SM-DP+ refuses an installed profile's", async () => {
    const { provider, client } = await providerOn();
    const { ref } = await provider.prepare({ orderId: 'ORD-5', esimId: 5, kind: 'esim-pro' });
    await provider.cancel(ref);
    expect(smdp.profiles.get(ref)).toMatchObject({ state: 'cancelled', finalProfileStatusIndicator: 'Unavailable' });
    expect(smdp.calls.at(-1)?.body).toMatchObject({ iccid: ref, matchingId: smdp.profiles.get(ref)!.matchingId });
    expect(await provider.getProfile(ref)).toMatchObject({ status: 'expired' });
    // Once is enough: a second cancel asks the SM-DP+ nothing.
    const calls = smdp.calls.length;
    await provider.cancel(ref);
    expect(smdp.calls.length).toBe(calls);

    const installed = await provider.prepare({ orderId: 'ORD-6', esimId: 6, kind: 'esim-pro' });
    // The phone has it: the SM-DP+ keeps it.
    smdp.profiles.get(installed.ref)!.state = 'installed';
    await expect(provider.cancel(installed.ref)).rejects.toThrow(/cancelOrder: Failed \(subject 8\.2\.1, reason 3\.8/);
    client.close();
  });

  it('blocks a profile not yet on a phone by CancelOrder, and says it cannot disable one that is (ES2+ has no call)', async () => {
    const { provider, client } = await providerOn();
    const { ref } = await provider.prepare({ orderId: 'ORD-7', esimId: 7, kind: 'esim-pro' });
    expect(await provider.block(ref)).toEqual({ disabledAtPlatform: true });
    expect(smdp.profiles.get(ref)).toMatchObject({ state: 'cancelled', finalProfileStatusIndicator: 'Unavailable' });
    expect(callsFor(ref).at(-1)).toBe('cancelOrder');
    expect(await provider.getProfile(ref)).toMatchObject({ status: 'expired' });

    const installed = await provider.prepare({ orderId: 'ORD-8', esimId: 8, kind: 'esim-pro' });
    await provider.receiveNotification(notificationBody(installed.ref));
    expect(await provider.getProfile(installed.ref)).toMatchObject({ status: 'installed' });
    const calls = smdp.calls.length;
    expect(await provider.block(installed.ref)).toEqual({ disabledAtPlatform: false });
    // Nothing asked of the SM-DP+, which would refuse.
    expect(smdp.calls.length).toBe(calls);
    client.close();
  });

  it('releases a profile confirmed without releaseFlag (ReleaseProfile)', async () => {
    const client = clientOf(smdp);
    const { iccid } = await client.downloadOrder({ profileType: 'telenova-nl' });
    const confirmed = await client.confirmOrder({ iccid, matchingId: 'OWN-MATCHING-ID', releaseFlag: false });
    expect(confirmed).toEqual({ matchingId: 'OWN-MATCHING-ID', smdpAddress: smdp.smdpAddress });
    expect(smdp.profiles.get(iccid)?.state).toBe('confirmed');
    await client.releaseProfile(iccid);
    expect(smdp.profiles.get(iccid)?.state).toBe('released');
    await expect(client.releaseProfile(iccid)).rejects.toMatchObject({ status: 'Failed' });
    await expect(client.downloadOrder({ profileType: 'unknown' })).rejects.toThrow(
      'ES2+ downloadOrder: Failed (subject 8.2.5, reason 3.9: Unknown profile type)',
    );
    client.close();
  });

  it('takes the notifications of its own profiles from its SM-DP+ only', async () => {
    const { provider, client } = await providerOn();
    const { ref } = await provider.prepare({ orderId: 'ORD-7', esimId: 7, kind: 'travel' });

    expect(await provider.receiveNotification(notificationBody(ref, { notificationPointId: 3 }))).toEqual({
      accepted: true,
      ref,
      event: null,
    });
    expect(
      await provider.receiveNotification(
        notificationBody(ref, { header: { functionRequesterIdentifier: 'someone', functionCallIdentifier: 'x' } }),
      ),
    ).toEqual({ accepted: false, refusal: 'not-allowed', message: 'Unknown function requester' });
    expect(await provider.receiveNotification(notificationBody('8931000000000000073'))).toMatchObject({
      accepted: false,
      refusal: 'unknown-profile',
    });
    expect(await provider.receiveNotification({ iccid: ref })).toMatchObject({ accepted: false, refusal: 'invalid' });
    expect(
      await provider.receiveNotification(notificationBody(ref, { notificationPointStatus: { status: 'Failed' } })),
    ).toEqual({ accepted: true, ref, event: null });
    expect((await provider.getProfile(ref))?.status).toBe('ready');

    expect(await provider.receiveNotification(notificationBody(ref))).toEqual({
      accepted: true,
      ref,
      event: 'installed',
    });
    expect((await provider.getProfile(ref))?.status).toBe('installed');
    client.close();
  });
});

describe('ESIM_PROVIDER=es2plus', () => {
  let server: Server;
  let notificationUrl: string;
  let now = new Date('2026-11-29T10:00:00Z');
  let t: TestApp;

  beforeAll(async () => {
    // The API listens on a port of its own, so that the fake SM-DP+'s notifications reach it as a real one's would.
    server = createServer((req, res) => t.app(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    notificationUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/esim/es2plus/notifications`;
    t = await createTestApp({ env: smdp.env, clock: { now: () => new Date(now) } });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Places a travel order and pays it on the simulated payment page; its id and the order's token. */
  async function paidOrder(email: string) {
    const placed = await request(t.app)
      .post('/api/orders')
      .send({
        product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
        customer: {
          name: 'Anna de Vries',
          email,
          phone: '+31 6 1234 5678',
          country: 'NL',
          postcode: '1012js',
          houseNumber: '1',
          street: 'Dam',
          city: 'Amsterdam',
        },
        delivery: 'email',
        payment: { method: 'ideal' },
        account: 'guest',
        withdrawalConsent: true,
      });
    expect(placed.status).toBe(201);
    const paid = await request(t.app)
      .post(`/api/payments/${placed.body.order.payment.transactionId as string}/simulate`)
      .send({ outcome: 'paid', bank: 'ing' });
    expect(paid.status).toBe(200);
    return { orderId: placed.body.order.id as string, token: placed.body.accessToken as string };
  }

  const esimOf = async ({ orderId, token }: { orderId: string; token: string }) =>
    (await request(t.app).get(`/api/orders/${orderId}`).set('X-Order-Token', token)).body.esims[0] as {
      id: number;
      status: string;
      iccid: string | null;
      smdpAddress: string | null;
      activationCode: string | null;
      lpa: string | null;
      installedAt: string | null;
      validUntil: string | null;
    };

  it("delivers a paid order's eSIM with the SM-DP+'s activation code, installed when the SM-DP+ says so", async () => {
    const order = await paidOrder('anna@example.nl');
    // The provisioning, the eSIM mail's job, and the outbox's two mails: the confirmation and the eSIM's.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 4, failed: 0 });

    const esim = await esimOf(order);
    const profile = smdp.profiles.get(esim.iccid!);
    expect(profile).toMatchObject({ state: 'released', profileType: 'telenova-nl' });
    expect(esim).toMatchObject({
      status: 'ready',
      smdpAddress: 'rsp.fake-smdp.example',
      activationCode: profile!.matchingId,
      lpa: `LPA:1$rsp.fake-smdp.example$${profile!.matchingId}`,
    });
    const mail = t.mailer.sent.find((m) => m.to === 'anna@example.nl' && m.text.includes(esim.lpa!));
    expect(mail?.text).toContain(`Activation code: ${profile!.matchingId}`);
    // No simulated events with a real SM-DP+.
    const simulate = await request(t.app)
      .post(`/api/esims/${esim.id}/simulate`)
      .set('X-Order-Token', order.token)
      .send({ event: 'installed' });
    expect(simulate.status).toBe(404);

    // The phone downloads the profile (point 3), then installs it (point 4): the travel plan's days start.
    expect(await smdp.notify(notificationUrl, esim.iccid!, 3)).toEqual({ status: 204, body: undefined });
    expect((await esimOf(order)).status).toBe('ready');
    expect(await smdp.notify(notificationUrl, esim.iccid!, 4)).toEqual({ status: 204, body: undefined });
    const installed = await esimOf(order);
    expect(installed).toMatchObject({ status: 'installed', installedAt: now.toISOString() });
    expect(esim.validUntil).toBeNull();
    expect(Date.parse(installed.validUntil!)).toBeGreaterThan(now.getTime() + 86_400_000);
    // The SM-DP+ repeats itself: nothing changes.
    expect((await smdp.notify(notificationUrl, esim.iccid!, 4)).status).toBe(204);
    expect(await esimOf(order)).toEqual(installed);
  });

  it('blocks an installed eSIM for us and logs, as the system, that the network must bar its ICCID', async () => {
    const order = await paidOrder('joris@example.nl');
    await t.services.jobs.runDueJobs();
    const esim = await esimOf(order);
    expect(await smdp.notify(notificationUrl, esim.iccid!, 4)).toEqual({ status: 204, body: undefined });
    const admin = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
    await t.services.auth.ensureAdminAccount(admin);
    const token = (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
    const blocked = await request(t.app)
      .post(`/api/admin/esims/${esim.id}/block`)
      .set('Authorization', `Bearer ${token}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.esim).toMatchObject({ status: 'blocked' });
    await t.services.jobs.runDueJobs();
    // The SM-DP+ was not asked to cancel a profile it cannot take back; the log says what is left to do.
    expect(smdp.profiles.get(esim.iccid!)).toMatchObject({ state: 'installed' });
    const log = await request(t.app)
      .get('/api/admin/activity?pageSize=50')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en');
    const items = log.body.items as { message: string; actor: string | null }[];
    expect(items.find((item) => item.message.includes(`bar ICCID ${esim.iccid!}`))).toMatchObject({ actor: null });
    expect(items.find((item) => item.message.includes('blocked (lost or stolen)'))).toMatchObject({ actor: 'Admin' });
  });

  it('keeps an installation the SM-DP+ reports before the eSIM is stored ready', async () => {
    const order = await paidOrder('lotte@example.nl');
    const { id } = await esimOf(order);
    // The job's calls done (the profile released at the SM-DP+), its codes not yet stored on the eSIM: a crash, say.
    const { ref } = await t.services.esimProvider.prepare({ orderId: order.orderId, esimId: id, kind: 'travel' });
    expect(await smdp.notify(notificationUrl, ref, 4)).toEqual({ status: 204, body: undefined });
    expect((await esimOf(order)).status).toBe('preparing');

    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 4, failed: 0 });
    expect(await esimOf(order)).toMatchObject({ status: 'installed', iccid: ref, installedAt: now.toISOString() });
    expect(callsFor(ref)).toEqual(['confirmOrder']);
  });

  it('answers a refused notification with the ES2+ header Failed, and bad input never with a 5xx', async () => {
    const order = await paidOrder('piet@example.nl');
    await t.services.jobs.runDueJobs();
    const { iccid } = await esimOf(order);
    const failedWith = (subjectCode: string, reasonCode: string) => ({
      status: 200,
      body: {
        header: {
          functionExecutionStatus: {
            status: 'Failed',
            statusCodeData: { subjectCode, reasonCode, message: expect.any(String) },
          },
        },
      },
    });
    expect(
      await smdp.notify(notificationUrl, iccid!, 4, 'Executed-Success', {
        header: { functionRequesterIdentifier: 'another-smdp', functionCallIdentifier: 'x' },
      }),
    ).toEqual(failedWith('8.1', '1.2'));
    expect(await smdp.notify(notificationUrl, '8931000000000000073', 4)).toEqual(failedWith('8.2.1', '3.9'));
    expect(await smdp.notify(notificationUrl, iccid!, 4, 'Executed-Success', { notificationPointId: 'four' })).toEqual(
      failedWith('8.1', '2.1'),
    );
    expect((await esimOf(order)).status).toBe('ready');

    const answered = await request(t.app).post('/api/esim/es2plus/notifications').send([1, 2, 3]);
    expect(answered.status).toBe(200);
    expect(answered.headers['x-admin-protocol']).toBe('gsma/rsp/v2.2.0');
    const broken = await request(t.app)
      .post('/api/esim/es2plus/notifications')
      .set('Content-Type', 'application/json')
      .send('{"header":');
    expect(broken.status).toBe(400);
  });

  it('retries an order the SM-DP+ refused, and cancels the order of a refunded eSIM', async () => {
    smdp.failNext('downloadOrder', { subjectCode: '8.2.5', reasonCode: '3.7', message: 'No profile available' });
    const order = await paidOrder('kees@example.nl');
    // The provisioning fails; the order's confirmation mail goes out.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 2, failed: 1 });
    expect((await esimOf(order)).status).toBe('preparing');
    const job = await t.store.kysely
      .selectFrom('jobs')
      .select(['last_error', 'done_at'])
      .where('kind', '=', 'esim.provision')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      last_error: expect.stringContaining('ES2+ downloadOrder: Failed (subject 8.2.5, reason 3.7'),
      done_at: null,
    });

    now = new Date(now.getTime() + 5_000);
    // The provisioning, the eSIM mail's job and the mail itself.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 3, failed: 0 });
    const esim = await esimOf(order);
    expect(esim.status).toBe('ready');
    expect(smdp.profiles.get(esim.iccid!)?.state).toBe('released');

    await t.services.orders.refund(order.orderId);
    expect((await esimOf(order)).status).toBe('expired');
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect(smdp.profiles.get(esim.iccid!)).toMatchObject({
      state: 'cancelled',
      finalProfileStatusIndicator: 'Unavailable',
    });
  });
});
