// GET /api/admin/stats (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { requestLanguage } from '../../lib/request-language.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRouter(dashboard: DashboardService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/stats', async (req, res) => {
    res.status(200).json(await dashboard.dashboard(res.locals.query.period, requestLanguage(req)));
  });

  return router;
}
