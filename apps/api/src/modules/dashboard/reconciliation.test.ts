// Every figure the back office shows is derived from the records (docs/contracts.md §7): on the demo data, and again after
// invoices are created, paid and credited, each figure of /api/admin/stats, /api/admin/customers (stat cards and every
// row's total spent), /api/admin/invoices (stat cards) and /api/admin/reports is recomputed here from the rows read
// with plain SQL, and must be equal. Revenue is before VAT (paid invoices minus credit notes, by paid date); a
// customer's total spent is with VAT. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (as every API test).
import request from 'supertest';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { changePercent, monthToDateComparison } from '@telecom/domain';
import { createTestApp, openDemoDatabase, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let token: string;

const get = async (path: string) => {
  const res = await request(t.app).get(path).set('Authorization', `Bearer ${token}`);
  expect(res.status, path).toBe(200);
  return res.body;
};
const post = async (path: string, body: object, status = 200) => {
  const res = await request(t.app).post(path).set('Authorization', `Bearer ${token}`).send(body);
  expect(res.status, path).toBe(status);
  return res.body;
};

interface InvoiceRowDb {
  id: number;
  customer_id: number | null;
  amount_cents: number;
  total_cents: number;
  status: string;
  kind: string;
  due_date: string;
  paid_date: string | null;
}
interface CustomerRowDb {
  id: number;
  status: string;
  plan: string;
  created_at: string;
}
interface ServiceRowDb {
  kind: string;
  status: string;
  started_at: string;
}

/** Every row, straight from the tables. */
async function records() {
  const db = t.store.kysely;
  const invoices = (
    await sql<InvoiceRowDb>`SELECT id, customer_id, amount_cents, total_cents, status, kind, due_date, paid_date FROM invoices`.execute(
      db,
    )
  ).rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents), total_cents: Number(row.total_cents) }));
  const customers = (await sql<CustomerRowDb>`SELECT id, status, plan, created_at FROM customers`.execute(db)).rows;
  const services = (await sql<ServiceRowDb>`SELECT kind, status, started_at FROM services`.execute(db)).rows;
  const activity = (
    await sql<{ timestamp: string }>`SELECT timestamp FROM activity ORDER BY timestamp DESC, id DESC LIMIT 5`.execute(
      db,
    )
  ).rows;
  return { invoices, customers, services, activity };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const isPaid = (row: InvoiceRowDb) => row.status === 'paid';
