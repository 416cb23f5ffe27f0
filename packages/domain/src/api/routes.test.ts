import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EsimsAnswer, LoginInput, OrderAnswer } from '../index.js';
import {
  apiRoutes,
  operationOf,
  routeParts,
  type ApiRoute,
  type FileRoute,
  type JsonRoute,
  type RouteAnswer,
  type RouteBody,
  type RoutePath,
  type RoutePathValues,
  type RouteQuery,
  type RouteQueryValues,
} from './routes.js';
import { STANDARD_ERRORS } from './operations.js';

describe('the API routes by name', () => {
  it('names every operation of the table once, by method and path', () => {
    const routes = apiRoutes();
    expect(routes).toContain('GET /api/orders/{id}');
    expect(routes).toContain('POST /api/auth/login');
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(routes.map((route) => operationOf(route).operationId)).size).toBe(routes.length);
    expect(routeParts('DELETE /api/api-keys/{id}')).toEqual({ method: 'delete', path: '/api/api-keys/{id}' });
    expect(operationOf('GET /api/orders/{id}')).toMatchObject({ operationId: 'getOrder', access: 'optional' });
    expect(() => operationOf('GET /api/nothing' as ApiRoute)).toThrow(
      'GET /api/nothing is not in the operations table',
    );
  });

  it('types each route by its schemas', () => {
    expectTypeOf<RouteAnswer<'GET /api/orders/{id}'>>().toEqualTypeOf<OrderAnswer>();
    expectTypeOf<RoutePath<'GET /api/orders/{id}'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteBody<'POST /api/auth/login'>>().toEqualTypeOf<LoginInput>();
    expectTypeOf<RouteQuery<'GET /api/orders/{id}'>>().toEqualTypeOf<undefined>();
    // What the API reads: an eSIM's id as a number, the query with its defaults.
    expectTypeOf<RoutePathValues<'GET /api/esims/{id}'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<RouteQueryValues<'GET /api/admin/activity'>>().toEqualTypeOf<{ page: number; pageSize: number }>();
    expectTypeOf<RouteQueryValues<'GET /api/orders/{id}'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteAnswer<'POST /api/auth/logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteAnswer<'GET /api/esims'>>().toEqualTypeOf<EsimsAnswer>();
    expectTypeOf<'GET /api/invoices/{id}/pdf'>().toExtend<FileRoute>();
    expectTypeOf<'GET /api/orders/{id}'>().toExtend<JsonRoute>();
    // @ts-expect-error: not a route of the table
    expectTypeOf<RouteAnswer<'GET /api/nothing'>>();
  });
});

describe('a path the schema refuses', () => {
  it('has the 404 code of its route, one the route documents', () => {
    for (const route of apiRoutes()) {
      const { path, notFound, errors } = operationOf(route);
      if (!path) {
        expect(notFound, route).toBeUndefined();
        continue;
      }
      expect(notFound, route).toMatch(/^([A-Z]+_)*NOT_FOUND$/);
      expect(errors?.[404] ?? STANDARD_ERRORS[404], route).toContain(`(${notFound}`);
    }
  });
});
