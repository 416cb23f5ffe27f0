import request from 'supertest';
import { sql, type RawBuilder } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SETTINGS, translateMessage, type InvoiceStatus } from '@telecom/domain';
import { DEMO_TARGETS } from '../../db/seed/demo.js';

/** The first row of a query on the app's database (SQLite or PostgreSQL), and its first value. */
const rowOf = async (query: RawBuilder<unknown>, app: TestApp = t) =>
  (await query.execute(app.store.kysely)).rows[0] as Record<string, unknown> | undefined;
const valueOf = async (query: RawBuilder<unknown>, app: TestApp = t) => {
  const row = await rowOf(query, app);
  return row && Object.values(row)[0];
};
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { createTestApp, openDemoDatabase, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let t: TestApp;
let adminToken: string;
let customerToken: string;
let customerId: number;

beforeEach(async () => {
  t = await createTestApp({
    clock: { now: () => NOW },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  const registered = await request(t.app).post('/api/auth/register').send({
    firstName: 'Kees',
    lastName: 'Klant',
    email: 'kees@example.nl',
    password: 'Zomer-Fiets-2026',
    acceptTerms: true,
  });
  customerToken = registered.body.token;
  customerId = registered.body.user.id;
});

const as = (token: string) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${token}`),
  post: (path: string, body?: object) => request(t.app).post(path).set('Authorization', `Bearer ${token}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${token}`).send(body),
});
const latestActivity = () =>
  rowOf(sql`SELECT type, message_key, params, status FROM activity ORDER BY id DESC LIMIT 1`);
const activityCount = async () => Number(await valueOf(sql`SELECT COUNT(*) FROM activity`));

describe('access', () => {
  it.each(['/api/admin/users', '/api/admin/settings', '/api/admin/reports'])(
    '%s: 401 anonymous, 403 for a customer',
    async (path) => {
      expect((await request(t.app).get(path)).status).toBe(401);
      expect((await as(customerToken).get(path)).status).toBe(403);
      expect((await as(adminToken).get(path)).status).toBe(200);
    },
  );
});

describe('/api/admin/users', () => {
  it('lists the accounts by name without password hashes, and searches them', async () => {
    const res = await as(adminToken).get('/api/admin/users');
    expect(res.body).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(res.body.items.map((user: { email: string }) => user.email)).toEqual([ADMIN.email, 'kees@example.nl']);
    expect(res.body.items[0]).toMatchObject({ role: 'admin', fixedAdmin: true });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|\$2[aby]\$/);
    expect((await as(adminToken).get('/api/admin/users?search=KEES')).body.items).toHaveLength(1);
    expect((await as(adminToken).get('/api/admin/users?search=nobody')).body).toMatchObject({ total: 0, items: [] });
  });

  it('makes a customer an admin and back, with the stored role', async () => {
    const res = await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: customerId, role: 'admin', fixedAdmin: false });
    expect(await valueOf(sql`SELECT role FROM users WHERE id = ${customerId}`)).toBe('admin');
    expect((await as(customerToken).get('/api/admin/users')).status).toBe(200);
    await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'customer' });
    expect((await as(customerToken).get('/api/admin/users')).status).toBe(403);
  });

  it('never changes the fixed admin address or the acting admin, and refuses unknown roles and ids', async () => {
    const adminId = (await valueOf(sql`SELECT id FROM users WHERE email = ${ADMIN.email}`)) as number;
    const own = await as(adminToken)
      .put(`/api/admin/users/${adminId}/role`, { role: 'customer' })
      .set('Accept-Language', 'nl');
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'ROLE_LOCKED', message: translateMessage('errors.ROLE_LOCKED', 'nl') });
    expect((await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'owner' })).status).toBe(400);
    expect((await as(adminToken).put('/api/admin/users/999/role', { role: 'admin' })).status).toBe(404);
    expect((await as(adminToken).put('/api/admin/users/abc/role', { role: 'admin' })).status).toBe(404);
  });
});

describe('/api/admin/settings', () => {
  it('answers the defaults, then stores and answers what the admin saved', async () => {
    expect((await as(adminToken).get('/api/admin/settings')).body).toEqual({ settings: DEFAULT_ADMIN_SETTINGS });
    const saved = await as(adminToken).put('/api/admin/settings', {
      companyName: 'TeleNova Zakelijk',
      companyAddress: 'Catharijnesingel 10',
      companyPostcode: '3511gb',
      companyCity: 'Utrecht',
      kvkNumber: '12345678',
      vatNumber: 'nl123456789b01',
      supportEmail: 'Hulp@TeleNova.nl',
      invoiceDueDays: '30',
      defaultLanguage: 'en',
      supportPhone: '030 - 234 56 78',
      supportHoursFrom: '9:00',
      supportHoursTo: '17:30',
    });
    expect(saved.status).toBe(200);
    const expected = {
      companyName: 'TeleNova Zakelijk',
      companyAddress: 'Catharijnesingel 10',
      companyPostcode: '3511 GB',
      companyCity: 'Utrecht',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      supportEmail: 'hulp@telenova.nl',
      invoiceDueDays: 30,
      defaultLanguage: 'en',
      supportPhone: '+31302345678',
      supportHoursFrom: '09:00',
      supportHoursTo: '17:30',
    };
    expect(saved.body.settings).toEqual(expected);
    expect((await as(adminToken).get('/api/admin/settings')).body.settings).toEqual(expected);
    expect(await valueOf(sql`SELECT value FROM settings WHERE key = 'invoiceDueDays'`)).toBe('30');
  });

  it('refuses bad settings with translated field messages and keeps the stored ones', async () => {
    const res = await as(adminToken)
      .put('/api/admin/settings', { companyName: '', supportEmail: 'x', invoiceDueDays: 0, defaultLanguage: 'de' })
      .set('Accept-Language', 'nl');
    expect(res.status).toBe(400);
    expect(res.body.fields.invoiceDueDays).toBe(translateMessage('validation.dueDays.invalid', 'nl'));
    const seller = await as(adminToken)
      .put('/api/admin/settings', {
        ...DEFAULT_ADMIN_SETTINGS,
        kvkNumber: '1234',
        vatNumber: 'NL12B01',
        supportPhone: '+32 2 345 67 89',
        supportHoursFrom: '18:00',
        supportHoursTo: '09:00',
      })
      .set('Accept-Language', 'en');
    expect(seller.status).toBe(400);
    expect(seller.body.fields).toEqual({
      kvkNumber: 'Enter the 8-digit Chamber of Commerce (KvK) number',
      vatNumber: 'Enter a Dutch VAT number such as NL123456789B01',
      supportPhone: 'Enter a Dutch phone number, such as 020 123 4567',
      supportHoursTo: 'The closing time must be after the opening time',
    });
    expect((await as(adminToken).get('/api/admin/settings')).body.settings).toEqual(DEFAULT_ADMIN_SETTINGS);
  });
});

describe('/api/admin/reports', () => {
  it('adds up paid revenue per month for 12 months and counts customers and invoices', async () => {
    const admin = (path: string, body: object) =>
      request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body);
    const customer = (
      await admin('/api/admin/customers', {
        name: 'Rapport Klant',
        email: 'rapport@example.nl',
        plan: 'voip',
        status: 'active',
      })
    ).body.customer;
    await admin('/api/admin/customers', {
      name: 'Tweede',
      email: 'tweede@example.nl',
      plan: 'voip',
      status: 'suspended',
    });
    const first = (
      await admin('/api/admin/invoices', {
        customerId: customer.id,
        amount: '100',
        issueDate: '2026-11-01',
        dueDate: '2026-11-30',
        status: 'sent',
      })
    ).body.invoice;
    await admin('/api/admin/invoices', {
      customerId: customer.id,
      amount: '50,50',
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: 'sent',
    });
    await admin(`/api/admin/invoices/${first.id}/status`, { status: 'paid' });

    const res = await as(adminToken).get('/api/admin/reports');
    expect(res.body.revenueByMonth).toHaveLength(12);
    expect(res.body.revenueByMonth[0].month).toBe('2025-12');
    expect(res.body.revenueByMonth.at(-1)).toEqual({ month: '2026-11', revenue: 100, invoices: 1 });
    expect(res.body.customersByPlan).toEqual([{ plan: 'voip', count: 2 }]);
    expect(res.body.customersByStatus).toEqual([
      { status: 'active', count: 1 },
      { status: 'suspended', count: 1 },
    ]);
    expect(res.body.invoicesByStatus).toEqual([
      { status: 'overdue', count: 1, amount: 50.5 },
      { status: 'paid', count: 1, amount: 100 },
    ]);
  });
});

describe('/api/admin/users, further', () => {
  it('searches names beyond ASCII case-insensitively, as the other admin lists do', async () => {
    await request(t.app).post('/api/auth/register').send({
      firstName: 'Zoë',
      lastName: 'Çelik',
      email: 'zoe@example.nl',
      password: 'Zomer-Fiets-2026',
      acceptTerms: true,
    });
    const names = async (search: string) =>
      (await as(adminToken).get(`/api/admin/users?search=${encodeURIComponent(search)}`)).body.items.map(
        (user: { name: string }) => user.name,
      );
    expect(await names('ÇELIK')).toEqual(['Zoë Çelik']);
    expect(await names('ZOË')).toEqual(['Zoë Çelik']);
    expect(await names('  kees klant ')).toEqual(['Kees Klant']);
    expect(await names('%')).toEqual([]);
  });

  it('records a role change in the activity log, and nothing when the role stays the same', async () => {
    await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'admin' });
    expect(await latestActivity()).toEqual({
      type: 'user',
      message_key: 'activity.userPromoted',
      params: JSON.stringify({ name: 'Kees Klant' }),
      status: 'success',
    });
    const before = await activityCount();
    expect((await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'admin' })).status).toBe(200);
    expect(await activityCount()).toBe(before);
    await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'customer' });
    expect(await latestActivity()).toMatchObject({ message_key: 'activity.userDemoted', status: 'warning' });
    const log = await as(adminToken).get('/api/admin/activity').set('Accept-Language', 'nl');
    expect(log.body.items.map((entry: { message: string }) => entry.message)).toEqual(
      expect.arrayContaining(['Kees Klant is nu beheerder', 'Kees Klant is geen beheerder meer']),
    );
  });

  it('keeps the ADMIN_EMAIL account an admin for another admin too', async () => {
    await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'admin' });
    const adminId = (await valueOf(sql`SELECT id FROM users WHERE email = ${ADMIN.email}`)) as number;
    const res = await as(customerToken).put(`/api/admin/users/${adminId}/role`, { role: 'customer' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ROLE_LOCKED');
    expect(await valueOf(sql`SELECT role FROM users WHERE id = ${adminId}`)).toBe('admin');
  });
});

describe('/api/admin/settings in the records', () => {
  const CHANGED = {
    ...DEFAULT_ADMIN_SETTINGS,
    companyName: 'Bakker & Zn <BV>',
    supportEmail: 'klantenservice@telenova.nl',
    invoiceDueDays: 30,
    defaultLanguage: 'en',
  };

  async function openInvoice() {
    const customer = (
      await as(adminToken).post('/api/admin/customers', {
        name: 'Fleur Visser',
        email: 'fleur@example.nl',
        plan: 'voip',
        status: 'active',
      })
    ).body.customer;
    return (
      await as(adminToken).post('/api/admin/invoices', {
        customerId: customer.id,
        amount: 120.5,
        issueDate: '2026-11-01',
        dueDate: '2026-11-15',
        status: 'sent',
      })
    ).body.invoice as { id: string };
  }

  it('records a change of the settings', async () => {
    await as(adminToken).put('/api/admin/settings', CHANGED);
    expect(await latestActivity()).toEqual({
      type: 'clock',
      message_key: 'activity.settingsUpdated',
      params: '{}',
      status: 'success',
    });
    const log = await as(adminToken).get('/api/admin/activity').set('Accept-Language', 'nl');
    expect(log.body.items.map((entry: { message: string }) => entry.message)).toContain(
      'Bedrijfsinstellingen bijgewerkt',
    );
  });

  it('signs reminders with the company name, names the support address and writes in the default language', async () => {
    const invoice = await openInvoice();
    await as(adminToken).post(`/api/admin/invoices/${invoice.id}/reminder`).set('Accept-Language', 'es');
    const dutch = (await t.mails()).at(-1)!;
    expect(dutch.subject).toBe('Achterstallige betaling: factuur INV-2026-001');
    expect(dutch.text).toContain('15 november 2026');
    expect(dutch.text).toContain(DEFAULT_ADMIN_SETTINGS.supportEmail);
    expect(dutch.text).toContain(`Het team van ${DEFAULT_ADMIN_SETTINGS.companyName}`);

    await as(adminToken).put('/api/admin/settings', CHANGED);
    await as(adminToken).post(`/api/admin/invoices/${invoice.id}/reminder`);
    const english = (await t.mails()).at(-1)!;
    expect(english.subject).toBe('Overdue payment: invoice INV-2026-001');
    expect(english.text).toContain('15 November 2026');
    expect(english.text).toContain(CHANGED.supportEmail);
    expect(english.text).toContain(`The ${CHANGED.companyName} team`);
  });
});

describe('/api/admin/reports on known data', () => {
  let sequence = 0;
  async function addInvoice(
    customerId: number,
    cents: number,
    status: InvoiceStatus,
    dueDate: string,
    paidDate: string | null = null,
  ) {
    sequence += 1;
    await createInvoicesRepository(t.store.kysely).insertInvoice({
      invoiceNumber: `INV-2026-${String(sequence).padStart(3, '0')}`,
      customerId,
      customerName: 'Klant',
      customerEmail: 'klant@example.nl',
      amountCents: cents,
      status,
      issueDate: '2025-10-01',
      dueDate,
      paidDate,
      recurring: false,
    });
  }

  it('adds up revenue by paid month within the last 12 months and invoices by the status the list shows', async () => {
    const anna = await createCustomersRepository(t.store.kysely).insertCustomer({
      name: 'Anna',
      email: 'anna@example.nl',
      plan: 'esim-pro',
      planName: 'eSIM Pro',
      status: 'active',
      createdAt: '2026-01-01T00:00:00Z',
    });
    await addInvoice(anna, 10_000, 'paid', '2026-11-30', '2026-11-05');
    await addInvoice(anna, 5_050, 'paid', '2026-11-30', '2026-11-20');
    await addInvoice(anna, 2_000, 'paid', '2026-02-28', '2026-01-31');
    await addInvoice(anna, 1_000, 'paid', '2025-12-31', '2025-12-01');
    await addInvoice(anna, 99_900, 'paid', '2025-12-31', '2025-11-30'); // 13 months ago: not in the chart
    await addInvoice(anna, 3_000, 'sent', '2026-11-01'); // due before today: overdue
    await addInvoice(anna, 4_000, 'sent', '2026-12-10');
    await addInvoice(anna, 500, 'draft', '2026-11-22'); // a draft past its due date shows as overdue too
    await addInvoice(anna, 700, 'cancelled', '2026-12-10');
    await addInvoice(anna, 800, 'cancelled', '2026-11-01'); // the list shows a cancelled invoice past due as overdue

    const { body } = await as(adminToken).get('/api/admin/reports');
    const months = Object.fromEntries(
      body.revenueByMonth.map((row: { month: string; revenue: number; invoices: number }) => [
        row.month,
        [row.revenue, row.invoices],
      ]),
    );
    expect(months).toMatchObject({ '2025-12': [10, 1], '2026-01': [20, 1], '2026-02': [0, 0], '2026-11': [150.5, 2] });
    expect(Object.keys(months)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(body.invoicesByStatus).toEqual([
      { status: 'cancelled', count: 1, amount: 7 },
      { status: 'overdue', count: 3, amount: 43 },
      { status: 'paid', count: 5, amount: 1179.5 },
      { status: 'sent', count: 1, amount: 40 },
    ]);
    const overdueListed = await as(adminToken).get('/api/admin/invoices?status=overdue');
    expect(overdueListed.body.total).toBe(3);
  });

  it('agrees with the lists and their stat cards on the demo data', async () => {
    const fresh = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
    await fresh.services.auth.ensureAdminAccount(ADMIN);
    const token = (await request(fresh.app).post('/api/auth/login').send(ADMIN)).body.token;
    const get = (path: string) => request(fresh.app).get(path).set('Authorization', `Bearer ${token}`);
    const { body } = await get('/api/admin/reports');
    const invoices = Object.fromEntries(
      body.invoicesByStatus.map((row: { status: string; count: number; amount: number }) => [row.status, row]),
    );
    const paidCents = Number(await valueOf(sql`SELECT SUM(amount_cents) FROM invoices WHERE status = 'paid'`, fresh));
    expect(invoices.paid).toMatchObject({ count: DEMO_TARGETS.paidInvoices, amount: paidCents / 100 });
    expect(invoices.overdue.count).toBe(8);
    expect(invoices.sent.count).toBe(34);
    expect(body.customersByStatus.find((row: { status: string }) => row.status === 'active').count).toBe(1156);
    expect(body.customersByPlan.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(1247);
    const charted = body.revenueByMonth.reduce((sum: number, row: { revenue: number }) => sum + row.revenue, 0);
    const paidSince = (await valueOf(
      sql`SELECT SUM(amount_cents) FROM invoices WHERE status = 'paid' AND paid_date >= '2025-12-01'`,
      fresh,
    )) as number;
    expect(Math.round(charted * 100)).toBe(paidSince);
  });
});
