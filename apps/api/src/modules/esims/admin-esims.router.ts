// /api/admin/esims/{id}/… (docs/contracts.md §14), admin only: block a lost or stolen eSIM, replace it with a new one,
// send its install mail again.
import { Router } from 'express';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { EsimsService } from './esims.service.js';

export function adminEsimsRouter(esims: EsimsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);
  serve('POST /api/admin/esims/{id}/block', async (req, res) => {
    res.status(200).json({ esim: await esims.block(res.locals.path.id) });
  });
  serve('POST /api/admin/esims/{id}/replace', async (req, res) => {
    res.status(201).json(await esims.replace(res.locals.path.id));
  });
  serve('POST /api/admin/esims/{id}/resend', async (req, res) => {
    res.status(200).json({ esim: await esims.resend(res.locals.path.id) });
  });

  return router;
}
