// The limits of docs/contracts.md §6 with the real default numbers: nobody can lock an owner out, and every flood meets a
// 429 with Retry-After and the wait in minutes. Client addresses come from X-Forwarded-For, which the test app
// believes from loopback (TRUST_PROXY's default), as a proxy in front of the server would send it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEFAULT_RATE_LIMITS } from './rate-limit.js';

const PASSWORD = 'Zomer-Fiets-2026!';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

async function appWithUser(): Promise<TestApp> {
  const t = await createTestApp();
  const res = await request(t.app)
    .post('/api/auth/register')
    .set('X-Forwarded-For', OWNER)
    .send({ firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl', password: PASSWORD, acceptTerms: true });
  expect(res.status).toBe(201);
  return t;
}

const login = (t: TestApp, from: string, body: Record<string, unknown>) =>
  request(t.app).post('/api/auth/login').set('X-Forwarded-For', from).set('Accept-Language', 'nl').send(body);

describe('failed logins (10 in 15 minutes per account and client address)', () => {
  it('answers the 11th failure from one address with 429, Retry-After and the wait in minutes', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(t, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' })).status).toBe(401);
    }
    const blocked = await login(t, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toBe(`Te veel pogingen. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw`);
    // Even the right password from that address waits: otherwise the 11th guess would still be tried.
    expect((await login(t, ATTACKER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(429);
  });

  it('never stops the owner’s right password from another address', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 12; attempt++)
      await login(t, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' });
    const owner = await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe('jan@example.nl');
  });

  it('counts a request refused as invalid (400) for nothing', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(t, ATTACKER, { email: 'jan@example.nl' })).status).toBe(400);
      expect((await login(t, ATTACKER, { email: 'jan@example.nl', password: 'x' })).status).toBe(400);
    }
    expect((await login(t, ATTACKER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
    expect((await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  });

  it('never counts successful logins', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 15; attempt++)
      expect((await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  });

  it('keeps counting per account whatever case the address is typed in', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 10; attempt++)
      await login(t, ATTACKER, { email: attempt % 2 ? 'JAN@example.nl' : ' jan@EXAMPLE.nl ', password: 'wrong-pass' });
    expect((await login(t, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' })).status).toBe(429);
  });

  it('caps failures per account over all addresses at 100 an hour (distributed guessing)', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect(
        (await login(t, `203.0.113.${attempt % 50}`, { email: 'jan@example.nl', password: 'wrong-pass' })).status,
      ).toBe(401);
    }
    const blocked = await login(t, '192.0.2.1', { email: 'jan@example.nl', password: 'wrong-pass' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Another account is not affected.
    expect((await login(t, '192.0.2.1', { email: 'anna@example.nl', password: 'wrong-pass' })).status).toBe(401);
  }, 60_000);

  it('caps failures per client address over all accounts at 100 in 15 minutes', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await login(t, ATTACKER, { email: `user${attempt}@example.nl`, password: 'wrong-pass' })).status).toBe(
        401,
      );
    }
    expect((await login(t, ATTACKER, { email: 'someone-else@example.nl', password: 'wrong-pass' })).status).toBe(429);
    expect((await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  }, 60_000);
});

describe('several instances on one database (issue 19)', () => {
  it('count together: 10 failures spread over two apps, and the 11th is refused on either', async () => {
    const first = await appWithUser();
    // A second instance: its own services and app over the same database.
    const second = await createTestApp({ db: first.store });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await login(attempt % 2 ? second : first, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' }))
          .status,
      ).toBe(401);
    }
    for (const instance of [second, first]) {
      const blocked = await login(instance, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // The owner elsewhere is not stopped on either.
    expect((await login(second, OWNER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  });

  it('count requests that arrive at the same moment on both, none lost', async () => {
    const first = await appWithUser();
    const second = await createTestApp({ db: first.store });
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, attempt) =>
        login(attempt % 2 ? second : first, ATTACKER, { email: 'jan@example.nl', password: 'wrong-pass' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe('reset mails (5 an hour per address and client, 20 an hour per address)', () => {
  const forgot = (t: TestApp, from: string, email: string) =>
    request(t.app).post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email });

  it('lets the owner ask for a reset from their own address after a stranger used up theirs', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await forgot(t, ATTACKER, 'jan@example.nl')).status).toBe(202);
    const blocked = await forgot(t, ATTACKER, 'jan@example.nl');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await forgot(t, OWNER, 'jan@example.nl')).status).toBe(202);
  });

  it('stops mails to one address at 20 an hour from all clients together', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await forgot(t, `203.0.113.${attempt}`, 'jan@example.nl')).status).toBe(202);
    expect((await forgot(t, OWNER, 'jan@example.nl')).status).toBe(429);
    expect((await forgot(t, OWNER, 'anna@example.nl')).status).toBe(202);
  });

  it('counts invalid requests for nothing', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await forgot(t, ATTACKER, 'not-an-address')).status).toBe(400);
    expect((await forgot(t, ATTACKER, 'jan@example.nl')).status).toBe(202);
  });
});

