// Two real API processes on one PostgreSQL behave as one (issue 19, docs/contracts.md §11): a limit counts across them,
// ids are unique, figures agree, and instances starting together on an empty database all come up, with the
// migrations, the admin and the demo data made once. Needs TEST_DATABASE_URL and the built server: it has its own
// vitest configuration (vitest.instances.config.ts), run by `npm run test:instances` (.ci/run runs it on the
// PostgreSQL of scripts/with-postgres.sh); the SQLite suite leaves it out instead of skipping it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_TARGETS } from './db/seed/demo.js';
import {
  call,
  createTestDatabase,
  requiredDatabaseUrl,
  startInstance,
  type Instance,
  type TestDatabase,
} from './test/instances.js';

const BASE_URL = requiredDatabaseUrl();
const ADMIN = { email: 'admin@telenova.test', password: 'Twee-Instanties-Beheer-1' };
const PASSWORD = 'Zomer-Fiets-2026!';
const POSTGRES_MIGRATIONS = readdirSync(fileURLToPath(new URL('./db/migrations/postgres/', import.meta.url))).filter(
  (name) => name.endsWith('.sql'),
).length;

const mailDir = mkdtempSync(path.join(tmpdir(), 'telecom-instances-'));
/** What every instance of one database is started with: the same secret, admin and database. */
const sharedEnv = (database: TestDatabase, extra: Record<string, string> = {}) => ({
  DATABASE_URL: database.url,
  JWT_SECRET: 'two-instances-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  MAIL_DIR: mailDir,
  PAYMENT_DELAY_MS: '0',
  TRUST_PROXY: 'loopback',
  ...extra,
});

const orderBody = (index: number) => ({
  product: {
    kind: 'esim-pro',
    configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
  },
  customer: {
    name: 'Anna de Vries',
    email: `anna-${index}@example.nl`,
    phone: '+31 6 1234 5678',
    country: 'NL',
    postcode: '1012 JS',
    houseNumber: '1',
    street: 'Dam',
    city: 'Amsterdam',
    province: 'Noord-Holland',
  },
  delivery: 'email',
  payment: { method: 'ideal' },
  account: 'guest',
  withdrawalConsent: true,
});

