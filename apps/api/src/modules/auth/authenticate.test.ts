import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../middleware/error-handler.js';
import { createLogger } from '../../lib/logger.js';
import { createTestApp } from '../../test/test-app.js';
import { createAuthMiddleware, sessionOf } from './authenticate.js';

const PASSWORD = 'Zomer-Fiets-2026!';

/** The real auth service behind a tiny app with one route per guard. */
async function setUp(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const { auth } = t.services;
  const guards = createAuthMiddleware(auth);
  const app = express();
  app.use((req, _res, next) => {
    req.log = createLogger('silent');
    next();
  });
  app.get('/user-only', guards.requireAuth, (_req, res) => void res.json({ email: sessionOf(res).user.email }));
  app.get('/admin-only', guards.requireAdmin, (_req, res) => void res.json({ ok: true }));
  app.get('/anyone', guards.optionalAuth, (_req, res) => void res.json({ signedIn: res.locals.session !== undefined }));
  app.use(errorHandler);

  const signUp = async (email: string) => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ firstName: 'A', lastName: 'B', email, password: PASSWORD, acceptTerms: true });
    return res.body.token as string;
  };
  return { t, app, signUp };
}

describe('requireAuth, requireAdmin and optionalAuth', () => {
  it('anonymous: 401 on user and admin routes, anonymous on open routes', async () => {
    const { app } = await setUp();
    expect((await request(app).get('/user-only')).status).toBe(401);
    const admin = await request(app).get('/admin-only');
    expect(admin.status).toBe(401);
    expect(admin.body.code).toBe('UNAUTHENTICATED');
    expect((await request(app).get('/anyone')).body).toEqual({ signedIn: false });
    expect((await request(app).get('/anyone').set('Authorization', 'Bearer broken')).body).toEqual({ signedIn: false });
  });

  it('customer: through on user routes, 403 on admin routes', async () => {
    const { app, signUp } = await setUp();
    const token = await signUp('klant@example.nl');
    const user = await request(app).get('/user-only').set('Authorization', `Bearer ${token}`);
    expect(user.body).toEqual({ email: 'klant@example.nl' });
    const admin = await request(app)
      .get('/admin-only')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'nl');
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ code: 'FORBIDDEN', message: 'Je hebt hier geen toegang toe' });
    expect((await request(app).get('/anyone').set('Authorization', `Bearer ${token}`)).body).toEqual({
      signedIn: true,
    });
  });

  it('admin by stored role: through everywhere', async () => {
    const { t, app, signUp } = await setUp();
    const token = await signUp('beheer@example.nl');
    await t.store.kysely.updateTable('users').set({ role: 'admin' }).where('email', '=', 'beheer@example.nl').execute();
    expect((await request(app).get('/admin-only').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it('reads the role from the database alone: the ADMIN_EMAIL address makes nobody an admin at request time', async () => {
    const { t, app } = await setUp({ ADMIN_EMAIL: 'Baas@Example.nl', ADMIN_PASSWORD: 'Baas-Wachtwoord-1' });
    await t.services.auth.ensureAdminAccount(t.settings.admin!);
    const admin = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'baas@example.nl', password: 'Baas-Wachtwoord-1' });
    expect(admin.body.user.role).toBe('admin');
    expect((await request(app).get('/admin-only').set('Authorization', `Bearer ${admin.body.token}`)).status).toBe(200);
    await t.store.kysely
      .updateTable('users')
      .set({ role: 'customer' })
      .where('email', '=', 'baas@example.nl')
      .execute();
    const demoted = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'baas@example.nl', password: 'Baas-Wachtwoord-1' });
    expect(demoted.body.user.role).toBe('customer');
    expect((await request(app).get('/admin-only').set('Authorization', `Bearer ${demoted.body.token}`)).status).toBe(
      403,
    );
  });
});

describe('ensureAdminAccount (ADMIN_EMAIL and ADMIN_PASSWORD at start)', () => {
  it('creates the admin account, then updates its password and role on a later start', async () => {
    const { t } = await setUp({ ADMIN_EMAIL: 'admin@example.nl', ADMIN_PASSWORD: 'Eerste-Wachtwoord-1' });
    const created = await t.services.auth.ensureAdminAccount({
      email: 'admin@example.nl',
      password: 'Eerste-Wachtwoord-1',
    });
    expect(created).toMatchObject({ email: 'admin@example.nl', role: 'admin' });
    const first = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' });
    expect(first.status).toBe(200);

    await t.store.kysely
      .updateTable('users')
      .set({ role: 'customer' })
      .where('email', '=', 'admin@example.nl')
      .execute();
    await t.services.auth.ensureAdminAccount({ email: 'admin@example.nl', password: 'Tweede-Wachtwoord-2' });
    expect(await t.store.kysely.selectFrom('users').select('role').execute()).toEqual([{ role: 'admin' }]);
    expect(
      (
        await request(t.app)
          .post('/api/auth/login')
          .send({ email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' })
      ).status,
    ).toBe(401);
    expect(
      (
        await request(t.app)
          .post('/api/auth/login')
          .send({ email: 'admin@example.nl', password: 'Tweede-Wachtwoord-2' })
      ).status,
    ).toBe(200);
    expect(
      (await request(t.app).get('/api/auth/verify').set('Authorization', `Bearer ${first.body.token}`)).status,
    ).toBe(401);
  });

  it('leaves the tokens alone when the password is unchanged', async () => {
    const { t } = await setUp();
    await t.services.auth.ensureAdminAccount({ email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' });
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' });
    await t.services.auth.ensureAdminAccount({ email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' });
    expect(
      (await request(t.app).get('/api/auth/verify').set('Authorization', `Bearer ${login.body.token}`)).status,
    ).toBe(200);
  });

  it('sets up one account when several instances start at once, and every instance names the same fixed admin', async () => {
    const { t } = await setUp();
    const instances = [t, await createTestApp({ db: t.store }), await createTestApp({ db: t.store })];
    const admin = { email: 'admin@example.nl', password: 'Eerste-Wachtwoord-1' };
    const results = await Promise.all(instances.map((instance) => instance.services.auth.ensureAdminAccount(admin)));
    expect(new Set(results.map((user) => user.id)).size).toBe(1);
    expect(await t.store.kysely.selectFrom('users').select(['email', 'role']).execute()).toEqual([
      { email: 'admin@example.nl', role: 'admin' },
    ]);
    for (const instance of instances) expect(await instance.services.auth.fixedAdminId()).toBe(results[0]!.id);
    expect((await request(instances[2]!.app).post('/api/auth/login').send(admin)).status).toBe(200);
    // Several password hashes at once: slow on a busy machine.
  }, 30_000);
});
