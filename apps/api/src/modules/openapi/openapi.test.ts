import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { documentedOperations } from './openapi.js';

// The calls of decisions.md §4, each of which the reference must describe.
const CONTRACT = [
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/verify',
  'POST /api/auth/logout',
  'PUT /api/auth/profile',
  'PUT /api/auth/password',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'PUT /api/user/language',
  'POST /api/orders',
  'GET /api/orders',
  'GET /api/address',
  'POST /api/tickets',
  'POST /api/newsletter',
  'POST /api/inquiries',
  'GET /api/admin/stats',
  'GET /api/admin/customers',
  'GET /api/admin/invoices',
  'GET /api/admin/activity',
  'GET /api/admin/customers/{id}',
  'PUT /api/admin/customers/{id}',
  'DELETE /api/admin/customers/{id}',
  'POST /api/admin/invoices',
  'GET /api/admin/invoices/{id}',
  'PUT /api/admin/invoices/{id}',
  'DELETE /api/admin/invoices/{id}',
  'GET /api/invoices',
  'POST /api/admin/customers',
  'POST /api/admin/customers/bulk-status',
  'POST /api/admin/customers/bulk-delete',
  'GET /api/admin/customers/export',
  'POST /api/admin/invoices/{id}/status',
  'POST /api/admin/invoices/bulk-status',
  'POST /api/admin/invoices/{id}/reminder',
  'POST /api/admin/invoices/reminders',
  'GET /api/admin/invoices/{id}/download',
  'GET /api/admin/invoices/export',
  'GET /api/admin/users',
  'PUT /api/admin/users/{id}/role',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/reports',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
];

describe('GET /api/openapi.json', async () => {
  const { app } = await createTestApp();

  it('serves an OpenAPI 3.1 document', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe('TeleNova API');
    expect(res.body.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('describes every call of the contract', () => {
    expect(documentedOperations()).toEqual(expect.arrayContaining(CONTRACT));
  });

  it('documents only calls the API really serves', async () => {
    for (const operation of documentedOperations()) {
      const [method, path] = operation.split(' ') as [string, string];
      const res = await request(app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
      expect({ operation, notFound: res.status === 404 && res.body.code === 'NOT_FOUND' }).toEqual({ operation, notFound: false });
    }
  });

  it('gives each request body the JSON Schema of the zod schema the route validates with', async () => {
    const { body } = await request(app).get('/api/openapi.json');
    const login = body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login.required).toEqual(['email', 'password']);
    expect(login.properties.password.minLength).toBe(6);
    const register = body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties.password.minLength).toBe(8);
    const order = body.paths['/api/orders'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(order.properties).sort()).toEqual(['account', 'customer', 'delivery', 'payment', 'product']);
    expect(JSON.stringify(order)).not.toMatch(/totalPrice/);
  });

  it('marks the protected calls and their 401 and 403 answers', async () => {
    const { body } = await request(app).get('/api/openapi.json');
    const customers = body.paths['/api/admin/customers'].get;
    expect(customers.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(customers.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(body.paths['/api/auth/register'].post.security).toBeUndefined();
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, { responses: object; summary: string }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect({ at: `${method} ${path}`, summary: typeof operation.summary }).toEqual({ at: `${method} ${path}`, summary: 'string' });
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
  });
});
