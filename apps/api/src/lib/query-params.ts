// Reading the query string and path of a call with the domain's schemas (packages/domain/src/api).
import type { Request } from 'express';
import { z } from 'zod';
import { parseQuery, type ListQueryParams } from '@telecom/domain';
import { AppError } from '../errors/app-error.js';

/**
 * The query read strictly (docs/contracts.md §7 "Strict input"), with a domain query schema or one of the domain's list
 * query parsers (`parseCustomerListQuery`, which also settles `dir`): values trimmed, an empty one absent (its
 * default), a repeated parameter or a value outside the allowed ones a ZodError, which the error handler answers as
 * 400 VALIDATION_FAILED with `fields` naming each parameter, as for a body.
 */
export function queryOf<S extends z.ZodObject>(req: Request, schema: S): z.output<S>;
export function queryOf<T>(req: Request, parse: (params: ListQueryParams) => T): T;
export function queryOf(req: Request, reader: z.ZodObject | ((params: ListQueryParams) => unknown)): unknown {
  const params = req.query as ListQueryParams;
  return reader instanceof z.ZodType ? parseQuery(reader, params) : reader(params);
}

/** The path parameters read with a domain schema; parameters that do not fit name a record that does not exist (404, never 500). */
export function pathOf<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const result = schema.safeParse(req.params);
  if (!result.success) throw new AppError(404, 'NOT_FOUND');
  return result.data;
}
