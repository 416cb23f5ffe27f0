// /api/auth/* (decisions.md §4).
import { Router, type Request } from 'express';
import {
  ForgotPasswordSchema,
  LoginSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  translateMessage,
} from '@telecom/domain';
import { requestLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import { limitAttempts, type RateLimits } from '../../middleware/rate-limit.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AuthService } from './auth.service.js';

export function authRouter(auth: AuthService, { requireAuth }: AuthMiddleware, limits: RateLimits): Router {
  const router = Router();

  router.post('/auth/register', validateBody(RegisterSchema), async (req, res) => {
    const signedIn = await auth.register(bodyOf(res, RegisterSchema), requestLanguage(req));
    res.status(201).json(signedIn);
  });

  router.post('/auth/login', ...limitAttempts(limits.login, { countSuccess: false }), validateBody(LoginSchema), async (_req, res) => {
    res.json(await auth.login(bodyOf(res, LoginSchema)));
  });

  router.get('/auth/verify', requireAuth, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: auth.publicUser(sessionOf(res).user) });
  });

  router.post('/auth/logout', requireAuth, (_req, res) => {
    auth.logout(sessionOf(res));
    res.status(204).end();
  });

  router.put('/auth/profile', requireAuth, validateBody(ProfileSchema), (_req, res) => {
    res.json({ user: auth.updateProfile(sessionOf(res), bodyOf(res, ProfileSchema)) });
  });

  // Guessing the current password with a stolen token is limited per account; only wrong guesses count.
  const accountKey = (req: Request) => `user:${req.res ? sessionOf(req.res).user.id : 'unknown'}`;
  router.put(
    '/auth/password',
    requireAuth,
    ...limitAttempts(limits.passwordChange, { countSuccess: false, accountKey }),
    validateBody(PasswordChangeSchema),
    async (_req, res) => {
    const { currentPassword, newPassword } = bodyOf(res, PasswordChangeSchema);
    await auth.changePassword(sessionOf(res), currentPassword, newPassword);
    res.status(204).end();
    },
  );

  router.post(
    '/auth/forgot-password',
    ...limitAttempts(limits.forgotPassword, { countSuccess: true }),
    validateBody(ForgotPasswordSchema),
    (req, res) => {
      // Answered before the lookup and the mail, so that nothing in the answer or its timing tells whether the
      // address has an account.
      const { email } = bodyOf(res, ForgotPasswordSchema);
      res.status(202).json({ message: translateMessage('auth.forgotPassword.accepted', requestLanguage(req)) });
      auth.requestPasswordReset(email).catch((error: unknown) => {
        req.log.error({ err: error instanceof Error ? { message: error.message } : undefined }, 'password reset request failed');
      });
    },
  );

  router.post('/auth/reset-password', validateBody(ResetPasswordSchema), async (_req, res) => {
    const { token, password } = bodyOf(res, ResetPasswordSchema);
    await auth.resetPassword(token, password);
    res.status(204).end();
  });

  return router;
}
