// Privacy (GDPR, docs/contracts.md §14) through the API as the dashboard and the back office call it: the account's
// data export holds its own records and no one else's; deleting the account anonymises it, keeps its invoices, ends
// its services, blocks signing in and frees the address; every export and deletion is a privacy request the admins
// see; an admin carries out a deletion for a customer who asked by other means.
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { createSimulatedEsimProvider } from '../esims/simulated-esim-provider.js';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const PASSWORD = 'Zomer-Fiets-2026';
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let t: TestApp;
let ingrid: TestCustomer;
let pieter: TestCustomer;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl', language: 'nl' });
  pieter = await registerCustomer(t, { email: 'pieter@example.nl', firstName: 'Pieter', lastName: 'Bakker' });
});

/** Provisions the paid orders' eSIMs (the job runner's work). */
async function runJobs() {
  await t.services.jobs.runDueJobs();
}

async function adminToken(): Promise<string> {
  await t.services.auth.ensureAdminAccount(ADMIN);
  const login = await request(t.app).post('/api/auth/login').send(ADMIN);
  expect(login.status).toBe(200);
  return login.body.token as string;
}

describe('GET /api/account/export', () => {
  it("answers the account's own order, invoice and eSIM as a dated JSON download, and none of another account's", async () => {
    const own = await orderAndPay(t, ingrid);
    const other = await orderAndPay(t, pieter);
    await runJobs();
    expect((await request(t.app).post('/api/newsletter').send({ email: 'ingrid@example.nl' })).status).toBe(201);

    const answer = await ingrid.get('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="account-data-2026-11-24.json"');
    const data = answer.body;
    expect(data.version).toBe(1);
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.account).toMatchObject({ email: 'ingrid@example.nl', emailVerified: true });
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([own.id]);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({ orderId: own.id });
    expect(data.invoices[0].lines.length).toBeGreaterThan(0);
    expect(data.esims.map((esim: { orderId: string }) => esim.orderId)).toEqual([own.id]);
    expect(data.esims[0].iccid).toMatch(/^8931\d{15}$/);
    expect(data.usage).toHaveLength(1);
    expect(data.subscriptions.map((s: { orderId: string }) => s.orderId)).toEqual([own.id]);
    expect(data.payments).toEqual([expect.objectContaining({ of: 'order', reference: own.id, status: 'paid' })]);
    expect(data.newsletter).toMatchObject({ email: 'ingrid@example.nl' });
    // The mails to the confirmed address: recipient and subject, never a link or token.
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((mail: { to: string }) => mail.to === 'ingrid@example.nl')).toBe(true);
    expect(JSON.stringify(data.mails)).not.toMatch(/token=/);
    expect(data.activity.some((entry: { message: string }) => entry.message.includes(own.id))).toBe(true);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('pieter@example.nl');
  });

  it('answers 401 without a token', async () => {
    expect((await request(t.app).get('/api/account/export')).status).toBe(401);
  });

  it("leaves out an unconfirmed address's mails and forms: an address is the account's only once confirmed", async () => {
    const registered = await request(t.app)
      .post('/api/auth/register')
      .send({ firstName: 'Kees', lastName: 'Smit', email: 'kees@example.nl', password: PASSWORD, acceptTerms: true });
    expect(registered.status).toBe(201);
    await request(t.app)
      .post('/api/tickets')
      .send({ name: 'Kees', email: 'kees@example.nl', subject: 'other', message: 'Een vraag over mijn eSIM.' });
    const answer = await request(t.app)
      .get('/api/account/export')
      .set('Authorization', `Bearer ${registered.body.token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.account.emailVerified).toBe(false);
    expect(answer.body.mails).toEqual([]);
    expect(answer.body.tickets).toEqual([]);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with a translated WRONG_PASSWORD and changes nothing', async () => {
    const answer = await ingrid
      .post('/api/account/delete', { password: 'Niet-Mijn-Wachtwoord' })
      .set('Accept-Language', 'nl');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Je huidige wachtwoord is onjuist',
      fields: { password: 'Je huidige wachtwoord is onjuist' },
    });
    expect((await ingrid.get('/api/auth/verify')).status).toBe(200);
  });

  it('anonymises the account, keeps its invoices, ends its services, blocks signing in and frees the address', async () => {
    const own = await orderAndPay(t, ingrid);
    const other = await orderAndPay(t, pieter);
    await runJobs();
    await request(t.app).post('/api/newsletter').send({ email: 'ingrid@example.nl' });
    const db = t.store.kysely;
    const invoiceBefore = await db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', own.id)
      .executeTakeFirstOrThrow();

    expect((await ingrid.post('/api/account/delete', { password: PASSWORD })).status).toBe(204);

    // Signed out everywhere, no sign-in, and the address is free for a new account.
    expect((await ingrid.get('/api/auth/verify')).status).toBe(401);
    const login = await request(t.app).post('/api/auth/login').send({ email: 'ingrid@example.nl', password: PASSWORD });
    expect(login.status).toBe(401);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'ingrid@example.nl').execute()).toEqual([]);
    const again = await request(t.app).post('/api/auth/register').send({
      firstName: 'Ingrid',
      lastName: 'Nieuw',
      email: 'ingrid@example.nl',
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(again.status).toBe(201);
    // The new account sees nothing of the old one.
    const fresh = await request(t.app).get('/api/orders').set('Authorization', `Bearer ${again.body.token}`);
    expect(fresh.body.orders).toEqual([]);

    // The invoice stays with its number, lines, name and amount; its e-mail address goes (it was paid).
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoiceBefore.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      invoice_number: invoiceBefore.invoice_number,
      customer_name: invoiceBefore.customer_name,
      total_cents: invoiceBefore.total_cents,
      customer_email: '',
      customer_id: null,
    });
    const lines = await db.selectFrom('invoice_lines').select('id').where('invoice_id', '=', invoice.id).execute();
    expect(lines.length).toBeGreaterThan(0);

    // The order stays for the invoice, with the name and address only.
    const order = await db.selectFrom('orders').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    const details = JSON.parse(order.customer) as Record<string, string>;
    expect(details).toMatchObject({ name: 'Ingrid van der Wit', street: 'Vredenburgkade', city: 'Utrecht' });
    expect(order.customer).not.toContain('ingrid@example.nl');
    expect(order.customer).not.toContain('1234 5678');
    expect(order).toMatchObject({ user_id: null, customer_email: '', access_token_hash: null });

    // Services ended now.
    const subscription = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: 'cancelled', ends_on: '2026-11-24', user_id: null });
    const esim = await db.selectFrom('esims').selectAll().where('order_id', '=', own.id).executeTakeFirstOrThrow();
    expect(esim).toMatchObject({ status: 'expired', email: '', activation_code: null, user_id: null });

    // The customer record, the newsletter and the sent mails to the address are gone; the log names no one.
    expect(await db.selectFrom('customers').select('id').where('email', '=', 'ingrid@example.nl').execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);
    const activity = await db.selectFrom('activity').select('params').execute();
    expect(activity.filter((row) => row.params.includes(own.id)).length).toBeGreaterThan(0);
    expect(activity.filter((row) => row.params.includes(own.id) && row.params.includes('Ingrid'))).toEqual([]);
    const mailJobs = await db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'mail')
      .where('done_at', 'is not', null)
      .execute();
    expect(mailJobs.filter((job) => job.payload.includes('"ingrid@example.nl"'))).toEqual([]);

    // Another account keeps everything.
    const pieterOrder = await db.selectFrom('orders').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(pieterOrder.customer_email).toBe('pieter@example.nl');
    expect((await pieter.get('/api/subscriptions')).body.subscriptions[0].status).toBe('active');

    // Recorded as a request the admins see, with nothing of the account left.
    const token = await adminToken();
    const list = await request(t.app).get('/api/admin/privacy-requests').set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        kind: 'delete',
        customerName: null,
        requestedBy: 'customer',
        adminName: null,
        requestedAt: NOW.toISOString(),
        completedAt: NOW.toISOString(),
      }),
    ]);
  });
});

describe('POST /api/account/delete with a platform that takes profiles back', () => {
  it("gives the account's eSIM profile up at the platform", async () => {
    const store = await openTestDatabase();
    const cancelled: string[] = [];
    const simulated = createSimulatedEsimProvider({ db: store.kysely, readyDelayMs: 0, clock: { now: () => NOW } });
    t = await createTestApp({
      db: store,
      clock: { now: () => NOW },
      esimProvider: {
        ...simulated,
        cancel: async (ref) => {
          cancelled.push(ref);
        },
      },
    });
    const kees = await registerCustomer(t, { email: 'kees@example.nl' });
    const own = await orderAndPay(t, kees);
    await runJobs();
    const esim = await t.store.kysely
      .selectFrom('esims')
      .select(['provider_ref', 'status'])
      .where('order_id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(esim.status).toBe('ready');

    expect((await kees.post('/api/account/delete', { password: PASSWORD })).status).toBe(204);
    await runJobs();
    expect(cancelled).toEqual([esim.provider_ref]);
  });
});

describe('GET /api/admin/privacy-requests', () => {
  it('answers 403 for a customer and 401 without a token', async () => {
    expect((await ingrid.get('/api/admin/privacy-requests')).status).toBe(403);
    expect((await request(t.app).get('/api/admin/privacy-requests')).status).toBe(401);
  });

  it("lists an export with the customer's name", async () => {
    expect((await ingrid.get('/api/account/export')).status).toBe(200);
    const token = await adminToken();
    const list = await request(t.app).get('/api/admin/privacy-requests').set('Authorization', `Bearer ${token}`);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toMatchObject({
      kind: 'export',
      customerName: 'Ingrid van der Wit',
      requestedBy: 'customer',
    });
  });
});

describe('POST /api/admin/customers/{id}/privacy-delete', () => {
  it("deletes a customer's account and record for an admin, recorded with the admin's name", async () => {
    await orderAndPay(t, ingrid);
    const record = await t.store.kysely
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'ingrid@example.nl')
      .executeTakeFirstOrThrow();
    const token = await adminToken();
    expect((await ingrid.post('/api/admin/customers/1/privacy-delete')).status).toBe(403);
    const answer = await request(t.app)
      .post(`/api/admin/customers/${record.id}/privacy-delete`)
      .set('Authorization', `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.request).toMatchObject({
      kind: 'delete',
      customerId: Number(record.id),
      customerName: null,
      requestedBy: 'admin',
      adminName: 'Admin',
    });
    expect((await ingrid.get('/api/auth/verify')).status).toBe(401);
    const missing = await request(t.app)
      .post(`/api/admin/customers/${record.id}/privacy-delete`)
      .set('Authorization', `Bearer ${token}`);
    expect(missing.status).toBe(404);
  });
});

