import jwt from 'jsonwebtoken';
import { verify as argon2Verify } from '@node-rs/argon2';
import type * as Argon2 from '@node-rs/argon2';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_TTL_MINUTES, REMEMBER_ME_DAYS, translateMessage } from '@telecom/domain';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { isUniqueViolation } from '../users/users.repository.js';
import { COMMON_PASSWORD_COUNT, CURRENT_HASH_PREFIX } from './passwords.js';

// argon2's verify as it is, watched: which hashes a login compares with.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

const PASSWORD = 'Zomer-Fiets-2026!';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: 'Jansen',
  email: 'jan@example.nl',
  password: PASSWORD,
  acceptTerms: true,
  ...overrides,
});

/** Registers an account; its confirmation mail is checked and taken out of the captured mails. */
async function register(t: TestApp, overrides: Record<string, unknown> = {}, language = 'en') {
  const res = await request(t.app).post('/api/auth/register').set('Accept-Language', language).send(newUser(overrides));
  expect(res.status).toBe(201);
  expect((await t.mails()).map((mail) => mail.to)).toEqual([res.body.user.email]);
  t.mailer.sent.length = 0;
  return res.body as { user: Record<string, unknown>; token: string };
}

async function login(t: TestApp, email = 'jan@example.nl', password = PASSWORD, extra: Record<string, unknown> = {}) {
  return request(t.app)
    .post('/api/auth/login')
    .send({ email, password, ...extra });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function storedUser(t: TestApp, email: string): Promise<Record<string, unknown> | undefined> {
  return t.store.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** How many accounts the database holds. */
async function userCount(t: TestApp): Promise<number> {
  const row = await t.store.kysely
    .selectFrom('users')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The reset token of the last mail sent to the address. */
async function mailedResetToken(t: TestApp, to: string): Promise<string> {
  const mail = (await t.mails()).filter((m) => m.to === to).at(-1);
  expect(mail).toBeDefined();
  const match = /\/wachtwoord-herstellen\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

const USER_KEYS = [
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'language',
  'lastName',
  'name',
  'phone',
  'role',
];

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with the user and a token', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'nl')
      .send(newUser({ email: ' Jan@Example.NL ', phone: '+31 6 1234 5678', newsletter: true }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      firstName: 'Jan',
      lastName: 'Jansen',
      name: 'Jan Jansen',
      email: 'jan@example.nl',
      phone: '+31 6 1234 5678',
      role: 'customer',
      language: 'nl',
    });
    expect(typeof res.body.token).toBe('string');
    const row = await storedUser(t, 'jan@example.nl');
    expect(row).toMatchObject({ first_name: 'Jan', newsletter: 1, role: 'customer', language: 'nl' });
    expect(String(row?.password_hash).startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await argon2Verify(String(row?.password_hash), PASSWORD)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(String(row?.password_hash));
  });

  it("hashes with OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane)", () => {
    expect(CURRENT_HASH_PREFIX).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
  });

  it('answers 409 for an e-mail address that is taken, whatever its case', async () => {
    const t = await createTestApp();
    await register(t);
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'nl')
      .send(newUser({ email: 'JAN@example.nl' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Er bestaat al een account met dit e-mailadres',
      fields: { email: 'Er bestaat al een account met dit e-mailadres' },
    });
    expect(await userCount(t)).toBe(1);
  });

  it('keeps the e-mail unique in the database regardless of case', async () => {
    const t = await createTestApp();
    const insert = (email: string) =>
      t.store.kysely
        .insertInto('users')
        .values({ first_name: 'a', last_name: 'b', email, password_hash: 'x', created_at: 'now', updated_at: 'now' })
        .execute();
    await insert('case@example.nl');
    await expect(insert('CASE@example.nl')).rejects.toSatisfy(isUniqueViolation);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { firstName: '' }, 'firstName', 'Voornaam is verplicht'],
    ['no last name', { lastName: '   ' }, 'lastName', 'Achternaam is verplicht'],
    ['no e-mail', { email: '' }, 'email', 'E-mailadres is verplicht'],
    ['a bad e-mail', { email: 'jan@' }, 'email', 'Voer een geldig e-mailadres in'],
    ['no password', { password: '' }, 'password', 'Wachtwoord is verplicht'],
    ['a short password', { password: 'Ab1!xyz' }, 'password', 'Wachtwoord moet minimaal 8 karakters zijn'],
    ['a bad phone number', { phone: '06-abc' }, 'phone', 'Voer een geldig telefoonnummer in'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', 'Je moet akkoord gaan met de voorwaarden'],
  ])('refuses %s with a translated message on the field', async (_case, change, field, dutch) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/auth/register').set('Accept-Language', 'nl').send(newUser(change));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe('Niet alle velden zijn correct ingevuld');
    expect(res.body.fields).toEqual({ [field]: dutch });
    expect(await userCount(t)).toBe(0);
  });

  it('refuses a password over 72 bytes instead of cutting it, even when it is 72 characters or fewer', async () => {
    const t = await createTestApp();
    const accented = 'é'.repeat(37); // 37 characters, 74 bytes
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(newUser({ password: accented }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ password: translateMessage('validation.password.tooLong', 'en') });
    const exactly72 = `Aa1!${'x'.repeat(68)}`;
    expect(
      (
        await request(t.app)
          .post('/api/auth/register')
          .send(newUser({ password: exactly72 }))
      ).status,
    ).toBe(201);
  });

  it.each(['password1', 'PASSWORD1', 'iloveyou', 'qwertyuiop', 'welkom01'])(
    'refuses the common password %j',
    async (password) => {
      const t = await createTestApp();
      const res = await request(t.app)
        .post('/api/auth/register')
        .set('Accept-Language', 'es')
        .send(newUser({ password }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        password: 'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar',
      });
    },
  );

  it('checks against a list of at least 10,000 common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it('ignores unknown fields, including an attempt to become admin', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/auth/register')
      .send(newUser({ role: 'admin', id: 99, tokenVersion: 5 }));
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('customer');
    expect(await storedUser(t, 'jan@example.nl')).toMatchObject({ role: 'customer', token_version: 0 });
  });

  it('stores and returns SQL-injection strings literally', async () => {
    const t = await createTestApp();
    const name = "Robert'); DROP TABLE users;--";
    const email = "o'hara+1@example.nl";
    const { user } = await register(t, { firstName: name, lastName: '" OR 1=1 --', email });
    expect(user).toMatchObject({ firstName: name, lastName: '" OR 1=1 --', email });
    expect(await storedUser(t, email)).toMatchObject({ first_name: name });
    expect((await login(t, email)).status).toBe(200);
    expect((await login(t, "' OR '1'='1' --@example.nl", "' OR '1'='1")).status).toBe(400);
    expect(await userCount(t)).toBe(1);
  });

  it('starts the account in the language of Accept-Language, English by default', async () => {
    const t = await createTestApp();
    expect((await register(t, { email: 'a@example.nl' })).user.language).toBe('en');
    const es = await request(t.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'es-ES,es;q=0.9')
      .send(newUser({ email: 'b@example.nl' }));
    expect(es.body.user.language).toBe('es');
  });
});

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await register(t);
  });

  it('answers 200 with the user and a token that verifies', async () => {
    const res = await login(t, 'JAN@example.nl ');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'jan@example.nl', name: 'Jan Jansen' });
    const verify = await request(t.app).get('/api/auth/verify').set(bearer(res.body.token));
    expect(verify.status).toBe(200);
    expect(verify.body.user.email).toBe('jan@example.nl');
  });

  it('stores a bcrypt hash again as argon2id at a login that matches it, and keeps the tokens valid', async () => {
    await register(t, { email: 'oud@example.nl' });
    const before = await login(t, 'oud@example.nl');
    const legacy = await bcryptHash(PASSWORD, { cost: 10 });
    await t.store.kysely
      .updateTable('users')
      .set({ password_hash: legacy })
      .where('email', '=', 'oud@example.nl')
      .execute();

    expect((await login(t, 'oud@example.nl', 'Not-The-Password-1')).status).toBe(401);
    expect((await storedUser(t, 'oud@example.nl'))?.password_hash).toBe(legacy); // a wrong password changes nothing

    const res = await login(t, 'oud@example.nl');
    expect(res.status).toBe(200);
    const upgraded = String((await storedUser(t, 'oud@example.nl'))?.password_hash);
    expect(upgraded.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(await argon2Verify(upgraded, PASSWORD)).toBe(true);
    expect((await login(t, 'oud@example.nl')).status).toBe(200);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(before.body.token))).status).toBe(200);
  });

  it('gives an unknown e-mail and a wrong password the same 401 and body', async () => {
    const wrong = await login(t, 'jan@example.nl', 'Not-The-Password-1');
    const unknown = await login(t, 'nobody@example.nl', 'Not-The-Password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The email address or password is incorrect' });
  });

  it('spends the same hashing work on an unknown e-mail as on a wrong password', async () => {
    const compare = vi.mocked(argon2Verify);
    compare.mockClear();
    await login(t, 'jan@example.nl', 'Not-The-Password-1');
    await login(t, 'nobody@example.nl', 'Not-The-Password-1');
    expect(compare).toHaveBeenCalledTimes(2);
    const [realHash, dummyHash] = compare.mock.calls.map((call) => String(call[0]));
    expect(realHash?.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(dummyHash?.startsWith(CURRENT_HASH_PREFIX)).toBe(true); // same algorithm and parameters
    expect(dummyHash).not.toBe(realHash);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'empty fields',
      { email: '', password: '' },
      { email: 'E-mailadres is verplicht', password: 'Wachtwoord is verplicht' },
    ],
    ['a bad e-mail', { email: 'jan', password: PASSWORD }, { email: 'Voer een geldig e-mailadres in' }],
    [
      'a short password',
      { email: 'jan@example.nl', password: '12345' },
      { password: 'Wachtwoord moet minimaal 6 karakters zijn' },
    ],
    ['no body at all', {}, { email: 'E-mailadres is verplicht', password: 'Wachtwoord is verplicht' }],
  ])('refuses %s with 400 and translated field messages', async (_case, body, fields) => {
    const res = await request(t.app).post('/api/auth/login').set('Accept-Language', 'nl').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  it('gives a token of JWT_TTL, or of 30 days with remember', async () => {
    const plain = jwt.decode((await login(t)).body.token) as jwt.JwtPayload;
    expect(plain.exp! - plain.iat!).toBe(3600);
    const remembered = jwt.decode(
      (await login(t, undefined, undefined, { remember: true })).body.token,
    ) as jwt.JwtPayload;
    expect(remembered.exp! - remembered.iat!).toBe(REMEMBER_ME_DAYS * 24 * 3600);
  });

  it('follows the JWT_TTL setting', async () => {
    const short = await createTestApp({ env: { JWT_TTL: '15m' } });
    await register(short);
    const claims = jwt.decode((await login(short)).body.token) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('signs with HS256 and never puts the password or hash in the token', async () => {
    const token = (await login(t)).body.token as string;
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(JSON.stringify(decoded?.payload)).not.toMatch(/password|hash|\$2/i);
  });
});

describe('tokens that must not verify', () => {
  let t: TestApp;
  let user: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    user = (await register(t)).user as { id: number };
  });

  const verify = (token: string) => request(t.app).get('/api/auth/verify').set(bearer(token));
  const claims = () => ({ sub: String(user.id), ver: 0, jti: 'test-jti' });

  it('refuses a missing token with 401 UNAUTHENTICATED', async () => {
    const res = await request(t.app).get('/api/auth/verify').set('Accept-Language', 'nl');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Log in om verder te gaan' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses an expired token', async () => {
    const token = jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
    });
    const res = await verify(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a token signed with another secret', async () => {
    const token = jwt.sign(claims(), 'another-secret-that-is-long-enough-123456', {
      algorithm: 'HS256',
      expiresIn: 600,
    });
    expect((await verify(token)).status).toBe(401);
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const token = (await login(t)).body.token as string;
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims(), sub: '999', exp: 4_000_000_000 })).toString('base64url');
    expect((await verify(`${header}.${payload}.${signature}`)).status).toBe(401);
  });

  it('refuses alg: none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ ...claims(), exp: 4_000_000_000 })).toString('base64url');
    expect((await verify(`${header}.${payload}.`)).status).toBe(401);
  });

  it('refuses a token signed with another HMAC algorithm', async () => {
    const token = jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS512', expiresIn: 600 });
    expect((await verify(token)).status).toBe(401);
  });

  it('refuses a token of a deleted user and garbage', async () => {
    const orphan = jwt.sign({ sub: '4242', ver: 0, jti: 'x' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 600 });
    expect((await verify(orphan)).status).toBe(401);
    expect((await verify('not-a-token')).status).toBe(401);
    expect((await request(t.app).get('/api/auth/verify').set('Authorization', 'Basic abc')).status).toBe(401);
  });

  it('accepts a token it signed itself', async () => {
    const token = jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 600 });
    expect((await verify(token)).status).toBe(200);
  });

  it('stops accepting a token that verified before once it expires', async () => {
    const token = jwt.sign(
      { ...claims(), jti: 'expiring-jti', exp: Math.floor(Date.now() / 1000) + 2 },
      TEST_JWT_SECRET,
      { algorithm: 'HS256' },
    );
    expect((await verify(token)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ['Date'] });
    try {
      const res = await verify(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_TOKEN');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and revokes that token only', async () => {
    const t = await createTestApp();
    await register(t);
    const first = (await login(t)).body.token as string;
    const second = (await login(t)).body.token as string;
    const res = await request(t.app).post('/api/auth/logout').set(bearer(first));
    expect(res.status).toBe(204);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(first))).status).toBe(401);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(second))).status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout').set(bearer(first))).status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const t = await createTestApp();
    expect((await request(t.app).post('/api/auth/logout')).status).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates only the fields sent and answers the merged user', async () => {
    const t = await createTestApp();
    const { token } = await register(t, { phone: '0612345678' });
    const res = await request(t.app)
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ firstName: 'Johan', email: 'Johan@Example.nl' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Johan',
      lastName: 'Jansen',
      name: 'Johan Jansen',
      email: 'johan@example.nl',
      phone: '0612345678',
    });
    expect(await storedUser(t, 'johan@example.nl')).toMatchObject({ first_name: 'Johan', last_name: 'Jansen' });
    expect((await login(t, 'johan@example.nl')).status).toBe(200);
  });

  it('clears the phone number with an empty string', async () => {
    const t = await createTestApp();
    const { token } = await register(t, { phone: '0612345678' });
    const res = await request(t.app).put('/api/auth/profile').set(bearer(token)).send({ phone: '' });
    expect(res.body.user.phone).toBeNull();
  });

  it('refuses an e-mail address of another account with 409', async () => {
    const t = await createTestApp();
    await register(t, { email: 'other@example.nl' });
    const { token } = await register(t);
    const res = await request(t.app).put('/api/auth/profile').set(bearer(token)).send({ email: 'OTHER@example.nl' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  it('keeps the own address without complaint', async () => {
    const t = await createTestApp();
    const { token } = await register(t);
    expect(
      (await request(t.app).put('/api/auth/profile').set(bearer(token)).send({ email: 'jan@example.nl' })).status,
    ).toBe(200);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ firstName: '' }, 'firstName', 'Voornaam is verplicht'],
    [{ lastName: '' }, 'lastName', 'Achternaam is verplicht'],
    [{ email: 'nope' }, 'email', 'Voer een geldig e-mailadres in'],
    [{ phone: 'call me' }, 'phone', 'Voer een geldig telefoonnummer in'],
  ])('refuses %o with a translated field message', async (body, field, dutch) => {
    const t = await createTestApp();
    const { token } = await register(t);
    const res = await request(t.app)
      .put('/api/auth/profile')
      .set(bearer(token))
      .set('Accept-Language', 'nl')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: dutch });
  });

  it('needs a token', async () => {
    const t = await createTestApp();
    expect((await request(t.app).put('/api/auth/profile').send({ firstName: 'X' })).status).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password, answers 204 and revokes every earlier token', async () => {
    const t = await createTestApp();
    const { token } = await register(t);
    const other = (await login(t)).body.token as string;
    const res = await request(t.app)
      .put('/api/auth/password')
      .set(bearer(token))
      .send({ currentPassword: PASSWORD, newPassword: 'Nieuw-Wachtwoord-9' });
    expect(res.status).toBe(204);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(token))).status).toBe(401);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(other))).status).toBe(401);
    expect((await login(t)).status).toBe(401);
    expect((await login(t, 'jan@example.nl', 'Nieuw-Wachtwoord-9')).status).toBe(200);
  });

  it('answers 400 for a wrong current password and keeps the old one', async () => {
    const t = await createTestApp();
    const { token } = await register(t);
    const res = await request(t.app)
      .put('/api/auth/password')
      .set(bearer(token))
      .set('Accept-Language', 'nl')
      .send({ currentPassword: 'Wrong-Password-1', newPassword: 'Nieuw-Wachtwoord-9' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Je huidige wachtwoord is onjuist',
      fields: { currentPassword: 'Je huidige wachtwoord is onjuist' },
    });
    expect((await login(t)).status).toBe(200);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(token))).status).toBe(200);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ currentPassword: '', newPassword: 'Nieuw-Wachtwoord-9' }, { currentPassword: 'Huidig wachtwoord is verplicht' }],
    [{ currentPassword: PASSWORD, newPassword: 'kort' }, { newPassword: 'Wachtwoord moet minimaal 8 karakters zijn' }],
    [
      { currentPassword: PASSWORD, newPassword: 'sunshine1' },
      { newPassword: 'Dit wachtwoord komt te vaak voor. Kies een wachtwoord dat moeilijker te raden is' },
    ],
    [
      { currentPassword: PASSWORD, newPassword: '€'.repeat(25) },
      { newPassword: translateMessage('validation.password.tooLong', 'nl') },
    ],
  ])('refuses %o', async (body, fields) => {
    const t = await createTestApp();
    const { token } = await register(t);
    const res = await request(t.app)
      .put('/api/auth/password')
      .set(bearer(token))
      .set('Accept-Language', 'nl')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });
});

