// /api/admin/esims/{id}/… (docs/contracts.md §14), admin only: block a lost or stolen eSIM, replace it with a new one,
// send its install mail again.
import { Router } from 'express';
import { IdPathSchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthMiddleware } from '../auth/authenticate.js';
import type { EsimsService } from './esims.service.js';

export function adminEsimsRouter(esims: EsimsService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);
  const idOf = (params: unknown) => {
    const path = IdPathSchema.safeParse(params);
    if (!path.success) throw new AppError(404, 'ESIM_NOT_FOUND');
    return path.data.id;
  };

  serve('POST /api/admin/esims/{id}/block', async (req, res) => {
    res.status(200).json({ esim: await esims.block(idOf(req.params)) });
  });
  serve('POST /api/admin/esims/{id}/replace', async (req, res) => {
    res.status(201).json(await esims.replace(idOf(req.params)));
  });
  serve('POST /api/admin/esims/{id}/resend', async (req, res) => {
    res.status(200).json({ esim: await esims.resend(idOf(req.params)) });
  });

  return router;
}
