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
  type RouteQuery,
} from './routes.js';

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
    expectTypeOf<RouteAnswer<'POST /api/auth/logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteAnswer<'GET /api/esims'>>().toEqualTypeOf<EsimsAnswer>();
    expectTypeOf<'GET /api/invoices/{id}/pdf'>().toExtend<FileRoute>();
    expectTypeOf<'GET /api/orders/{id}'>().toExtend<JsonRoute>();
    // @ts-expect-error: not a route of the table
    expectTypeOf<RouteAnswer<'GET /api/nothing'>>();
  });
});