describe('forgot and reset password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 202 with the same body for a known and an unknown address, and mails only the known one', async () => {
    const t = await createTestApp();
    await register(t);
    const known = await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    const unknown = await request(t.app).post('/api/auth/forgot-password').send({ email: 'nobody@example.nl' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    expect((await t.mails())[0]).toMatchObject({ to: 'jan@example.nl', subject: 'Reset your TeleNova password' });
    expect((await t.mails())[0]?.text).toContain('http://localhost:3000/wachtwoord-herstellen?token=');
  });

  it('writes the mail in the account language', async () => {
    const t = await createTestApp();
    await register(t, {}, 'nl');
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    expect((await t.mails())[0]?.subject).toBe('Herstel je wachtwoord bij TeleNova');
    expect((await t.mails())[0]?.text).toContain('Hallo Jan,');
  });

  it('uses a token of at least 128 bits and stores only its hash', async () => {
    const t = await createTestApp();
    await register(t);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    const token = await mailedResetToken(t, 'jan@example.nl');
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = (await t.store.kysely.selectFrom('password_resets').select('token_hash').execute()).map(
      (row) => row.token_hash,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]).not.toContain(token);
  });

  it('resets once: 204, the new password works, earlier tokens and earlier links stop, no sign-in', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(2));
    const [earlier, later] = (await t.mails()).map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!);

    const res = await request(t.app)
      .post('/api/auth/reset-password')
      .send({ token: later, password: 'Herstel-Wachtwoord-7' });
    expect(res.status).toBe(204);
    expect(res.body).toEqual({});
    expect((await login(t, 'jan@example.nl', 'Herstel-Wachtwoord-7')).status).toBe(200);
    expect((await login(t)).status).toBe(401);
    expect((await request(t.app).get('/api/auth/verify').set(bearer(session))).status).toBe(401);

    for (const used of [later, earlier]) {
      const again = await request(t.app)
        .post('/api/auth/reset-password')
        .set('Accept-Language', 'nl')
        .send({ token: used, password: 'Nog-Een-Wachtwoord-8' });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        code: 'RESET_TOKEN_INVALID',
        message: 'Deze herstellink is ongeldig of verlopen. Vraag een nieuwe aan',
      });
    }
    expect((await login(t, 'jan@example.nl', 'Herstel-Wachtwoord-7')).status).toBe(200);
  });

  it('refuses a link after one hour', async () => {
    const t = await createTestApp();
    await register(t);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    const token = await mailedResetToken(t, 'jan@example.nl');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000 + 1000);
    const res = await request(t.app).post('/api/auth/reset-password').send({ token, password: 'Herstel-Wachtwoord-7' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('RESET_TOKEN_INVALID');
    vi.useRealTimers();
    expect((await login(t)).status).toBe(200);
  });

  it('accepts a link just before the hour is over', async () => {
    const t = await createTestApp();
    await register(t);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    const token = await mailedResetToken(t, 'jan@example.nl');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000 - 5000);
    expect(
      (await request(t.app).post('/api/auth/reset-password').send({ token, password: 'Herstel-Wachtwoord-7' })).status,
    ).toBe(204);
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ token: '', password: 'Herstel-Wachtwoord-7' }, { token: translateMessage('validation.token.required', 'en') }],
    [
      { token: 'made-up-token', password: 'Herstel-Wachtwoord-7' },
      { token: translateMessage('errors.RESET_TOKEN_INVALID', 'en') },
    ],
    [
      { token: 'x'.repeat(500), password: 'Herstel-Wachtwoord-7' },
      { token: translateMessage('errors.RESET_TOKEN_INVALID', 'en') },
    ],
  ])('refuses %o', async (body, fields) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/auth/reset-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  it('refuses a common or too short new password and keeps the link usable', async () => {
    const t = await createTestApp();
    await register(t);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    const token = await mailedResetToken(t, 'jan@example.nl');
    const common = await request(t.app).post('/api/auth/reset-password').send({ token, password: 'football1' });
    expect(common.body.fields).toEqual({ password: translateMessage('validation.password.common', 'en') });
    const short = await request(t.app).post('/api/auth/reset-password').send({ token, password: 'short' });
    expect(short.body.fields).toEqual({ password: translateMessage('validation.password.min8', 'en') });
    expect(
      (await request(t.app).post('/api/auth/reset-password').send({ token, password: 'Herstel-Wachtwoord-7' })).status,
    ).toBe(204);
  });

  it('refuses a bad e-mail at forgot-password with 400', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/auth/forgot-password').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: translateMessage('validation.email.invalid', 'en') });
  });
});

