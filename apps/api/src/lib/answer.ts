// Answers typed by the domain's answer schemas (packages/domain/src/api): the type checker holds each answer to its
// schema, and the tests check every answer against the OpenAPI document generated from the same schemas.
import type { Response } from 'express';
import type { z } from 'zod';

/** Answers `value` as JSON with `status`; `value` has the type of the answer schema. */
export function send<S extends z.ZodType>(res: Response, status: number, _schema: S, value: z.output<S>): void {
  res.status(status).json(value);
}
