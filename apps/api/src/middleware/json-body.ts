import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

export const BODY_LIMIT = '100kb';

const parseJson = express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' });

/** True when the request carries body bytes (an empty body, `Content-Length: 0`, as fetch sends, does not count). */
function hasBodyBytes(req: Parameters<RequestHandler>[0]): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/**
 * Body handling of every API route: JSON only (anything else is 415, docs/contracts.md §4), at most 100 kB, malformed JSON
 * answered as 400. A request without body bytes passes straight on, as most GETs do.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!hasBodyBytes(req)) {
    next();
    return;
  }
  if (req.is('application/json') === false) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  parseJson(req, res, next);
};
