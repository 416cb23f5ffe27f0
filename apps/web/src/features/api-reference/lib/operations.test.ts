import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi';
import { derivedOperationId, groupByTag, listOperations, matchesFilter } from './operations';

const error = {
  description: 'Invalid input',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

const document = {
  openapi: '3.1.0',
  tags: [{ name: 'Forms' }, { name: 'System' }],
  paths: {
    '/api/health': {
      get: {
        operationId: 'getHealth',
        summary: 'Health check',
        tags: ['System'],
        responses: { '200': { description: 'Up' } },
      },
    },
    '/api/customers/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: {
        summary: 'One customer',
        tags: ['Back office'],
        security: [{ bearer: [] }],
        parameters: [{ name: 'expand', in: 'query', schema: { type: 'string' } }],
        responses: {
          default: { description: 'Something else' },
          '404': { $ref: '#/components/responses/NotFound' },
          '4XX': { description: 'Other errors' },
          '200': { description: 'Found' },
          '403': { description: 'Not an admin' },
        },
      },
      delete: {
        summary: 'Delete',
        tags: ['Back office'],
        security: [{ bearer: ['admin'] }],
        parameters: [{ name: 'id', in: 'path', required: true, description: 'Overridden' }],
        responses: { '204': { description: 'Deleted' } },
      },
    },
    '/api/newsletter': {
      post: {
        operationId: 'subscribe',
        summary: 'Subscribe',
        tags: ['Forms'],
        requestBody: { $ref: '#/components/requestBodies/Newsletter' },
        responses: { '201': { description: 'Subscribed' }, '400': error },
      },
    },
    '/api/orders': {
      post: {
        operationId: 'subscribe',
        summary: 'Place an order',
        tags: ['Orders'],
        security: [{}, { bearer: [] }],
        responses: { '201': { description: 'Placed' } },
      },
      get: {
        summary: 'My orders',
        tags: ['Orders'],
        security: [{ bearer: [] }],
        responses: { '200': { description: 'Orders' } },
      },
    },
  },
  components: {
    schemas: { Error: { type: 'object' } },
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    responses: { NotFound: error },
    requestBodies: { Newsletter: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } },
  },
} as unknown as OpenApiDocument;

const operations = listOperations(document);
const byId = (id: string) => operations.find((operation) => operation.id === id);

describe('listOperations', () => {
  it('lists one entry per path and method, with the operationId as id or one made from method and path', () => {
    expect(operations.map((operation) => [operation.id, operation.method, operation.path])).toEqual([
      ['getHealth', 'get', '/api/health'],
      ['get-api-customers-id', 'get', '/api/customers/{id}'],
      ['delete-api-customers-id', 'delete', '/api/customers/{id}'],
      ['subscribe', 'post', '/api/newsletter'],
      ['subscribe-2', 'post', '/api/orders'],
      ['get-api-orders', 'get', '/api/orders'],
    ]);
  });

  it('names the access: public without security, optional with {}, admin with the admin scope, else signed in (a 403 too)', () => {
    expect(operations.map((operation) => operation.access)).toEqual([
      'public',
      'user',
      'admin',
      'public',
      'optional',
      'user',
    ]);
  });

  it("merges the path's parameters with the operation's own (references followed, the operation's winning)", () => {
    expect(byId('get-api-customers-id')?.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual([
      'path:id',
      'query:expand',
    ]);
    expect(byId('delete-api-customers-id')?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, description: 'Overridden' },
    ]);
  });

  it('follows references to request bodies and answers, and sorts answers by status with ranges and default last', () => {
    const subscribe = byId('subscribe');
    expect(subscribe?.requestBody).toEqual({
      required: true,
      description: undefined,
      contents: [{ mediaType: 'application/json', media: { schema: { type: 'object' } } }],
    });
    expect(
      subscribe?.answers.map((answer) => [answer.status, answer.contents.map((content) => content.mediaType)]),
    ).toEqual([
      ['201', []],
      ['400', ['application/json']],
    ]);
    expect(byId('get-api-customers-id')?.answers.map((answer) => answer.status)).toEqual([
      '200',
      '403',
      '404',
      '4XX',
      'default',
    ]);
    expect(byId('get-api-customers-id')?.answers[2]?.description).toBe('Invalid input');
  });
});

describe('derivedOperationId', () => {
  it('makes an id from method and path that is safe in a URL fragment', () => {
    expect(derivedOperationId('GET', '/api/admin/invoices/{id}/download')).toBe('get-api-admin-invoices-id-download');
    expect(derivedOperationId('post', '/')).toBe('post');
  });
});

describe('groupByTag', () => {
  it("groups in the order of the document's tags, then in the order tags first appear", () => {
    expect(groupByTag(document, operations).map((group) => [group.tag, group.operations.length])).toEqual([
      ['Forms', 1],
      ['System', 1],
      ['Back office', 2],
      ['Orders', 2],
    ]);
  });
});

describe('matchesFilter', () => {
  it('matches every word of the filter anywhere in method, path, id, summary or group name, ignoring case', () => {
    const health = byId('getHealth')!;
    expect(matchesFilter(health, 'GET health')).toBe(true);
    expect(matchesFilter(health, 'check')).toBe(true);
    expect(matchesFilter(health, 'systeem', 'Systeem')).toBe(true);
    expect(matchesFilter(health, 'post health')).toBe(false);
    expect(matchesFilter(health, '  ')).toBe(true);
  });
});
