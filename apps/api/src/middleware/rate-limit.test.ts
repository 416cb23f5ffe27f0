import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.js';

const PASSWORD = 'Zomer-Fiets-2026!';
const LOW: RateLimits = {
  login: { windowMs: 60_000, perIp: 6, perEmail: 3 },
  forgotPassword: { windowMs: 60_000, perIp: 4, perEmail: 2 },
  passwordChange: { windowMs: 60_000, perIp: 50, perEmail: 2 },
};

async function appWithUser() {
  const t = createTestApp({ rateLimits: LOW });
  await request(t.app).post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email: 'jan@example.nl', password: PASSWORD, acceptTerms: true });
  return t;
}

describe('brute-force limits', () => {
  it('stops failed logins per e-mail with 429, Retry-After and a translated message', async () => {
    const t = await appWithUser();
    for (let i = 0; i < LOW.login.perEmail; i++) {
      expect((await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: 'wrong-pass' })).status).toBe(401);
    }
    const blocked = await request(t.app).post('/api/auth/login').set('Accept-Language', 'nl').send({ email: 'JAN@example.nl', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.body.message).toBe('Te veel pogingen. Probeer het over 1 minuut opnieuw');
    // Another address from the same client still gets through.
    expect((await request(t.app).post('/api/auth/login').send({ email: 'other@example.nl', password: 'wrong-pass' })).status).toBe(401);
  });

  it('stops failed logins per client address across e-mail addresses', async () => {
    const t = await appWithUser();
    for (let i = 0; i < LOW.login.perIp; i++) {
      expect((await request(t.app).post('/api/auth/login').send({ email: `user${i}@example.nl`, password: 'wrong-pass' })).status).toBe(401);
    }
    const blocked = await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('does not count successful logins', async () => {
    const t = await appWithUser();
    for (let i = 0; i < LOW.login.perEmail + 3; i++) {
      expect((await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
    }
  });

  it('limits forgot-password per e-mail and per client address', async () => {
    const t = await appWithUser();
    const forgot = (email: string) => request(t.app).post('/api/auth/forgot-password').send({ email });
    for (let i = 0; i < LOW.forgotPassword.perEmail; i++) expect((await forgot('jan@example.nl')).status).toBe(202);
    expect((await forgot('jan@example.nl')).status).toBe(429);
    expect((await forgot('a@example.nl')).status).toBe(202);
    expect((await forgot('b@example.nl')).status).toBe(429);
  });

  it('stops guessing the current password per account, not counting a right one', async () => {
    const t = await appWithUser();
    const token = (await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD })).body.token as string;
    const change = (currentPassword: string) =>
      request(t.app).put('/api/auth/password').set('Authorization', `Bearer ${token}`).send({ currentPassword, newPassword: 'Nieuw-Wachtwoord-9' });
    for (let i = 0; i < LOW.passwordChange.perEmail; i++) expect((await change('Wrong-Guess-1')).status).toBe(400);
    const blocked = await change(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD })).status).toBe(200);
  });

  it('has sane defaults', () => {
    expect(DEFAULT_RATE_LIMITS.login.perEmail).toBeLessThanOrEqual(10);
    expect(DEFAULT_RATE_LIMITS.forgotPassword.perEmail).toBeLessThanOrEqual(5);
  });
});
