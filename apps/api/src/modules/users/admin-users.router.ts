// /api/admin/users and /api/admin/users/:id/role (decisions.md §4), admin only.
import { Router } from 'express';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, UserRoleSchema } from '@telecom/domain';
import { idOf, queryParams, wholeNumber } from '../../lib/query-params.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AdminUsersService } from './admin-users.service.js';

export function adminUsersRouter(adminUsers: AdminUsersService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/users', async (req, res) => {
    const params = queryParams(req.query);
    const page = wholeNumber(params.page, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = wholeNumber(params.pageSize, ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE);
    res.json(await adminUsers.listUsers(params.search ?? '', page, pageSize));
  });

  router.put('/admin/users/:id/role', validateBody(UserRoleSchema), async (req, res) => {
    res.json({ user: await adminUsers.setRole(sessionOf(res).user.id, idOf(req), bodyOf(res, UserRoleSchema).role) });
  });

  return router;
}
