// E-mail confirmation links (decisions.md §6): a random token of 256 bits, stored only as its SHA-256, working once,
// for 24 hours, for the one address it was sent to. Used and expired links are kept for a while, so that the page
// can tell "already used" and "expired" apart from a link that never existed.
import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_HOURS } from '@telecom/domain';
import type { Db } from '../../db/connection.js';

const TOKEN_BYTES = 32;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
/** How long a used or expired link is remembered for its "already used" / "expired" answer. */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type VerificationLookup =
  | { state: 'unknown' }
  | { state: 'used' | 'expired'; userId: number; email: string }
  | { state: 'valid'; userId: number; email: string };

interface VerificationRow {
  user_id: number;
  email: string;
  expires_at: number;
  used_at: number | null;
}

export function createEmailVerifications(db: Db) {
  const insert = db.prepare('INSERT INTO email_verifications (token_hash, user_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const find = db.prepare<[string], VerificationRow>('SELECT user_id, email, expires_at, used_at FROM email_verifications WHERE token_hash = ?');
  const consume = db.prepare('UPDATE email_verifications SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?');
  const useAll = db.prepare('UPDATE email_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const prune = db.prepare('DELETE FROM email_verifications WHERE created_at < ?');

  return {
    /** Creates a link token for the user's address and returns it; only its hash is stored. */
    create(userId: number, email: string, now = Date.now()): string {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      prune.run(now - KEPT_MS);
      insert.run(hashToken(token), userId, email, now + TTL_MS, now);
      return token;
    },

    /** What a token is: unknown, used, expired or valid (with its user and address). Does not use it up. */
    lookup(token: string, now = Date.now()): VerificationLookup {
      const row = find.get(hashToken(token));
      if (!row) return { state: 'unknown' };
      const found = { userId: row.user_id, email: row.email };
      if (row.used_at !== null) return { state: 'used', ...found };
      if (row.expires_at <= now) return { state: 'expired', ...found };
      return { state: 'valid', ...found };
    },

    /** Uses the token up; false when it was used or expired in the meantime (two clicks racing). */
    consume(token: string, now = Date.now()): boolean {
      return consume.run(now, hashToken(token), now).changes === 1;
    },

    /** Uses up every outstanding link of the user (after a confirmation, or when the address changes). */
    useAll(userId: number, now = Date.now()): void {
      useAll.run(now, userId);
    },
  };
}

export type EmailVerifications = ReturnType<typeof createEmailVerifications>;
