// Cross-cutting security properties of the API (issue 3): headers, CORS, logs, the event loop.
import request from 'supertest';
import bcrypt from 'bcryptjs';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './lib/logger.js';
import { createTestApp } from './test/test-app.js';

const PASSWORD = 'Zomer-Fiets-2026!';

describe('security headers', () => {
  it('lets an API answer load nothing and be framed nowhere', async () => {
    const { app } = createTestApp();
    const res = await request(app).get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // An unknown API path and an error carry the same headers.
    expect((await request(app).get('/api/nothing')).headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('allows no other origin: no CORS headers, also not on a preflight', async () => {
    const { app } = createTestApp();
    const simple = await request(app).get('/api/health').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('request logs during the account flows', () => {
  it('never contain passwords, tokens or reset links', async () => {
    const lines: string[] = [];
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const t = createTestApp({ logger });
    const registered = await request(t.app)
      .post('/api/auth/register')
      .send({ firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl', password: PASSWORD, acceptTerms: true });
    const token = registered.body.token as string;
    await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: 'Wrong-Password-1' });
    await request(t.app).get('/api/auth/verify').set('Authorization', `Bearer ${token}`);
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'jan@example.nl' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(t.mailer.sent[0]?.text ?? '')?.[1] ?? 'missing';
    await request(t.app).post('/api/auth/reset-password').send({ token: resetToken, password: 'Herstel-Wachtwoord-7' });
    await request(t.app).get(`/wachtwoord-herstellen?token=${resetToken}`);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const secret of [PASSWORD, 'Wrong-Password-1', 'Herstel-Wachtwoord-7', token, resetToken, '$2b$']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/authorization|wachtwoord-herstellen\?/i);
  });
});

describe('password hashing', () => {
  // bcryptjs's async API works in slices between which the event loop runs other requests; its sync API would
  // block the whole server for the length of every hash.
  it('goes through the async API of bcryptjs only', async () => {
    const hashSync = vi.spyOn(bcrypt, 'hashSync');
    const compareSync = vi.spyOn(bcrypt, 'compareSync');
    const hash = vi.spyOn(bcrypt, 'hash');
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const t = createTestApp();
      await request(t.app).post('/api/auth/register').send({ firstName: 'A', lastName: 'B', email: 'jan@example.nl', password: PASSWORD, acceptTerms: true });
      await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD });
      await request(t.app).post('/api/auth/login').send({ email: 'nobody@example.nl', password: PASSWORD });
      expect(hash).toHaveBeenCalled();
      expect(compare).toHaveBeenCalledTimes(2);
      expect(hashSync).not.toHaveBeenCalled();
      expect(compareSync).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
