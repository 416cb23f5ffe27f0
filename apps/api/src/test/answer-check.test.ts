import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerCheck } from './answer-check.js';

/** A bare app with the answer check in front of hand-written answers, so that each mismatch can be made on purpose. */
function appAnswering(routes: (app: express.Express) => void) {
  const check = createAnswerCheck();
  const app = express();
  app.use('/api', check.middleware);
  routes(app);
  return { app, check };
}

describe('the answer check of the tests', () => {
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

  it('lets a documented answer through unchanged', async () => {
    const { app, check } = appAnswering((app) =>
      app.get('/api/health', (_req, res) => void res.json({ status: 'ok' })),
    );
    const res = await request(app).get('/api/health');
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'ok' } });
    expect(check.calls).toEqual([{ operation: 'GET /api/health', status: 200 }]);
    expect(check.problems).toEqual([]);
  });

  it('answers 500 naming the operation and the schema errors when a body does not match', async () => {
    const { app, check } = appAnswering((app) =>
      app.get(
        '/api/admin/customers/:id',
        (_req, res) => void res.json({ customer: { id: 7 }, invoices: [], services: [], orderServices: [] }),
      ),
    );
    const res = await request(app).get('/api/admin/customers/7');
    expect(res.status).toBe(500);
    expect(res.body.message).toMatch(/^Answer check: GET \/api\/admin\/customers\/\{id\} 200: \/customer/);
    expect(check.problems).toHaveLength(1);
  });

  it('refuses a status the operation does not document', async () => {
    const { app } = appAnswering((app) =>
      app.get('/api/health', (_req, res) => void res.status(418).json({ message: 'teapot', code: 'BAD_REQUEST' })),
    );
    expect((await request(app).get('/api/health')).body.message).toBe(
      'Answer check: GET /api/health: status 418 is not documented',
    );
  });

  it('refuses an error answer that is not in the Error shape', async () => {
    const { app } = appAnswering((app) =>
      app.get('/api/admin/invoices/:id', (_req, res) => void res.status(404).json({ error: 'not found' })),
    );
    expect((await request(app).get('/api/admin/invoices/3')).body.message).toMatch(
      /^Answer check: GET \/api\/admin\/invoices\/\{id\} 404: .*required/,
    );
  });

  it('refuses a download of another content type, and a body where none is documented', async () => {
    const { app } = appAnswering((app) => {
      app.get('/api/admin/customers/export', (_req, res) => void res.type('application/json').send('[]'));
      app.delete('/api/admin/customers/:id', (_req, res) => void res.status(204).send('gone'));
      app.post('/api/auth/logout', (_req, res) => void res.status(204).end());
    });
    expect((await request(app).get('/api/admin/customers/export')).body.message).toBe(
      'Answer check: GET /api/admin/customers/export 200: answered as application/json, documented as text/csv',
    );
    expect((await request(app).delete('/api/admin/customers/3')).status).toBe(500);
    expect((await request(app).post('/api/auth/logout')).status).toBe(204);
  });

  it('refuses a path the document does not have, but for its 404 in the Error shape', async () => {
    const { app } = appAnswering((app) => {
      app.get('/api/secret', (_req, res) => void res.json({ ok: true }));
      app.get('/api/gone', (_req, res) => void res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' }));
    });
    expect((await request(app).get('/api/secret')).body.message).toBe(
      'Answer check: GET /api/secret (not in the document): status 200 is not documented',
    );
    expect((await request(app).get('/api/gone')).status).toBe(404);
  });
});
