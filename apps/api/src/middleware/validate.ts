import type { RequestHandler, Response } from 'express';
import { ZodError, type z } from 'zod';
import { AppError } from '../errors/app-error.js';

/**
 * Validates the JSON body with a domain schema. A failure throws the ZodError, which the error handler answers as
 * 400 with one translated message per field; unknown fields are dropped by the schema. The cleaned body goes on
 * `res.locals.body` (Express 5's `req` stays as received).
 */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    try {
      res.locals.body = schema.parse(req.body ?? {});
    } catch (error) {
      // zod runs a length check on any value with a `length`, also after the type check failed: a body such as
      // `{"email":{"length":[{}]}}` throws a TypeError there. Bad input, never a 500.
      if (error instanceof ZodError) throw error;
      throw new AppError(400, 'BAD_REQUEST');
    }
    next();
  };
}

/** The body that `validateBody(schema)` cleaned, typed by the schema. */
export function bodyOf<S extends z.ZodType>(res: Response, _schema: S): z.output<S> {
  return res.locals.body as z.output<S>;
}
