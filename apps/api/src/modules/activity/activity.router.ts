// GET /api/admin/activity (decisions.md §4), admin only.
import { Router } from 'express';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '@telecom/domain';
import { queryParams, wholeNumber } from '../../lib/query-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { AuthMiddleware } from '../../middleware/authenticate.js';
import type { ActivityService } from './activity.service.js';

export function activityRouter(activity: ActivityService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/activity', async (req, res) => {
    const params = queryParams(req.query);
    const page = wholeNumber(params.page, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = wholeNumber(params.pageSize, ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE);
    res.json(await activity.activity(page, pageSize, requestLanguage(req)));
  });

  return router;
}
