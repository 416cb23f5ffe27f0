// Regression tests for the inputs that made the server answer 5xx, or a 4xx outside the error shape (docs/contracts.md §6:
// "no input makes the server answer 5xx"). Each was found by hand or by fuzz.test.ts; each answer is now a 4xx in the
// error shape of §4, translated by Accept-Language.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage, type ErrorCode, type Language } from '@telecom/domain';
import { errorHandler } from './middleware/error-handler.js';
import { createLogger } from './lib/logger.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

/** The error answer of §4 for a code, in a language. */
const errorBody = (code: ErrorCode, language: Language = 'en') => ({
  code,
  message: translateMessage(`errors.${code}`, language),
});

/** Sends the bytes as they are (superagent would write a Buffer sent as JSON as `{"type":"Buffer",…}`). */
const raw = (test: request.Test, bytes: Buffer) => test.serialize((body: unknown) => body as string).send(bytes);

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  customerToken = (
    await request(t.app).post('/api/auth/register').send({
      firstName: 'K',
      lastName: 'L',
      email: 'klant@example.nl',
      password: 'Zomer-Fiets-2026',
      acceptTerms: true,
    })
  ).body.token;
});

describe('malformed percent-encoding in an /api path', () => {
  it.each([
    '/api/admin/customers/%ZZ',
    '/api/admin/customers/%',
    '/api/admin/invoices/%E0%A4%A',
    '/api/admin/invoices/%E0%A4%A/pdf',
  ])('answers %s with 400 BAD_REQUEST for an admin, translated', async (url) => {
    const res = await request(t.app).get(url).set('Authorization', `Bearer ${adminToken}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody('BAD_REQUEST'));
    const dutch = await request(t.app)
      .get(url)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'nl');
    expect(dutch.body).toEqual(errorBody('BAD_REQUEST', 'nl'));
  });

  it('answers 401 without a token and 403 for a customer, before the path is read', async () => {
    const anonymous = await request(t.app).get('/api/admin/customers/%ZZ');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(errorBody('UNAUTHENTICATED'));
    const customer = await request(t.app)
      .get('/api/admin/customers/%ZZ')
      .set('Authorization', `Bearer ${customerToken}`);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual(errorBody('FORBIDDEN'));
  });

  it('answers 400 for a parameter in a PUT, and 404 for a path that no route has', async () => {
    const role = await request(t.app)
      .put('/api/admin/users/%ZZ/role')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body).toEqual(errorBody('BAD_REQUEST'));
    const unknown = await request(t.app).get('/api/%ZZ/%');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody('NOT_FOUND'));
  });
});

describe('ids that are not numbers', () => {
  it.each(['abc', '1.5', '-1', '1e3', '0x10', '99999999999999999999', '%20', 'constructor'])(
    'answers /api/admin/customers/%s with 404',
    async (id) => {
      const res = await request(t.app).get(`/api/admin/customers/${id}`).set('Authorization', `Bearer ${adminToken}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(errorBody('NOT_FOUND'));
    },
  );
});

describe('a request body that its Content-Encoding does not decompress', () => {
  const login = '{"email":"klant@example.nl","password":"wrong-password"}';
  const post = (encoding: string) =>
    request(t.app).post('/api/auth/login').set('Content-Type', 'application/json').set('Content-Encoding', encoding);

  it.each([
    ['br', 'a body that is not brotli', Buffer.from(login)],
    ['gzip', 'a corrupt gzip body', Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.from(login)])],
    ['gzip', 'a body that is not gzip', Buffer.from(login)],
    ['gzip', 'a gzip body cut short', gzipSync(login).subarray(0, 12)],
    ['deflate', 'a corrupt deflate body', Buffer.concat([Buffer.from([0x78, 0x9c]), Buffer.from(login)])],
  ])('answers Content-Encoding: %s with %s as 400 INVALID_JSON', async (encoding, _what, bytes) => {
    const res = await raw(post(encoding).set('Accept-Language', 'es'), bytes);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody('INVALID_JSON', 'es'));
  });

  it.each(['x-unknown', 'zstd-nope', 'gzip, br', 'compress'])(
    'answers the unknown Content-Encoding %s with 415',
    async (encoding) => {
      const res = await raw(post(encoding), Buffer.from(login));
      expect(res.status).toBe(415);
      expect(res.body).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE'));
    },
  );

  it.each([
    ['gzip', gzipSync(login)],
    ['br', brotliCompressSync(login)],
    ['deflate', deflateSync(login)],
  ])('still reads a body that is valid %s', async (encoding, bytes) => {
    const res = await raw(post(encoding), bytes);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('JSON nested thousands deep', () => {
  it('answers an array 50,000 deep (just under 100 kB) with 400, not 500', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('['.repeat(50_000) + ']'.repeat(50_000));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers an object 5,000 deep in a field with 400 for that field', async () => {
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    const res = await request(t.app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send(`{"email":${deep}}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual(['email']);
  });

  it('answers `__proto__` and `constructor` keys like any unknown key', async () => {
    const res = await request(t.app)
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"email":"x@example.nl"},"constructor":{"prototype":{"email":"y@example.nl"}}}');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: expect.any(String) });
  });

  it('answers a field that is an object with a `length` (which zod checks after its type check failed) with 400', async () => {
    for (const email of [{ length: [{ toString: 0 }] }, { length: [[{ toString: 0 }]] }]) {
      const res = await request(t.app).post('/api/newsletter').send({ email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('BAD_REQUEST'));
    }
  });
});

describe('impossible dates', () => {
  it.each(['2026-13-01', '2026-02-30', '2025-02-29', '2026-04-31', '0000-01-01'])(
    'refuses the invoice date %s with 400 on the field',
    async (issueDate) => {
      const res = await request(t.app)
        .post('/api/admin/invoices')
        .set('Authorization', `Bearer ${adminToken}`)
        .set('Accept-Language', 'nl')
        .send({ customerId: 1, amount: '10', issueDate, dueDate: '2026-12-31', status: 'draft' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ issueDate: translateMessage('validation.date.invalid', 'nl') });
    },
  );

  it('refuses an impossible month and a repeated parameter in a list query with 400, naming both (never a whole list)', async () => {
    const res = await request(t.app)
      .get('/api/admin/invoices?month=2026-13&page=1&page=2')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Accept-Language', 'nl');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      month: translateMessage('validation.month.invalid', 'nl'),
      page: translateMessage('validation.query.repeated', 'nl'),
    });
  });
});

describe('the built web app', async () => {
  const SECRET = 'secret-outside-the-build';
  const root = mkdtempSync(path.join(tmpdir(), 'telecom-bad-input-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: SECRET }));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Telecom</title></head><body><div id="root"></div></body></html>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(2_000))});`;
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const { app } = await createTestApp({ webDist });

  it.each([
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/../../package.json',
    '/assets/..%5c..%5cpackage.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
  ])('answers %s with 404 and never the file outside the assets folder', async (url) => {
    const res = await request(app).get(url).set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody('NOT_FOUND'));
    expect(res.text).not.toContain(SECRET);
  });

  it.each(['/assets/%ZZ', '/assets/%', '/assets/%E0%A4%A', '/%ZZ', '/esim/%E0%A4%A'])(
    'answers the malformed path %s with 400 BAD_REQUEST',
    async (url) => {
      const res = await request(app).get(url).set('Accept', 'text/html').set('Accept-Language', 'nl');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('BAD_REQUEST', 'nl'));
    },
  );

  it('answers a write to /assets with 404 in the error shape (not a bare 405)', async () => {
    const res = await request(app).post('/assets/index-abc123.js').send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual(errorBody('NOT_FOUND'));
  });

  it('answers a range past the end of a precompressed asset in JSON, without its encoding or year of caching', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('Range', 'bytes=99999-');
    expect(res.status).toBe(416);
    expect(res.body).toEqual(errorBody('BAD_REQUEST'));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('answers a failed precondition on an asset in JSON, without the asset’s validators', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT');
    expect(res.status).toBe(412);
    expect(res.body).toEqual(errorBody('BAD_REQUEST'));
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  it('still serves the asset itself', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe(script);
  });
});

describe('errorHandler and errors that carry a status', () => {
  const app = express();
  app.use((req, _res, next) => {
    req.log = createLogger('silent');
    next();
  });
  const fail = (error: object) => () => {
    throw Object.assign(new Error('internal detail: /srv/secret/path'), error);
  };
  app.get('/client-error', fail({ status: 409, expose: true }));
  app.get('/status-code', fail({ statusCode: 413, expose: true }));
  app.get('/not-exposed', fail({ status: 400 }));
  app.get('/server-error', fail({ status: 503, expose: false }));
  app.get('/zlib', fail({ status: 400, expose: true, code: 'Z_DATA_ERROR' }));
  app.use(errorHandler);

  it('answers an exposed 4xx (http-errors) with its status and a code, never its message', async () => {
    const res = await request(app).get('/client-error');
    expect(res.status).toBe(409);
    expect(res.body).toEqual(errorBody('BAD_REQUEST'));
    const large = await request(app).get('/status-code');
    expect(large.status).toBe(413);
    expect(large.body).toEqual(errorBody('PAYLOAD_TOO_LARGE'));
  });

  it('answers a zlib error as a body that is not valid JSON', async () => {
    const res = await request(app).get('/zlib');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody('INVALID_JSON'));
  });

  it.each(['/not-exposed', '/server-error'])('keeps %s a 500 that reveals nothing', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('INTERNAL');
    expect(res.text).not.toContain('secret');
  });
});
