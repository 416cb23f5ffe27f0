import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TARGETS } from '../../db/seed/demo.js';
import { sql } from 'kysely';
import {
  CUSTOMER_SORT_KEYS,
  INVOICE_SORT_KEYS,
  normalizeSearch,
  parseCustomerListQuery,
  parseInvoiceListQuery,
} from '@telecom/domain';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createInvoicesRepository } from '../invoices/invoices.repository.js';
import { createTestApp, openDemoDatabase, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const PASSWORD = 'Zomer-Fiets-2026';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
  const registered = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'K', lastName: 'L', email: 'klant@example.nl', password: PASSWORD, acceptTerms: true });
  customerToken = registered.body.token;
});

const asAdmin = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`);

describe('access to /api/admin/*', () => {
  it.each(['/api/admin/stats', '/api/admin/customers', '/api/admin/invoices', '/api/admin/activity'])(
    '%s: 401 anonymous, 403 customer, 200 admin',
    async (path) => {
      expect((await request(t.app).get(path)).status).toBe(401);
      const forbidden = await request(t.app).get(path).set('Authorization', `Bearer ${customerToken}`);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      const allowed = await asAdmin(path);
      expect(allowed.status).toBe(200);
      expect(allowed.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('GET /api/admin/customers', () => {
  it('answers the first page of 10 by name, with the stat cards', async () => {
    const res = await asAdmin('/api/admin/customers');
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: 1247, totalPages: 125 });
    expect(res.body.items).toHaveLength(10);
    expect(res.body.stats).toEqual({ total: 1247, active: 1156, newThisMonth: 23, averageSpend: 141 });
    const names = res.body.items.map((c: { name: string }) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(res.body.items[0]).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'name',
      'plan',
      'planName',
      'status',
      'totalSpent',
    ]);
  });

  it('searches, filters, sorts and pages', async () => {
    const res = await asAdmin(
      '/api/admin/customers?search=VAN%20DER&status=active&plan=esim-pro&sort=totalSpent&dir=desc&page=2&pageSize=5',
    );
    expect(res.body.page).toBe(2);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const customer of res.body.items) {
      expect(`${customer.name} ${customer.email}`.toLowerCase()).toContain('van der');
      expect(customer).toMatchObject({ status: 'active', plan: 'esim-pro' });
    }
    const spent = res.body.items.map((c: { totalSpent: number }) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
  });

  it('refuses values outside the allowed ones with 400 and the parameters named, and clamps a page past the last', async () => {
    const res = await asAdmin(
      '/api/admin/customers?status=x&plan[]=y&sort=password&dir=up&page=99999&pageSize=-3&search=%27%20OR%201%3D1--',
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields).sort()).toEqual(['dir', 'pageSize', 'sort', 'status']);
    const last = await asAdmin('/api/admin/customers?page=99999');
    expect(last.body.page).toBe(125);
    expect(last.body.items).toHaveLength(7);
  });

  it('shows the empty state for a search without matches', async () => {
    const res = await asAdmin('/api/admin/customers?search=zzzz-nobody');
    expect(res.body).toMatchObject({ items: [], total: 0, totalPages: 0, page: 1 });
  });
});

describe('the customer search', () => {
  // Every match of a search recomputed from the records: a text anywhere in the folded name or address. SQLite finds
  // it through its trigram index (three characters or more), PostgreSQL through its trigram indexes, both as LIKE did.
  const expected = async (store: TestApp['store'], search: string) => {
    const text = normalizeSearch(search);
    const rows = await store.kysely.selectFrom('customers').select(['id', 'name_key', 'email_key']).execute();
    return rows
      .filter((row) => row.name_key.includes(text) || row.email_key.includes(text))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  };
  const found = async (app: TestApp, token: string, search: string) => {
    const res = await request(app.app)
      .get(`/api/admin/customers?search=${encodeURIComponent(search)}&pageSize=100&sort=name`)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    const ids: number[] = res.body.items.map((customer: { id: number }) => customer.id);
    return { total: res.body.total as number, ids: ids.sort((a, b) => a - b) };
  };

  it.each(['jansen', 'VAN DER', 'an', 'e', '@telenova.nl', 'ÉMILE', 'sen@', 'de v', '%', 'a_b', '"quoted"', 'zzzz'])(
    'finds %j in every record whose name or address holds it',
    async (search) => {
      const ids = await expected(t.store, search);
      const { total, ids: shown } = await found(t, adminToken, search);
      expect(total).toBe(ids.length);
      if (ids.length <= 100) expect(shown).toEqual(ids);
    },
  );

  it('follows a renamed and a deleted record', async () => {
    const fresh = await createTestApp({ clock: { now: () => NOW } });
    await fresh.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
    const token = (
      await request(fresh.app)
        .post('/api/auth/login')
        .send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
    ).body.token;
    const repository = createCustomersRepository(fresh.store.kysely);
    const customer = { plan: 'voip', planName: 'VOIP Standard', status: 'active' } as const;
    const id = await repository.insertCustomer({
      ...customer,
      name: 'Émile Ürünç',
      email: 'emile@example.nl',
      createdAt: '2026-11-23T09:00:00Z',
    });
    expect((await found(fresh, token, 'urunc')).ids).toEqual([id]);
    await repository.updateCustomer(id, { ...customer, name: 'Femke Dijkstra', email: 'femke@example.nl' });
    expect((await found(fresh, token, 'urunc')).total).toBe(0);
    expect((await found(fresh, token, 'dijkstra')).ids).toEqual([id]);
    expect((await found(fresh, token, 'femke@')).ids).toEqual([id]);
    await repository.deleteCustomer(id);
    expect((await found(fresh, token, 'dijkstra')).total).toBe(0);
  });
});

describe('the stat cards after a write', () => {
  it('count a new customer at once (the figures are read from the table on every call)', async () => {
    const fresh = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
    const repository = createCustomersRepository(fresh.store.kysely);
    expect((await repository.customerStats('2026-11-23')).total).toBe(1247);
    await repository.insertCustomer({
      name: 'Nieuwe Klant',
      email: 'nieuw@example.nl',
      plan: 'voip',
      planName: 'VOIP Standard',
      status: 'active',
      createdAt: '2026-11-23T09:00:00Z',
    });
    expect(await repository.customerStats('2026-11-23')).toMatchObject({ total: 1248, active: 1157, newThisMonth: 24 });
  });
});

describe('GET /api/admin/invoices', () => {
  it('answers invoices by number, newest first, with the stat cards', async () => {
    const res = await asAdmin('/api/admin/invoices');
    expect(res.body.items).toHaveLength(10);
    const numbers = res.body.items.map((i: { invoice_number: string }) => i.invoice_number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(res.body.stats).toMatchObject({
      paid: DEMO_TARGETS.paidInvoices,
      pending: 34,
      overdue: 8,
      revenueGrowthPercent: 12.5,
    });
    expect(res.body.stats.totalRevenue).toBe(145_670);
  });

  it.each([
    ['overdue', 8],
    ['paid', DEMO_TARGETS.paidInvoices],
    ['sent', 34],
    ['draft', 6],
    ['cancelled', 4],
  ])('filters the displayed status %s', async (status, total) => {
    const res = await asAdmin(`/api/admin/invoices?status=${status}&pageSize=100`);
    expect(res.body.total).toBe(total);
    expect(
      res.body.items.every((i: { status: string; due_date: string }) =>
        status === 'overdue' ? i.due_date < '2026-11-23' : i.status === status,
      ),
    ).toBe(true);
  });

  it('puts 50 and 100 in two amount ranges and starts 500+ at 500', async () => {
    for (const range of ['0-50', '50-100', '100-500', '500+']) {
      const res = await asAdmin(`/api/admin/invoices?amount=${encodeURIComponent(range)}&pageSize=100`);
      expect(res.body.total).toBeGreaterThan(0);
      const [low, high] = range === '500+' ? [500, Infinity] : range.split('-').map(Number);
      for (const invoice of res.body.items) {
        expect(invoice.amount).toBeGreaterThanOrEqual(low!);
        expect(invoice.amount).toBeLessThanOrEqual(high!);
      }
    }
  });

  it('filters by issue month and searches number, name and e-mail', async () => {
    const month = await asAdmin('/api/admin/invoices?month=2026-11&pageSize=100');
    expect(month.body.total).toBeGreaterThan(0);
    expect(month.body.items.every((i: { issue_date: string }) => i.issue_date.startsWith('2026-11'))).toBe(true);
    const byNumber = await asAdmin('/api/admin/invoices?search=inv-2026-001');
    expect(byNumber.body.items.map((i: { invoice_number: string }) => i.invoice_number)).toContain('INV-2026-001');
  });
});

describe('GET /api/admin/stats', () => {
  it('answers the dashboard figures', async () => {
    const res = await asAdmin('/api/admin/stats');
    expect(res.body.stats).toMatchObject({
      totalCustomers: 1247,
      newCustomers: 23,
      pendingInvoices: 34,
      totalInvoices:
        DEMO_TARGETS.paidInvoices +
        DEMO_TARGETS.pendingInvoices +
        DEMO_TARGETS.overdueInvoices +
        DEMO_TARGETS.draftInvoices +
        DEMO_TARGETS.cancelledInvoices,
    });
    expect(res.body.stats.activeServices).toBeGreaterThan(1000);
    expect(res.body.stats.newServices).toBeGreaterThan(0);
    expect(typeof res.body.stats.monthlyRevenue).toBe('number');
    expect(typeof res.body.stats.revenueGrowth).toBe('number');
    expect(res.body.serviceBreakdown.map((s: { name: string }) => s.name)).toEqual([
      'eSIM Pro',
      'VOIP Services',
      'AI Voicemail',
      'Business Plans',
      'Other',
    ]);
    // The kind of each row, for the web to translate its name.
    expect(res.body.serviceBreakdown.map((s: { kind: string }) => s.kind)).toEqual([
      'esim-pro',
      'voip',
      'ai-voicemail',
      'business',
      'other',
    ]);
    const percentages = res.body.serviceBreakdown.reduce(
      (sum: number, s: { percentage: number }) => sum + s.percentage,
      0,
    );
    expect(percentages).toBeGreaterThan(99.5);
    expect(percentages).toBeLessThan(100.5);
    expect(res.body.recentActivity).toHaveLength(5);
  });

  it.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 13],
  ])('switches the revenue chart to %s (%i bars)', async (period, bars) => {
    const res = await asAdmin(`/api/admin/stats?period=${period}`);
    expect(res.body.revenueChart.period).toBe(period);
    expect(res.body.revenueChart.points).toHaveLength(bars);
    const heights = res.body.revenueChart.points.map((p: { height: number }) => p.height);
    expect(Math.max(...heights)).toBe(100);
    expect(res.body.revenueChart.points.at(-1).label <= '2026-11-23').toBe(true);
  });

  it('compares the month so far with the same days of the month before: 1–23 November with 1–23 October', async () => {
    const res = await asAdmin('/api/admin/stats');
    expect(res.body.revenueComparison).toEqual({
      current: { from: '2026-11-01', to: '2026-11-23' },
      previous: { from: '2026-10-01', to: '2026-10-23' },
    });
    const paid = async (from: string, to: string) =>
      Number(
        (
          await sql<{
            cents: number;
          }>`SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM invoices WHERE status = 'paid' AND paid_date BETWEEN ${from} AND ${to}`.execute(
            t.store.kysely,
          )
        ).rows[0]?.cents,
      );
    const november = await paid('2026-11-01', '2026-11-23');
    const october = await paid('2026-10-01', '2026-10-23');
    expect(res.body.stats.monthlyRevenue).toBe(november / 100);
    expect(res.body.stats.revenueGrowth).toBe(Math.round(((november - october) / october) * 1000) / 10);
  });

  it('does not count the rest of the month before, and says null when those days brought nothing', async () => {
    const fresh = await createTestApp({ clock: { now: () => NOW } });
    const repository = createInvoicesRepository(fresh.store.kysely);
    const invoice = (number: string, cents: number, paidDate: string) =>
      repository.insertInvoice({
        invoiceNumber: number,
        customerId: null,
        customerName: 'A',
        customerEmail: 'a@example.nl',
        amountCents: cents,
        vatCents: Math.round(cents * 0.21),
        totalCents: cents + Math.round(cents * 0.21),
        lines: [{ description: 'Diensten', quantity: 1, unitPriceCents: cents }],
        status: 'paid',
        issueDate: paidDate,
        dueDate: paidDate,
        paidDate,
        recurring: false,
        kind: 'invoice',
        creditNoteOf: null,
        orderId: null,
      });
    await invoice('INV-2026-901', 10_000, '2026-10-05');
    await invoice('INV-2026-902', 90_000, '2026-10-28'); // after 23 October: not in the comparison
    await invoice('INV-2026-903', 15_000, '2026-11-03');
    await invoice('INV-2026-904', 50_000, '2026-11-24'); // tomorrow: not yet
    const stats = (await fresh.services.dashboard.dashboard('30d', 'en')).stats;
    expect(stats.monthlyRevenue).toBe(150);
    expect(stats.revenueGrowth).toBe(50); // +50 %, where all of October would have said -85 %

    const empty = await createTestApp({ clock: { now: () => NOW } });
    expect((await empty.services.dashboard.dashboard('30d', 'en')).stats).toMatchObject({
      monthlyRevenue: 0,
      revenueGrowth: null,
    });
  });

  it('uses 30 days for an unknown period', async () => {
    expect((await asAdmin('/api/admin/stats?period=1y')).body.revenueChart.period).toBe('30d');
  });
});

describe('GET /api/admin/activity', () => {
  it('answers the newest entries first, translated', async () => {
    const en = await asAdmin('/api/admin/activity?pageSize=20');
    // What the demo seed's services recorded and the registration of the customer of this test.
    const { n } = await t.store.kysely
      .selectFrom('activity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(1000);
    expect(en.body).toMatchObject({ total: Number(n), pageSize: 20, totalPages: Math.ceil(Number(n) / 20) });
    const times = en.body.items.map((a: { timestamp: string }) => a.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(en.body.items[0]).toMatchObject({
      type: 'user',
      status: 'success',
      message: expect.stringMatching(/^New customer registered: /),
    });
    const nl = await request(t.app)
      .get('/api/admin/activity')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'nl');
    expect(nl.body.items[0].message).toMatch(/^Nieuwe klant geregistreerd: /);
    const all = await asAdmin('/api/admin/activity?pageSize=100');
    expect(all.body.items.map((a: { message: string }) => a.message)).toContain('New customer registered: K L');
  });
});

describe('the exports’ pages', () => {
  // The exports read a page after the last one's sort key and id (db/list-queries.ts keysetPages): small pages here,
  // so that runs of equal keys (names, totals, dates) cross them, against the list's one page of everything.
  const flat = async <T>(pages: AsyncIterable<T[]>) => {
    const rows: T[] = [];
    for await (const page of pages) rows.push(...page);
    return rows;
  };

  it.each([
    ...CUSTOMER_SORT_KEYS.flatMap((sort) => [`sort=${sort}`, `sort=${sort}&dir=desc`]),
    'status=active&plan=voip&sort=totalSpent&dir=desc',
    'search=van&sort=created_at',
    'search=jansen&dir=desc',
    'search=de',
  ])('hold the customers of the list, in its order, with %s', async (params) => {
    const repository = createCustomersRepository(t.store.kysely);
    const query = parseCustomerListQuery(Object.fromEntries(new URLSearchParams(params)));
    const listed = (await repository.listCustomers({ ...query, page: 1, pageSize: 100_000 })).items;
    expect(listed.length).toBeGreaterThan(14);
    expect(await flat(repository.exportCustomers(query, null, 7))).toEqual(listed);
    const ids = listed.filter((_, index) => index % 3 === 0).map((row) => row.id);
    expect(await flat(repository.exportCustomers(query, ids, 7))).toEqual(listed.filter((_, index) => index % 3 === 0));
  });

  it.each([
    ...INVOICE_SORT_KEYS.flatMap((sort) => [`sort=${sort}`, `sort=${sort}&dir=asc`]),
    'status=paid&sort=due_date',
    'amount=100-500&sort=amount&dir=desc',
    'search=jan&sort=customer_name',
  ])('hold the invoices of the list, in its order, with %s', async (params) => {
    const repository = createInvoicesRepository(t.store.kysely);
    const query = parseInvoiceListQuery(Object.fromEntries(new URLSearchParams(params)));
    const today = NOW.toISOString().slice(0, 10);
    const listed = (await repository.listInvoices({ ...query, page: 1, pageSize: 100_000 }, today)).items;
    expect(listed.length).toBeGreaterThan(14);
    expect(await flat(repository.exportInvoices(query, null, today, 7))).toEqual(listed);
  });
});
