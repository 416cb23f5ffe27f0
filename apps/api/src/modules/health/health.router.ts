import { Router } from 'express';
import type { Db } from '../../db/connection.js';
import type { Logger } from '../../lib/logger.js';

/**
 * `GET /api/health`: answers while the process is up (decisions.md §4), for the container's healthcheck.
 * `GET /api/ready`: answers 200 only when the database answers a query, for a load balancer's readiness probe;
 * 503 (no details, the cause goes to the log) while it does not, and once shutdown has begun.
 */
export function healthRouter(db: Db, logger: Logger, isStopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/ready', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    try {
      db.prepare('SELECT count(*) AS n FROM schema_migrations').get();
      res.json({ status: 'ready' });
    } catch (error) {
      logger.error({ err: error }, 'readiness check: the database did not answer');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  return router;
}
