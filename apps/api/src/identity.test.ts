// The attacks of issue 17 replayed against the real app (docs/contracts.md §6): each must fail.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { translateMessage } from '@telecom/domain';
import { createTestApp, DEMO_SEED_NOW, openDemoDatabase, type TestApp } from './test/test-app.js';

/** The demo data's moment: the stranger is one of its customers (a copy of the run's seed, test-app.ts). */
const NOW = DEMO_SEED_NOW;
const PASSWORD = 'Zomer-Fiets-2026!';
const ADMIN = { ADMIN_EMAIL: 'beheer@telenova.nl', ADMIN_PASSWORD: 'Beheer-Wachtwoord-1' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function register(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Eva', lastName: 'Aanvaller', email, password: PASSWORD, acceptTerms: true, ...extra });
  expect(res.status).toBe(201);
  return res.body as { user: { id: number; role: string }; token: string };
}

async function confirm(t: TestApp, email: string) {
  const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect((await request(t.app).post('/api/auth/verify-email').send({ token })).status).toBe(204);
}

const ORDER = {
  product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
  delivery: 'email',
  payment: { method: 'ideal' },
  account: 'existing',
  withdrawalConsent: true,
};
const shipping = (name: string, email: string) => ({
  name,
  email,
  phone: '0612345678',
  country: 'BE',
  postcode: '1000',
  street: 'Grote Markt 1',
  city: 'Brussel',
});

describe("a stranger's invoices", () => {
  it('are never shown to an account that orders with their address as shipping e-mail', async () => {
    const t = await createTestApp({ db: await openDemoDatabase(), clock: { now: () => NOW } });
    const victim = await t.store.kysely
      .selectFrom('customers')
      .select(['id', 'name', 'email'])
      .where('user_id', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.customer_id', '=', 'customers.id')),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { token } = await register(t, 'eva@example.nl');
    await confirm(t, 'eva@example.nl');

    const order = await request(t.app)
      .post('/api/orders')
      .set(bearer(token))
      .send({ ...ORDER, customer: shipping(victim.name, victim.email) });
    expect(order.status).toBe(201);
    expect((await request(t.app).get('/api/invoices').set(bearer(token))).body).toEqual({ invoices: [] });
    expect(
      await t.store.kysely.selectFrom('customers').select('user_id').where('id', '=', victim.id).executeTakeFirst(),
    ).toEqual({ user_id: null });
    // The order is Eva's all the same, and only hers.
    expect(
      (await request(t.app).get('/api/orders').set(bearer(token))).body.orders.map((o: { id: string }) => o.id),
    ).toEqual([order.body.order.id]);
  });

  it('are never shown to whoever registers their address first, nor after a typo in the shipping address', async () => {
    const t = await createTestApp({ db: await openDemoDatabase(), clock: { now: () => NOW } });
    const { email: victim } = await t.store.kysely
      .selectFrom('customers')
      .select('email')
      .where('user_id', 'is', null)
      .where('id', 'in', (eb) => eb.selectFrom('invoices').select('customer_id'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { token } = await register(t, victim);
    await request(t.app)
      .post('/api/orders')
      .set(bearer(token))
      .send({ ...ORDER, customer: shipping('Iemand', victim) });
    expect((await request(t.app).get('/api/invoices').set(bearer(token))).body).toEqual({ invoices: [] });
    expect(
      await t.store.kysely
        .selectFrom('customers')
        .select('id')
        .where('user_id', 'is not', null)
        .where('email', '=', victim)
        .execute(),
    ).toEqual([]);
  });
});

describe('the ADMIN_EMAIL address', () => {
  it('gives an ordinary customer account once the admin account has changed its own address', async () => {
    const t = await createTestApp({ env: ADMIN });
    await t.services.auth.ensureAdminAccount(t.settings.admin!);
    const admin = (
      await request(t.app).post('/api/auth/login').send({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
    ).body.token as string;
    expect(
      (await request(t.app).put('/api/auth/profile').set(bearer(admin)).send({ email: 'nieuwe-beheerder@telenova.nl' }))
        .status,
    ).toBe(200);
    expect((await request(t.app).get('/api/admin/users').set(bearer(admin))).status).toBe(200);

    const squatter = await register(t, ADMIN.ADMIN_EMAIL);
    expect(squatter.user.role).toBe('customer');
    expect((await request(t.app).get('/api/admin/users').set(bearer(squatter.token))).status).toBe(403);
  });

  it('takes a squatted account over at the next start: admin role, the configured password, and the squatter’s tokens stop', async () => {
    const t = await createTestApp({ env: ADMIN });
    const squatter = await register(t, ADMIN.ADMIN_EMAIL);
    await t.services.auth.ensureAdminAccount(t.settings.admin!);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(squatter.token))).status).toBe(401);
    expect(
      (await request(t.app).post('/api/auth/login').send({ email: ADMIN.ADMIN_EMAIL, password: PASSWORD })).status,
    ).toBe(401);
    const admin = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
    expect(admin.body.user).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('keeps the role of the account set up at start locked, whatever its address is now', async () => {
    const t = await createTestApp({ env: ADMIN });
    const bootstrap = await t.services.auth.ensureAdminAccount(t.settings.admin!);
    await t.store.kysely
      .updateTable('users')
      .set({ email: 'verhuisd@telenova.nl' })
      .where('id', '=', bootstrap.id)
      .execute();
    const other = await register(t, 'collega@telenova.nl');
    await t.store.kysely.updateTable('users').set({ role: 'admin' }).where('id', '=', other.user.id).execute();
    const res = await request(t.app)
      .put(`/api/admin/users/${bootstrap.id}/role`)
      .set(bearer(other.token))
      .send({ role: 'customer' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ROLE_LOCKED');
    const users = await request(t.app).get('/api/admin/users').set(bearer(other.token));
    expect(users.body.items.find((row: { id: number }) => row.id === bootstrap.id)).toMatchObject({
      fixedAdmin: true,
      email: 'verhuisd@telenova.nl',
    });
  });
});

describe('logout', () => {
  /** Makes every write to revoked_tokens fail, as a full disk does, on either database; returns the undo. */
  async function fillDisk(t: TestApp): Promise<() => Promise<void>> {
    const db = t.store.kysely;
    if (t.store.dialect === 'postgres') {
      await sql`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'database or disk is full'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER disk_full BEFORE INSERT ON revoked_tokens FOR EACH ROW EXECUTE FUNCTION disk_full()`.execute(
        db,
      );
      return async () => {
        await sql`DROP TRIGGER disk_full ON revoked_tokens`.execute(db);
      };
    }
    await sql`CREATE TRIGGER disk_full BEFORE INSERT ON revoked_tokens BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END`.execute(
      db,
    );
    return async () => {
      await sql`DROP TRIGGER disk_full`.execute(db);
    };
  }

  const revokedCount = async (t: TestApp) =>
    (await t.store.kysely.selectFrom('revoked_tokens').select('jti').execute()).length;

  it('ends the token on every instance of the database, and says so when the database cannot store that (a full disk)', async () => {
    const t = await createTestApp();
    // A second instance on the same database.
    const other = await createTestApp({ db: t.store });
    const { token } = await register(t, 'jan@example.nl');
    const emptyDisk = await fillDisk(t);
    // Not stored, so not ended anywhere: the answer does not pretend otherwise, and the token still works on both.
    const failed = await request(t.app).post('/api/auth/logout').set(bearer(token));
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe('INTERNAL');
    expect((await request(t.app).get('/api/auth/verify').set(bearer(token))).status).toBe(200);
    expect((await request(other.app).get('/api/auth/verify').set(bearer(token))).status).toBe(200);
    expect(await revokedCount(t)).toBe(0);

    await emptyDisk();
    expect((await request(t.app).post('/api/auth/logout').set(bearer(token))).status).toBe(204);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(token))).status).toBe(401);
    expect((await request(other.app).get('/api/auth/verify').set(bearer(token))).status).toBe(401);
    const anna = await register(other, 'anna@example.nl');
    expect((await request(other.app).post('/api/auth/logout').set(bearer(anna.token))).status).toBe(204);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(anna.token))).status).toBe(401);
    expect(await revokedCount(t)).toBe(2);
  });
});

describe('ids and numbers', () => {
  it('never gives out an account id again, so a deleted account’s token never names the next account', async () => {
    const t = await createTestApp();
    const first = await register(t, 'weg@example.nl');
    await t.store.kysely.deleteFrom('users').where('id', '=', first.user.id).execute();
    const next = await register(t, 'nieuw@example.nl');
    expect(next.user.id).toBeGreaterThan(first.user.id);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(first.token))).status).toBe(401);
  });

  it('never gives out a customer id, invoice id or invoice number again after a delete', async () => {
    const t = await createTestApp({ env: ADMIN, clock: { now: () => NOW } });
    await t.services.auth.ensureAdminAccount(t.settings.admin!);
    const admin = (
      await request(t.app).post('/api/auth/login').send({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
    ).body.token as string;
    const as = (method: 'post' | 'delete', path: string, body?: object) =>
      request(t.app)[method](path).set(bearer(admin)).send(body);
    const customer = (
      await as('post', '/api/admin/customers', {
        name: 'Kees Klant',
        email: 'kees@example.nl',
        plan: 'voip',
        status: 'active',
      })
    ).body.customer;
    const invoice = (
      await as('post', '/api/admin/invoices', {
        customerId: customer.id,
        amount: '10,00',
        issueDate: '2026-11-01',
        dueDate: '2026-11-15',
        status: 'draft',
      })
    ).body.invoice;
    expect(invoice.invoice_number).toBe('INV-2026-001');
    expect((await as('delete', `/api/admin/invoices/${invoice.id}`)).status).toBe(204);
    const second = (
      await as('post', '/api/admin/invoices', {
        customerId: customer.id,
        amount: '10,00',
        issueDate: '2026-11-01',
        dueDate: '2026-11-15',
        status: 'draft',
      })
    ).body.invoice;
    expect(Number(second.id)).toBeGreaterThan(Number(invoice.id));
    expect(second.invoice_number).toBe('INV-2026-002');

    expect((await as('delete', `/api/admin/customers/${customer.id}`)).status).toBe(204);
    const another = (
      await as('post', '/api/admin/customers', {
        name: 'Anna Anders',
        email: 'anna@example.nl',
        plan: 'voip',
        status: 'active',
      })
    ).body.customer;
    expect(Number(another.id)).toBeGreaterThan(Number(customer.id));
  });
});

