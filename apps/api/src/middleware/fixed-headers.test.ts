import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_HEADER_OPTIONS } from '../app.js';
import { fixedHeaders } from './fixed-headers.js';

const apiHelmet = () => helmet(API_HEADER_OPTIONS);

/** The answer's headers but the date, which differs between any two answers. */
const headersOf = (res: request.Response) => {
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
};

describe('fixedHeaders', () => {
  it('answers with exactly the headers helmet itself sets, on every answer (default settings too)', async () => {
    for (const make of [apiHelmet, () => helmet()]) {
      const app = express();
      app.disable('x-powered-by');
      app.get('/helmet', make(), (_req, res) => void res.json({ ok: true }));
      app.get('/fixed', fixedHeaders(make()), (_req, res) => void res.json({ ok: true }));
      const direct = headersOf(await request(app).get('/helmet'));
      expect(direct['content-security-policy']).toBeTruthy();
      for (let answer = 0; answer < 3; answer++) expect(headersOf(await request(app).get('/fixed'))).toEqual(direct);
    }
  });

  it('removes what helmet removes', async () => {
    const app = express(); // X-Powered-By on: helmet takes it off
    app.get('/fixed', fixedHeaders(apiHelmet()), (_req, res) => void res.json({ ok: true }));
    expect((await request(app).get('/fixed')).headers['x-powered-by']).toBeUndefined();
  });

  it('refuses, at start, a middleware that does not pass every request on at once', () => {
    const later: RequestHandler = (_req, _res, next) => void setTimeout(next, 0);
    expect(() => fixedHeaders(later)).toThrow(/did not pass the request on/);
    const failing: RequestHandler = (_req, _res, next) => next(new Error('no'));
    expect(() => fixedHeaders(failing)).toThrow('no');
  });
});
