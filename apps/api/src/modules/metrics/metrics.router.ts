import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors/app-error.js';
import type { Metrics } from './metrics.js';

/** Compares in constant time: both sides hashed first, so that neither the content nor the length of the token leaks. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in Prometheus' text format (docs/contracts.md §18): 404 while metrics are off (no METRICS_TOKEN), as
 * if there were no such page; 401 without `Authorization: Bearer <METRICS_TOKEN>`. Never cached.
 */
export function metricsHandler(metrics: Metrics | undefined, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (!metrics || !token) throw new AppError(404, 'NOT_FOUND');
    const [scheme, given] = (req.get('authorization') ?? '').split(' ', 2);
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token))
      throw new AppError(401, 'UNAUTHENTICATED', { headers: { 'WWW-Authenticate': 'Bearer' } });
    const text = await metrics.registry.metrics();
    res.set('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(text);
  };
}
