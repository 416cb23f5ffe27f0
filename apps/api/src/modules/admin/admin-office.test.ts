import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SETTINGS, translateMessage } from '@telecom/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

let t: TestApp;
let adminToken: string;
let customerToken: string;
let customerId: number;

beforeEach(async () => {
  t = createTestApp({ clock: { now: () => NOW }, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  const registered = await request(t.app).post('/api/auth/register').send({ firstName: 'Kees', lastName: 'Klant', email: 'kees@example.nl', password: 'Zomer-Fiets-2026', acceptTerms: true });
  customerToken = registered.body.token;
  customerId = registered.body.user.id;
});

const as = (token: string) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${token}`),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${token}`).send(body),
});

describe('access', () => {
  it.each(['/api/admin/users', '/api/admin/settings', '/api/admin/reports'])('%s: 401 anonymous, 403 for a customer', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(401);
    expect((await as(customerToken).get(path)).status).toBe(403);
    expect((await as(adminToken).get(path)).status).toBe(200);
  });
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
    expect(t.db.prepare('SELECT role FROM users WHERE id = ?').pluck().get(customerId)).toBe('admin');
    expect((await as(customerToken).get('/api/admin/users')).status).toBe(200);
    await as(adminToken).put(`/api/admin/users/${customerId}/role`, { role: 'customer' });
    expect((await as(customerToken).get('/api/admin/users')).status).toBe(403);
  });

  it('never changes the fixed admin address or the acting admin, and refuses unknown roles and ids', async () => {
    const adminId = t.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(ADMIN.email) as number;
    const own = await as(adminToken).put(`/api/admin/users/${adminId}/role`, { role: 'customer' }).set('Accept-Language', 'nl');
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
    const saved = await as(adminToken).put('/api/admin/settings', { companyName: 'TeleNova Zakelijk', supportEmail: 'Hulp@TeleNova.nl', invoiceDueDays: '30', defaultLanguage: 'en' });
    expect(saved.status).toBe(200);
    const expected = { companyName: 'TeleNova Zakelijk', supportEmail: 'hulp@telenova.nl', invoiceDueDays: 30, defaultLanguage: 'en' };
    expect(saved.body.settings).toEqual(expected);
    expect((await as(adminToken).get('/api/admin/settings')).body.settings).toEqual(expected);
    expect(t.db.prepare("SELECT value FROM settings WHERE key = 'invoiceDueDays'").pluck().get()).toBe('30');
  });

  it('refuses bad settings with translated field messages and keeps the stored ones', async () => {
    const res = await as(adminToken).put('/api/admin/settings', { companyName: '', supportEmail: 'x', invoiceDueDays: 0, defaultLanguage: 'de' }).set('Accept-Language', 'nl');
    expect(res.status).toBe(400);
    expect(res.body.fields.invoiceDueDays).toBe(translateMessage('validation.dueDays.invalid', 'nl'));
    expect((await as(adminToken).get('/api/admin/settings')).body.settings).toEqual(DEFAULT_ADMIN_SETTINGS);
  });
});

describe('/api/admin/reports', () => {
  it('adds up paid revenue per month for 12 months and counts customers and invoices', async () => {
    const admin = (path: string, body: object) => request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body);
    const customer = (await admin('/api/admin/customers', { name: 'Rapport Klant', email: 'rapport@example.nl', plan: 'voip', status: 'active' })).body.customer;
    await admin('/api/admin/customers', { name: 'Tweede', email: 'tweede@example.nl', plan: 'voip', status: 'suspended' });
    const first = (await admin('/api/admin/invoices', { customerId: customer.id, amount: '100', issueDate: '2026-11-01', dueDate: '2026-11-30', status: 'sent' })).body.invoice;
    await admin('/api/admin/invoices', { customerId: customer.id, amount: '50,50', issueDate: '2026-10-01', dueDate: '2026-10-15', status: 'sent' });
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
