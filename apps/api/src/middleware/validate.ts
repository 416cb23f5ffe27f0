import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';

/**
 * Validates the JSON body with a domain schema. A failure throws the ZodError, which the error handler answers as
 * 400 with one translated message per field; unknown fields are dropped by the schema. The cleaned body goes on
 * `res.locals.body` (Express 5's `req` stays as received).
 */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    res.locals.body = schema.parse(req.body ?? {});
    next();
  };
}

/** The body that `validateBody(schema)` cleaned, typed by the schema. */
export function bodyOf<S extends z.ZodType>(res: Response, _schema: S): z.output<S> {
  return res.locals.body as z.output<S>;
}
