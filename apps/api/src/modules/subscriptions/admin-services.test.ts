// The back office acts on the services it sold (docs/contracts.md §14), through the API as the customer and order pages
// call it: a subscription suspended (not invoiced by the billing run while it is), resumed, cancelled at the term's
// end or now; a customer record suspended and reactivated with its subscriptions; an eSIM blocked (lost or stolen),
// replaced by a new one with its own QR code and mail, its install mail sent again. Admin only; a wrong state is 409.
// Every change is an activity entry that names who acted (GET /api/admin/activity's `actor`).
import { calculateEsimPrice } from '@telecom/domain';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let now: Date;
let t: TestApp;
let ingrid: TestCustomer;
let adminToken: string;

const at = (iso: string) => {
  now = new Date(iso);
};

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl', language: 'nl' });
  await t.services.auth.ensureAdminAccount(ADMIN);
  const login = await request(t.app).post('/api/auth/login').send(ADMIN);
  expect(login.status).toBe(200);
  adminToken = login.body.token as string;
});

const admin = {
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`),
  post: (path: string, body: object = {}) =>
    request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body),
};

const subscriptionRow = (id: number) =>
  t.store.kysely.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const esimRow = (id: number) =>
  t.store.kysely.selectFrom('esims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Ingrid's paid eSIM Pro order, its eSIM provisioned (ready): the ids of its subscription and eSIM. */
async function paidEsimPro(
  customer: TestCustomer = ingrid,
): Promise<{ orderId: string; subscriptionId: number; esimId: number }> {
  const order = await orderAndPay(t, customer);
  await t.services.jobs.runDueJobs();
  const subscription = await t.store.kysely
    .selectFrom('subscriptions')
    .select(['id', 'esim_id'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  expect((await esimRow(Number(subscription.esim_id))).status).toBe('ready');
  return { orderId: order.id, subscriptionId: Number(subscription.id), esimId: Number(subscription.esim_id) };
}

/** The newest activity entries as the back office reads them (English). */
async function activity() {
  const answer = await admin.get('/api/admin/activity?pageSize=50').set('Accept-Language', 'en');
  expect(answer.status).toBe(200);
  return answer.body.items as { message: string; actor: string | null }[];
}

describe('the admin actions are for admins only', () => {
  it('answers 401 without a token and 403 for a customer, and changes nothing', async () => {
    const { subscriptionId, esimId } = await paidEsimPro();
    const calls: [string, object][] = [
      [`/api/admin/subscriptions/${subscriptionId}/suspend`, {}],
      [`/api/admin/subscriptions/${subscriptionId}/resume`, {}],
      [`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'now' }],
      [`/api/admin/esims/${esimId}/block`, {}],
      [`/api/admin/esims/${esimId}/replace`, {}],
      [`/api/admin/esims/${esimId}/resend`, {}],
    ];
    for (const [path, body] of calls) {
      expect((await request(t.app).post(path).send(body)).status, path).toBe(401);
      const asCustomer = await ingrid.post(path, body);
      expect({ status: asCustomer.status, code: asCustomer.body.code }, path).toEqual({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    expect((await esimRow(esimId)).status).toBe('ready');
    expect(await t.store.kysely.selectFrom('esims').select('id').execute()).toHaveLength(1);
  });

  it('answers 404 for a subscription or eSIM that does not exist', async () => {
    for (const path of [
      '/api/admin/subscriptions/999/suspend',
      '/api/admin/subscriptions/999/resume',
      '/api/admin/subscriptions/abc/suspend',
    ]) {
      const answer = await admin.post(path);
      expect({ status: answer.status, code: answer.body.code }, path).toEqual({
        status: 404,
        code: 'SUBSCRIPTION_NOT_FOUND',
      });
    }
    expect((await admin.post('/api/admin/subscriptions/999/cancel', { when: 'now' })).status).toBe(404);
    for (const action of ['block', 'replace', 'resend']) {
      const answer = await admin.post(`/api/admin/esims/999/${action}`);
      expect({ status: answer.status, code: answer.body.code }, action).toEqual({
        status: 404,
        code: 'ESIM_NOT_FOUND',
      });
    }
  });
});

