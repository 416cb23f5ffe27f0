// Reading the query string and path of a call with the domain's schemas (packages/domain/src/api).
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** Query values as the domain's query schemas read them: strings only (a repeated parameter counts once). */
export function queryParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return params;
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[name] = first;
  }
  return params;
}

/** The query read with a domain schema (the lenient list queries never fail; a strict one fails as 400 with `fields`). */
export function queryOf<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return schema.parse(queryParams(req.query));
}

/** The path parameters read with a domain schema; parameters that do not fit name a record that does not exist (404, never 500). */
export function pathOf<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const result = schema.safeParse(req.params);
  if (!result.success) throw new AppError(404, 'NOT_FOUND');
  return result.data;
}
