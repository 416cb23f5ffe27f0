// Limits that stop guessing and flooding without letting a stranger lock an owner out (docs/contracts.md §6):
// - failed logins are counted per account and client address, with a cap per account across all addresses;
// - reset mails per address and client, and per address;
// - registrations per client address;
// - wrong current passwords at a password change, and confirmation mails, per signed-in account.
// Each limiter runs after the body has been validated, so a request refused as invalid (400) is never counted and
// never refused as "too many"; and only the outcomes that say something count (a failed login, a mail sent).
// A refused request answers 429 with Retry-After (seconds) and a message that gives the wait in minutes. The client
// address is `req.ip`, which follows the TRUST_PROXY setting. The counters live in the database (the `rate_limits`
// table, through a store for express-rate-limit), so that several instances on one database count together.
import type { Request, RequestHandler, Response } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type ClientRateLimitInfo,
  type Options,
  type RateLimitInfo,
  type Store,
} from 'express-rate-limit';
import { AppError } from '../errors/app-error.js';
import type { RateLimitCounters } from './rate-limit.repository.js';

export interface Limit {
  windowMs: number;
  /** Counted requests allowed within the window; the next one answers 429. */
  limit: number;
}

export interface RateLimits {
  /** Failed logins per account and client address. */
  loginPerAccountAndClient: Limit;
  /** Failed logins per account from all client addresses together (distributed guessing). */
  loginPerAccount: Limit;
  /** Failed logins per client address over all accounts (one client trying many accounts). */
  loginPerClient: Limit;
  /** Reset mails per address and client address. */
  resetPerAddressAndClient: Limit;
  /** Reset mails per address from all client addresses. */
  resetPerAddress: Limit;
  /** Registrations (and attempts at a taken address) per client address. */
  registrationsPerClient: Limit;
  /** Wrong current passwords at PUT /api/auth/password per signed-in account. */
  passwordChangePerAccount: Limit;
  /** Confirmation mails asked for with POST /api/auth/resend-verification per signed-in account. */
  verificationMailsPerAccount: Limit;
  /** New VOIP numbers held with POST /api/voip/numbers/hold per client address (nobody holds the inventory). */
  numberHoldsPerClient: Limit;
  /** Withdrawal links asked for with POST /api/withdrawals/link per client address (docs/contracts.md §13). */
  withdrawalLinksPerClient: Limit;
  /** Withdrawal links asked for per e-mail address from all client addresses. */
  withdrawalLinksPerAddress: Limit;
  /** Requests per API key, all of them (docs/decisions/069); API_KEY_REQUESTS_PER_MINUTE sets the number. */
  apiKeyRequests: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccountAndClient: { windowMs: 15 * MINUTE, limit: 10 },
  loginPerAccount: { windowMs: HOUR, limit: 100 },
  loginPerClient: { windowMs: 15 * MINUTE, limit: 100 },
  resetPerAddressAndClient: { windowMs: HOUR, limit: 5 },
  resetPerAddress: { windowMs: HOUR, limit: 20 },
  registrationsPerClient: { windowMs: HOUR, limit: 10 },
  passwordChangePerAccount: { windowMs: 15 * MINUTE, limit: 10 },
  verificationMailsPerAccount: { windowMs: HOUR, limit: 5 },
  // A hold lasts 15 minutes (NUMBER_HOLD_MINUTES): one client holds at most 10 numbers at a time.
  numberHoldsPerClient: { windowMs: 15 * MINUTE, limit: 10 },
  // As the reset mails: enough for a few orders, too few to probe order numbers.
  withdrawalLinksPerClient: { windowMs: HOUR, limit: 10 },
  withdrawalLinksPerAddress: { windowMs: HOUR, limit: 5 },
  apiKeyRequests: { windowMs: MINUTE, limit: 120 },
};

/** 429 with Retry-After in seconds and a message that says the wait in whole minutes (docs/contracts.md §6). */
export function tooManyRequests(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(429, 'TOO_MANY_REQUESTS', {
    params: { minutes },
    messageKey: minutes === 1 ? 'auth.tooManyRequests.oneMinute' : undefined,
    headers: { 'Retry-After': String(seconds) },
  });
}

/** The client address as TRUST_PROXY allows it; IPv6 addresses count per /56 network, as one household's do. */
export const clientKey = (req: Request): string => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;

/** The validated body's e-mail address (lower case after the schema), as a key. */
export function accountKey(res: Response): string {
  const body = res.locals.body as { email?: unknown } | undefined;
  return `email:${typeof body?.email === 'string' ? body.email : ''}`;
}

/** Which finished requests count against a limit. */
export type Counted = (res: Response) => boolean;

/** A failed login: the one answer for an unknown address or a wrong password. */
export const failedLogin: Counted = (res) => res.statusCode === 401;
/** A request that did its work (a mail accepted, an account created): 2xx. */
export const accepted: Counted = (res) => res.statusCode >= 200 && res.statusCode < 300;
/** A registration that created an account or found the address taken. */
export const registrationAttempt: Counted = (res) => accepted(res) || res.statusCode === 409;
/** A wrong current password at a password change. */
export const wrongPassword: Counted = (res) =>
  res.statusCode === 400 && (res.locals as { wrongPassword?: boolean }).wrongPassword === true;

/** The limits and where their counters live. */
export interface RateLimiting {
  limits: RateLimits;
  counters: RateLimitCounters;
}

/** How often a store removes the counters whose window has ended. */
const PRUNE_EVERY_MS = 60_000;

/**
 * express-rate-limit's store on the `rate_limits` table: one per limit, its keys prefixed with the limit's name (two
 * limits may count the same client). Every call is one statement, atomic across instances.
 */
class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = 0;
  private nextPrune = 0;

  constructor(
    private readonly counters: RateLimitCounters,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = Date.now();
    if (now >= this.nextPrune) {
      this.nextPrune = now + PRUNE_EVERY_MS;
      // Housekeeping: a failure here changes no count.
      this.counters.removeExpired(now).catch(() => undefined);
    }
    const { hits, resetAt } = await this.counters.hit(this.prefix + key, this.windowMs, now);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.takeBack(this.prefix + key, Date.now());
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.remove(this.prefix + key);
  }
}

/**
 * The limit `name` under one key. The hit is counted when the request starts (so that parallel requests cannot slip past
 * it) and taken back when the request ends without a counted outcome.
 */
export function limitBy(
  { limits, counters }: RateLimiting,
  name: keyof RateLimits,
  key: (req: Request, res: Response) => string,
  counted: Counted,
): RequestHandler {
  const limit = limits[name];
  return rateLimit({
    store: new DatabaseStore(counters, `${name}:`),
    windowMs: limit.windowMs,
    limit: limit.limit,
    keyGenerator: (req) => key(req, req.res!),
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => counted(res),
    standardHeaders: false,
    legacyHeaders: false,
    validate: { keyGeneratorIpFallback: false, trustProxy: false, xForwardedForHeader: false },
    handler: (req, _res, next) => {
      const { rateLimit: info } = req as Request & { rateLimit?: RateLimitInfo };
      const resetTime = info?.resetTime?.getTime() ?? Date.now() + limit.windowMs;
      next(tooManyRequests(Math.max(1, Math.ceil((resetTime - Date.now()) / 1000))));
    },
  });
}