describe('POST /api/admin/subscriptions/{id}/suspend and …/resume', () => {
  it('suspends an active subscription, which its customer sees without a next invoice, then resumes it', async () => {
    const { subscriptionId } = await paidEsimPro();
    const suspended = await admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`);
    expect(suspended.status).toBe(200);
    expect(suspended.body.subscription).toMatchObject({
      kind: 'subscription',
      id: subscriptionId,
      status: 'suspended',
      actions: ['resume', 'cancel-now'],
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'suspended',
      suspended_at: '2026-11-24T10:00:00.000Z',
    });
    const own = (await ingrid.get('/api/subscriptions')).body.subscriptions[0];
    expect(own).toMatchObject({ status: 'suspended', nextInvoiceDate: null });
    // Not twice; and the customer's own cancel does not apply to it.
    const again = await admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
    expect((await ingrid.post(`/api/subscriptions/${subscriptionId}/cancel`)).status).toBe(409);

    const resumed = await admin.post(`/api/admin/subscriptions/${subscriptionId}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', endsOn: null });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'active', suspended_at: null });
    expect((await admin.post(`/api/admin/subscriptions/${subscriptionId}/resume`)).status).toBe(409);
  });

  it('resumes a suspended cancelling subscription to cancelling with its last day, and takes a cancellation back', async () => {
    const { subscriptionId } = await paidEsimPro();
    expect((await ingrid.post(`/api/subscriptions/${subscriptionId}/cancel`)).status).toBe(200);
    expect((await admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`)).status).toBe(200);
    const resumed = await admin.post(`/api/admin/subscriptions/${subscriptionId}/resume`);
    expect(resumed.body.subscription).toMatchObject({ status: 'cancelling', endsOn: '2027-10-31' });
    // Resuming a cancelling one takes the cancellation back, as the customer can.
    const active = await admin.post(`/api/admin/subscriptions/${subscriptionId}/resume`);
    expect(active.body.subscription).toMatchObject({ status: 'active', endsOn: null });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'active',
      ends_on: null,
      cancelled_at: null,
    });
  });
});

describe('a suspended subscription and the billing run', () => {
  it('invoices an active subscription and not a suspended one, until it is resumed', async () => {
    const { subscriptionId: suspendedId } = await paidEsimPro();
    const bart = await registerCustomer(t, { email: 'bart@example.nl', language: 'en', firstName: 'Bart' });
    const { subscriptionId: activeId } = await paidEsimPro(bart);
    expect((await admin.post(`/api/admin/subscriptions/${suspendedId}/suspend`)).status).toBe(200);

    at('2026-12-01T03:00:00.000Z');
    const december = await t.services.billing.runBilling('2026-12-01');
    expect(december.invoiced).toBe(1);
    // Recomputed from the rows: the month's claims and the invoices they point to.
    const billedIn = async (periodStart: string) =>
      t.store.kysely
        .selectFrom('subscription_invoices')
        .innerJoin('invoices', 'invoices.id', 'subscription_invoices.invoice_id')
        .select(['subscription_invoices.subscription_id', 'invoices.customer_id'])
        .where('subscription_invoices.period_start', '=', periodStart)
        .execute();
    const decemberBills = await billedIn('2026-12-01');
    expect(decemberBills.map((bill) => Number(bill.subscription_id))).toEqual([activeId]);
    const bartRecord = (await subscriptionRow(activeId)).customer_id;
    expect(decemberBills.map((bill) => bill.customer_id)).toEqual([bartRecord]);
    const ingridInvoices = (await ingrid.get('/api/invoices')).body.invoices as { orderId: string | null }[];
    expect(ingridInvoices.filter((invoice) => invoice.orderId === null)).toEqual([]);

    // Resumed in December: January is invoiced for both.
    expect((await admin.post(`/api/admin/subscriptions/${suspendedId}/resume`)).status).toBe(200);
    at('2027-01-01T03:00:00.000Z');
    expect((await t.services.billing.runBilling('2027-01-01')).invoiced).toBe(2);
    const januaryBills = await billedIn('2027-01-01');
    expect(januaryBills.map((bill) => Number(bill.subscription_id)).sort((a, b) => a - b)).toEqual(
      [suspendedId, activeId].sort((a, b) => a - b),
    );
    const { monthlyCents } = calculateEsimPrice({
      durationMonths: 12,
      calling: 'eu',
      nlData: 2,
      euData: 1,
      worldData: 0,
    });
    const ingridBilled = (
      (await ingrid.get('/api/invoices')).body.invoices as {
        orderId: string | null;
        amountCents: number;
        issue_date: string;
      }[]
    ).filter((invoice) => invoice.orderId === null);
    expect(ingridBilled).toMatchObject([{ amountCents: monthlyCents, issue_date: '2027-01-01' }]);
  });
});

describe('POST /api/admin/subscriptions/{id}/cancel', () => {
  it('cancels at the term’s end: cancelling until the minimum term ends, mailed to the customer', async () => {
    const { subscriptionId } = await paidEsimPro();
    const invalid = await admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'tomorrow' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields)).toEqual(['when']);
    expect((await admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, {})).status).toBe(400);

    const cancelled = await admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'term-end' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: 'cancelling',
      endsOn: '2027-10-31',
      minimumTermEnd: '2027-10-31',
    });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'cancelling',
      ends_on: '2027-10-31',
      cancelled_at: '2026-11-24T10:00:00.000Z',
    });
    const mail = (await t.mails()).filter((sent) => sent.to === ingrid.email).at(-1)!;
    expect(mail.subject).toContain('eSIM Pro');
    expect(mail.text).toContain('31 oktober 2027');
    const again = await admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'term-end' });
    expect(again.status).toBe(409);
  });

  it('cancels now: ended today, its pending change dropped and its eSIM stopped; then nothing applies', async () => {
    const { subscriptionId, esimId, orderId } = await paidEsimPro();
    const bigger = { durationMonths: 24, calling: 'world', nlData: 4, euData: 3, worldData: 2 };
    expect((await ingrid.put(`/api/subscriptions/${subscriptionId}`, { configuration: bigger })).status).toBe(200);
    expect((await admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`)).status).toBe(200);

    const ended = await admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'now' });
    expect(ended.status).toBe(200);
    expect(ended.body.subscription).toMatchObject({ status: 'cancelled', endsOn: '2026-11-24', actions: [] });
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'cancelled',
      ends_on: '2026-11-24',
      suspended_at: null,
      next_configuration: null,
      next_from: null,
    });
    expect((await esimRow(esimId)).status).toBe('expired');
    const services = await t.store.kysely
      .selectFrom('services')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    expect(services.map((service) => service.status)).toEqual(['expired']);
    for (const [action, body] of [
      ['cancel', { when: 'now' }],
      ['cancel', { when: 'term-end' }],
      ['suspend', {}],
      ['resume', {}],
    ] as const) {
      const answer = await admin.post(`/api/admin/subscriptions/${subscriptionId}/${action}`, body);
      expect({ status: answer.status, code: answer.body.code }, action).toEqual({
        status: 409,
        code: 'INVALID_TRANSITION',
      });
    }
  });
});

