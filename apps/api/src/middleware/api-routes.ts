// The API's Express routes, registered from the operations table (packages/domain/src/api/operations.ts): a router
// names a route as the table does, `'GET /api/orders/{id}'`, and gets its method and path, the guard its `access`
// calls for, and the validation of its JSON body, from the table; what it declares is what it serves.
import type { RequestHandler, Router } from 'express';
import {
  operationOf,
  routeParts,
  type ApiRoute,
  type ErrorAnswer,
  type Method,
  type RouteAnswers,
} from '@telecom/domain';
import { validateBody } from './validate.js';

/** The sign-in's guards (modules/auth/authenticate.ts, a layer above: passed in). */
export interface RouteGuards {
  requireAuth: RequestHandler;
  requireAdmin: RequestHandler;
  optionalAuth: RequestHandler;
  requireSession: RequestHandler;
}

export interface RouteOptions {
  /** Runs first, before the guard and the body's validation: fixed headers, the parsers of a body that is not JSON. */
  before?: RequestHandler[];
  /**
   * Validates the body instead of the table's schema, which still documents it: a handler for a body whose schema
   * depends on the moment (an order's card must not have expired this month), or `false` when the handlers read the
   * body themselves (a forward that may not go to the number itself, checked after the number is found to be the
   * caller's; an ES2+ notification, refused in ES2+'s own answer).
   */
  validate?: RequestHandler | false;
}

/** The guard of a route's access, if it has one. */
function guardOf(route: ApiRoute, guards: Partial<RouteGuards>): RequestHandler | undefined {
  const { access, sessionOnly } = operationOf(route);
  if (access === 'public') return undefined;
  const name = sessionOnly
    ? 'requireSession'
    : ({ user: 'requireAuth', admin: 'requireAdmin', optional: 'optionalAuth' } as const)[access];
  const guard = guards[name];
  if (!guard) throw new Error(`${route} is ${access}: its router needs the sign-in's ${name}`);
  return guard;
}

/**
 * A route's Express path (the whole path, `/api` included) and its handlers: `before`, its guard, the body's
 * validation, then `handlers`. For a route the app mounts itself, ahead of the API's routers; a router uses `routesOn`.
 */
export function routeChain(
  route: ApiRoute,
  guards: Partial<RouteGuards>,
  options: RouteOptions,
  handlers: RequestHandler[],
): { method: Method; path: string; handlers: RequestHandler[] } {
  const operation = operationOf(route);
  const { method, path } = routeParts(route);
  const guard = guardOf(route, guards);
  const validation =
    options.validate === false
      ? undefined
      : (options.validate ?? (operation.body && !operation.fileBody ? validateBody(operation.body) : undefined));
  servedRoutes.add(route);
  return {
    method,
    path: path.replace(/\{(\w+)\}/g, ':$1'),
    handlers: [...(options.before ?? []), ...(guard ? [guard] : []), ...(validation ? [validation] : []), ...handlers],
  };
}

/**
 * A handler of a route: what it answers (`res.json`, `res.send`) is the route's answer as the table declares it, the
 * error shape (the error handler's, as a rule), or bytes or text as they are (a file; a document made once).
 */
export type RouteHandler<R extends ApiRoute> = RequestHandler<
  Record<string, string>,
  RouteAnswers<R> | ErrorAnswer | Buffer | string
>;

/**
 * The function by which a router (mounted at /api) serves the table's routes: `serve(route, ...handlers)` registers
 * the route's method and path on `router`, after its guard and the validation of its body (then on
 * `res.locals.body`, read with `bodyOf`); an upload's body (`fileBody`) is the handlers' to read. Every route the API
 * serves is registered this way (a lint rule forbids `router.get('/…')` and the like in the modules).
 */
export function routesOn(router: Router, guards: Partial<RouteGuards> = {}) {
  return function serve<R extends ApiRoute>(
    route: R,
    ...rest: [RouteOptions, ...RouteHandler<R>[]] | RouteHandler<R>[]
  ): void {
    const options: RouteOptions = typeof rest[0] === 'function' ? {} : (rest.shift() as RouteOptions);
    const chain = routeChain(route, guards, options, rest as RequestHandler[]);
    if (!chain.path.startsWith('/api/')) throw new Error(`${route}: the API's paths start with /api/`);
    router[chain.method](chain.path.slice('/api'.length), ...chain.handlers);
  };
}

/** The routes registered so far by `routesOn` and `routeChain` in this process. */
export const servedRoutes = new Set<ApiRoute>();
