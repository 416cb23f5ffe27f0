// /api/auth/* (decisions.md §4, §6).
import { Router, type Request, type Response } from 'express';
import {
  ForgotPasswordSchema,
  LoginSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  translateMessage,
  VerifyEmailSchema,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from '../../middleware/authenticate.js';
import {
  accepted,
  accountKey,
  clientKey,
  failedLogin,
  limitBy,
  registrationAttempt,
  wrongPassword,
  type RateLimiting,
} from '../../middleware/rate-limit.js';
import { bodyOf, validateBody } from '../../middleware/validate.js';
import type { AuthService } from './auth.service.js';

export function authRouter(auth: AuthService, { requireAuth }: AuthMiddleware, limits: RateLimiting): Router {
  const router = Router();
  const userKey = (_req: Request, res: Response) => `user:${sessionOf(res).user.id}`;

  router.post(
    '/auth/register',
    validateBody(RegisterSchema),
    limitBy(limits, 'registrationsPerClient', clientKey, registrationAttempt),
    async (req, res) => {
      const signedIn = await auth.register(bodyOf(res, RegisterSchema), requestLanguage(req));
      res.status(201).json(signedIn);
    },
  );

  // Only failed logins count, and per account *and* client address: a stranger's guesses elsewhere never stop the
  // owner's right password. The cap per account over all addresses stops guessing from many addresses at once.
  router.post(
    '/auth/login',
    validateBody(LoginSchema),
    limitBy(limits, 'loginPerAccountAndClient', (req, res) => `${accountKey(res)}|${clientKey(req)}`, failedLogin),
    limitBy(limits, 'loginPerAccount', (_req, res) => accountKey(res), failedLogin),
    limitBy(limits, 'loginPerClient', clientKey, failedLogin),
    async (_req, res) => {
      res.json(await auth.login(bodyOf(res, LoginSchema)));
    },
  );

  router.get('/auth/verify', requireAuth, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: auth.publicUser(sessionOf(res).user) });
  });

  router.post('/auth/logout', requireAuth, async (_req, res) => {
    await auth.logout(sessionOf(res));
    res.status(204).end();
  });

  router.put('/auth/profile', requireAuth, validateBody(ProfileSchema), async (_req, res) => {
    res.json({ user: await auth.updateProfile(sessionOf(res), bodyOf(res, ProfileSchema)) });
  });

  // Guessing the current password with a stolen token is limited per account; only wrong guesses count.
  router.put(
    '/auth/password',
    requireAuth,
    validateBody(PasswordChangeSchema),
    limitBy(limits, 'passwordChangePerAccount', userKey, wrongPassword),
    async (_req, res) => {
      const { currentPassword, newPassword } = bodyOf(res, PasswordChangeSchema);
      try {
        await auth.changePassword(sessionOf(res), currentPassword, newPassword);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_PASSWORD') res.locals.wrongPassword = true;
        throw error;
      }
      res.status(204).end();
    },
  );

  router.post(
    '/auth/forgot-password',
    validateBody(ForgotPasswordSchema),
    limitBy(limits, 'resetPerAddressAndClient', (req, res) => `${accountKey(res)}|${clientKey(req)}`, accepted),
    limitBy(limits, 'resetPerAddress', (_req, res) => accountKey(res), accepted),
    (req, res) => {
      // Answered before the lookup and the mail, so that nothing in the answer or its timing tells whether the
      // address has an account.
      const { email } = bodyOf(res, ForgotPasswordSchema);
      res.status(202).json({ message: translateMessage('auth.forgotPassword.accepted', requestLanguage(req)) });
      auth.requestPasswordReset(email);
    },
  );

  router.post('/auth/reset-password', validateBody(ResetPasswordSchema), async (_req, res) => {
    const { token, password } = bodyOf(res, ResetPasswordSchema);
    await auth.resetPassword(token, password);
    res.status(204).end();
  });

  // The page of the mailed confirmation link calls this; no sign-in needed (the link may open on another device).
  router.post('/auth/verify-email', validateBody(VerifyEmailSchema), async (_req, res) => {
    await auth.verifyEmail(bodyOf(res, VerifyEmailSchema).token);
    res.status(204).end();
  });

  router.post(
    '/auth/resend-verification',
    requireAuth,
    limitBy(limits, 'verificationMailsPerAccount', userKey, accepted),
    async (req, res) => {
      const { user } = sessionOf(res);
      await auth.resendVerification(sessionOf(res));
      res.status(202).json({ message: translateMessage('auth.verification.sent', requestLanguage(req), { email: user.email }) });
    },
  );

  return router;
}
