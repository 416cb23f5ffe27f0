import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DataStore } from '../connection.js';
import { createTestApp } from '../../test/test-app.js';
import { demoRows as dump, emptyStore } from '../../test/demo-rows.js';
import { createCustomersRepository } from '../../modules/customers/customers.repository.js';
import { createInvoicesRepository } from '../../modules/invoices/invoices.repository.js';
import { DEMO_ACCOUNT, DEMO_TARGETS, seedDemo } from './demo.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const count = async (store: DataStore, table: 'customers' | 'invoices') =>
  Number(
    (
      await store.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the demo seed', () => {
  it('gives the same rows for the same day', async () => {
    const a = await emptyStore();
    const b = await emptyStore();
    expect(await seedDemo(a, { now: NOW })).toBe(true);
    expect(await seedDemo(b, { now: NOW })).toBe(true);
    expect(await dump(a)).toEqual(await dump(b));
  });

  it('seeds once when several instances start together', async () => {
    const store = await emptyStore();
    const results = await Promise.all([1, 2, 3].map(() => seedDemo(store, { now: NOW })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count(store, 'customers')).toBe(DEMO_TARGETS.customers);
  });

  it('runs only on an empty database, and leaves the admin account alone', async () => {
    const t = await createTestApp();
    await t.services.auth.ensureAdminAccount({ email: 'admin@example.nl', password: 'Admin-Wachtwoord-1' });
    expect(await seedDemo(t.store, { now: NOW }, 'admin@example.nl')).toBe(true);
    const customers = await count(t.store, 'customers');
    expect(await seedDemo(t.store, { now: NOW }, 'admin@example.nl')).toBe(false);
    expect(await count(t.store, 'customers')).toBe(customers);

    const used = await createTestApp();
    await request(used.app)
      .post('/api/auth/register')
      .send({ firstName: 'A', lastName: 'B', email: 'a@example.nl', password: 'Zomer-Fiets-2026', acceptTerms: true });
    expect(await seedDemo(used.store, { now: NOW })).toBe(false);
    expect(await count(used.store, 'customers')).toBe(0);
  });

  it("comes out at the spec's sample figures", async () => {
    const t = await createTestApp({ clock: { now: () => NOW } });
    await seedDemo(t.store, { now: NOW });
    const customers = await createCustomersRepository(t.store.kysely).customerStats('2026-11-23');
    expect(customers).toEqual({ total: 1247, active: 1156, newThisMonth: 23, averageSpend: 245 });
    const invoices = await createInvoicesRepository(t.store.kysely).invoiceStats('2026-11-23');
    expect(invoices).toMatchObject({ totalRevenue: 145_670, paid: 523, pending: 34, overdue: 8 });
    expect(await count(t.store, 'invoices')).toBe(
      DEMO_TARGETS.paidInvoices +
        DEMO_TARGETS.pendingInvoices +
        DEMO_TARGETS.overdueInvoices +
        DEMO_TARGETS.draftInvoices +
        DEMO_TARGETS.cancelledInvoices,
    );
  });

  it('numbers invoices INV-YYYY-NNN and writes Dutch names and e-mail addresses', async () => {
    const store = await emptyStore();
    await seedDemo(store, { now: NOW });
    const numbers = (await store.kysely.selectFrom('invoices').select('invoice_number').execute()).map(
      (row) => row.invoice_number,
    );
    expect(numbers.every((n) => /^INV-20\d\d-\d{3}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    const customers = await store.kysely.selectFrom('customers').select(['name', 'email']).execute();
    const emails = customers.map((row) => row.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.every((e) => /^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/.test(e))).toBe(true);
    expect(customers.some((row) => / van der /.test(row.name))).toBe(true);
  });

  it('creates the demo account, which can log in and has orders', async () => {
    const t = await createTestApp();
    await seedDemo(t.store, { now: NOW });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ name: 'Sanne de Vries', role: 'customer', language: 'nl' });
    const orders = await request(t.app).get('/api/orders').set('Authorization', `Bearer ${login.body.token}`);
    expect(orders.body.orders).toHaveLength(2);
    expect(orders.body.orders.map((order: { status: string }) => order.status)).toEqual(['paid', 'paid']);
    const booked = await t.store.kysely
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select('customers.email')
      .execute();
    expect(booked).toEqual([{ email: DEMO_ACCOUNT.email }, { email: DEMO_ACCOUNT.email }]);
  });
});
