// /api/user/* (decisions.md §4): the signed-in user's own settings.
import { Router } from 'express';
import { LanguageSchema } from '@telecom/domain';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AuthService } from '../auth/auth.service.js';

export function usersRouter(auth: AuthService, { requireAuth }: AuthMiddleware): Router {
  const router = Router();

  router.put('/user/language', requireAuth, validateBody(LanguageSchema), async (_req, res) => {
    res.json({ user: await auth.setLanguage(sessionOf(res), bodyOf(res, LanguageSchema).language) });
  });

  return router;
}
