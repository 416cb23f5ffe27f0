// /api/subscriptions (docs/contracts.md §8): the signed-in account's own subscriptions; someone else's is 404.
import { Router } from 'express';
import { AiBusinessBodySchema, EsimConfigurationSchema, SubscriptionChangeBodySchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export function subscriptionsRouter(subscriptions: SubscriptionsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAuth } = guards;
  const serve = routesOn(router, guards);
  router.use('/subscriptions', requireAuth, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve('GET /api/subscriptions', async (_req, res) => {
    res.status(200).json({
      subscriptions: await subscriptions.list(sessionOf(res).user.id),
    });
  });

  serve('GET /api/subscriptions/{id}/preview', async (req, res) => {
    const id = res.locals.path.id;
    // The query's strings read as numbers, then checked as a configuration that can be ordered.
    const configuration = EsimConfigurationSchema.parse(res.locals.query);
    res.status(200).json(await subscriptions.preview(sessionOf(res).user.id, id, configuration));
  });

  serve('PUT /api/subscriptions/{id}', async (req, res) => {
    const id = res.locals.path.id;
    const { configuration } = bodyOf(res, SubscriptionChangeBodySchema);
    res.status(200).json({
      subscription: await subscriptions.change(sessionOf(res).user.id, id, configuration),
    });
  });

  serve('PUT /api/subscriptions/{id}/business', async (req, res) => {
    const id = res.locals.path.id;
    const { business } = bodyOf(res, AiBusinessBodySchema);
    res.status(200).json({
      subscription: await subscriptions.changeBusiness(sessionOf(res).user.id, id, business),
    });
  });

  serve('POST /api/subscriptions/{id}/cancel', async (req, res) => {
    res.status(200).json({
      subscription: await subscriptions.cancel(sessionOf(res).user.id, res.locals.path.id),
    });
  });

  serve('POST /api/subscriptions/{id}/resume', async (req, res) => {
    res.status(200).json({
      subscription: await subscriptions.resume(sessionOf(res).user.id, res.locals.path.id),
    });
  });

  return router;
}
