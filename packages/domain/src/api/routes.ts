// The API's routes by name, `'GET /api/orders/{id}'`, and the types of each one's path parameters, query, body and
// answer, all read from the operations table (operations.ts). The API registers its routes by these names; the web app
// calls by them, with a type import only, so that the table's schemas and texts never reach its pages' code.
import type { z } from 'zod';
import { OPERATIONS, type Method, type Operation } from './operations.js';

type Table = typeof OPERATIONS;

/** Every route of the API: its method in capitals, a space, and its path as the OpenAPI document writes it. */
export type ApiRoute = {
  [P in keyof Table & string]: { [M in keyof Table[P] & Method]: `${Uppercase<M>} ${P}` }[keyof Table[P] & Method];
}[keyof Table & string];

/** The table's entry of a route. */
export type RouteOperation<R extends ApiRoute> = R extends `${infer M} ${infer P extends keyof Table}`
  ? Table[P][Lowercase<M> & keyof Table[P]]
  : never;

type InputOf<O, K extends string> = O extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a caller sends: the path's parameters, the query and the JSON body, each as its schema accepts it. */
export type RoutePath<R extends ApiRoute> = InputOf<RouteOperation<R>, 'path'>;
export type RouteQuery<R extends ApiRoute> = InputOf<RouteOperation<R>, 'query'>;
export type RouteBody<R extends ApiRoute> = InputOf<RouteOperation<R>, 'body'>;

type OutputOf<O, K extends string> = O extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What the API reads: the path's parameters and the query as their schemas give them (numbers, defaults filled in). */
export type RoutePathValues<R extends ApiRoute> = OutputOf<RouteOperation<R>, 'path'>;
export type RouteQueryValues<R extends ApiRoute> = OutputOf<RouteOperation<R>, 'query'>;

type Success = 200 | 201 | 202 | 204;
type AnswersOf<R extends ApiRoute> = RouteOperation<R> extends { answers: infer A } ? A : never;

/** The JSON a route answers on success (`undefined` for 204 No Content), as its answer schemas give it. */
export type RouteAnswer<R extends ApiRoute> = {
  [S in keyof AnswersOf<R> & Success]: AnswersOf<R>[S] extends { schema: infer T extends z.ZodType }
    ? z.output<T>
    : AnswersOf<R>[S] extends { empty: true }
      ? undefined
      : never;
}[keyof AnswersOf<R> & Success];

/** Every JSON answer a route declares, whatever its status (a 503 of the readiness check too). */
export type RouteAnswers<R extends ApiRoute> = {
  [S in keyof AnswersOf<R>]: AnswersOf<R>[S] extends { schema: infer T extends z.ZodType } ? z.output<T> : never;
}[keyof AnswersOf<R>];

/** The routes that answer JSON or nothing on success, and those that answer a file (a download, a recording). */
export type JsonRoute = {
  [R in ApiRoute]: [RouteAnswer<R>] extends [never] ? never : R;
}[ApiRoute];
export type FileRoute = Exclude<ApiRoute, JsonRoute>;

/** The method (lower case, as Express and OpenAPI name it) and the path of a route. */
export function routeParts(route: ApiRoute): { method: Method; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space).toLowerCase() as Method, path: route.slice(space + 1) };
}

/** The table's entry of a route (the table is a plain object: a route that is not in it cannot be named). */
export function operationOf(route: ApiRoute): Operation {
  const { method, path } = routeParts(route);
  const operation = (OPERATIONS as Record<string, Partial<Record<Method, Operation>>>)[path]?.[method];
  if (!operation) throw new Error(`${route} is not in the operations table`);
  return operation;
}

/** Every route of the table, in its order. */
export function apiRoutes(): ApiRoute[] {
  return Object.entries(OPERATIONS as Record<string, Partial<Record<Method, Operation>>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}` as ApiRoute),
  );
}