describe('eSIM top-ups in the export and the deletion', () => {
  it('exports the top-ups and auto top-up; a deletion ends auto top-up and the unpaid top-up, and keeps the paid one', async () => {
    const own = await orderAndPay(t, ingrid);
    await runJobs();
    const esimId = (await ingrid.get(`/api/orders/${own.id}`)).body.esims[0].id as number;
    expect((await ingrid.post(`/api/esims/${esimId}/simulate`, { event: 'installed' })).status).toBe(200);
    const paid = await ingrid.post(`/api/esims/${esimId}/top-up`, { bundle: '3gb' });
    expect(paid.status).toBe(201);
    const paidTx = (paid.body.redirectUrl as string).replace('/betalen/', '');
    expect((await request(t.app).post(`/api/payments/${paidTx}/simulate`).send({ outcome: 'paid' })).status).toBe(200);
    const unpaid = await ingrid.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' });
    expect(unpaid.status).toBe(201);
    const auto = { enabled: true, bundle: '3gb', monthlyCapEuros: 30 };
    expect((await ingrid.put(`/api/esims/${esimId}/auto-top-up`, auto)).status).toBe(200);

    const data = (await ingrid.get('/api/account/export')).body;
    expect(data.topUps).toEqual([
      expect.objectContaining({ id: paid.body.topUp.id, esimId, status: 'paid', priceWithVatCents: 1209 }),
      expect.objectContaining({ id: unpaid.body.topUp.id, esimId, status: 'pending', invoiceId: null }),
    ]);
    expect(data.topUps[0].invoiceId).toEqual(expect.any(Number));
    expect(data.autoTopUps).toEqual([{ esimId, ...auto, updatedAt: NOW.toISOString() }]);
    // Pieter's export has none of them.
    const others = (await pieter.get('/api/account/export')).body;
    expect([others.topUps, others.autoTopUps]).toEqual([[], []]);

    expect((await ingrid.post('/api/account/delete', { password: PASSWORD })).status).toBe(204);
    const db = t.store.kysely;
    expect(await db.selectFrom('esim_auto_top_ups').selectAll().execute()).toEqual([]);
    const rows = await db.selectFrom('esim_top_ups').select(['id', 'status', 'invoice_id']).orderBy('id').execute();
    expect(rows.map((row) => [Number(row.id), row.status])).toEqual([
      [paid.body.topUp.id, 'paid'],
      [unpaid.body.topUp.id, 'expired'],
    ]);
    // The paid top-up's invoice stays (fiscal retention); paying the unpaid one now adds nothing to the ended eSIM.
    expect(Number(rows[0]!.invoice_id)).toBe(data.topUps[0].invoiceId);
    const unpaidTx = (unpaid.body.redirectUrl as string).replace('/betalen/', '');
    await request(t.app).post(`/api/payments/${unpaidTx}/simulate`).send({ outcome: 'paid' });
    const after = await db.selectFrom('esim_top_ups').select('status').where('id', '=', unpaid.body.topUp.id).execute();
    expect(after).toEqual([{ status: 'expired' }]);
  });
});