const shownStatus = (row: InvoiceRowDb) => (row.status !== 'paid' && row.due_date < TODAY ? 'overdue' : row.status);
/** Cents before VAT received with a paid date from `from` up to and including `to`. */
const revenueCents = (rows: InvoiceRowDb[], from: string, to: string) =>
  sum(
    rows.filter((row) => isPaid(row) && row.paid_date! >= from && row.paid_date! <= to).map((row) => row.amount_cents),
  );
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function expectEveryFigureDerived() {
  const { invoices, customers, services, activity } = await records();

  // --- /api/admin/stats
  const dashboard = await get('/api/admin/stats?period=30d');
  const comparison = monthToDateComparison(TODAY);
  const thisMonth = revenueCents(invoices, comparison.current.from, comparison.current.to);
  const lastMonth = revenueCents(invoices, comparison.previous.from, comparison.previous.to);
  const active = services.filter((service) => service.status === 'active');
  const weekAgo = new Date(NOW.getTime() - 7 * 86_400_000).toISOString();
  expect(dashboard.stats).toEqual({
    totalCustomers: customers.length,
    newCustomers: customers.filter((customer) => customer.created_at.startsWith(TODAY.slice(0, 7))).length,
    monthlyRevenue: thisMonth / 100,
    revenueGrowth: changePercent(thisMonth, lastMonth),
    totalInvoices: invoices.filter((row) => row.kind === 'invoice').length,
    pendingInvoices: invoices.filter((row) => shownStatus(row) === 'sent').length,
    activeServices: active.length,
    newServices: active.filter((service) => service.started_at >= weekAgo).length,
  });
  expect(dashboard.revenueComparison).toEqual(comparison);
  const bars = Array.from({ length: 30 }, (_, index) => {
    const day = addDays(TODAY, index - 29);
    return { label: day, value: revenueCents(invoices, day, day) / 100 };
  });
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  expect(dashboard.revenueChart.points).toEqual(
    bars.map((bar) => ({ ...bar, height: highest === 0 ? 0 : Math.round((bar.value / highest) * 100) })),
  );
  expect(
    dashboard.serviceBreakdown.map((share: { kind: string; count: number; percentage: number }) => [
      share.kind,
      share.count,
      share.percentage,
    ]),
  ).toEqual(
    ['esim-pro', 'voip', 'ai-voicemail', 'business', 'other'].map((kind) => {
      const count = active.filter((service) => service.kind === kind).length;
      return [kind, count, active.length === 0 ? 0 : Math.round((count / active.length) * 1000) / 10];
    }),
  );
  expect(dashboard.recentActivity.map((entry: { timestamp: string }) => entry.timestamp)).toEqual(
    activity.map((entry) => entry.timestamp),
  );

  // --- /api/admin/customers: the stat cards and every row's total spent (with VAT, credit notes subtracting)
  const spent = new Map<number, number>();
  for (const row of invoices)
    if (isPaid(row) && row.customer_id !== null)
      spent.set(row.customer_id, (spent.get(row.customer_id) ?? 0) + row.total_cents);
  const firstPage = await get('/api/admin/customers?pageSize=100');
  expect(firstPage.stats).toEqual({
    total: customers.length,
    active: customers.filter((customer) => customer.status === 'active').length,
    newThisMonth: customers.filter((customer) => customer.created_at.startsWith(TODAY.slice(0, 7))).length,
    averageSpend: customers.length === 0 ? 0 : Math.round(sum([...spent.values()]) / 100 / customers.length),
  });
  const listed = new Map<number, number>();
  for (let page = 1; page <= firstPage.totalPages; page += 1) {
    const body = page === 1 ? firstPage : await get(`/api/admin/customers?pageSize=100&page=${page}`);
    for (const row of body.items as { id: string | number; totalSpent: number }[])
      listed.set(Number(row.id), row.totalSpent);
  }
  expect(listed.size).toBe(customers.length);
  for (const customer of customers) expect(listed.get(customer.id)).toBe((spent.get(customer.id) ?? 0) / 100);

  // --- /api/admin/invoices: the stat cards over every invoice
  const invoiceStats = (await get('/api/admin/invoices')).stats;
  const revenue = sum(invoices.filter(isPaid).map((row) => row.amount_cents));
  expect(invoiceStats).toEqual({
    totalRevenue: revenue / 100,
    totalRevenueCents: revenue,
    paid: invoices.filter((row) => isPaid(row) && row.kind === 'invoice').length,
    pending: invoices.filter((row) => shownStatus(row) === 'sent').length,
    overdue: invoices.filter((row) => shownStatus(row) === 'overdue').length,
    revenueGrowthPercent: 12.5,
  });

  // --- /api/admin/reports
  const reports = await get('/api/admin/reports');
  const months = Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(2026, 10 - 11 + index, 1)).toISOString().slice(0, 7),
  );
  expect(reports.revenueByMonth).toEqual(
    months.map((month) => {
      const rows = invoices.filter((row) => isPaid(row) && row.paid_date!.startsWith(month));
      return {
        month,
        revenue: sum(rows.map((row) => row.amount_cents)) / 100,
        invoices: rows.filter((row) => row.kind === 'invoice').length,
      };
    }),
  );
  const countBy = <T>(rows: T[], key: (row: T) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
  };
  expect(reports.customersByPlan.map((row: { plan: string; count: number }) => [row.plan, row.count])).toEqual(
    countBy(customers, (customer) => customer.plan),
  );
  expect(reports.customersByStatus.map((row: { status: string; count: number }) => [row.status, row.count])).toEqual(
    countBy(customers, (customer) => customer.status),
  );
  const ownInvoices = invoices.filter((row) => row.kind === 'invoice');
  expect(
    reports.invoicesByStatus.map((row: { status: string; count: number; amount: number }) => [
      row.status,
      row.count,
      row.amount,
    ]),
  ).toEqual(
    countBy(ownInvoices, shownStatus).map(([status, count]) => [
      status,
      count,
      sum(ownInvoices.filter((row) => shownStatus(row) === status).map((row) => row.amount_cents)) / 100,
    ]),
  );
  return { invoices, customers };
}

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  token = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
});

