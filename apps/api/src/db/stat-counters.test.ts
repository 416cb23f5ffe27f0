// The stat counters (db/stat-counters.ts), on both databases: after inserts, updates and deletes of invoices, customers
// and orders (a customer's deletion setting its invoices' customer to none among them) the counters sum to what the
// rows say, before and after they are folded (PostgreSQL), and the stats read from them equal the counts of the rows.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  foldCase,
  invoiceDisplayStatus,
  type CustomerPlan,
  type CustomerStatus,
  type InvoiceStatus,
  type OrderStatus,
} from '@telecom/domain';
import { openTestDatabase } from '../test/test-app.js';
import { createCustomersRepository } from '../modules/customers/customers.repository.js';
import { createInvoicesRepository } from '../modules/invoices/invoices.repository.js';
import { createOrdersRepository } from '../modules/orders/orders.repository.js';
import { createReportsRepository } from '../modules/reports/reports.repository.js';
import { compactStatCounters } from './stat-counters.js';
import { migrate } from './migrate.js';
import type { DataStore } from './connection.js';

const TODAY = '2026-11-30';

function customer(i: number, status: CustomerStatus, plan: CustomerPlan, createdAt: string) {
  const name = `Klant ${i}`;
  const email = `klant${i}@example.nl`;
  return {
    name,
    name_key: foldCase(name),
    email,
    email_key: foldCase(email),
    plan,
    plan_name: plan,
    status,
    created_at: createdAt,
    created_at_ms: Date.parse(createdAt),
  };
}

function order(i: number, status: OrderStatus, totalWithVatCents: number) {
  const name = `Klant ${i}`;
  const email = `klant${i}@example.nl`;
  return {
    id: `ORD-${i}`,
    account: 'guest' as const,
    product_kind: 'esim-pro' as const,
    product: JSON.stringify({ kind: 'esim-pro', name: 'eSIM Pro' }),
    customer: JSON.stringify({ name, email }),
    customer_email: email,
    delivery: 'email' as const,
    payment_method: 'ideal' as const,
    payment_status: status === 'pending' ? ('open' as const) : ('paid' as const),
    total_price_cents: Math.round(totalWithVatCents / 1.21),
    total_with_vat_cents: totalWithVatCents,
    language: 'nl' as const,
    created_at: '2026-11-01T09:00:00.000Z',
    status,
    payment_expires_at: '2026-11-01T09:15:00.000Z',
    name_key: foldCase(name),
    email_key: foldCase(email),
  };
}

function invoice(i: number, customerId: number | null, status: InvoiceStatus, dueDate: string, amount: number) {
  const number = `INV-2026-${String(i).padStart(6, '0')}`;
  return {
    invoice_number: number,
    number_key: foldCase(number),
    customer_id: customerId,
    customer_name: `Klant ${i}`,
    name_key: foldCase(`Klant ${i}`),
    customer_email: `klant${i}@example.nl`,
    email_key: foldCase(`klant${i}@example.nl`),
    amount_cents: amount,
    vat_cents: Math.round(amount * 0.21),
    total_cents: amount + Math.round(amount * 0.21),
    status,
    issue_date: '2026-10-01',
    due_date: dueDate,
    paid_date: status === 'paid' ? '2026-10-05' : null,
    recurring: 0 as const,
  };
}

/** The counters as the rows say they should be (GROUP BY over the tables), in one order. */
async function recounted(store: DataStore) {
  const { rows: invoices } = await sql<{ kind: string; status: string; due: string; n: string; a: string; c: string }>`
    SELECT kind, status, CASE WHEN status IN ('paid', 'overdue') THEN '' ELSE due_date END AS due, count(*) AS n,
           sum(amount_cents) AS a, COALESCE(sum(total_cents) FILTER (WHERE customer_id IS NOT NULL), 0) AS c
    FROM invoices GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(store.kysely);
  const { rows: customers } = await sql<{ status: string; plan: string; month: string; n: string }>`
    SELECT status, plan, substring(created_at, 1, 7) AS month, count(*) AS n
    FROM customers GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(store.kysely);
  const { rows: orders } = await sql<{ status: string; n: string; cents: string }>`
    SELECT status, count(*) AS n, sum(total_with_vat_cents) AS cents FROM orders GROUP BY 1 ORDER BY 1`.execute(
    store.kysely,
  );
  return {
    invoices: invoices.map((row) => [row.kind, row.status, row.due, Number(row.n), Number(row.a), Number(row.c)]),
    customers: customers.map((row) => [row.status, row.plan, row.month, Number(row.n)]),
    orders: orders.map((row) => [row.status, Number(row.n), Number(row.cents)]),
  };
}

