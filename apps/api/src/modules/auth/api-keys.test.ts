// API keys (docs/decisions/069): made with a signed-in session, shown once, stored hashed, accepted as the bearer
// token within their scopes and their rate limit, and refused once revoked.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashSecret } from './api-keys.service.js';

const PASSWORD = 'Zomer-Fiets-2026!';
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

async function signUp(t: TestApp, email: string): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Sanne', lastName: 'de Vries', email, password: PASSWORD, acceptTerms: true });
  expect(res.status).toBe(201);
  return res.body.token as string;
}

async function adminToken(t: TestApp): Promise<string> {
  await t.services.auth.ensureAdminAccount(ADMIN);
  const res = await request(t.app).post('/api/auth/login').send(ADMIN);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function makeKey(t: TestApp, token: string, scopes: string[], name = 'Boekhouding') {
  const res = await request(t.app).post('/api/api-keys').set('Authorization', `Bearer ${token}`).send({ name, scopes });
  expect(res.status).toBe(201);
  return res.body as { key: { id: number; prefix: string; scopes: string[] }; secret: string };
}

const withKey = (t: TestApp, secret: string) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${secret}`),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${secret}`).send(body),
  post: (path: string, body: object) => request(t.app).post(path).set('Authorization', `Bearer ${secret}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${secret}`),
});

