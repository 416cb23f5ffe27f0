// GET /api/admin/stats (decisions.md §4), admin only.
import { Router } from 'express';
import { queryParams } from '../../lib/query-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { AuthMiddleware } from '../../middleware/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

export function dashboardRouter(dashboard: DashboardService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/stats', async (req, res) => {
    res.json(await dashboard.dashboard(queryParams(req.query).period, requestLanguage(req)));
  });

  return router;
}
