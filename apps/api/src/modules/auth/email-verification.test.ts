// Confirming e-mail addresses (docs/contracts.md §6): the link mailed at registration and after an address change, the
// page's call, its answers for a used, expired or unknown link, the resend, and the notice to the old address.
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFICATION_TTL_HOURS, translateMessage } from '@telecom/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PASSWORD = 'Zomer-Fiets-2026!';

async function register(t: TestApp, email = 'jan@example.nl', language = 'en') {
  const res = await request(t.app)
    .post('/api/auth/register')
    .set('Accept-Language', language)
    .send({ firstName: 'Jan', lastName: 'Jansen', email, password: PASSWORD, acceptTerms: true });
  expect(res.status).toBe(201);
  return res.body as { user: { id: number; email: string; emailVerified: boolean }; token: string };
}

/** The token of the last confirmation link mailed to the address. */
async function mailedToken(t: TestApp, to: string): Promise<string> {
  const mail = (await t.mails()).filter((m) => m.to === to && m.text.includes('/email-bevestigen?token=')).at(-1);
  expect(mail, `a confirmation mail to ${to}`).toBeDefined();
  return /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const verify = (t: TestApp, token: unknown, language = 'en') =>
  request(t.app).post('/api/auth/verify-email').set('Accept-Language', language).send({ token });
const me = (t: TestApp, token: string) =>
  request(t.app).get('/api/auth/verify').set('Authorization', `Bearer ${token}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('registration', () => {
  it('answers an unconfirmed account that can sign in, and mails a link to /email-bevestigen in the account language', async () => {
    const t = await createTestApp();
    const { user, token } = await register(t, 'jan@example.nl', 'nl');
    expect(user.emailVerified).toBe(false);
    expect((await me(t, token)).body.user.emailVerified).toBe(false);
    expect(
      (await request(t.app).post('/api/auth/login').send({ email: 'jan@example.nl', password: PASSWORD })).status,
    ).toBe(200);
    expect(await t.mails()).toHaveLength(1);
    const [mail] = await t.mails();
    expect(mail).toMatchObject({ to: 'jan@example.nl', subject: 'Bevestig je e-mailadres bij TeleNova' });
    expect(mail!.text).toContain('Hallo Jan,');
    expect(mail!.text).toContain('http://localhost:3000/email-bevestigen?token=');
    expect(mail!.text).toContain('De link is 24 uur geldig en werkt één keer.');
  });

  it('uses a token of at least 128 bits and stores only its hash with the address it confirms', async () => {
    const t = await createTestApp();
    await register(t);
    const token = await mailedToken(t, 'jan@example.nl');
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.store.kysely.selectFrom('email_verifications').select(['token_hash', 'email']).execute();
    expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), email: 'jan@example.nl' }]);
    expect(rows[0]!.token_hash).not.toContain(token);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('confirms the address once: 204, emailVerified true, then 409 "already used" in the page language', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    const link = await mailedToken(t, 'jan@example.nl');
    const first = await verify(t, link);
    expect(first.status).toBe(204);
    expect((await me(t, session)).body.user.emailVerified).toBe(true);
    const stored = await t.store.kysely
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', 'jan@example.nl')
      .executeTakeFirstOrThrow();
    expect(stored.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await verify(t, link, 'nl');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'VERIFICATION_TOKEN_USED',
      message: translateMessage('errors.VERIFICATION_TOKEN_USED', 'nl'),
    });
  });

  it('answers 410 "expired" after 24 hours and keeps the address unconfirmed', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    const link = await mailedToken(t, 'jan@example.nl');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 + 1000);
    const res = await verify(t, link, 'es');
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      code: 'VERIFICATION_TOKEN_EXPIRED',
      message: translateMessage('errors.VERIFICATION_TOKEN_EXPIRED', 'es'),
    });
    vi.useRealTimers();
    expect((await me(t, session)).body.user.emailVerified).toBe(false);
  });

  it('accepts a link just before the 24 hours are over', async () => {
    const t = await createTestApp();
    await register(t);
    const link = await mailedToken(t, 'jan@example.nl');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 - 5000);
    expect((await verify(t, link)).status).toBe(204);
  });

  it.each<[string, unknown, number, string]>([
    ['an unknown token', 'made-up-token', 400, 'VERIFICATION_TOKEN_INVALID'],
    ['an empty token', '', 400, 'VALIDATION_FAILED'],
    ['no token', undefined, 400, 'VALIDATION_FAILED'],
    ['a number', 42, 400, 'VALIDATION_FAILED'],
    ['a token of 500 characters', 'x'.repeat(500), 400, 'VALIDATION_FAILED'],
  ])('refuses %s with %i %s', async (_description, token, status, code) => {
    const t = await createTestApp();
    const res = await verify(t, token);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.message).toBe('string');
  });

  it('makes every earlier link useless once one is used', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    const first = await mailedToken(t, 'jan@example.nl');
    await request(t.app).post('/api/auth/resend-verification').set('Authorization', `Bearer ${session}`);
    const second = await mailedToken(t, 'jan@example.nl');
    expect(second).not.toBe(first);
    expect((await verify(t, second)).status).toBe(204);
    expect((await verify(t, first)).status).toBe(409);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link while unconfirmed (202 with a translated message), 409 once confirmed, 401 signed out', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    const res = await request(t.app)
      .post('/api/auth/resend-verification')
      .set('Authorization', `Bearer ${session}`)
      .set('Accept-Language', 'nl');
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      'We hebben een nieuwe bevestigingslink gestuurd naar jan@example.nl. De link is 24 uur geldig.',
    );
    expect((await t.mails()).filter((mail) => mail.to === 'jan@example.nl')).toHaveLength(2);

    expect((await verify(t, await mailedToken(t, 'jan@example.nl'))).status).toBe(204);
    const confirmed = await request(t.app)
      .post('/api/auth/resend-verification')
      .set('Authorization', `Bearer ${session}`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await request(t.app).post('/api/auth/resend-verification')).status).toBe(401);
  });
});

describe('changing the address in the profile', () => {
  it('makes the new address unconfirmed, mails it a link, tells the old address (masked), and old links stop working', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t, 'jan@example.nl', 'nl');
    const oldLink = await mailedToken(t, 'jan@example.nl');
    expect((await verify(t, oldLink)).status).toBe(204);
    const pending = await mailedToken(t, 'jan@example.nl');

    const res = await request(t.app)
      .put('/api/auth/profile')
      .set('Authorization', `Bearer ${session}`)
      .send({ email: 'Jan.Jansen@Nieuw.nl' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'jan.jansen@nieuw.nl', emailVerified: false });

    // The notice goes after the answer (it reads the support address from the settings first).
    const notice = await vi.waitFor(async () => {
      const mail = (await t.mails()).find((sent) => sent.to === 'jan@example.nl' && sent.subject.includes('gewijzigd'));
      if (!mail) throw new Error('no notice mailed yet');
      return mail;
    });
    expect(notice?.subject).toBe('Het e-mailadres van je TeleNova-account is gewijzigd');
    expect(notice?.text).toContain('van jan@example.nl naar j•••n@nieuw.nl');
    expect(notice?.text).not.toContain('jan.jansen@nieuw.nl');
    expect(notice?.text).toContain('support@telenova.nl');

    const newLink = await mailedToken(t, 'jan.jansen@nieuw.nl');
    expect((await verify(t, pending)).status).toBe(409);
    expect((await verify(t, newLink)).status).toBe(204);
    expect((await me(t, session)).body.user).toMatchObject({ email: 'jan.jansen@nieuw.nl', emailVerified: true });
  });

  it('keeps a confirmed address confirmed when only other fields (or the case) change, and sends nothing', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    expect((await verify(t, await mailedToken(t, 'jan@example.nl'))).status).toBe(204);
    const sent = (await t.mails()).length;
    const res = await request(t.app)
      .put('/api/auth/profile')
      .set('Authorization', `Bearer ${session}`)
      .send({ firstName: 'Johannes', email: 'JAN@example.nl' });
    expect(res.body.user).toMatchObject({ firstName: 'Johannes', email: 'jan@example.nl', emailVerified: true });
    expect(await t.mails()).toHaveLength(sent);
  });

  it('lets a link sent before the change confirm nothing', async () => {
    const t = await createTestApp();
    const { token: session } = await register(t);
    const beforeChange = await mailedToken(t, 'jan@example.nl');
    await request(t.app)
      .put('/api/auth/profile')
      .set('Authorization', `Bearer ${session}`)
      .send({ email: 'jan@nieuw.nl' });
    expect((await verify(t, beforeChange)).status).toBe(409);
    expect((await me(t, session)).body.user.emailVerified).toBe(false);
  });
});