describe('suspending a customer record', () => {
  it('suspends its subscriptions; reactivating it (one or in bulk) resumes them', async () => {
    const { subscriptionId } = await paidEsimPro();
    const customerId = Number((await subscriptionRow(subscriptionId)).customer_id);
    const record = (await admin.get(`/api/admin/customers/${customerId}`)).body.customer;
    const put = await admin.put(`/api/admin/customers/${customerId}`, {
      name: record.name,
      email: record.email,
      plan: record.plan,
      status: 'suspended',
    });
    expect(put.status).toBe(200);
    expect((await subscriptionRow(subscriptionId)).status).toBe('suspended');
    const detail = await admin.get(`/api/admin/customers/${customerId}`);
    expect(detail.body.orderServices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'subscription', id: subscriptionId, status: 'suspended' }),
      ]),
    );

    const bulk = await admin.post('/api/admin/customers/bulk-status', { ids: [customerId], status: 'active' });
    expect(bulk.status).toBe(200);
    expect((await subscriptionRow(subscriptionId)).status).toBe('active');
    // Suspended again in bulk; `inactive` leaves a suspended subscription as it is.
    await admin.post('/api/admin/customers/bulk-status', { ids: [customerId], status: 'suspended' });
    expect((await subscriptionRow(subscriptionId)).status).toBe('suspended');
    await admin.post('/api/admin/customers/bulk-status', { ids: [customerId], status: 'inactive' });
    expect((await subscriptionRow(subscriptionId)).status).toBe('suspended');
  });
});

