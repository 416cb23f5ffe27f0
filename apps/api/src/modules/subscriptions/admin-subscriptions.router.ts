// /api/admin/subscriptions/{id}/… (docs/contracts.md §14), admin only: suspend, resume, cancel now or at the term's end.
import { Router } from 'express';
import { AdminCancelSubscriptionBodySchema } from '@telecom/domain';
import type { AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AdminSubscriptionsService } from './admin-subscriptions.service.js';

export function adminSubscriptionsRouter(subscriptions: AdminSubscriptionsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);
  serve('POST /api/admin/subscriptions/{id}/suspend', async (req, res) => {
    res.status(200).json({ subscription: await subscriptions.suspend(res.locals.path.id) });
  });
  serve('POST /api/admin/subscriptions/{id}/resume', async (req, res) => {
    res.status(200).json({ subscription: await subscriptions.resume(res.locals.path.id) });
  });
  serve('POST /api/admin/subscriptions/{id}/cancel', async (req, res) => {
    const body = bodyOf(res, AdminCancelSubscriptionBodySchema);
    res.status(200).json({
      subscription: await subscriptions.cancel(res.locals.path.id, body),
    });
  });

  return router;
}
