// /api/admin/users, /api/admin/users/:id/role, /api/admin/settings and /api/admin/reports (decisions.md §4), admin only.
import { Router } from 'express';
import { ADMIN_PAGE_SIZE, AdminSettingsSchema, MAX_ADMIN_PAGE_SIZE, UserRoleSchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import { idOf, queryParams, wholeNumber } from './admin.router.js';
import type { AdminOfficeService } from './admin-office.service.js';

export function adminOfficeRouter(office: AdminOfficeService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/users', (req, res) => {
    const params = queryParams(req.query);
    res.json(office.listUsers(params.search ?? '', wholeNumber(params.page, 1, Number.MAX_SAFE_INTEGER), wholeNumber(params.pageSize, ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE)));
  });

  router.put('/admin/users/:id/role', validateBody(UserRoleSchema), (req, res) => {
    res.json({ user: office.setRole(sessionOf(res).user.id, idOf(req), bodyOf(res, UserRoleSchema).role) });
  });

  router.get('/admin/settings', (_req, res) => {
    res.json({ settings: office.settings() });
  });

  router.put('/admin/settings', validateBody(AdminSettingsSchema), (_req, res) => {
    res.json({ settings: office.saveSettings(bodyOf(res, AdminSettingsSchema)) });
  });

  router.get('/admin/reports', (_req, res) => {
    res.json(office.reports());
  });

  return router;
}
