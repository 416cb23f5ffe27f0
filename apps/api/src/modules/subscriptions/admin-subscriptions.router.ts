// /api/admin/subscriptions/{id}/… (docs/contracts.md §14), admin only: suspend, resume, cancel now or at the term's end.
import { Router } from 'express';
import { AdminCancelSubscriptionBodySchema, IdPathSchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AdminSubscriptionsService } from './admin-subscriptions.service.js';

export function adminSubscriptionsRouter(subscriptions: AdminSubscriptionsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);
  const idOf = (params: unknown) => {
    const path = IdPathSchema.safeParse(params);
    if (!path.success) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    return path.data.id;
  };

  serve('POST /api/admin/subscriptions/{id}/suspend', async (req, res) => {
    res.status(200).json({ subscription: await subscriptions.suspend(idOf(req.params)) });
  });
  serve('POST /api/admin/subscriptions/{id}/resume', async (req, res) => {
    res.status(200).json({ subscription: await subscriptions.resume(idOf(req.params)) });
  });
  serve('POST /api/admin/subscriptions/{id}/cancel', async (req, res) => {
    const body = bodyOf(res, AdminCancelSubscriptionBodySchema);
    res.status(200).json({
      subscription: await subscriptions.cancel(idOf(req.params), body),
    });
  });

  return router;
}