describe('POST /api/admin/esims/{id}/block', () => {
  it('blocks a lost eSIM: blocked for its customer without its codes, usage refused, the profile disabled', async () => {
    const { esimId } = await paidEsimPro();
    expect((await ingrid.post(`/api/esims/${esimId}/simulate`, { event: 'installed' })).status).toBe(200);
    const blocked = await admin.post(`/api/admin/esims/${esimId}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.esim).toMatchObject({ kind: 'esim', id: esimId, status: 'blocked', actions: ['replace'] });
    expect(await esimRow(esimId)).toMatchObject({ status: 'blocked', blocked_at: '2026-11-24T10:00:00.000Z' });

    const own = await ingrid.get(`/api/esims/${esimId}`);
    expect(own.body.esim).toMatchObject({ status: 'blocked', activationCode: null, lpa: null });
    expect((await ingrid.get('/api/esims')).body.esims[0]).toMatchObject({ id: esimId, status: 'blocked' });
    expect((await ingrid.get(`/api/esims/${esimId}/qr.svg`)).status).toBe(404);
    const usage = await ingrid.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb: 100 });
    expect({ status: usage.status, code: usage.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
    expect((await esimRow(esimId)).used_mb).toBe(0);

    // The job disables the profile at the (simulated) platform.
    await t.services.jobs.runDueJobs();
    const profile = await t.store.kysely
      .selectFrom('simulated_esim_profiles')
      .select('status')
      .where('ref', '=', (await esimRow(esimId)).provider_ref!)
      .executeTakeFirstOrThrow();
    expect(profile.status).toBe('blocked');
    const again = await admin.post(`/api/admin/esims/${esimId}/block`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
    expect((await admin.post(`/api/admin/esims/${esimId}/resend`)).status).toBe(409);
  });

  it('refuses to block, replace or mail an eSIM still being prepared', async () => {
    const order = await orderAndPay(t, ingrid);
    const esim = await t.store.kysely
      .selectFrom('esims')
      .select(['id', 'status'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(esim.status).toBe('preparing');
    for (const action of ['block', 'replace', 'resend']) {
      const answer = await admin.post(`/api/admin/esims/${esim.id}/${action}`);
      expect({ status: answer.status, code: answer.body.code }, action).toEqual({
        status: 409,
        code: 'INVALID_TRANSITION',
      });
    }
  });
});

describe('POST /api/admin/esims/{id}/replace', () => {
  it('makes a new eSIM with its own activation code for the same subscription, blocks the old one and mails the new one', async () => {
    const { subscriptionId, esimId } = await paidEsimPro();
    const old = await esimRow(esimId);
    const replaced = await admin.post(`/api/admin/esims/${esimId}/replace`);
    expect(replaced.status).toBe(201);
    const newId = replaced.body.esim.id as number;
    expect(newId).not.toBe(esimId);
    expect(replaced.body).toMatchObject({
      esim: { kind: 'esim', id: newId, orderId: old.order_id, status: 'preparing', actions: [] },
      replaced: { id: esimId, status: 'blocked' },
    });
    expect((await subscriptionRow(subscriptionId)).esim_id).toBe(newId);

    await t.services.jobs.runDueJobs();
    const fresh = await esimRow(newId);
    expect(fresh).toMatchObject({
      status: 'ready',
      customer_id: old.customer_id,
      user_id: old.user_id,
      name: old.name,
    });
    expect(fresh.activation_code).not.toBe(old.activation_code);
    expect(fresh.iccid).not.toBe(old.iccid);
    // The customer sees both: the new one ready with its QR code, the old one blocked.
    const own = (await ingrid.get('/api/esims')).body.esims as { id: number; status: string; activationCode: string }[];
    expect(own.map((esim) => [esim.id, esim.status])).toEqual([
      [newId, 'ready'],
      [esimId, 'blocked'],
    ]);
    expect(own[0]!.activationCode).toBe(fresh.activation_code);
    expect((await ingrid.get(`/api/esims/${newId}/qr.svg`)).status).toBe(200);
    // The install mail of the new eSIM, through the outbox, with its own code.
    const mails = (await t.mails()).filter(
      (mail) => mail.to === ingrid.email && mail.text.includes(fresh.activation_code!),
    );
    expect(mails).toHaveLength(1);
    // A blocked eSIM can still be replaced; a replacement being prepared cannot yet.
    expect((await admin.post(`/api/admin/esims/${newId}/block`)).status).toBe(200);
    expect((await admin.post(`/api/admin/esims/${newId}/replace`)).status).toBe(201);
  });
});

describe('POST /api/admin/esims/{id}/resend', () => {
  it('sends the install mail again through the outbox', async () => {
    const { esimId } = await paidEsimPro();
    const code = (await esimRow(esimId)).activation_code!;
    const withCode = async () =>
      (await t.mails()).filter((mail) => mail.to === ingrid.email && mail.text.includes(code));
    expect(await withCode()).toHaveLength(1);
    const resent = await admin.post(`/api/admin/esims/${esimId}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.esim).toMatchObject({ id: esimId, status: 'ready' });
    await t.services.jobs.runDueJobs();
    const mails = await withCode();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(mails[0]!.subject);
  });
});

