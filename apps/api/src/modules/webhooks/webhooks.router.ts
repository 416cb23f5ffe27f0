// /api/webhooks (docs/contracts.md §18): the signed-in account's webhook endpoints, each endpoint's delivery log and its
// test event. Another account's endpoint is 404, as one that does not exist; every answer is no-store, as it carries
// the signing secrets.
import { Router, type RequestHandler, type Response } from 'express';
import { WebhookEndpointBodySchema } from '@telecom/domain';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { WebhooksService } from './webhooks.service.js';

/**
 * The sign-in's guard and the signed-in account's id, given by app.ts: this module comes before auth in the modules'
 * order (it is low so that every event source can publish), so it does not import it.
 */
export interface WebhookAccess {
  requireAuth: RequestHandler;
  accountOf(res: Response): number;
}

export function webhooksRouter(webhooks: WebhooksService, { requireAuth, accountOf }: WebhookAccess): Router {
  const router = Router();
  const serve = routesOn(router, { requireAuth });
  router.use('/webhooks', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve('GET /api/webhooks', async (_req, res) => {
    res.status(200).json({ endpoints: await webhooks.list(accountOf(res)) });
  });
  serve('POST /api/webhooks', async (_req, res) => {
    const endpoint = await webhooks.create(accountOf(res), bodyOf(res, WebhookEndpointBodySchema));
    res.status(201).json(endpoint);
  });
  serve('DELETE /api/webhooks/{id}', async (req, res) => {
    await webhooks.remove(accountOf(res), res.locals.path.id);
    res.status(204).end();
  });
  serve('GET /api/webhooks/{id}/deliveries', async (req, res) => {
    const deliveries = await webhooks.deliveries(accountOf(res), res.locals.path.id);
    res.status(200).json({ deliveries });
  });
  serve('POST /api/webhooks/{id}/test', async (req, res) => {
    const delivery = await webhooks.sendTest(accountOf(res), res.locals.path.id);
    res.status(202).json({ delivery });
  });

  return router;
}
