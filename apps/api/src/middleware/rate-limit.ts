// Brute-force protection (issue 3): login and forgot-password are limited per client address and per e-mail
// address, answering 429 with Retry-After in the usual error shape.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { AppError } from '../errors/app-error.js';

export interface RateLimit {
  windowMs: number;
  /** Attempts per client address within the window. */
  perIp: number;
  /** Attempts per e-mail address within the window. */
  perEmail: number;
}

export interface RateLimits {
  /** Only failed logins count: a user who logs in successfully is never locked out by it. */
  login: RateLimit;
  forgotPassword: RateLimit;
  /** Wrong current passwords at PUT /api/auth/password, per account (`perEmail` counts per signed-in user). */
  passwordChange: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { windowMs: 15 * 60_000, perIp: 100, perEmail: 10 },
  forgotPassword: { windowMs: 60 * 60_000, perIp: 20, perEmail: 5 },
  passwordChange: { windowMs: 15 * 60_000, perIp: 100, perEmail: 10 },
};

const clientKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;

/** The e-mail address of the body as the schemas clean it (trimmed, lower case), or the client address. */
function emailKey(req: Request): string {
  const body: unknown = req.body;
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? `email:${email.trim().toLowerCase()}` : clientKey(req);
}

/** 429 with Retry-After in seconds and a message that says the wait in whole minutes (decisions.md §6). */
export function tooManyRequests(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'TOO_MANY_REQUESTS', {
    params: { minutes },
    messageKey: minutes === 1 ? 'auth.tooManyRequests.oneMinute' : undefined,
    headers: { 'Retry-After': String(seconds) },
  });
}

function limiter(windowMs: number, limit: number, keyGenerator: (req: Request) => string, skipSuccessfulRequests: boolean): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    keyGenerator,
    skipSuccessfulRequests,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false },
    handler: (req, _res, next) => {
      const { rateLimit: info } = req as Request & { rateLimit?: RateLimitInfo };
      const resetTime = info?.resetTime?.getTime() ?? Date.now() + windowMs;
      const seconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      next(tooManyRequests(seconds));
    },
  });
}

/** Two limiters in a row: per client address, then per e-mail address (or per account with `accountKey`). */
export function limitAttempts(
  { windowMs, perIp, perEmail }: RateLimit,
  options: { countSuccess: boolean; accountKey?: (req: Request) => string },
): RequestHandler[] {
  const skipSuccessfulRequests = !options.countSuccess;
  return [limiter(windowMs, perIp, clientKey, skipSuccessfulRequests), limiter(windowMs, perEmail, options.accountKey ?? emailKey, skipSuccessfulRequests)];
}
