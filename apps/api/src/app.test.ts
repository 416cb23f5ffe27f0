import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginSchema } from '@telecom/domain';
import { errorHandler } from './middleware/error-handler.js';
import { createLogger } from './lib/logger.js';
import { jsonBody } from './middleware/json-body.js';
import { createTestApp } from './test/test-app.js';

describe('GET /api/health', () => {
  it('answers {"status":"ok"}', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives every answer a request id, keeping a sane one the caller sent', async () => {
    const { app } = await createTestApp();
    const generated = await request(app).get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request(app).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers', async () => {
    const { app } = await createTestApp();
    const res = await request(app).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 without details when the database is gone', async () => {
    const lines: string[] = [];
    const { app, store } = await createTestApp({
      logger: createLogger('error', { write: (line: string) => void lines.push(line) }),
    });
    await store.close();
    const res = await request(app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable' });
    expect(lines.join('')).toContain('readiness check');
  });

  it('answers 503 once shutdown has begun', async () => {
    let stopping = false;
    const { app } = await createTestApp({ isStopping: () => stopping });
    expect((await request(app).get('/api/ready')).status).toBe(200);
    stopping = true;
    const res = await request(app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'stopping' });
  });
});

describe('compression', () => {
  it('gzips a large JSON answer for a client that accepts it, and leaves small ones alone', async () => {
    const { app } = await createTestApp();
    const large = await request(app).get('/api/openapi.json').set('Accept-Encoding', 'gzip');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.body.openapi).toMatch(/^3\./);
    const small = await request(app).get('/api/health').set('Accept-Encoding', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await request(app).get('/api/openapi.json').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('request logs', () => {
  it('hold one short line per request, without headers or the query string', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const { app } = await createTestApp({ logger });
    await request(app).get('/api/health?token=secret-reset-token').set('Authorization', 'Bearer secret-jwt');
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request completed');
    expect(entry).toMatchObject({ req: { method: 'GET', path: '/api/health' }, res: { status: 200 } });
    expect(lines.join('')).not.toMatch(/secret-reset-token|secret-jwt|authorization/i);
  });
});

describe('API errors', async () => {
  const { app } = await createTestApp();

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await request(app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('translates the message by Accept-Language, falling back to English', async () => {
    const en = await request(app).get('/api/nothing-here');
    const nl = await request(app).get('/api/nothing-here').set('Accept-Language', 'nl-NL,nl;q=0.9');
    const es = await request(app).get('/api/nothing-here').set('Accept-Language', 'es');
    const de = await request(app).get('/api/nothing-here').set('Accept-Language', 'de');
    expect(new Set([en.body.message, nl.body.message, es.body.message]).size).toBe(3);
    expect(de.body.message).toBe(en.body.message);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await request(app).post('/api/health').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
    expect(res.body.message).not.toMatch(/Unexpected|SyntaxError|at /);
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await request(app).post('/api/health').set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('lets a POST without body through whatever its Content-Type, as fetch sends Content-Length: 0', async () => {
    const res = await request(app).post('/api/nothing-here').set('Content-Length', '0');
    expect(res.status).toBe(404);
  });

  it('answers a body over 100 kB with 413', async () => {
    const res = await request(app)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('errorHandler', () => {
  const app = express();
  app.use((req, _res, next) => {
    req.log = createLogger('silent');
    next();
  });
  app.use(jsonBody);
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  app.get('/async-boom', async () => {
    await Promise.resolve();
    throw new Error('stack trace material');
  });
  app.post('/login', (req, res) => {
    res.json(LoginSchema.parse(req.body));
  });
  app.use(errorHandler);

  it('answers a failed validation with 400 and one translated message per field', async () => {
    const res = await request(app)
      .post('/login')
      .set('Accept-Language', 'nl')
      .send({ email: 'not-an-email', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Niet alle velden zijn correct ingevuld',
      fields: { email: 'Voer een geldig e-mailadres in', password: 'Wachtwoord moet minimaal 6 karakters zijn' },
    });
    const english = await request(app).post('/login').send({});
    expect(english.body.fields).toEqual({ email: 'Email address is required', password: 'Password is required' });
  });

  it.each(['/boom', '/async-boom'])(
    'answers an unexpected failure in %s with a 500 that reveals nothing',
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('INTERNAL');
      expect(JSON.stringify(res.body)).not.toMatch(/hunter2|stack|Error:/);
    },
  );
});

describe('the built web app', async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'telecom-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Telecom</title><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  const brotli = brotliCompressSync(script);
  const gzip = gzipSync(script);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotli);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzip);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const { app } = await createTestApp({ webDist });

  it('serves index.html at / without long-lived caching', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gives pages a Content-Security-Policy without inline script or eval', async () => {
    const res = await request(app).get('/login').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages play media of the site and from object URLs only (a voicemail fetched with the token)', async () => {
    const res = await request(app).get('/dashboard/voicemail').set('Accept', 'text/html');
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:;");
  });

  it('falls back to index.html for client routes', async () => {
    const res = await request(app).get('/esim-pro/bestellen?step=2').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy, else its gzip copy, else the file itself", async () => {
    const br = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(brotli.length);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzip.length);
    expect(gz.text).toBe(script);
    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const res = await request(app).get('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('keeps answering API paths with JSON', async () => {
    const res = await request(app).get('/api/unknown').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
