import { Router } from 'express';

import { sql } from 'kysely';
import type { DataStore } from '../../db/connection.js';
import type { Logger } from '../../lib/logger.js';
import { routesOn } from '../../middleware/api-routes.js';

/**
 * `GET /api/health`: answers while the process is up (docs/contracts.md §4), for the container's healthcheck.
 * `GET /api/ready`: answers 200 only when the database answers a query, for a load balancer's readiness probe;
 * 503 (no details, the cause goes to the log) while it does not, and once shutdown has begun.
 */
export function healthRouter(db: DataStore, logger: Logger, isStopping: () => boolean = () => false): Router {
  const router = Router();
  const serve = routesOn(router);
  serve('GET /api/health', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  serve('GET /api/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    try {
      await sql`SELECT 1`.execute(db.kysely);
      res.status(200).json({ status: 'ready' });
    } catch (error) {
      logger.error({ err: error }, 'readiness check: the database did not answer');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
