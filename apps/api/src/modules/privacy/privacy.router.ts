// Privacy (GDPR, docs/contracts.md §14): GET /api/account/export and POST /api/account/delete for the signed-in
// account; GET /api/admin/privacy-requests and POST /api/admin/customers/{id}/privacy-delete for admins.
import { Router, type Request, type Response } from 'express';
import { AccountDeleteBodySchema } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from '../auth/authenticate.js';
import { limitBy, wrongPassword, type RateLimiting } from '../../middleware/rate-limit.js';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { PrivacyService } from './privacy.service.js';

export function privacyRouter(privacy: PrivacyService, guards: AuthMiddleware, limits: RateLimiting): Router {
  const router = Router();
  const { requireAdmin } = guards;
  const serve = routesOn(router, guards);
  const userKey = (_req: Request, res: Response) => `user:${sessionOf(res).user.id}`;

  serve('GET /api/account/export', async (req, res) => {
    const exported = await privacy.exportAccount(sessionOf(res).user.id, requestLanguage(req));
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Disposition', `attachment; filename="account-data-${exported.exportedAt.slice(0, 10)}.json"`);
    res.status(200).json(exported);
  });

  // The password is typed again; wrong guesses with a stolen token count as at a password change.
  serve(
    'POST /api/account/delete',
    limitBy(limits, 'passwordChangePerAccount', userKey, wrongPassword),
    async (_req, res) => {
      try {
        await privacy.deleteOwnAccount(sessionOf(res).user, bodyOf(res, AccountDeleteBodySchema).password);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_PASSWORD') res.locals.wrongPassword = true;
        throw error;
      }
      res.status(204).end();
    },
  );

  router.use('/admin', requireAdmin);
  serve('GET /api/admin/privacy-requests', async (req, res) => {
    const { page, pageSize } = res.locals.query;
    res.status(200).json(await privacy.listRequests(page, pageSize));
  });
  serve('POST /api/admin/customers/{id}/privacy-delete', async (req, res) => {
    const request = await privacy.deleteCustomer(res.locals.path.id, sessionOf(res).user.id);
    res.status(200).json({ request });
  });

  return router;
}
