// Bearer-token middleware: `requireAuth` (401 without a valid token), `requireAdmin` (401, then 403 for a
// non-admin), `optionalAuth` (a valid token attaches the account; anything else leaves the request anonymous) and
// `requireSession` (as requireAuth, but an API key is refused: the calls that change the sign-in itself).
// They belong to the auth module: they ask its service for the token's session, and the routers of the modules above
// it take them from here (docs/decisions/065).
//
// An API key (`tn_live_…`, docs/decisions/069) is accepted wherever a token is, as its owner, within its scopes: `read`
// for GET and HEAD, `write` for the other methods, and `admin` besides for the back office. A key-authenticated
// request counts against the key's rate limit and its answer carries the IETF RateLimit-Limit, RateLimit-Remaining and
// RateLimit-Reset headers; over the limit it is answered 429 with Retry-After.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiKeyScope } from '@telecom/domain';
import { AppError } from '../../errors/app-error.js';
import { runAsActor } from '../../lib/actor-context.js';
import { tooManyRequests, type RateLimiting } from '../../middleware/rate-limit.js';
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

/** The scope an API key needs for a request's method: reading is GET and HEAD, anything else writes. */
const scopeOfMethod = (method: string): ApiKeyScope => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

function requireScope(session: Session, scope: ApiKeyScope): void {
  if (session.apiKey && !session.apiKey.scopes.includes(scope))
    throw new AppError(403, 'INSUFFICIENT_SCOPE', {
      params: { scope },
      headers: { 'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
    });
}

export function createAuthMiddleware(auth: AuthService, rateLimiting?: RateLimiting) {
  /**
   * The session of the request's bearer token or API key, checked once per request (several routers guard the same
   * paths). A key's request is counted against its limit first, so that refused calls count too.
   */
  async function sessionOfRequest(req: Request, res: Response): Promise<Session | undefined> {
    const token = bearerToken(req.headers.authorization);
    if (!token) return undefined;
    const checked = res.locals.checkedToken as { token: string; session: Session | undefined } | undefined;
    if (checked?.token === token) return checked.session;
    const session = await auth.authenticate(token);
    res.locals.checkedToken = { token, session };
    if (session?.apiKey) {
      await countKeyRequest(session.apiKey.id, res);
      requireScope(session, scopeOfMethod(req.method));
    }
    return session;
  }

  /** Counts a key's request: the RateLimit-* headers on the answer, and 429 with Retry-After over the limit. */
  async function countKeyRequest(keyId: number, res: Response): Promise<void> {
    if (!rateLimiting) return;
    const { windowMs, limit } = rateLimiting.limits.apiKeyRequests;
    const now = Date.now();
    const { hits, resetAt } = await rateLimiting.counters.hit(`apiKeyRequests:${keyId}`, windowMs, now);
    const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    res.set({
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - hits)),
      'RateLimit-Reset': String(seconds),
    });
    if (hits > limit) throw tooManyRequests(seconds);
  }

  // Express 5 passes a rejected promise of a handler to the error handler.
  const requireAuth = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!bearerToken(req.headers.authorization)) throw new AppError(401, 'UNAUTHENTICATED', { headers: challenge });
    const session = await sessionOfRequest(req, res);
    if (!session)
      throw new AppError(401, 'INVALID_TOKEN', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
    res.locals.session = session;
    nextAs(session, next);
  };

  /** As requireAuth, but for a signed-in session only: an API key cannot make keys, log out or change the sign-in. */
  const requireSession = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    await requireAuth(req, res, () => undefined);
    const session = sessionOf(res);
    if (session.apiKey) throw new AppError(403, 'API_KEY_NOT_ALLOWED');
    nextAs(session, next);
  };

  // Several routers guard /api/admin; the token is checked once per request, the later guards pass it on.
  const requireAdmin = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (res.locals.adminChecked !== true) {
      // Throws 401 unless the token verifies; then the session is on res.locals.
      await requireAuth(req, res, () => undefined);
      if (!auth.isAdmin(sessionOf(res).user)) throw new AppError(403, 'FORBIDDEN');
      requireScope(sessionOf(res), 'admin');
      res.locals.adminChecked = true;
      nextAs(sessionOf(res), next);
      return;
    }
    // A later guard of the same request: it runs as the admin already.
    next();
  };

  const optionalAuth = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const session = await sessionOfRequest(req, res);
    if (!session) return next();
    res.locals.session = session;
    nextAs(session, next);
  };

  const handlers: {
    requireAuth: RequestHandler;
    requireAdmin: RequestHandler;
    optionalAuth: RequestHandler;
    requireSession: RequestHandler;
  } = { requireAuth, requireAdmin, optionalAuth, requireSession };
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
