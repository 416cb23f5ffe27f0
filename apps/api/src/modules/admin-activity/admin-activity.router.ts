// GET /api/admin/activity (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { requestLanguage } from '../../lib/request-language.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { ActivityService } from './admin-activity.service.js';

export function activityRouter(activity: ActivityService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/activity', async (req, res) => {
    const { page, pageSize } = res.locals.query;
    res.status(200).json(await activity.activity(page, pageSize, requestLanguage(req)));
  });

  return router;
}
