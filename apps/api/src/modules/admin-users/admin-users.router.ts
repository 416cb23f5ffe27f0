// /api/admin/users and /api/admin/users/:id/role (docs/contracts.md §4), admin only.
import { Router } from 'express';
import {
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AdminUsersQuerySchema,
  IdPathSchema,
  UserRoleBodySchema,
} from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { pathOf, queryOf } from '../../lib/query-params.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AdminUsersService } from './admin-users.service.js';

export function adminUsersRouter(adminUsers: AdminUsersService, { requireAdmin }: AuthMiddleware): Router {
  const router = Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/users', async (req, res) => {
    const { search, page, pageSize } = queryOf(req, AdminUsersQuerySchema);
    send(res, 200, AdminUserListAnswerSchema, await adminUsers.listUsers(search, page, pageSize));
  });

  router.put('/admin/users/:id/role', validateBody(UserRoleBodySchema), async (req, res) => {
    const user = await adminUsers.setRole(
      sessionOf(res).user.id,
      pathOf(req, IdPathSchema).id,
      bodyOf(res, UserRoleBodySchema).role,
    );
    send(res, 200, AdminUserAnswerSchema, { user });
  });

  return router;
}
