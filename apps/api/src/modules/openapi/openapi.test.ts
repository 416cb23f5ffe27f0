import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorAnswerSchema } from '@telecom/domain';
import { createTestApp } from '../../test/test-app.js';
import { documentedOperations, openApiDocument, operationOf } from './openapi.js';

// The calls of docs/contracts.md §4, each of which the reference must describe.
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
  'GET /api/orders/ai-trial',
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
  'GET /api/admin/invoices/{id}/pdf',
  'GET /api/invoices/{id}/pdf',
  'POST /api/admin/invoices/{id}/credit-note',
  'POST /api/admin/invoices/bulk-delete',
  'GET /api/admin/invoices/export',
  'GET /api/admin/users',
  'PUT /api/admin/users/{id}/role',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/reports',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
];

type Json = Record<string, unknown>;
interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Json[];
  parameters?: { name: string; in: string; required?: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

/** Every value of a JSON tree, depth first. */
function* walk(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) yield* walk(item);
}

/** Every `METHOD /path` the Express app routes under /api, read from its router (Express 5: layers with `rawPath`). */
function servedRoutes(app: Express): string[] {
  interface Layer {
    rawPath?: string;
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const found: string[] = [];
  const visit = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all'))
          found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        visit(layer.handle.stack, prefix + mount);
      }
    }
  };
  visit((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found
    .filter((route) => route.split(' ')[1]!.startsWith('/api/'))
    .map((route) => route.replace(/:(\w+)/g, '{$1}'));
}

describe('GET /api/openapi.json', async () => {
  const { app } = await createTestApp();
  const { body } = await request(app).get('/api/openapi.json');
  const operations = Object.entries(body.paths as Record<string, Record<string, OperationObject>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, operation })),
  );
  const resolve = (schema: Json): Json =>
    typeof schema.$ref === 'string'
      ? body.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
      : schema;

  it('serves an OpenAPI 3.1 document, the same text each time', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe('TeleNova API');
    expect(res.body.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('API key tn_live_'),
    });
    expect(res.text).toBe(openApiDocument().json);
    expect(openApiDocument()).toBe(openApiDocument());
  });

  it('describes every call of the contract', () => {
    expect(documentedOperations()).toEqual(expect.arrayContaining(CONTRACT));
  });

  it('documents only calls the API really serves', async () => {
    for (const operation of documentedOperations()) {
      const [method, path] = operation.split(' ') as [string, string];
      // Each path parameter as its schema's example, so that the route reads the path as valid (a path its schema
      // refuses is the route's 404, which for some routes is NOT_FOUND as well).
      const shape = operationOf(method, path)?.path?.shape ?? {};
      const example = (name: string) => (shape[name] as z.ZodType | undefined)?.meta()?.example ?? 'x';
      const called = path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(example(name))));
      const res = await request(app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](called);
      expect({ operation, notFound: res.status === 404 && res.body.code === 'NOT_FOUND' }).toEqual({
        operation,
        notFound: false,
      });
    }
  });

  it('documents every route the app serves under /api', () => {
    const served = servedRoutes(app);
    expect(served.length).toBeGreaterThanOrEqual(CONTRACT.length);
    expect(served.filter((route) => !documentedOperations().includes(route))).toEqual([]);
  });

  it('names every schema of an answer and a body once, under components, and refers to it', () => {
    const names = Object.keys(body.components.schemas);
    for (const name of [
      'Error',
      'User',
      'Order',
      'CustomerRow',
      'CustomerList',
      'InvoiceRow',
      'Invoice',
      'InvoiceList',
      'Dashboard',
      'ActivityEntry',
      'AdminUser',
      'Reports',
      'LoginRequest',
      'OrderRequest',
    ]) {
      expect(names).toContain(name);
    }
    const refs = [...walk(body)].filter(
      (value): value is { $ref: string } =>
        typeof value === 'object' && value !== null && typeof (value as Json).$ref === 'string',
    );
    expect(refs.length).toBeGreaterThan(100);
    for (const { $ref } of refs)
      expect({
        $ref,
        resolves:
          $ref
            .split('/')
            .slice(1)
            .reduce<unknown>((node, key) => (node as Json)?.[key], body) !== undefined,
      }).toEqual({ $ref, resolves: true });
  });

  it('refers every error answer to the one Error schema, never a copy of it', () => {
    const errorProperties = JSON.stringify(body.components.schemas.Error.properties);
    expect(Object.keys(body.components.schemas.Error.properties).sort()).toEqual(
      Object.keys(ErrorAnswerSchema.shape).sort(),
    );
    // The Error schema's properties appear once in the whole document: in components.schemas.Error.
    expect(JSON.stringify(body).split(errorProperties).length - 1).toBe(1);
    for (const response of Object.values(
      body.components.responses as Record<string, { content: Record<string, { schema: Json }> }>,
    )) {
      expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    for (const { at, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        // The readiness probe's 503 is its own small answer ({ status }), not an error of a call.
        if (Number(status) < 400 || (at === 'GET /api/ready' && status === '503')) continue;
        const schema = (response.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
        expect({
          at,
          status,
          error:
            response.$ref !== undefined
              ? String(response.$ref).startsWith('#/components/responses/')
              : schema?.$ref === '#/components/schemas/Error',
        }).toEqual({ at, status, error: true });
      }
      expect({ at, has500: '500' in operation.responses }).toEqual({ at, has500: true });
    }
  });

  it('names every operation with a unique camelCase operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids).toHaveLength(documentedOperations().length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
    expect(body.paths['/api/admin/customers'].get.operationId).toBe('listAdminCustomers');
  });

  it('gives each request body the JSON Schema of the zod schema the route validates with, with an example', () => {
    const bodyOf = (path: string, method: string) =>
      resolve(body.paths[path][method].requestBody.content['application/json'].schema);
    const login = bodyOf('/api/auth/login', 'post');
    expect(login.required).toEqual(['email', 'password']);
    expect((login.properties as Record<string, Json>).password!.minLength).toBe(6);
    expect(login.example).toMatchObject({ email: expect.any(String) });
    expect((bodyOf('/api/auth/register', 'post').properties as Record<string, Json>).password!.minLength).toBe(8);
    const order = bodyOf('/api/orders', 'post');
    expect(Object.keys(order.properties as Json).sort()).toEqual([
      'account',
      'business',
      'customer',
      'delivery',
      'payment',
      'product',
      'withdrawalConsent',
    ]);
    expect((order.required as string[]).includes('withdrawalConsent')).toBe(true);
    expect((order.required as string[]).includes('business')).toBe(false);
    expect(JSON.stringify(order)).not.toMatch(/totalPrice/);
    expect(order.example).toBeDefined();
    for (const name of ['Order', 'User', 'CustomerRow', 'InvoiceRow', 'Error'])
      expect({ name, example: body.components.schemas[name].example !== undefined }).toEqual({ name, example: true });
  });

  it('describes the path and query parameters from the schemas', () => {
    const list = body.paths['/api/admin/invoices'].get as OperationObject;
    expect(list.parameters!.map((parameter) => parameter.name)).toEqual([
      'search',
      'status',
      'month',
      'amount',
      'sort',
      'dir',
      'page',
      'pageSize',
    ]);
    expect(list.parameters!.every((parameter) => parameter.in === 'query' && parameter.required !== true)).toBe(true);
    expect(list.parameters!.find((parameter) => parameter.name === 'status')!.schema.enum).toEqual([
      'draft',
      'sent',
      'paid',
      'overdue',
      'cancelled',
      'all',
    ]);
    const address = body.paths['/api/address'].get as OperationObject;
    expect(address.parameters!.map((parameter) => [parameter.name, parameter.required])).toEqual([
      ['postcode', true],
      ['houseNumber', true],
    ]);
    const record = body.paths['/api/admin/customers/{id}'].get as OperationObject;
    expect(record.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ pattern: '^\\d{1,15}$' }),
      }),
    ]);
  });

  it('documents the downloads with their content type', () => {
    expect(Object.keys(body.paths['/api/admin/customers/export'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(body.paths['/api/admin/invoices/export'].get.responses['200'].content)).toEqual(['text/csv']);
    for (const path of ['/api/admin/invoices/{id}/pdf', '/api/invoices/{id}/pdf']) {
      expect(Object.keys(body.paths[path].get.responses['200'].content)).toEqual(['application/pdf']);
      expect(body.paths[path].get.responses['200'].headers['Content-Disposition']).toBeDefined();
    }
    expect(body.paths['/api/admin/invoices/{id}/download']).toBeUndefined();
  });

  it('marks the protected calls and their 401 and 403 answers', () => {
    const customers = body.paths['/api/admin/customers'].get;
    expect(customers.security).toEqual([{ bearer: ['admin'] }]);
    expect(Object.keys(customers.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(body.paths['/api/auth/register'].post.security).toBeUndefined();
    expect(body.paths['/api/orders'].post.security).toEqual([{}, { bearer: [] }]);
    for (const { at, operation } of operations) {
      expect({ at, summary: typeof operation.summary, tags: operation.tags.length }).toEqual({
        at,
        summary: 'string',
        tags: 1,
      });
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }
  });
});