describe('POST /api/api-keys', () => {
  it('answers the secret once, lists the key without it, and stores only its SHA-256 hash', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const { key, secret } = await makeKey(t, token, ['write', 'read', 'read']);
    expect(secret).toMatch(/^tn_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Boekhouding', prefix: secret.slice(0, 12), scopes: ['read', 'write'] });

    const list = await request(t.app).get('/api/api-keys').set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.keys).toEqual([{ ...key, lastUsedAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(12));

    const rows = await t.store.kysely.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toBe(hashSecret(secret));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
  });

  it('gives the admin scope to admins only', async () => {
    const t = await createTestApp();
    const customer = await signUp(t, 'sanne@example.nl');
    const refused = await request(t.app)
      .post('/api/api-keys')
      .set('Authorization', `Bearer ${customer}`)
      .send({ name: 'Alles', scopes: ['read', 'admin'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(await t.store.kysely.selectFrom('api_keys').select('id').execute()).toEqual([]);
    expect((await makeKey(t, await adminToken(t), ['read', 'admin'])).key.scopes).toEqual(['read', 'admin']);
  });

  it('refuses a key without a name or scopes with the fields to fix', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const res = await request(t.app)
      .post('/api/api-keys')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .send({ name: '  ', scopes: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Give the key a name, such as the program that will use it',
      scopes: 'Choose at least one permission',
    });
  });

  it('cannot be called with an API key: a key does not make keys, revoke them or sign out', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const { key, secret } = await makeKey(t, token, ['read', 'write']);
    const made = await withKey(t, secret)
      .post('/api/api-keys', { name: 'Nog een', scopes: ['read'] })
      .set('Accept-Language', 'nl');
    expect(made.status).toBe(403);
    expect(made.body).toEqual({
      code: 'API_KEY_NOT_ALLOWED',
      message: 'Log in om dit te doen: met een API-sleutel kan het niet',
    });
    expect((await withKey(t, secret).delete(`/api/api-keys/${key.id}`)).body.code).toBe('API_KEY_NOT_ALLOWED');
    expect((await withKey(t, secret).post('/api/auth/logout', {})).body.code).toBe('API_KEY_NOT_ALLOWED');
    expect((await withKey(t, secret).put('/api/auth/profile', { email: 'dief@example.nl' })).status).toBe(403);
    // Listing is reading, which the key's read scope allows.
    expect((await withKey(t, secret).get('/api/api-keys')).body.keys).toHaveLength(1);
  });

  it('records the key made and revoked in the activity log', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const { key } = await makeKey(t, token, ['read']);
    await request(t.app).delete(`/api/api-keys/${key.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    const entries = await t.store.kysely
      .selectFrom('activity')
      .select(['message_key', 'params', 'actor_name'])
      .where('message_key', 'like', 'activity.apiKey%')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      {
        message_key: 'activity.apiKeyCreated',
        params: JSON.stringify({ key: 'Boekhouding', name: 'Sanne de Vries' }),
        actor_name: 'Sanne de Vries',
      },
      {
        message_key: 'activity.apiKeyRevoked',
        params: JSON.stringify({ key: 'Boekhouding', name: 'Sanne de Vries' }),
        actor_name: 'Sanne de Vries',
      },
    ]);
  });
});

describe('Authorization: Bearer tn_live_…', () => {
  it('lets a read key read /api/invoices and refuses it a write with 403 INSUFFICIENT_SCOPE', async () => {
    const t = await createTestApp();
    const { secret } = await makeKey(t, await signUp(t, 'sanne@example.nl'), ['read']);
    const read = await withKey(t, secret).get('/api/invoices');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ invoices: [] });
    const write = await withKey(t, secret).put('/api/user/language', { language: 'nl' }).set('Accept-Language', 'en');
    expect(write.status).toBe(403);
    expect(write.body).toEqual({
      code: 'INSUFFICIENT_SCOPE',
      message: 'This API key may not do this: it lacks the write permission',
    });
    expect(write.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="write"');
    const user = await t.store.kysely.selectFrom('users').select('language').executeTakeFirstOrThrow();
    expect(user.language).not.toBe('nl');
  });

  it('lets a write key write, as the key’s owner', async () => {
    const t = await createTestApp();
    const { secret } = await makeKey(t, await signUp(t, 'sanne@example.nl'), ['write']);
    const res = await withKey(t, secret).put('/api/user/language', { language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'sanne@example.nl', language: 'es' });
    // A write key does not read.
    expect((await withKey(t, secret).get('/api/invoices')).body.code).toBe('INSUFFICIENT_SCOPE');
  });

  it('answers 401 to a revoked key, and to an unknown one', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const { key, secret } = await makeKey(t, token, ['read']);
    expect((await withKey(t, secret).get('/api/invoices')).status).toBe(200);
    await request(t.app).delete(`/api/api-keys/${key.id}`).set('Authorization', `Bearer ${token}`).expect(204);
    const revoked = await withKey(t, secret).get('/api/invoices');
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('INVALID_TOKEN');
    expect((await request(t.app).get('/api/api-keys').set('Authorization', `Bearer ${token}`)).body.keys).toEqual([]);
    expect((await withKey(t, `tn_live_${'x'.repeat(43)}`).get('/api/invoices')).status).toBe(401);
  });

  it('needs the admin scope, and an admin, for the back office', async () => {
    const t = await createTestApp();
    const admin = await adminToken(t);
    const readOnly = await makeKey(t, admin, ['read']);
    const refused = await withKey(t, readOnly.secret).get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INSUFFICIENT_SCOPE');
    const withAdmin = await makeKey(t, admin, ['read', 'admin']);
    expect((await withKey(t, withAdmin.secret).get('/api/admin/stats')).status).toBe(200);
    // A customer's key never reaches the back office, whatever it holds.
    const customerKey = await makeKey(t, await signUp(t, 'sanne@example.nl'), ['read']);
    expect((await withKey(t, customerKey.secret).get('/api/admin/stats')).body.code).toBe('FORBIDDEN');
  });

  it('notes when the key was last used', async () => {
    const t = await createTestApp();
    const token = await signUp(t, 'sanne@example.nl');
    const { secret } = await makeKey(t, token, ['read']);
    const before = Date.now();
    await withKey(t, secret).get('/api/invoices').expect(200);
    const [key] = (await request(t.app).get('/api/api-keys').set('Authorization', `Bearer ${token}`)).body.keys;
    expect(Date.parse(key.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('the rate limit per key', () => {
  it('answers RateLimit-* headers, then 429 with Retry-After over the limit; another key is not affected', async () => {
    const t = await createTestApp({ env: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
    const token = await signUp(t, 'sanne@example.nl');
    const { secret } = await makeKey(t, token, ['read']);
    for (const remaining of [2, 1, 0]) {
      const res = await withKey(t, secret).get('/api/invoices');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe(String(remaining));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const blocked = await withKey(t, secret).get('/api/invoices');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['ratelimit-remaining']).toBe('0');
    const other = await makeKey(t, token, ['read'], 'Tweede');
    expect((await withKey(t, other.secret).get('/api/invoices')).status).toBe(200);
    // A signed-in session has no such limit and no such headers.
    const session = await request(t.app).get('/api/invoices').set('Authorization', `Bearer ${token}`);
    expect(session.status).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('DELETE /api/api-keys/{id}', () => {
  it('answers 404 for another account’s key, which keeps working', async () => {
    const t = await createTestApp();
    const owner = await makeKey(t, await signUp(t, 'sanne@example.nl'), ['read']);
    const stranger = await signUp(t, 'piet@example.nl');
    const res = await request(t.app).delete(`/api/api-keys/${owner.key.id}`).set('Authorization', `Bearer ${stranger}`);
    expect(res.status).toBe(404);
    expect((await withKey(t, owner.secret).get('/api/invoices')).status).toBe(200);
    expect((await request(t.app).get('/api/api-keys').set('Authorization', `Bearer ${stranger}`)).body.keys).toEqual(
      [],
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists the API key calls', async () => {
    const t = await createTestApp();
    const { body } = await request(t.app).get('/api/openapi.json');
    expect(Object.keys(body.paths['/api/api-keys'])).toEqual(['get', 'post']);
    expect(Object.keys(body.paths['/api/api-keys/{id}'])).toEqual(['delete']);
    expect(Object.keys(body.paths['/api/invoices'].get.responses)).toEqual(expect.arrayContaining(['403', '429']));
  });
});