/** The counters summed per key, in the same order. */
async function counted(store: DataStore) {
  const { rows: invoices } = await sql<{ kind: string; status: string; due: string; n: string; a: string; c: string }>`
    SELECT kind, status, due_date AS due, sum(n) AS n, sum(amount_cents) AS a, sum(customer_total_cents) AS c
    FROM invoice_counts GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3`.execute(store.kysely);
  const { rows: customers } = await sql<{ status: string; plan: string; month: string; n: string }>`
    SELECT status, plan, created_month AS month, sum(n) AS n
    FROM customer_counts GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3`.execute(store.kysely);
  const { rows: orders } = await sql<{ status: string; n: string; cents: string }>`
    SELECT status, sum(n) AS n, sum(total_with_vat_cents) AS cents FROM order_counts
    GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`.execute(store.kysely);
  return {
    invoices: invoices.map((row) => [row.kind, row.status, row.due, Number(row.n), Number(row.a), Number(row.c)]),
    customers: customers.map((row) => [row.status, row.plan, row.month, Number(row.n)]),
    orders: orders.map((row) => [row.status, Number(row.n), Number(row.cents)]),
  };
}

describe('the stat counters', () => {
  it('sum to what the rows say after inserts, updates and deletes, folded or not, and give the stats of the rows', async () => {
    const store = await openTestDatabase();
    await migrate(store);
    const db = store.kysely;
    const customers = await db
      .insertInto('customers')
      .values([
        customer(1, 'active', 'esim-pro', '2026-11-02T09:00:00.000Z'),
        customer(2, 'active', 'voip', '2026-10-12T09:00:00.000Z'),
        customer(3, 'inactive', 'voip', '2026-11-20T09:00:00.000Z'),
        customer(4, 'suspended', 'business', '2025-01-03T09:00:00.000Z'),
      ])
      .returning('id')
      .execute();
    const [c1, c2, c3, c4] = customers.map((row) => Number(row.id));
    const inserted = await db
      .insertInto('invoices')
      .values([
        invoice(1, c1!, 'paid', '2026-10-31', 10_000),
        invoice(2, c1!, 'sent', '2026-12-10', 2_500),
        invoice(3, c2!, 'sent', '2026-11-10', 4_000),
        invoice(4, c2!, 'draft', '2026-11-29', 1_000),
        invoice(5, c3!, 'overdue', '2026-10-01', 7_000),
        invoice(6, c4!, 'cancelled', '2026-11-01', 3_000),
        invoice(7, null, 'paid', '2026-09-30', 5_000),
        invoice(8, c4!, 'paid', '2026-09-01', 9_900),
      ])
      .returning('id')
      .execute();
    const ids = inserted.map((row) => Number(row.id));
    // A credit note for the first invoice.
    await db
      .insertInto('invoices')
      .values({ ...invoice(9, c1!, 'paid', '2026-10-31', -2_000), kind: 'credit-note', credit_note_of: ids[0]! })
      .execute();
    await db
      .insertInto('orders')
      .values([
        order(1, 'paid', 3_086),
        order(2, 'pending', 3_086),
        order(3, 'paid', 9_679),
        order(4, 'failed', 1_210),
        order(5, 'pending', 2_420),
      ])
      .execute();
    expect(await counted(store)).toEqual(await recounted(store));

    // Paid, sent on, moved, one customer gone (its invoices keep no customer), one invoice deleted, a plan changed.
    await db.updateTable('invoices').set({ status: 'paid', paid_date: TODAY }).where('id', '=', ids[1]!).execute();
    await db.updateTable('invoices').set({ status: 'sent' }).where('id', '=', ids[3]!).execute();
    await db.updateTable('invoices').set({ due_date: '2026-12-31' }).where('id', '=', ids[2]!).execute();
    await db.updateTable('invoices').set({ status: 'overdue' }).where('status', '=', 'cancelled').execute();
    await db.deleteFrom('customers').where('id', '=', c4!).execute();
    await db.deleteFrom('invoices').where('id', '=', ids[6]!).execute();
    await db.updateTable('customers').set({ plan: 'esim-pro', status: 'active' }).where('id', '=', c3!).execute();
    await db.updateTable('orders').set({ status: 'paid', payment_status: 'paid' }).where('id', '=', 'ORD-2').execute();
    await db.updateTable('orders').set({ status: 'withdrawn' }).where('id', '=', 'ORD-1').execute();
    await db
      .updateTable('orders')
      .set({ status: 'expired', payment_status: 'expired' })
      .where('status', '=', 'pending')
      .execute();
    await db.updateTable('orders').set({ language: 'en' }).execute();
    await db.deleteFrom('orders').where('id', '=', 'ORD-4').execute();
    const before = await counted(store);
    expect(before).toEqual(await recounted(store));

    // Folded: one row per key, the same sums. (SQLite keeps one row per key all along: nothing to fold.)
    const folded = await compactStatCounters(db);
    if (store.dialect === 'postgres') expect(folded).toBeGreaterThan(0);
    else expect(folded).toBe(0);
    const { rows } = await sql<{ rows: string; keys: string }>`
      SELECT (SELECT count(*) FROM invoice_counts) AS rows,
             (SELECT count(*) FROM (SELECT DISTINCT kind, status, due_date FROM invoice_counts) AS k) AS keys`.execute(
      db,
    );
    expect(Number(rows[0]!.rows)).toBe(Number(rows[0]!.keys));
    expect(await counted(store)).toEqual(before);

    // The stats from the counters equal the counts of the rows.
    const all = await db.selectFrom('invoices').selectAll().execute();
    const shown = all.map((row) => ({ ...row, shown: invoiceDisplayStatus(row, TODAY) }));
    const invoices = createInvoicesRepository(db);
    expect(await invoices.invoiceStats(TODAY)).toMatchObject({
      totalRevenueCents: shown.filter((row) => row.status === 'paid').reduce((n, row) => n + row.amount_cents, 0),
      paid: shown.filter((row) => row.status === 'paid' && row.kind === 'invoice').length,
      pending: shown.filter((row) => row.shown === 'sent').length,
      overdue: shown.filter((row) => row.shown === 'overdue').length,
    });
    expect(await invoices.countInvoices()).toBe(all.filter((row) => row.kind === 'invoice').length);
    const byStatus = await invoices.invoicesByDisplayStatus(TODAY);
    for (const { status, count, cents } of byStatus) {
      const these = shown.filter((row) => row.kind === 'invoice' && row.shown === status);
      expect([status, count, cents]).toEqual([status, these.length, these.reduce((n, row) => n + row.amount_cents, 0)]);
    }
    expect(byStatus.reduce((n, row) => n + row.count, 0)).toBe(all.filter((row) => row.kind === 'invoice').length);

    const people = await db.selectFrom('customers').selectAll().execute();
    const spent = all
      .filter((row) => row.status === 'paid' && row.customer_id !== null)
      .reduce((n, row) => n + row.total_cents, 0);
    expect(await createCustomersRepository(db).customerStats(TODAY)).toEqual({
      total: people.length,
      active: people.filter((row) => row.status === 'active').length,
      newThisMonth: people.filter((row) => row.created_at.startsWith('2026-11')).length,
      averageSpend: Math.round(spent / 100 / people.length),
    });
    const perPlan = await createReportsRepository(db).customersByStatusAndPlan();
    expect(perPlan.reduce((n, row) => n + row.count, 0)).toBe(people.length);
    const orders = await db.selectFrom('orders').selectAll().execute();
    const withStatus = (...statuses: OrderStatus[]) => orders.filter((row) => statuses.includes(row.status)).length;
    const paidCents = orders.filter((row) => row.status === 'paid').reduce((n, row) => n + row.total_with_vat_cents, 0);
    expect(await createOrdersRepository(db).orderStats()).toEqual({
      paid: withStatus('paid'),
      pending: withStatus('pending'),
      failed: withStatus('failed', 'expired'),
      refunded: withStatus('refunded', 'withdrawn'),
      paidRevenue: paidCents / 100,
      paidRevenueCents: paidCents,
    });
    expect(await createOrdersRepository(db).orderStats()).toMatchObject({ paid: 2, pending: 0, refunded: 1 });
    expect(perPlan.filter((row) => row.plan === 'esim-pro').reduce((n, row) => n + row.count, 0)).toBe(
      people.filter((row) => row.plan === 'esim-pro').length,
    );
  });
});