describe('voicemail in the export and the deletion', () => {
  it('exports the messages with their transcripts and the calendar; a deletion removes them, the feed, the SMS and the greetings', async () => {
    await t.services.voip.ensureInventory();
    const free = await request(t.app).get('/api/voip/numbers?area=030');
    const number = (free.body.numbers as { number: string }[])[0]!.number;
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
    await orderAndPay(t, ingrid, {
      kind: 'voip',
      numberType: 'nl',
      number,
      bundle: null,
      numberHold: hold.body.holdToken,
    });
    expect((await ingrid.post('/api/voicemails/test', { number })).status).toBe(202);
    await runJobs();
    const [message] = (await ingrid.get('/api/voicemails')).body.voicemails;
    // The appointment request the analysis reads from the Dutch example, set here whatever its rules read now.
    await t.store.kysely
      .updateTable('voicemails')
      .set({ appointment_date: '2026-12-08', appointment_time: '10:00', appointment_status: 'pending' })
      .where('id', '=', message.id)
      .execute();
    expect((await ingrid.post(`/api/voicemails/${message.id}/appointment`, { decision: 'accept' })).status).toBe(200);
    await runJobs();
    const feedUrl = (await ingrid.get('/api/calendar')).body.feedUrl as string;
    const greeting = `/api/voip/numbers/${encodeURIComponent(number)}/greeting`;
    expect((await ingrid.put(greeting, { text: 'Welkom bij Ingrid.' })).status).toBe(200);

    const data = (await ingrid.get('/api/account/export')).body;
    expect(data.voicemails).toEqual([
      {
        ...message,
        appointment: { date: '2026-12-08', time: '10:00', status: 'approved' },
      },
    ]);
    expect(data.voicemails[0].transcript).toBe(
      'Goedemorgen, u spreekt met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur. U kunt mij terugbellen op 06 12 34 56 78.',
    );
    expect(data.appointments).toEqual([
      {
        id: `voicemail-${message.id}`,
        source: 'voicemail',
        title: 'Afspraak met 06 1234 5678',
        start: '2026-12-08T09:00:00.000Z',
        end: '2026-12-08T09:30:00.000Z',
        contact: '+31612345678',
      },
    ]);
    expect(data.voicemailGreetings).toEqual([
      { number, text: 'Welkom bij Ingrid.', recording: null, plays: 'text', updatedAt: expect.any(String) },
    ]);
    const others = (await pieter.get('/api/account/export')).body;
    expect([others.voicemails, others.appointments, others.voicemailGreetings]).toEqual([[], [], []]);

    expect((await ingrid.post('/api/account/delete', { password: PASSWORD })).status).toBe(204);
    const db = t.store.kysely;
    const left = await Promise.all([
      db.selectFrom('voicemails').select('id').execute(),
      db.selectFrom('appointments').select('id').execute(),
      db.selectFrom('calendar_feeds').select('user_id').execute(),
      db.selectFrom('simulated_sms').select('id').execute(),
      db.selectFrom('voicemail_greetings').select('number').execute(),
    ]);
    expect(left).toEqual([[], [], [], [], []]);
    expect((await request(t.app).get(new URL(feedUrl).pathname)).status).toBe(404);
  });
});

