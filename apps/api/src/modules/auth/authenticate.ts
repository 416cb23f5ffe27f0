// Bearer-token middleware: `requireAuth` (401 without a valid token), `requireAdmin` (401, then 403 for a
// non-admin) and `optionalAuth` (a valid token attaches the account; anything else leaves the request anonymous).
// They belong to the auth module: they ask its service for the token's session, and the routers of the modules above
// it take them from here (docs/decisions/065).
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../errors/app-error.js';
import { runAsActor } from '../../lib/actor-context.js';
import type { AuthService, Session } from './auth.service.js';

const BEARER = /^Bearer\s+([A-Za-z0-9_.~+/-]+=*)\s*$/i;

function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

const challenge = { 'WWW-Authenticate': 'Bearer' };

/** Goes on as the session's user: the activity entries the request writes name them (lib/actor-context.ts). */
function nextAs(session: Session, next: NextFunction): void {
  const { id, firstName, lastName } = session.user;
  runAsActor({ userId: id, name: [firstName, lastName].filter(Boolean).join(' ') }, () => next());
}

export function createAuthMiddleware(auth: AuthService) {
  // Express 5 passes a rejected promise of a handler to the error handler.
  const requireAuth = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new AppError(401, 'UNAUTHENTICATED', { headers: challenge });
    const session = await auth.authenticate(token);
    if (!session)
      throw new AppError(401, 'INVALID_TOKEN', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
    res.locals.session = session;
    nextAs(session, next);
  };

  // Several routers guard /api/admin; the token is checked once per request, the later guards pass it on.
  const requireAdmin = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (res.locals.adminChecked !== true) {
      // Throws 401 unless the token verifies; then the session is on res.locals.
      await requireAuth(req, res, () => undefined);
      if (!auth.isAdmin(sessionOf(res).user)) throw new AppError(403, 'FORBIDDEN');
      res.locals.adminChecked = true;
      nextAs(sessionOf(res), next);
      return;
    }
    // A later guard of the same request: it runs as the admin already.
    next();
  };

  const optionalAuth = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req.headers.authorization);
    const session = token ? await auth.authenticate(token) : undefined;
    if (!session) return next();
    res.locals.session = session;
    nextAs(session, next);
  };

  const handlers: { requireAuth: RequestHandler; requireAdmin: RequestHandler; optionalAuth: RequestHandler } = {
    requireAuth,
    requireAdmin,
    optionalAuth,
  };
  return handlers;
}

export type AuthMiddleware = ReturnType<typeof createAuthMiddleware>;

/** The session that `requireAuth` attached. */
export function sessionOf(res: Response): Session {
  const session = res.locals.session as Session | undefined;
  if (!session) throw new AppError(401, 'UNAUTHENTICATED');
  return session;
}

/** The session that `optionalAuth` attached, if any. */
export function optionalSessionOf(res: Response): Session | undefined {
  return res.locals.session as Session | undefined;
}
