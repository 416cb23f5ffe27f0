// /api/porting and /api/admin/porting (docs/contracts.md §9): the signed-in account's own porting requests with their
// history; the back office's list (strict query, stat cards), one request, and its next status (admin only).
import { Router } from 'express';
import { portingListQuery, PortingStatusBodySchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { PortingService } from './porting.service.js';

export function portingRouter(porting: PortingService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);

  serve('GET /api/porting', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ porting: await porting.listForUser(sessionOf(res).user.id) });
  });

  router.use('/admin/porting', requireAdmin);
  // Strict: a status, sort or dir outside the allowed values answers 400 with `fields`.
  serve('GET /api/admin/porting', async (req, res) => {
    res.status(200).json(await porting.adminList(portingListQuery(res.locals.query)));
  });
  serve('GET /api/admin/porting/{id}', async (req, res) => {
    res.status(200).json({ porting: await porting.adminRecord(res.locals.path.id) });
  });
  serve('POST /api/admin/porting/{id}/status', async (req, res) => {
    const id = res.locals.path.id;
    const body = bodyOf(res, PortingStatusBodySchema);
    res.status(200).json({ porting: await porting.moveByAdmin(id, body) });
  });

  return router;
}
