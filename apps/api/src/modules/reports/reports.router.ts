// GET /api/admin/reports (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { ReportsAnswerSchema } from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { ReportsService } from './reports.service.js';

export function reportsRouter(reports: ReportsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/reports', async (_req, res) => {
    send(res, 200, ReportsAnswerSchema, await reports.reports());
  });

  return router;
}
