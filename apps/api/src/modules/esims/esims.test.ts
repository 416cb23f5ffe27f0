// The eSIM delivered and kept (docs/contracts.md §8, issue 22), through the API as the confirmation page, the install page
// and the dashboard call it: a paid order's eSIM is provisioned by a job that survives a restart, mailed with its QR
// code, read by its account or its order's token, and counts its usage with warnings at 80% and 100%.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidIccid, lpaString } from '@telecom/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { decodeQrPng, decodeQrSvg, mimeParts } from '../../test/qr-decode.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createJobRunner, enqueueJob } from '../jobs/jobs.js';
import { SIMULATED_SMDP_ADDRESS } from './simulated-esim-provider.js';

const PASSWORD = 'Zomer-Fiets-2026!';
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'A de Vries' };
/** eSIM Pro with 10 GB in the Netherlands (10,240 MB a month) and nothing abroad. */
const ESIM_PRO_10GB = {
  kind: 'esim-pro',
  configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 0, worldData: 0 },
};
const TRAVEL_EUROPA_STANDARD = { kind: 'travel', regionId: 'europa', planId: 'standard' };

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    product: ESIM_PRO_10GB,
    customer: {
      name: 'Anna de Vries',
      email: 'anna@example.nl',
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
    ...overrides,
  };
}

/** A clock the test moves. */
function movableClock(start: string) {
  let now = new Date(start);
  return {
    clock: { now: () => new Date(now) },
    set: (instant: string) => {
      now = new Date(instant);
    },
  };
}

async function signUp(t: TestApp, email: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Anna', lastName: 'de Vries', email, password: PASSWORD, acceptTerms: true });
  return res.body.token as string;
}

/** Places an iDEAL order and pays it on the simulated hosted page; its id and access token. */
async function paidIdealOrder(t: TestApp, overrides: Record<string, unknown> = {}, bearer?: string, language = 'en') {
  const post = request(t.app).post('/api/orders').set('Accept-Language', language);
  if (bearer) post.set('Authorization', `Bearer ${bearer}`);
  const placed = await post.send(orderBody(overrides));
  expect(placed.status).toBe(201);
  const { order, accessToken } = placed.body as {
    order: { id: string; status: string; payment: { transactionId: string } };
    accessToken: string;
  };
  expect(order.status).toBe('pending');
  const paid = await request(t.app)
    .post(`/api/payments/${order.payment.transactionId}/simulate`)
    .send({ outcome: 'paid', bank: 'ing' });
  expect(paid.status).toBe(200);
  return { orderId: order.id, accessToken };
}

const readOrder = (t: TestApp, orderId: string, token: string) =>
  request(t.app).get(`/api/orders/${orderId}`).set('X-Order-Token', token);

