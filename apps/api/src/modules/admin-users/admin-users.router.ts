// /api/admin/users and /api/admin/users/:id/role (docs/contracts.md §4), admin only.
import { Router } from 'express';
import { UserRoleBodySchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AdminUsersService } from './admin-users.service.js';

export function adminUsersRouter(adminUsers: AdminUsersService, guards: AuthMiddleware): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  router.use('/admin', requireAdmin);

  serve('GET /api/admin/users', async (req, res) => {
    const { search, page, pageSize } = res.locals.query;
    res.status(200).json(await adminUsers.listUsers(search, page, pageSize));
  });

  serve('PUT /api/admin/users/{id}/role', async (req, res) => {
    const user = await adminUsers.setRole(
      sessionOf(res).user.id,
      res.locals.path.id,
      bodyOf(res, UserRoleBodySchema).role,
    );
    res.status(200).json({ user });
  });

  return router;
}
