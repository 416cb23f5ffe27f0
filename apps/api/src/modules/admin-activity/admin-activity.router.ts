// GET /api/admin/activity (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { ActivityListAnswerSchema, ActivityQuerySchema } from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { queryOf } from '../../lib/query-params.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { ActivityService } from './admin-activity.service.js';

export function activityRouter(activity: ActivityService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/activity', async (req, res) => {
    const { page, pageSize } = queryOf(req, ActivityQuerySchema);
    send(res, 200, ActivityListAnswerSchema, await activity.activity(page, pageSize, requestLanguage(req)));
  });

  return router;
}