describe('control characters and e-mail addresses', () => {
  it.each([
    [
      '/api/auth/register',
      {
        firstName: 'Jan\r\nBcc: evil@evil.test',
        lastName: 'Jansen',
        email: 'jan@example.nl',
        password: PASSWORD,
        acceptTerms: true,
      },
      'firstName',
    ],
    ['/api/tickets', { name: 'Jan\nJansen', email: 'jan@example.nl', subject: 'esim', message: 'Hallo' }, 'name'],
    ['/api/inquiries', { kind: 'sales', name: 'Jan', email: 'jan@example.nl', company: 'Bedrijf\tB.V.' }, 'company'],
  ])(
    'refuses a single-line field with a line break or tab at %s with a translated message',
    async (path, body, field) => {
      const t = await createTestApp();
      const res = await request(t.app).post(path).set('Accept-Language', 'nl').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(translateMessage('validation.singleLine', 'nl'));
      expect(await t.mails()).toHaveLength(0);
    },
  );

  it('refuses an order whose shipping name holds a line break, so that no mail gets an extra line', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/orders')
      .send({ ...ORDER, account: 'guest', customer: shipping('Jan\nBcc: evil@evil.test', 'jan@example.nl') });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['customer.name']);
  });

  it.each(['a<evil@evil.test>', '"Jan" <jan@example.nl>', 'jan@example.nl, evil@evil.test'])(
    'refuses %j as an e-mail address',
    async (email) => {
      const t = await createTestApp();
      const res = await request(t.app)
        .post('/api/auth/register')
        .send({ firstName: 'Jan', lastName: 'Jansen', email, password: PASSWORD, acceptTerms: true });
      expect(res.status).toBe(400);
      expect(res.body.fields.email).toBe(translateMessage('validation.email.invalid', 'en'));
    },
  );

  it('keeps the lines of a support message', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/tickets')
      .send({ name: 'Jan', email: 'jan@example.nl', subject: 'esim', message: 'Hallo,\n\nMijn eSIM werkt niet.' });
    expect(res.status).toBe(201);
    expect(await t.store.kysely.selectFrom('tickets').select('message').execute()).toEqual([
      { message: 'Hallo,\n\nMijn eSIM werkt niet.' },
    ]);
  });
});
