// GET /api/admin/reports (docs/contracts.md §4), admin only.
import { Router } from 'express';

import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { ReportsService } from './reports.service.js';

export function reportsRouter(reports: ReportsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/reports', async (_req, res) => {
    res.status(200).json(await reports.reports());
  });

  return router;
}