describe('every back-office figure', () => {
  it('is derived from the rows of the demo data', async () => {
    const { invoices } = await expectEveryFigureDerived();
    // The demo data has paid invoices this month and the month before, so the figures are not all zero.
    expect(invoices.filter(isPaid).length).toBeGreaterThan(500);
  });

  it('still is after invoices are created, paid, credited and deleted', async () => {
    const customer = (await get('/api/admin/customers?search=demo@telenova.nl')).items[0] as { id: string };
    const before = (await get(`/api/admin/customers/${customer.id}`)).customer.totalSpent as number;
    const create = (amount: string, status: 'draft' | 'sent', issueDate = '2026-11-20') =>
      post(
        '/api/admin/invoices',
        { customerId: Number(customer.id), amount, issueDate, dueDate: '2026-12-04', status },
        201,
      ).then((body) => body.invoice as { id: number });
    const paid = await create('100.00', 'sent');
    await post(`/api/admin/invoices/${paid.id}/status`, { status: 'paid' });
    const credited = await create('49.99', 'sent');
    await post(`/api/admin/invoices/${credited.id}/status`, { status: 'paid' });
    await post(`/api/admin/invoices/${credited.id}/credit-note`, {}, 201);
    await create('12.50', 'sent');
    const cancelled = await create('75.00', 'draft');
    await post(`/api/admin/invoices/${cancelled.id}/status`, { status: 'cancelled' });
    const deleted = await create('33.00', 'draft');
    expect(
      (await request(t.app).delete(`/api/admin/invoices/${deleted.id}`).set('Authorization', `Bearer ${token}`)).status,
    ).toBe(204);

    await expectEveryFigureDerived();
    // The paid 100.00 (121.00 with VAT) counts; the credited 49.99 and its credit note cancel out.
    expect((await get(`/api/admin/customers/${customer.id}`)).customer.totalSpent).toBe(
      Math.round((before + 121) * 100) / 100,
    );
  });

  it('still is with VOIP and AI orders among the rows: paid, refunded, failed, and a trial that charged nothing', async () => {
    await t.services.voip.ensureInventory();
    const demo = (
      await request(t.app).post('/api/auth/login').send({ email: 'demo@telenova.nl', password: 'Demo-Klant-2026' })
    ).body.token as string;
    const card = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'D Klant' };
    // Amsterdam's numbers for the orders' Amsterdam address (the numbering rule, docs/decisions/048).
    const numbers = (await request(t.app).get('/api/voip/numbers?area=020')).body.numbers as { number: string }[];
    const order = async (product: object, payment: object, account: 'guest' | 'existing', email: string) => {
      const req = request(t.app).post('/api/orders');
      if (account === 'existing') req.set('Authorization', `Bearer ${demo}`);
      return req.send({
        product,
        customer: {
          name: account === 'guest' ? 'Vera Voip' : 'Demo Klant',
          email,
          phone: '+31 6 1234 5678',
          country: 'NL',
          postcode: '1012 AB',
          houseNumber: '1',
          street: 'Damrak',
          city: 'Amsterdam',
        },
        delivery: 'email',
        payment,
        account,
        withdrawalConsent: true,
      });
    };
    const cardPayment = { method: 'creditcard', card };
    const voip = (index: number, bundle: string | null) => ({
      kind: 'voip',
      numberType: 'nl',
      number: numbers[index]!.number,
      bundle,
    });
    const paidVoip = await order(voip(0, 'europe'), cardPayment, 'guest', 'vera@example.nl');
    expect(paidVoip.body.order.status).toBe('paid');
    const refunded = await order(voip(1, null), cardPayment, 'guest', 'vera@example.nl');
    await post(`/api/admin/orders/${refunded.body.order.id}/refund`, {});
    const declined = await order(
      voip(2, 'world'),
      { method: 'creditcard', card: { ...card, number: '4000 0000 0000 0002' } },
      'guest',
      'vera@example.nl',
    );
    expect(declined.status).toBe(402);
    const ported = await order(
      {
        kind: 'voip',
        numberType: 'nl',
        porting: {
          number: '020 765 4321',
          currentProvider: 'KPN',
          holderName: 'Demo Klant',
          date: '2026-12-07',
          consent: true,
        },
        bundle: 'nl-unlimited',
      },
      cardPayment,
      'existing',
      'demo@telenova.nl',
    );
    expect(ported.body.order.status).toBe('paid');
    const voicemail = await order(
      { kind: 'ai-voicemail', plan: 'enterprise' },
      cardPayment,
      'existing',
      'demo@telenova.nl',
    );
    expect(voicemail.status).toBe(201);
    const trial = await order(
      { kind: 'ai-assistant', plan: 'enterprise', business: { name: 'Demo BV', languages: ['nl', 'en', 'de', 'fr'] } },
      { method: 'ideal' },
      'existing',
      'demo@telenova.nl',
    );
    expect(trial.body.order).toMatchObject({ status: 'paid', product: { totalWithVatCents: 0 } });

    const { invoices } = await expectEveryFigureDerived();
    // Among the rows: the paid VOIP orders' and the voicemail's invoices and the refund's credit note, none for the trial.
    const orderInvoices = await t.store.kysely
      .selectFrom('invoices')
      .select(['order_id', 'kind'])
      .where(
        'order_id',
        'in',
        [paidVoip, refunded, ported, trial].map((placed) => placed.body.order.id as string),
      )
      .execute();
    expect(orderInvoices).toHaveLength(4);
    expect(orderInvoices.filter((row) => row.order_id === trial.body.order.id)).toEqual([]);
    expect(invoices.filter((row) => row.kind === 'credit-note').length).toBeGreaterThan(0);
    // The services of these orders (the demo data's orders have their own).
    const services = await t.store.kysely
      .selectFrom('services')
      .select(['kind', 'status'])
      .where(
        'order_id',
        'in',
        [paidVoip, refunded, ported, voicemail, trial].map((placed) => placed.body.order.id as string),
      )
      .orderBy('id')
      .execute();
    expect(services).toEqual([
      { kind: 'voip', status: 'active' },
      { kind: 'voip', status: 'expired' },
      { kind: 'voip', status: 'active' },
      { kind: 'ai-voicemail', status: 'active' },
      { kind: 'business', status: 'active' },
    ]);
  });
});
