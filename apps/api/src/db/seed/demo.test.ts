import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { createCustomersRepository } from '../../modules/customers/customers.repository.js';
import { createInvoicesRepository } from '../../modules/invoices/invoices.repository.js';
import { DEMO_ACCOUNT, DEMO_TARGETS, seedDemo } from './demo.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const dump = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  ['customers', 'invoices', 'services', 'activity', 'orders'].map((table) => t.db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all());

describe('the demo seed', () => {
  it('gives the same rows for the same day', async () => {
    const a = await createTestApp();
    const b = await createTestApp();
    expect(await seedDemo(a.db, { now: NOW })).toBe(true);
    expect(await seedDemo(b.db, { now: NOW })).toBe(true);
    expect(dump(a)).toEqual(dump(b));
  });

  it('runs only on an empty database, and leaves the admin account alone', async () => {
    const t = await createTestApp();
    await t.services.auth.ensureAdminAccount({ email: 'admin@example.nl', password: 'Admin-Wachtwoord-1' });
    expect(await seedDemo(t.db, { now: NOW }, 'admin@example.nl')).toBe(true);
    const customers = t.db.prepare('SELECT COUNT(*) FROM customers').pluck().get();
    expect(await seedDemo(t.db, { now: NOW }, 'admin@example.nl')).toBe(false);
    expect(t.db.prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(customers);

    const used = await createTestApp();
    await request(used.app).post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email: 'a@example.nl', password: 'Zomer-Fiets-2026', acceptTerms: true });
    expect(await seedDemo(used.db, { now: NOW })).toBe(false);
    expect(used.db.prepare('SELECT COUNT(*) FROM customers').pluck().get()).toBe(0);
  });

  it("comes out at the spec's sample figures", async () => {
    const t = await createTestApp({ clock: { now: () => NOW } });
    await seedDemo(t.db, { now: NOW });
    const customers = await createCustomersRepository(t.store.kysely).customerStats('2026-11-23');
    expect(customers).toEqual({ total: 1247, active: 1156, newThisMonth: 23, averageSpend: 245 });
    const invoices = await createInvoicesRepository(t.store.kysely).invoiceStats('2026-11-23');
    expect(invoices).toMatchObject({ totalRevenue: 145_670, paid: 523, pending: 34, overdue: 8 });
    expect(t.db.prepare('SELECT COUNT(*) FROM invoices').pluck().get()).toBe(
      DEMO_TARGETS.paidInvoices + DEMO_TARGETS.pendingInvoices + DEMO_TARGETS.overdueInvoices + DEMO_TARGETS.draftInvoices + DEMO_TARGETS.cancelledInvoices,
    );
  });

  it('numbers invoices INV-YYYY-NNN and writes Dutch names and e-mail addresses', async () => {
    const t = await createTestApp();
    await seedDemo(t.db, { now: NOW });
    const numbers = t.db.prepare('SELECT invoice_number FROM invoices').pluck().all() as string[];
    expect(numbers.every((n) => /^INV-20\d\d-\d{3}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const emails = t.db.prepare('SELECT email FROM customers').pluck().all() as string[];
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => /^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/.test(e))).toBe(true);
    const names = t.db.prepare('SELECT name FROM customers').pluck().all() as string[];
    expect(names.some((n) => / van der /.test(n))).toBe(true);
  });

  it('creates the demo account, which can log in and has orders', async () => {
    const t = await createTestApp();
    await seedDemo(t.db, { now: NOW });
    const login = await request(t.app).post('/api/auth/login').send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ name: 'Sanne de Vries', role: 'customer', language: 'nl' });
    const orders = await request(t.app).get('/api/orders').set('Authorization', `Bearer ${login.body.token}`);
    expect(orders.body.orders).toHaveLength(2);
  });
});
