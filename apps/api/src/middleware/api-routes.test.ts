// The routes of the operations table as Express serves them: the method and path, the guard of the access and the
// reading of the path, the query and the body come from the table, and the app serves every route the table declares.
import express, { Router, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@telecom/domain';
import { createTestApp } from '../test/test-app.js';
import { routesOn, servedRoutes, type RouteGuards } from './api-routes.js';
import { errorHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';

/** Guards that let everyone through and say which one ran. */
function namedGuards(): RouteGuards {
  const guard =
    (name: string): RequestHandler =>
    (_req, res, next) => {
      res.set('X-Guard', name);
      next();
    };
  return {
    requireAuth: guard('requireAuth'),
    requireAdmin: guard('requireAdmin'),
    optionalAuth: guard('optionalAuth'),
    requireSession: guard('requireSession'),
  };
}

function appWith(build: (serve: ReturnType<typeof routesOn>) => void) {
  const router = Router();
  build(routesOn(router, namedGuards()));
  const app = express();
  app.use('/api', jsonBody, router);
  app.use(errorHandler);
  return app;
}

const ok: RequestHandler = (req, res) => {
  res.json({
    params: req.params,
    path: res.locals.path ?? null,
    query: res.locals.query ?? null,
    body: res.locals.body ?? null,
  });
};

describe('serving a route of the operations table', () => {
  it('takes the method, the path with its parameters and the guard from the table', async () => {
    const app = appWith((serve) => {
      serve('GET /api/orders/{id}', ok);
      serve('GET /api/orders', ok);
      serve('GET /api/admin/orders', ok);
      serve('POST /api/auth/logout', ok);
      serve('GET /api/health', ok);
    });
    const order = await request(app).get('/api/orders/ORD-1736848200000');
    expect([order.status, order.headers['x-guard'], order.body.params]).toEqual([
      200,
      'optionalAuth',
      { id: 'ORD-1736848200000' },
    ]);
    expect((await request(app).get('/api/orders')).headers['x-guard']).toBe('requireAuth');
    expect((await request(app).get('/api/admin/orders')).headers['x-guard']).toBe('requireAdmin');
    expect((await request(app).post('/api/auth/logout')).headers['x-guard']).toBe('requireSession');
    const health = await request(app).get('/api/health');
    expect([health.status, health.headers['x-guard']]).toEqual([200, undefined]);
    // Registered for its own method only.
    expect((await request(app).post('/api/orders/ORD-1736848200000')).status).toBe(404);
  });

  it('reads the path with the table’s schema: one it refuses is the route’s own 404', async () => {
    const app = appWith((serve) => {
      serve('GET /api/esims/{id}', ok);
      serve('GET /api/orders/{id}', ok);
      serve('GET /api/webhooks/{id}/deliveries', ok);
    });
    const esim = await request(app).get('/api/esims/42');
    // The id as the schema gives it: a number.
    expect([esim.status, esim.body.path]).toEqual([200, { id: 42 }]);
    for (const [path, code] of [
      ['/api/esims/abc', 'ESIM_NOT_FOUND'],
      ['/api/esims/1.5', 'ESIM_NOT_FOUND'],
      ['/api/orders/42', 'ORDER_NOT_FOUND'],
      ['/api/webhooks/x/deliveries', 'NOT_FOUND'],
    ] as const) {
      const refused = await request(app).get(path);
      expect([path, refused.status, refused.body.code]).toEqual([path, 404, code]);
    }
  });

  it('reads the query strictly with the table’s schema', async () => {
    const app = appWith((serve) => {
      serve('GET /api/admin/activity', ok);
      serve('GET /api/health', ok);
    });
    // Defaults filled in, an empty value absent, numbers as numbers.
    expect((await request(app).get('/api/admin/activity?page=&pageSize=50')).body.query).toEqual({
      page: 1,
      pageSize: 50,
    });
    const refused = await request(app).get('/api/admin/activity?page=0');
    expect([refused.status, refused.body.code, Object.keys(refused.body.fields)]).toEqual([
      400,
      'VALIDATION_FAILED',
      ['page'],
    ]);
    const twice = await request(app).get('/api/admin/activity?page=1&page=2');
    expect([twice.status, Object.keys(twice.body.fields)]).toEqual([400, ['page']]);
    // A route without a query in the table reads none.
    expect((await request(app).get('/api/health?page=1')).body.query).toBeNull();
  });

  it('validates the body with the table’s schema, unless the route validates it itself', async () => {
    const app = appWith((serve) => {
      serve('POST /api/auth/login', ok);
      serve('PUT /api/voip/numbers/{number}/routing', { validate: false }, ok);
      serve('POST /api/tickets', { validate: (_req, res, next) => ((res.locals.body = { own: true }), next()) }, ok);
    });
    const refused = await request(app).post('/api/auth/login').send({ email: 'not an address' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(refused.body.fields)).toEqual(expect.arrayContaining(['email', 'password']));
    const login = await request(app)
      .post('/api/auth/login')
      .send({ email: 'sanne@example.nl', password: 'Zomer2025!Fiets', unknown: 1 });
    // The cleaned body: the unknown field dropped.
    expect(login.body.body).toMatchObject({ email: 'sanne@example.nl', password: 'Zomer2025!Fiets' });
    expect(login.body.body).not.toHaveProperty('unknown');
    const routing = await request(app).put('/api/voip/numbers/+31201234567/routing').send({ anything: 1 });
    expect([routing.status, routing.body.body]).toEqual([200, null]);
    expect((await request(app).post('/api/tickets').send({})).body.body).toEqual({ own: true });
  });

  it('runs `before` ahead of the guard and the validation', async () => {
    const order: string[] = [];
    const router = Router();
    const guards = namedGuards();
    routesOn(router, {
      ...guards,
      requireAuth: (_req, _res, next) => (order.push('guard'), next()),
    })(
      'POST /api/auth/resend-verification',
      { before: [(_req, _res, next) => (order.push('before'), next())] },
      (_req, res) => (order.push('handler'), res.end()),
    );
    await request(express().use('/api', router)).post('/api/auth/resend-verification');
    expect(order).toEqual(['before', 'guard', 'handler']);
  });

  it('refuses to serve a guarded route without its guard', () => {
    expect(() => routesOn(Router())('GET /api/orders', ok)).toThrow(
      "GET /api/orders is user: its router needs the sign-in's requireAuth",
    );
  });

  it('is how the app serves every route of the table', async () => {
    await createTestApp();
    expect([...servedRoutes].sort()).toEqual(apiRoutes().sort());
  });
});