afterAll(() => {
  rmSync(mailDir, { recursive: true, force: true });
});

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase(BASE_URL);
    // One after the other: the first migrates and creates the admin, the second finds both done.
    a = await startInstance(sharedEnv(database, { SEED_DEMO: 'false' }));
    b = await startInstance(sharedEnv(database, { SEED_DEMO: 'false' }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  const adminToken = async (instance: Instance) => {
    const res = await call(instance.url, 'POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };

  it('both answer /api/ready', async () => {
    for (const instance of [a, b]) expect((await call(instance.url, 'GET', '/api/ready')).status).toBe(200);
  });

  it('refuses the 11th failed login for an account with 429, whichever instance it reaches', async () => {
    const email = `gok-${Date.now()}@example.nl`;
    const registered = await call(a.url, 'POST', '/api/auth/register', {
      body: { firstName: 'Gert', lastName: 'Gok', email, password: PASSWORD, acceptTerms: true },
    });
    expect(registered.status).toBe(201);
    const wrong = { email, password: 'Niet-Het-Wachtwoord-1' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await call(attempt % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/login', { body: wrong })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // The 11th, on either: refused, even with the right password.
    for (const instance of [a, b]) {
      const refused = await call(instance.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
      expect(refused.status).toBe(429);
    }
  });

  it('gives 1,000 orders placed on both at once 1,000 distinct ids, all stored', async () => {
    const placed = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        call(index % 2 === 0 ? a.url : b.url, 'POST', '/api/orders', { body: orderBody(index) }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const res of placed) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 1000 });
    const ids = placed.map((res) => (res.body.order as { id: string }).id);
    expect(new Set(ids).size).toBe(1000);
    const stored = await database.query<{ id: string }>('SELECT id FROM orders');
    expect(stored).toHaveLength(1000);
    expect(new Set(stored.map((row) => String(row.id)))).toEqual(new Set(ids.map(String)));
  }, 120_000);

  it('books an order paid once when both instances hear of its payment, and charges a retried key once', async () => {
    const body = { ...orderBody(5000), customer: { ...orderBody(5000).customer, email: 'twice@example.nl' } };
    const place = (instance: Instance) =>
      call(instance.url, 'POST', '/api/orders', { body, headers: { 'Idempotency-Key': 'both-instances-1' } });
    const [first, retry] = await Promise.all([place(a), place(b)]);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    const order = first.body.order as { id: string; payment: { transactionId: string } };
    expect(await database.query('SELECT id FROM orders WHERE customer_email = $1', ['twice@example.nl'])).toHaveLength(
      1,
    );
    const { transactionId } = order.payment;
    const paid = await call(b.url, 'POST', `/api/payments/${transactionId}/simulate`, { body: { outcome: 'paid' } });
    expect(paid.status).toBe(200);
    const notices = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? a.url : b.url, 'POST', '/api/payments/webhook', { body: { id: transactionId } }),
      ),
    );
    expect(notices.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await database.query('SELECT status FROM orders WHERE id = $1', [order.id])).toEqual([{ status: 'paid' }]);
    // One invoice, so the customer's total spent (its paid invoices, docs/contracts.md §7) is the order's once.
    expect(
      await database.query(
        `SELECT COUNT(*)::int AS invoices, COALESCE(SUM(i.total_cents), 0)::int AS spent
           FROM invoices i JOIN customers c ON c.id = i.customer_id
          WHERE c.email = $1 AND i.status = 'paid'`,
        ['twice@example.nl'],
      ),
    ).toEqual([{ invoices: 1, spent: 2723 }]);
    expect(await database.query("SELECT id FROM activity WHERE params LIKE '%' || $1 || '%'", [order.id])).toHaveLength(
      1,
    );
  }, 60_000);

  it('shows the same figures on both after a customer is added through B', async () => {
    const [tokenA, tokenB] = await Promise.all([adminToken(a), adminToken(b)]);
    const figures = async (instance: Instance, token: string) => {
      const [dashboard, customers] = await Promise.all([
        call(instance.url, 'GET', '/api/admin/stats', { token }),
        call(instance.url, 'GET', '/api/admin/customers', { token }),
      ]);
      expect(dashboard.status).toBe(200);
      expect(customers.status).toBe(200);
      return {
        dashboard: dashboard.body.stats as Record<string, unknown>,
        customers: customers.body.stats as { total: number },
      };
    };
    // Both read (and may cache) their figures first.
    const before = await figures(a, tokenA);
    expect(await figures(b, tokenB)).toEqual(before);

    const added = await call(b.url, 'POST', '/api/admin/customers', {
      token: tokenB,
      body: { name: 'Fleur Visser', email: `fleur-${Date.now()}@example.nl`, plan: 'voip', status: 'active' },
    });
    expect(added.status).toBe(201);

    const [afterA, afterB] = [await figures(a, tokenA), await figures(b, tokenB)];
    expect(afterA).toEqual(afterB);
    expect(afterA.customers.total).toBe(before.customers.total + 1);
    expect(afterA.dashboard.totalCustomers).toBe((before.dashboard.totalCustomers as number) + 1);
  });
});

describe('20 instances starting together on an empty database', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(BASE_URL);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  }, 60_000);

  it('all start and are ready; the migrations, the admin and the demo data are made once', async () => {
    const started = await Promise.allSettled(
      Array.from({ length: 20 }, () => startInstance(sharedEnv(database, { SEED_DEMO: 'true' }), 120_000)),
    );
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason).slice(0, 2000)] : [],
    );
    expect(failures).toEqual([]);

    const ready = await Promise.all(
      instances.map(async (instance) => (await call(instance.url, 'GET', '/api/ready')).status),
    );
    expect(ready).toEqual(Array(20).fill(200));

    const said = (message: string) =>
      instances.filter((instance) => instance.logs.some((line) => line.msg.startsWith(message))).length;
    expect(said('database migrated')).toBe(1);
    expect(said('demo data seeded')).toBe(1);
    expect(said('admin account ready')).toBe(20);

    const migrations = await database.query<{ name: string }>('SELECT name FROM kysely_migration');
    expect(migrations).toHaveLength(POSTGRES_MIGRATIONS);
    expect(await database.query('SELECT lower(email) AS email FROM users WHERE role = $1', ['admin'])).toEqual([
      { email: ADMIN.email },
    ]);
    expect(
      await database.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [DEMO_ACCOUNT.email]),
    ).toEqual([{ n: 1 }]);
    expect(await database.query('SELECT count(*)::int AS n FROM customers')).toEqual([{ n: DEMO_TARGETS.customers }]);
  }, 240_000);
});