describe('registrations (10 an hour per client address)', () => {
  const register = (t: TestApp, from: string, email: string) =>
    request(t.app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', from)
      .send({ firstName: 'Nieuw', lastName: 'Account', email, password: PASSWORD, acceptTerms: true });

  it('answers the 11th registration in an hour from one address with 429; another address still registers', async () => {
    const t = await createTestApp();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await register(t, ATTACKER, `bulk${attempt}@example.nl`)).status).toBe(201);
    const blocked = await register(t, ATTACKER, 'bulk10@example.nl');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(
      await t.store.kysely.selectFrom('users').select('id').where('email', '=', 'bulk10@example.nl').execute(),
    ).toEqual([]);
    expect((await register(t, OWNER, 'bulk10@example.nl')).status).toBe(201);
  });

  it('counts tries at a taken address, not invalid forms', async () => {
    const t = await appWithUser();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await register(t, ATTACKER, 'jan@example.nl')).status).toBe(409);
    expect((await register(t, ATTACKER, 'fresh@example.nl')).status).toBe(429);
    const other = await createTestApp();
    for (let attempt = 0; attempt < 15; attempt++) expect((await register(other, ATTACKER, 'broken')).status).toBe(400);
    expect((await register(other, ATTACKER, 'fresh@example.nl')).status).toBe(201);
  });
});

describe('signed-in limits', () => {
  it('stops guessing the current password per account (10), not counting a right one', async () => {
    const t = await appWithUser();
    const token = (await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).body.token as string;
    const change = (currentPassword: string) =>
      request(t.app)
        .put('/api/auth/password')
        .set('Authorization', `Bearer ${token}`)
        .send({ currentPassword, newPassword: 'Nieuw-Wachtwoord-9' });
    for (let attempt = 0; attempt < 10; attempt++) expect((await change('Wrong-Guess-1')).status).toBe(400);
    const blocked = await change(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  });

  it('sends at most 5 confirmation mails an hour per account', async () => {
    const t = await appWithUser();
    const token = (await login(t, OWNER, { email: 'jan@example.nl', password: PASSWORD })).body.token as string;
    const resend = () => request(t.app).post('/api/auth/resend-verification').set('Authorization', `Bearer ${token}`);
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(429);
    expect((await t.mails()).filter((mail) => mail.to === 'jan@example.nl')).toHaveLength(6);
  });
});

describe('client addresses (TRUST_PROXY)', () => {
  it('believes no X-Forwarded-For with TRUST_PROXY=false: every client through one proxy is one client', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    const register = (from: string, n: number) =>
      request(t.app)
        .post('/api/auth/register')
        .set('X-Forwarded-For', from)
        .send({ firstName: 'A', lastName: 'B', email: `p${n}@example.nl`, password: PASSWORD, acceptTerms: true });
    for (let n = 0; n < 10; n++) expect((await register(`203.0.113.${n}`, n)).status).toBe(201);
    expect((await register('203.0.113.99', 99)).status).toBe(429);
  });

  it('counts IPv6 clients per /56 network', async () => {
    const t = await createTestApp();
    const register = (from: string, n: number) =>
      request(t.app)
        .post('/api/auth/register')
        .set('X-Forwarded-For', from)
        .send({ firstName: 'A', lastName: 'B', email: `v6-${n}@example.nl`, password: PASSWORD, acceptTerms: true });
    for (let n = 0; n < 10; n++) expect((await register(`2001:db8:0:1${n}::${n + 1}`, n)).status).toBe(201);
    expect((await register('2001:db8:0:ff::1', 10)).status).toBe(429);
    expect((await register('2001:db8:1::1', 11)).status).toBe(201);
  });
});

describe('DEFAULT_RATE_LIMITS', () => {
  it('are the numbers of docs/contracts.md §6', () => {
    expect(DEFAULT_RATE_LIMITS).toMatchObject({
      loginPerAccountAndClient: { windowMs: 15 * 60_000, limit: 10 },
      loginPerAccount: { windowMs: 60 * 60_000, limit: 100 },
      resetPerAddressAndClient: { windowMs: 60 * 60_000, limit: 5 },
      resetPerAddress: { windowMs: 60 * 60_000, limit: 20 },
      registrationsPerClient: { windowMs: 60 * 60_000, limit: 10 },
    });
  });
});