describe('who did it', () => {
  it('names the acting admin on each back-office change, the customer on their own, and no one for the system', async () => {
    const { subscriptionId, esimId } = await paidEsimPro();
    expect((await ingrid.post(`/api/subscriptions/${subscriptionId}/cancel`)).status).toBe(200);
    expect((await admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`)).status).toBe(200);
    expect((await admin.post(`/api/admin/esims/${esimId}/block`)).status).toBe(200);
    await t.services.jobs.runDueJobs();

    const entries = await activity();
    const adminName = (await admin.get('/api/auth/verify')).body.user.name as string;
    const entry = (start: string) => entries.find((each) => each.message.startsWith(start));
    expect(entry('eSIM eSIM Pro')).toMatchObject({ actor: adminName });
    expect(entries.filter((each) => each.message.includes('suspended'))).toEqual([
      expect.objectContaining({ actor: adminName }),
    ]);
    expect(entries.find((each) => each.message.includes('cancelled, ends on'))).toMatchObject({
      actor: 'Ingrid van der Wit',
    });
    // The paid order was booked by the payment provider's notice: the system's.
    expect(entries.find((each) => each.message.startsWith('New order'))).toMatchObject({ actor: null });

    // Stored as it was then: the id and the name.
    const rows = await t.store.kysely
      .selectFrom('activity')
      .select(['message_key', 'actor_user_id', 'actor_name'])
      .where('message_key', 'in', ['activity.esimBlocked', 'activity.subscriptionSuspended'])
      .execute();
    const adminId = (await admin.get('/api/auth/verify')).body.user.id as number;
    expect(rows).toEqual([
      { message_key: 'activity.subscriptionSuspended', actor_user_id: adminId, actor_name: adminName },
      { message_key: 'activity.esimBlocked', actor_user_id: adminId, actor_name: adminName },
    ]);
  });

  it('names the admin on the existing back-office changes too (a customer record edited)', async () => {
    const created = await admin.post('/api/admin/customers', {
      name: 'Pieter Bos',
      email: 'pieter@example.nl',
      plan: 'voip',
      status: 'active',
    });
    expect(created.status).toBe(201);
    const adminName = (await admin.get('/api/auth/verify')).body.user.name as string;
    expect((await activity()).find((each) => each.message === 'Customer Pieter Bos added')).toMatchObject({
      actor: adminName,
    });
    // A customer's own registration: no one signed in made it.
    expect((await activity()).find((each) => each.message.startsWith('New customer registered'))).toMatchObject({
      actor: null,
    });
  });
});
