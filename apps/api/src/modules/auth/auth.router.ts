// /api/auth/* (docs/contracts.md §4, §6).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  translateMessage,
  VerifyEmailBodySchema,
} from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { sessionOf, type AuthMiddleware } from './authenticate.js';
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
import { bodyOf } from '../../middleware/validate.js';
import { routeChain, routesOn } from '../../middleware/api-routes.js';
import type { AuthService } from './auth.service.js';

/**
 * `GET /api/auth/verify`, the token check every page view of a signed-in visitor makes: its method, path and
 * handlers (the guard of the table's access first), which the app mounts as a route of its own ahead of the /api
 * routers, so that none of them is walked for it. `before`: the API's fixed headers.
 */
export function tokenCheckRoute(auth: AuthService, guards: AuthMiddleware, before: RequestHandler[]) {
  return routeChain('GET /api/auth/verify', guards, { before }, [
    (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(200).json({ user: auth.publicUser(sessionOf(res).user) });
    },
  ]);
}

export function authRouter(auth: AuthService, guards: AuthMiddleware, limits: RateLimiting): Router {
  const router = Router();
  const serve = routesOn(router, guards);
  const userKey = (_req: Request, res: Response) => `user:${sessionOf(res).user.id}`;

  serve(
    'POST /api/auth/register',
    limitBy(limits, 'registrationsPerClient', clientKey, registrationAttempt),
    async (req, res) => {
      res.status(201).json(await auth.register(bodyOf(res, RegisterBodySchema), requestLanguage(req)));
    },
  );

  // Only failed logins count, and per account *and* client address: a stranger's guesses elsewhere never stop the
  // owner's right password. The cap per account over all addresses stops guessing from many addresses at once.
  serve(
    'POST /api/auth/login',
    limitBy(limits, 'loginPerAccountAndClient', (req, res) => `${accountKey(res)}|${clientKey(req)}`, failedLogin),
    limitBy(limits, 'loginPerAccount', (_req, res) => accountKey(res), failedLogin),
    limitBy(limits, 'loginPerClient', clientKey, failedLogin),
    async (_req, res) => {
      res.status(200).json(await auth.login(bodyOf(res, LoginBodySchema)));
    },
  );

  serve('POST /api/auth/logout', async (_req, res) => {
    await auth.logout(sessionOf(res));
    res.status(204).end();
  });

  serve('PUT /api/auth/profile', async (_req, res) => {
    res.status(200).json({
      user: await auth.updateProfile(sessionOf(res), bodyOf(res, ProfileBodySchema)),
    });
  });

  // Guessing the current password with a stolen token is limited per account; only wrong guesses count.
  serve(
    'PUT /api/auth/password',
    limitBy(limits, 'passwordChangePerAccount', userKey, wrongPassword),
    async (_req, res) => {
      const { currentPassword, newPassword } = bodyOf(res, PasswordChangeBodySchema);
      try {
        await auth.changePassword(sessionOf(res), currentPassword, newPassword);
      } catch (error) {
        if (error instanceof AppError && error.code === 'WRONG_PASSWORD') res.locals.wrongPassword = true;
        throw error;
      }
      res.status(204).end();
    },
  );

  serve(
    'POST /api/auth/forgot-password',
    limitBy(limits, 'resetPerAddressAndClient', (req, res) => `${accountKey(res)}|${clientKey(req)}`, accepted),
    limitBy(limits, 'resetPerAddress', (_req, res) => accountKey(res), accepted),
    (req, res) => {
      // Answered before the lookup and the mail, so that nothing in the answer or its timing tells whether the
      // address has an account.
      const { email } = bodyOf(res, ForgotPasswordBodySchema);
      res.status(202).json({
        message: translateMessage('auth.forgotPassword.accepted', requestLanguage(req)),
      });
      auth.requestPasswordReset(email);
    },
  );

  serve('POST /api/auth/reset-password', async (_req, res) => {
    const { token, password } = bodyOf(res, ResetPasswordBodySchema);
    await auth.resetPassword(token, password);
    res.status(204).end();
  });

  // The page of the mailed confirmation link calls this; no sign-in needed (the link may open on another device).
  serve('POST /api/auth/verify-email', async (_req, res) => {
    await auth.verifyEmail(bodyOf(res, VerifyEmailBodySchema).token);
    res.status(204).end();
  });

  serve(
    'POST /api/auth/resend-verification',
    limitBy(limits, 'verificationMailsPerAccount', userKey, accepted),
    async (req, res) => {
      const { user } = sessionOf(res);
      await auth.resendVerification(sessionOf(res));
      res.status(202).json({
        message: translateMessage('auth.verification.sent', requestLanguage(req), { email: user.email }),
      });
    },
  );

  return router;
}
