// Access tokens: JWT signed with HS256 only, checked with the algorithm pinned. A token names its user, the
// user's token version and its own id (jti). It stops verifying when it expires, when it has been revoked by
// logout (its jti is stored until its expiry, in the database that every instance reads), or when the user's token
// version has gone up (password change or reset).
import { createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { REMEMBER_ME_DAYS } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const JWT_ALGORITHM = 'HS256';
/** How many verified tokens the service remembers, so that a token in use is checked by signature only once. */
const VERIFIED_TOKENS_KEPT = 10_000;
const REMEMBER_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  jti: string;
  /** Expiry in seconds since the epoch. */
  expiresAt: number;
}

export interface TokenServiceOptions {
  db: Kysely<Database>;
  secret: string;
  /** Lifetime of an ordinary token (`JWT_TTL`). */
  ttlSeconds: number;
}

function claimsOf(payload: string | jwt.JwtPayload): TokenClaims | undefined {
  if (typeof payload === 'string') return undefined;
  const { sub, ver, jti, exp } = payload;
  const userId = Number(sub);
  if (typeof sub !== 'string' || !/^\d+$/.test(sub) || !Number.isSafeInteger(userId)) return undefined;
  if (typeof ver !== 'number' || !Number.isInteger(ver)) return undefined;
  if (typeof jti !== 'string' || jti.length === 0 || typeof exp !== 'number') return undefined;
  return { userId, tokenVersion: ver, jti, expiresAt: exp };
}

export function createTokenService({ db, secret: secretText, ttlSeconds }: TokenServiceOptions) {
  // A key object made once: given a string, jsonwebtoken first tries to read it as a public key on every call,
  // which costs more than the rest of a verified request together.
  const secret = createSecretKey(Buffer.from(secretText, 'utf8'));
  // Token → claims of tokens whose signature has been checked, oldest first. Revocation and the token version are
  // still read from the database on every request (they change, on any instance), expiry is checked too; the
  // signature of a given string cannot change.
  const verified = new Map<string, TokenClaims>();

  function verify(token: string): TokenClaims | undefined {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt * 1000 > Date.now()) return known;
      verified.delete(token);
      return undefined;
    }
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, secret, { algorithms: [JWT_ALGORITHM] });
    } catch {
      return undefined;
    }
    const claims = claimsOf(payload);
    if (!claims) return undefined;
    verified.set(token, claims);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    return claims;
  }

  return {
    /** Signs a token for the user; `remember` makes it last 30 days instead of `JWT_TTL`. */
    issue(user: { id: number; tokenVersion: number }, remember = false): string {
      return jwt.sign({ ver: user.tokenVersion }, secret, {
        algorithm: JWT_ALGORITHM,
        expiresIn: remember ? REMEMBER_SECONDS : ttlSeconds,
        subject: String(user.id),
        jwtid: randomUUID(),
      });
    },

    /**
     * The claims of a token that is well-formed, signed with our secret by HS256 and not expired; undefined for
     * anything else (including `alg: none` and tokens signed with another algorithm). The caller still checks that
     * the token has not been revoked (its jti in revoked_tokens) and compares the token version with the user's:
     * the users repository does both in the one query that reads the user.
     */
    read(token: string): TokenClaims | undefined {
      return verify(token);
    },

    /**
     * Revokes one token until its expiry, in the database, so that it stops verifying on every instance; expired
     * revocations are pruned on the way. Rejects when the database cannot take the write (the token then still
     * works everywhere, and the caller says so rather than pretend).
     */
    async revoke(claims: TokenClaims): Promise<void> {
      try {
        await db
          .deleteFrom('revoked_tokens')
          .where('expires_at', '<', Math.floor(Date.now() / 1000))
          .execute();
      } catch {
        // pruning is housekeeping; the revocation itself is what matters
      }
      await db
        .insertInto('revoked_tokens')
        .values({ jti: claims.jti, expires_at: claims.expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
