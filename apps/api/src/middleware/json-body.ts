import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

export const BODY_LIMIT = '100kb';

const parseJson = express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' });

/** A request that carries a body must send it as JSON: anything else is 415 (decisions.md §4). */
const requireJsonContentType: RequestHandler = (req, _res, next) => {
  const contentType = req.is('application/json');
  if (contentType === false) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  next();
};

/** Body handling of every API route: JSON only, at most 100 kB, malformed JSON answered as 400. */
export const jsonBody: RequestHandler[] = [requireJsonContentType, parseJson];
