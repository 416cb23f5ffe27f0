import { Router } from 'express';
import { HealthAnswerSchema, NotReadyAnswerSchema, ReadyAnswerSchema } from '@telecom/domain';
import { sql } from 'kysely';
import type { DataStore } from '../../db/connection.js';
import { send } from '../../lib/answer.js';
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
    send(res, 200, HealthAnswerSchema, { status: 'ok' });
  });
  serve('GET /api/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) {
      send(res, 503, NotReadyAnswerSchema, { status: 'stopping' });
      return;
    }
    try {
      await sql`SELECT 1`.execute(db.kysely);
      send(res, 200, ReadyAnswerSchema, { status: 'ready' });
    } catch (error) {
      logger.error({ err: error }, 'readiness check: the database did not answer');
      send(res, 503, NotReadyAnswerSchema, { status: 'unavailable' });
    }
  });
  return router;
}