describe('PUT /api/user/language', () => {
  it('stores the language and answers the user', async () => {
    const t = await createTestApp();
    const { token } = await register(t);
    const res = await request(t.app).put('/api/user/language').set(bearer(token)).send({ language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body.user.language).toBe('es');
    expect((await storedUser(t, 'jan@example.nl'))?.language).toBe('es');
    expect((await login(t)).body.user.language).toBe('es');
  });

  it.each(['fr', 'EN', '', null])('refuses %j with 400', async (language) => {
    const t = await createTestApp();
    const { token } = await register(t);
    const res = await request(t.app)
      .put('/api/user/language')
      .set(bearer(token))
      .set('Accept-Language', 'nl')
      .send({ language });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ language: translateMessage('validation.language.invalid', 'nl') });
  });

  it('needs a token', async () => {
    const t = await createTestApp();
    expect((await request(t.app).put('/api/user/language').send({ language: 'nl' })).status).toBe(401);
  });
});

describe('request bodies', async () => {
  const t = await createTestApp();

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });

  it('answers a form-encoded body with 415', async () => {
    const res = await request(t.app).post('/api/auth/login').type('form').send('email=a@b.nl&password=secret1');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a 1 MB body with 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(newUser({ firstName: 'x'.repeat(1024 * 1024) })));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never answers with a stack trace or SQL', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: "x'--@example.nl", password: "' OR 1=1" });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SELECT|sqlite/i);
  });
});
