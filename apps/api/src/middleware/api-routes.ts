// The API's Express routes, registered from the operations table (packages/domain/src/api/operations.ts): a router
// names a route as the table does, `'GET /api/orders/{id}'`, and gets its method and path, the guard its `access`
// calls for, and the reading of its path, query and JSON body, from the table; what it declares is what it serves.
import type { Request, RequestHandler, Router } from 'express';
import {
  operationOf,
  parseQuery,
  routeParts,
  type ApiRoute,
  type ErrorAnswer,
  type ListQueryParams,
  type Method,
  type Operation,
  type RouteAnswers,
  type RoutePathValues,
  type RouteQueryValues,
} from '@telecom/domain';
import { AppError } from '../errors/app-error.js';
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
 * The path's parameters read with the table's schema, on `res.locals.path`. A path the schema refuses (an id that is
 * no number) names a record that does not exist: 404 with the route's `notFound` code, as for one that is not there.
 */
function readPath(schema: NonNullable<Operation['path']>, notFound: Operation['notFound']): RequestHandler {
  return (req, res, next) => {
    const path = schema.safeParse(req.params);
    if (!path.success) throw new AppError(404, notFound ?? 'NOT_FOUND');
    res.locals.path = path.data;
    next();
  };
}

/**
 * The query read strictly with the table's schema (docs/contracts.md §7 "Strict input"), on `res.locals.query`: values
 * trimmed, an empty one absent (its default), a repeated parameter or a value outside the allowed ones a ZodError,
 * which the error handler answers as 400 VALIDATION_FAILED with `fields` naming each parameter, as for a body.
 */
function readQuery(schema: NonNullable<Operation['query']>): RequestHandler {
  return (req, res, next) => {
    res.locals.query = parseQuery(schema, req.query as ListQueryParams);
    next();
  };
}

/**
 * A route's Express path (the whole path, `/api` included) and its handlers: `before`, its guard, the reading of its
 * body, path and query, then `handlers`. For a route the app mounts itself, ahead of the API's routers; a router uses
 * `routesOn`.
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
  // The body first, as the handlers read their path after it before: a call with a bad body is 400 whatever its path.
  const readers = [
    ...(validation ? [validation] : []),
    ...(operation.path ? [readPath(operation.path, operation.notFound)] : []),
    ...(operation.query ? [readQuery(operation.query)] : []),
  ];
  servedRoutes.add(route);
  return {
    method,
    path: path.replace(/\{(\w+)\}/g, ':$1'),
    handlers: [...(options.before ?? []), ...(guard ? [guard] : []), ...readers, ...handlers],
  };
}

/**
 * What a route's handlers find on `res.locals`: its path's parameters and its query as the table's schemas read them,
 * beside what other handlers of the request leave there for each other (a rate limit's outcome).
 */
export type RouteLocals<R extends ApiRoute> = Record<string, unknown> & {
  path: RoutePathValues<R>;
  query: RouteQueryValues<R>;
};

/**
 * A handler of a route: what it answers (`res.json`, `res.send`) is the route's answer as the table declares it, the
 * error shape (the error handler's, as a rule), or bytes or text as they are (a file; a document made once); its path
 * and query are on `res.locals`, read.
 */
export type RouteHandler<R extends ApiRoute> = RequestHandler<
  Record<string, string>,
  RouteAnswers<R> | ErrorAnswer | Buffer | string,
  unknown,
  Request['query'],
  RouteLocals<R>
>;

/**
 * The function by which a router (mounted at /api) serves the table's routes: `serve(route, ...handlers)` registers
 * the route's method and path on `router`, after its guard and the reading of its body (`res.locals.body`, read with
 * `bodyOf`), its path (`res.locals.path`) and its query (`res.locals.query`); an upload's body (`fileBody`) is the
 * handlers' to read. Every route the API serves is registered this way (a lint rule forbids `router.get('/…')` and the
 * like in the modules).
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
