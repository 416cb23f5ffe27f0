// /api/user/* (docs/contracts.md §4): the signed-in user's own settings.
import { Router } from 'express';
import { LanguageBodySchema, UserAnswerSchema } from '@telecom/domain';
import { send } from '../../lib/answer.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AuthService } from '../auth/auth.service.js';

export function usersRouter(auth: AuthService, { requireAuth }: AuthMiddleware): Router {
  const router = Router();

  router.put('/user/language', requireAuth, validateBody(LanguageBodySchema), async (_req, res) => {
    send(res, 200, UserAnswerSchema, {
      user: await auth.setLanguage(sessionOf(res), bodyOf(res, LanguageBodySchema).language),
    });
  });

  return router;
}
