// /api/user/* (docs/contracts.md §4): the signed-in user's own settings. It lives with the auth module, whose service
// changes them, rather than with users/, which the auth module builds on (docs/decisions/065).
import { Router } from 'express';
import { LanguageBodySchema } from '@telecom/domain';
import { bodyOf } from '../../middleware/validate.js';
import { routesOn } from '../../middleware/api-routes.js';
import type { AuthService } from './auth.service.js';
import { sessionOf, type AuthMiddleware } from './authenticate.js';

export function userRouter(auth: AuthService, guards: AuthMiddleware): Router {
  const router = Router();
  const serve = routesOn(router, guards);

  serve('PUT /api/user/language', async (_req, res) => {
    res.status(200).json({
      user: await auth.setLanguage(sessionOf(res), bodyOf(res, LanguageBodySchema).language),
    });
  });

  return router;
}