describe('API keys and webhooks in the export and the deletion', () => {
  it('exports the keys and endpoints without any secret; a deletion removes them', async () => {
    const made = await ingrid.post('/api/api-keys', { name: 'Boekhouding', scopes: ['read'] });
    expect(made.status).toBe(201);
    const kept = await ingrid.post('/api/api-keys', { name: 'Website', scopes: ['read', 'write'] });
    expect(
      (await request(t.app).delete(`/api/api-keys/${made.body.key.id}`).set('Authorization', `Bearer ${ingrid.token}`))
        .status,
    ).toBe(204);
    const endpoint = await ingrid.post('/api/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['order.paid'] });
    expect(endpoint.status).toBe(201);

    const data = (await ingrid.get('/api/account/export')).body;
    expect(data.apiKeys).toEqual([
      { ...made.body.key, lastUsedAt: null, revokedAt: expect.any(String) },
      { ...kept.body.key, lastUsedAt: null, revokedAt: null },
    ]);
    expect(data.webhookEndpoints).toEqual([
      {
        id: endpoint.body.id,
        url: 'http://127.0.0.1:9/hooks',
        events: ['order.paid'],
        enabled: true,
        createdAt: endpoint.body.createdAt,
      },
    ]);
    const text = JSON.stringify(data);
    for (const secret of [made.body.secret, kept.body.secret, endpoint.body.secret]) expect(text).not.toContain(secret);
    const others = (await pieter.get('/api/account/export')).body;
    expect([others.apiKeys, others.webhookEndpoints]).toEqual([[], []]);

    expect((await ingrid.post('/api/account/delete', { password: PASSWORD })).status).toBe(204);
    const db = t.store.kysely;
    expect(await db.selectFrom('api_keys').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
  });
});