describe('the eSIM of a paid order', () => {
  it('is preparing after the payment, ready with its codes after the job, and mailed with its QR code', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'esim-mail-'));
    const t = await createTestApp({
      mailer: createMailer({ smtpUrl: undefined, mailDir, from: 'TeleNova <no-reply@localhost>' }),
    });
    const { orderId, accessToken } = await paidIdealOrder(t);

    const preparing = await readOrder(t, orderId, accessToken);
    expect(preparing.status).toBe(200);
    expect(preparing.body.esims).toHaveLength(1);
    const [before] = preparing.body.esims;
    expect(before).toMatchObject({
      orderId,
      status: 'preparing',
      name: 'eSIM Pro',
      kind: 'esim-pro',
      iccid: null,
      lpa: null,
      iosInstallUrl: null,
    });
    // No QR code while preparing.
    const early = await request(t.app).get(`/api/esims/${before.id}/qr.svg`).set('X-Order-Token', accessToken);
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 404, code: 'ESIM_NOT_FOUND' });

    // The provisioning, the eSIM mail's job, and the outbox's two mails: the order's confirmation and the eSIM's.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 4, failed: 0 });

    const [esim] = (await readOrder(t, orderId, accessToken)).body.esims;
    expect(esim.status).toBe('ready');
    expect(isValidIccid(esim.iccid)).toBe(true);
    expect(esim.smdpAddress).toBe(SIMULATED_SMDP_ADDRESS);
    expect(esim.activationCode).toMatch(/^K2-[0-9A-F]{6}-[0-9A-F]{6}$/);
    expect(esim.lpa).toBe(lpaString(esim.smdpAddress, esim.activationCode));
    expect(esim.iosInstallUrl).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(esim.lpa)}`,
    );
    expect(esim.readyAt).not.toBeNull();

    // The eSIM mail: the QR code as an inline PNG that reads as the LPA, the codes in the text.
    const files = await readdir(mailDir);
    const mails = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
    const esimMails = mails.filter((mail) => mail.includes('Subject: Your eSIM is ready'));
    expect(esimMails).toHaveLength(1);
    const [mail] = esimMails as [string];
    expect(mail).toMatch(/^To: anna@example\.nl$/m);
    const [image] = mimeParts(mail, /content-type:\s*image\/png/i);
    expect(image?.headers).toMatch(/content-id:\s*<esim-qr@telenova>/i);
    expect(decodeQrPng(image!.body)).toBe(esim.lpa);
    const [html] = mimeParts(mail, /content-type:\s*text\/html/i);
    expect(html?.body.toString()).toContain('src="cid:esim-qr@telenova"');
    const text = mimeParts(mail, /content-type:\s*text\/plain/i)[0]!.body.toString();
    expect(text).toMatch(/^Hello Anna de Vries,$/m);
    expect(text).toContain(`Activation code: ${esim.activationCode}`);
    expect(text).toContain(`SM-DP+ address: ${SIMULATED_SMDP_ADDRESS}`);
    expect(text).toContain(esim.lpa);
    expect(text).toContain(`${t.settings.publicUrl}/esim/installeren/${esim.id}`);

    // A second run finds nothing to do: one eSIM, one mail.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    expect(await readdir(mailDir)).toHaveLength(files.length);
  });

  it('is ready at once once paid, with the job runner woken by the payment rather than at its next tick', async () => {
    const t = await createTestApp();
    // A tick a minute apart: only the payment's wake can make the eSIM ready within the poll below.
    const stop = t.services.jobs.start(60_000);
    try {
      const { orderId, accessToken } = await paidIdealOrder(t);
      await expect
        .poll(async () => (await readOrder(t, orderId, accessToken)).body.esims[0]?.status, { timeout: 5_000 })
        .toBe('ready');
    } finally {
      await stop();
    }
    // Stopped: a wake runs nothing any more.
    const later = await paidIdealOrder(t, { customer: { ...orderBody().customer, email: 'later@example.nl' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readOrder(t, later.orderId, later.accessToken)).body.esims[0]?.status).toBe('preparing');
  });

  it('is read by its order token or its account, and 404 for anyone else', async () => {
    const t = await createTestApp();
    const anna = await signUp(t, 'anna@example.nl');
    const { orderId, accessToken } = await paidIdealOrder(t, { account: 'existing' }, anna);
    await t.services.jobs.runDueJobs();
    const [esim] = (await readOrder(t, orderId, accessToken)).body.esims;

    const byToken = await request(t.app).get(`/api/esims/${esim.id}`).set('X-Order-Token', accessToken);
    expect(byToken.status).toBe(200);
    expect(byToken.headers['cache-control']).toBe('no-store');
    expect(byToken.body).toEqual({ esim });
    const byAccount = await request(t.app).get(`/api/esims/${esim.id}`).set('Authorization', `Bearer ${anna}`);
    expect(byAccount.body).toEqual({ esim });
    const list = await request(t.app).get('/api/esims').set('Authorization', `Bearer ${anna}`);
    expect(list.body).toEqual({ esims: [esim] });

    const piet = await signUp(t, 'piet@example.nl');
    for (const res of [
      await request(t.app).get(`/api/esims/${esim.id}`),
      await request(t.app).get(`/api/esims/${esim.id}`).set('Authorization', `Bearer ${piet}`),
      await request(t.app).get(`/api/esims/${esim.id}`).set('X-Order-Token', `${accessToken}x`),
      await request(t.app).get(`/api/esims/${esim.id}/qr.svg`).set('Authorization', `Bearer ${piet}`),
      await request(t.app).get(`/api/esims/${esim.id}/usage`),
      await request(t.app)
        .get(`/api/esims/${esim.id + 1000}`)
        .set('X-Order-Token', accessToken),
      await request(t.app).get('/api/esims/seven').set('X-Order-Token', accessToken),
    ])
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'ESIM_NOT_FOUND' });
    expect((await request(t.app).get('/api/esims').set('Authorization', `Bearer ${piet}`)).body).toEqual({ esims: [] });
    expect((await request(t.app).get('/api/esims')).status).toBe(401);
  });

  it('has a QR code as image/svg+xml that reads as its LPA', async () => {
    const t = await createTestApp();
    const { orderId, accessToken } = await paidIdealOrder(t);
    await t.services.jobs.runDueJobs();
    const [esim] = (await readOrder(t, orderId, accessToken)).body.esims;
    const res = await request(t.app)
      .get(`/api/esims/${esim.id}/qr.svg`)
      .set('X-Order-Token', accessToken)
      .buffer(true)
      .parse((response, done) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(decodeQrSvg(res.body as string)).toBe(esim.lpa);
  });

  it('records its service for the back office and keeps POST /api/orders free of the provisioning', async () => {
    const t = await createTestApp();
    const placed = await request(t.app)
      .post('/api/orders')
      .send(orderBody({ product: TRAVEL_EUROPA_STANDARD, payment: { method: 'creditcard', card: CARD } }));
    expect(placed.body.order.status).toBe('paid');
    // Paid within the request: the eSIM is there, preparing, with its job waiting.
    expect(placed.body).not.toHaveProperty('esims');
    const [esim] = (await readOrder(t, placed.body.order.id, placed.body.accessToken)).body.esims;
    expect(esim).toMatchObject({ status: 'preparing', kind: 'travel', name: 'Europa Standard' });
    expect(await t.store.kysely.selectFrom('services').select(['kind', 'status']).execute()).toEqual([
      { kind: 'other', status: 'active' },
    ]);
    const jobs = await t.store.kysely.selectFrom('jobs').select(['kind', 'done_at']).orderBy('id').execute();
    expect(jobs).toEqual([
      { kind: 'esim.provision', done_at: null },
      { kind: 'mail', done_at: null },
    ]);
  });
});

describe('the jobs', () => {
  it('runs a job claimed by one runner only once, though a second runner on the database looks at the same time', async () => {
    const t = await createTestApp();
    const db = t.store.kysely;
    let calls = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const handlers = {
      'test.slow': async () => {
        calls++;
        started();
        await released;
      },
    };
    const logger = createLogger('silent');
    const first = createJobRunner({ db, handlers, logger });
    const second = createJobRunner({ db, handlers, logger });
    await enqueueJob(db, 'test.slow', {}, new Date());

    const firstRun = first.runDueJobs();
    await running;
    expect(await second.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    release();
    expect(await firstRun).toEqual({ ran: 1, failed: 0 });
    expect(await second.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    expect(calls).toBe(1);
    const [job] = await db.selectFrom('jobs').select(['done_at', 'attempts', 'locked_until']).execute();
    expect(job).toMatchObject({ locked_until: null, attempts: 1 });
    expect(job?.done_at).not.toBeNull();
  });

  it('retries a failed job later with its last error, and gives it to another runner once a lock has lapsed', async () => {
    const { clock, set } = movableClock('2026-11-24T12:00:00.000Z');
    const t = await createTestApp({ clock });
    const db = t.store.kysely;
    let fail = true;
    const runner = createJobRunner({
      db,
      clock,
      logger: createLogger('silent'),
      handlers: {
        'test.flaky': async () => {
          if (fail) throw new Error('platform unreachable');
        },
      },
    });
    const id = await enqueueJob(db, 'test.flaky', { n: 1 }, clock.now());
    expect(await runner.runDueJobs()).toEqual({ ran: 1, failed: 1 });
    const failed = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      attempts: 1,
      done_at: null,
      locked_until: null,
      run_at: '2026-11-24T12:00:02.000Z',
    });
    expect(failed.last_error).toContain('platform unreachable');
    // Not due yet; then due, and it succeeds.
    expect(await runner.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    set('2026-11-24T12:00:02.000Z');
    fail = false;
    expect(await runner.runDueJobs()).toEqual({ ran: 1, failed: 0 });
    expect(await db.selectFrom('jobs').select(['done_at', 'last_error']).executeTakeFirstOrThrow()).toEqual({
      done_at: '2026-11-24T12:00:02.000Z',
      last_error: null,
    });

    // A job whose runner died holding it (locked, never finished) is run by another once the lock has passed.
    const orphan = await enqueueJob(db, 'test.flaky', {}, clock.now());
    await db.updateTable('jobs').set({ locked_until: '2026-11-24T12:01:02.000Z' }).where('id', '=', orphan).execute();
    expect(await runner.runDueJobs()).toEqual({ ran: 0, failed: 0 });
    set('2026-11-24T12:01:02.000Z');
    expect(await runner.runDueJobs()).toEqual({ ran: 1, failed: 0 });
  });

  it('survives a restart: a new app on the same database provisions the eSIM the first one left', async () => {
    const first = await createTestApp();
    const { orderId, accessToken } = await paidIdealOrder(first);
    // The first instance stops before its runner came round; a new one starts on the same database.
    const second = await createTestApp({ db: first.store });
    expect(await second.services.jobs.runDueJobs()).toEqual({ ran: 4, failed: 0 });
    const [esim] = (await readOrder(second, orderId, accessToken)).body.esims;
    expect(esim.status).toBe('ready');
    // The mails the first instance wrote to the outbox are sent by the second.
    expect(second.mailer.sent.map((mail) => mail.subject)).toEqual([
      `Your TeleNova order ${orderId}`,
      'Your eSIM is ready: eSIM Pro',
    ]);
    expect(first.mailer.sent).toEqual([]);
  });

  it('polls the platform while the profile is being prepared', async () => {
    const { clock, set } = movableClock('2026-11-24T12:00:00.000Z');
    const t = await createTestApp({ clock, env: { ESIM_READY_DELAY_MS: '2000' } });
    const { orderId, accessToken } = await paidIdealOrder(t);
    // The provisioning, which finds the profile still being prepared, and the order's confirmation mail.
    expect(await t.services.jobs.runDueJobs()).toEqual({ ran: 2, failed: 0 });
    expect((await readOrder(t, orderId, accessToken)).body.esims[0].status).toBe('preparing');
    set('2026-11-24T12:00:01.000Z');
    await t.services.jobs.runDueJobs();
    expect((await readOrder(t, orderId, accessToken)).body.esims[0].status).toBe('preparing');
    set('2026-11-24T12:00:02.000Z');
    await t.services.jobs.runDueJobs();
    const [esim] = (await readOrder(t, orderId, accessToken)).body.esims;
    expect(esim).toMatchObject({ status: 'ready', readyAt: '2026-11-24T12:00:02.000Z' });
    expect((await t.mails()).filter((mail) => mail.subject.startsWith('Your eSIM'))).toHaveLength(1);
  });
});

describe('usage and its warnings', () => {
  async function installedEsim(t: TestApp, overrides: Record<string, unknown> = {}, language = 'en') {
    const { orderId, accessToken } = await paidIdealOrder(t, overrides, undefined, language);
    await t.services.jobs.runDueJobs();
    const [esim] = (await readOrder(t, orderId, accessToken)).body.esims;
    const simulate = (body: object) =>
      request(t.app).post(`/api/esims/${esim.id}/simulate`).set('X-Order-Token', accessToken).send(body);
    const usage = () => request(t.app).get(`/api/esims/${esim.id}/usage`).set('X-Order-Token', accessToken);
    const read = () => request(t.app).get(`/api/esims/${esim.id}`).set('X-Order-Token', accessToken);
    return { esim, simulate, usage, read };
  }
  const warnings = async (t: TestApp) =>
    (await t.mails()).filter((mail) => /data of|data van|datos de/.test(mail.subject));

  it('mails once at 80% and once at 100% of the month’s data', async () => {
    const { clock } = movableClock('2026-11-24T12:00:00.000Z');
    const t = await createTestApp({ clock });
    const { simulate, usage } = await installedEsim(t);
    expect((await simulate({ event: 'usage', mb: 100 })).status).toBe(409); // not installed yet
    const installed = await simulate({ event: 'installed' });
    expect(installed.body.esim).toMatchObject({ status: 'installed', installedAt: '2026-11-24T12:00:00.000Z' });
    expect((await simulate({ event: 'installed' })).status).toBe(409);

    expect((await simulate({ event: 'usage', mb: 7000 })).body.esim.status).toBe('active');
    await t.services.jobs.runDueJobs();
    expect(await warnings(t)).toEqual([]);
    expect((await usage()).body).toEqual({
      usedMb: 7000,
      includedMb: 10240,
      topUpMb: 0,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });

    await simulate({ event: 'usage', mb: 1200 }); // 8,200 MB: past 80% (8,192)
    await t.services.jobs.runDueJobs();
    expect((await warnings(t)).map((mail) => mail.subject)).toEqual(['You have used 80% of the data of eSIM Pro']);
    expect((await warnings(t))[0]!.text).toContain('You have used 8 GB of the 10 GB included in eSIM Pro');

    await simulate({ event: 'usage', mb: 500 });
    await t.services.jobs.runDueJobs();
    expect(await warnings(t)).toHaveLength(1);

    await simulate({ event: 'usage', mb: 2000 }); // 10,700 MB: past 100%
    await simulate({ event: 'usage', mb: 10 });
    await t.services.jobs.runDueJobs();
    expect((await warnings(t)).map((mail) => mail.subject)).toEqual([
      'You have used 80% of the data of eSIM Pro',
      'You have used all the data of eSIM Pro',
    ]);
  });

  it('starts the next month at 0, and warns again in it', async () => {
    const { clock, set } = movableClock('2026-11-24T12:00:00.000Z');
    const t = await createTestApp({ clock });
    const { simulate, usage } = await installedEsim(t);
    await simulate({ event: 'installed' });
    await simulate({ event: 'usage', mb: 9000 });
    await t.services.jobs.runDueJobs();
    expect(await warnings(t)).toHaveLength(1);

    set('2026-12-01T08:00:00.000Z');
    expect((await usage()).body).toEqual({
      usedMb: 0,
      includedMb: 10240,
      topUpMb: 0,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
    });
    await simulate({ event: 'usage', mb: 8500 });
    await t.services.jobs.runDueJobs();
    expect(await warnings(t)).toHaveLength(2);
    expect((await usage()).body.usedMb).toBe(8500);
  });

  it('sends the mails in the language of the order', async () => {
    // A day in November: the mail names the month the usage counts in.
    const t = await createTestApp({ clock: movableClock('2026-11-24T12:00:00.000Z').clock });
    const { simulate } = await installedEsim(t, {}, 'nl');
    await simulate({ event: 'installed' });
    await simulate({ event: 'usage', mb: 10_240 });
    await t.services.jobs.runDueJobs();
    expect((await t.mails()).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Je eSIM staat klaar: eSIM Pro', 'Je hebt alle data van eSIM Pro verbruikt']),
    );
    // A jump past 100% at once: one mail, the 100% one.
    expect(await warnings(t)).toHaveLength(1);
    expect((await warnings(t))[0]!.text).toContain(
      'Je hebt 10 GB van de 10 GB verbruikt die eSIM Pro van 1 november 2026',
    );
  });

  it('starts a travel plan’s validity at installation and expires it after its days', async () => {
    const { clock, set } = movableClock('2026-11-24T12:00:00.000Z');
    const t = await createTestApp({ clock });
    const { esim, simulate, usage, read } = await installedEsim(t, { product: TRAVEL_EUROPA_STANDARD });
    expect(esim).toMatchObject({ kind: 'travel', name: 'Europa Standard', status: 'ready', validUntil: null });

    // Installed a week later: valid for the plan's 15 days from then.
    set('2026-12-01T09:00:00.000Z');
    expect((await usage()).body).toEqual({
      usedMb: 0,
      includedMb: 10240,
      topUpMb: 0,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-16',
    });
    const installed = await simulate({ event: 'installed' });
    expect(installed.body.esim).toMatchObject({
      status: 'installed',
      installedAt: '2026-12-01T09:00:00.000Z',
      validUntil: '2026-12-16T09:00:00.000Z',
    });
    set('2026-12-05T09:00:00.000Z');
    await simulate({ event: 'usage', mb: 9000 });
    expect((await usage()).body).toEqual({
      usedMb: 9000,
      includedMb: 10240,
      topUpMb: 0,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-16',
    });

    set('2026-12-16T08:59:59.000Z');
    expect((await read()).body.esim.status).toBe('active');
    set('2026-12-16T09:00:00.000Z');
    expect((await read()).body.esim.status).toBe('expired');
    expect((await simulate({ event: 'usage', mb: 1 })).status).toBe(409);
  });
});

describe('a guest order of an address that later becomes a confirmed account', () => {
  it('shows its eSIM and subscription in that account, and only once the address is confirmed', async () => {
    const t = await createTestApp();
    const { orderId } = await paidIdealOrder(t, {}, undefined, 'nl');
    await t.services.jobs.runDueJobs();
    // An account with the address, not yet confirmed: the guest order's records are not its own yet.
    const unconfirmed = await signUp(t, 'anna@example.nl');
    const asUnconfirmed = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${unconfirmed}`);
    expect((await asUnconfirmed('/api/esims')).body.esims).toEqual([]);
    expect((await asUnconfirmed('/api/subscriptions')).body.subscriptions).toEqual([]);
    // Confirmed through the mailed link: the record is linked, and its eSIM and subscription are the account's.
    const mail = (await t.mails()).filter((sent) => sent.to === 'anna@example.nl').at(-1)!;
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect((await request(t.app).post('/api/auth/verify-email').send({ token: verifyToken })).status).toBe(204);
    const esims = (await asUnconfirmed('/api/esims')).body.esims as { id: number; orderId: string }[];
    expect(esims).toEqual([expect.objectContaining({ orderId, status: 'ready' })]);
    expect((await asUnconfirmed(`/api/esims/${esims[0]!.id}`)).status).toBe(200);
    expect((await asUnconfirmed(`/api/esims/${esims[0]!.id}/qr.svg`)).status).toBe(200);
    expect((await asUnconfirmed('/api/subscriptions')).body.subscriptions).toEqual([
      expect.objectContaining({ orderId, esimId: esims[0]!.id, status: 'active' }),
    ]);
    // Someone else still gets nothing.
    const other = await signUp(t, 'bram@example.nl');
    const asOther = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${other}`);
    expect((await asOther(`/api/esims/${esims[0]!.id}`)).status).toBe(404);
    expect((await asOther('/api/subscriptions')).body.subscriptions).toEqual([]);
  });
});

describe("a guest's mailed links (docs/contracts.md §12)", () => {
  /** The `t` of the first link in `text` that starts with `prefix`. */
  function linkToken(text: string, prefix: string): string {
    const url = text.split(/\s+/).find((word) => word.startsWith(prefix));
    expect(url).toBeDefined();
    const token = new URL(url!).searchParams.get('t');
    expect(token).toMatch(/^[\w-]{43}$/);
    return token!;
  }

  it('carry a signed token that reads the eSIM, its QR code and the order on any device', async () => {
    const t = await createTestApp();
    const { orderId } = await paidIdealOrder(t);
    await t.services.jobs.runDueJobs();
    const mails = await t.mails();
    const esimMail = mails.find((mail) => mail.subject.startsWith('Your eSIM'))!;
    const confirmation = mails.find((mail) => mail.subject.includes(orderId))!;

    // The install link, in the text and the HTML part, and the order page's link in the confirmation.
    const installPrefix = `${t.settings.publicUrl}/esim/installeren/`;
    const token = linkToken(esimMail.text, installPrefix);
    const esimId = Number(/\/esim\/installeren\/(\d+)\?/.exec(esimMail.text)![1]);
    expect(esimMail.html).toContain(`href="${installPrefix}${esimId}?t=${token}"`);
    expect(confirmation.text).toContain(`${t.settings.publicUrl}/order-confirmation?order=${orderId}&t=${token}`);

    // A fresh device: no account, no access token; only the link's token.
    const esim = await request(t.app).get(`/api/esims/${esimId}`).set('X-Order-Token', token);
    expect(esim.status).toBe(200);
    expect(esim.body.esim).toMatchObject({ id: esimId, orderId, status: 'ready' });
    const qr = await request(t.app).get(`/api/esims/${esimId}/qr.svg`).set('X-Order-Token', token);
    expect({ status: qr.status, type: qr.headers['content-type'] }).toEqual({
      status: 200,
      type: expect.stringMatching(/^image\/svg\+xml/),
    });
    expect((await request(t.app).get(`/api/esims/${esimId}/usage`).set('X-Order-Token', token)).status).toBe(200);
    const order = await readOrder(t, orderId, token);
    expect(order.status).toBe(200);
    expect(order.body.order).toMatchObject({ id: orderId, status: 'paid' });
    expect(order.body.esims).toEqual([esim.body.esim]);
    // And the order's invoice as PDF, named by its number.
    const invoice = await t.store.kysely
      .selectFrom('invoices')
      .select('invoice_number')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const pdf = await request(t.app)
      .get(`/api/orders/${orderId}/invoice.pdf`)
      .set('X-Order-Token', token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect({
      status: pdf.status,
      type: pdf.headers['content-type'],
      disposition: pdf.headers['content-disposition'],
    }).toEqual({
      status: 200,
      type: 'application/pdf',
      disposition: `attachment; filename="${invoice.invoice_number}.pdf"`,
    });
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('read nothing with a token of another order, a changed one or none, and change nothing', async () => {
    const t = await createTestApp();
    const anna = await paidIdealOrder(t);
    const piet = await paidIdealOrder(t, { customer: { ...orderBody().customer, email: 'piet@example.nl' } });
    await t.services.jobs.runDueJobs();
    const mails = await t.mails();
    const tokenOf = (to: string) =>
      linkToken(
        mails.find((mail) => mail.to === to && mail.subject.startsWith('Your eSIM'))!.text,
        `${t.settings.publicUrl}/esim/installeren/`,
      );
    const annaToken = tokenOf('anna@example.nl');
    const pietToken = tokenOf('piet@example.nl');
    const [annaEsim] = (await readOrder(t, anna.orderId, anna.accessToken)).body.esims;
    const changed = `${annaToken.startsWith('A') ? 'B' : 'A'}${annaToken.slice(1)}`;

    for (const token of [pietToken, changed, annaToken.slice(0, 20), `${annaToken}=`, '']) {
      for (const path of [`/api/esims/${annaEsim.id}`, `/api/esims/${annaEsim.id}/qr.svg`]) {
        const res = await request(t.app).get(path).set('X-Order-Token', token);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'ESIM_NOT_FOUND' });
      }
      const order = await readOrder(t, anna.orderId, token);
      expect({ status: order.status, code: order.body.code }).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
      const pdf = await request(t.app).get(`/api/orders/${anna.orderId}/invoice.pdf`).set('X-Order-Token', token);
      expect({ status: pdf.status, code: pdf.body.code }).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
    }
    // Piet's token reads Piet's order only.
    expect((await readOrder(t, piet.orderId, pietToken)).status).toBe(200);
    // A link reads; it does not act as the order's holder (the simulated platform's events).
    const simulate = await request(t.app)
      .post(`/api/esims/${annaEsim.id}/simulate`)
      .set('X-Order-Token', annaToken)
      .send({ event: 'installed' });
    expect({ status: simulate.status, code: simulate.body.code }).toEqual({ status: 404, code: 'ESIM_NOT_FOUND' });
    expect((await readOrder(t, anna.orderId, anna.accessToken)).body.esims[0].status).toBe('ready');
  });

  it('are not in the mails of a signed-in customer, whose links stay as they were', async () => {
    const t = await createTestApp();
    const bearer = await signUp(t, 'anna@example.nl');
    const { orderId } = await paidIdealOrder(t, { account: 'existing' }, bearer);
    await t.services.jobs.runDueJobs();
    const confirmation = (await t.mails()).find((mail) => mail.subject.includes(orderId))!;
    expect(confirmation.text).not.toContain('order-confirmation');
    expect(confirmation.text).not.toContain('?t=');
  });
});
