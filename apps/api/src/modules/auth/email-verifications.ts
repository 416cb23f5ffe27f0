// E-mail confirmation links (docs/contracts.md §6): a random token of 256 bits, stored only as its SHA-256, working once,
// for 24 hours, for the one address it was sent to. Used and expired links are kept for a while, so that the page
// can tell "already used" and "expired" apart from a link that never existed.
import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const TOKEN_BYTES = 32;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
/** How long a used or expired link is remembered for its "already used" / "expired" answer. */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type VerificationLookup =
  | { state: 'unknown' }
  | { state: 'used' | 'expired'; userId: number; email: string }
  | { state: 'valid'; userId: number; email: string };

/** The links' table, on the app's handle or a transaction. */
export function createEmailVerifications(db: Kysely<Database>) {
  return {
    /** Creates a link token for the user's address and returns it; only its hash is stored. */
    async create(userId: number, email: string, now = Date.now()): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await db
        .deleteFrom('email_verifications')
        .where('created_at', '<', now - KEPT_MS)
        .execute();
      await db
        .insertInto('email_verifications')
        .values({ token_hash: hashToken(token), user_id: userId, email, expires_at: now + TTL_MS, created_at: now })
        .execute();
      return token;
    },

    /** What a token is: unknown, used, expired or valid (with its user and address). Does not use it up. */
    async lookup(token: string, now = Date.now()): Promise<VerificationLookup> {
      const row = await db
        .selectFrom('email_verifications')
        .select(['user_id', 'email', 'expires_at', 'used_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row) return { state: 'unknown' };
      const found = { userId: row.user_id, email: row.email };
      if (row.used_at !== null) return { state: 'used', ...found };
      if (row.expires_at <= now) return { state: 'expired', ...found };
      return { state: 'valid', ...found };
    },

    /** Uses the token up; false when it was used or expired in the meantime (two clicks racing). */
    async consume(token: string, now = Date.now()): Promise<boolean> {
      const result = await db
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses up every outstanding link of the user (after a confirmation, or when the address changes). */
    async useAll(userId: number, now = Date.now()): Promise<void> {
      await db
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type EmailVerifications = ReturnType<typeof createEmailVerifications>;
