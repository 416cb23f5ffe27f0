// Password reset links: a random token of 256 bits, stored only as its SHA-256, working once, for one hour.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@telecom/domain';
import type { Db } from '../../db/connection.js';

const TOKEN_BYTES = 32;
const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function createPasswordResets(db: Db) {
  const insert = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string, number], { user_id: number }>(
    'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const consume = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
  );
  const useAll = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const prune = db.prepare('DELETE FROM password_resets WHERE expires_at < ?');

  return {
    /** Creates a reset token for the user and returns it; only its hash is stored. */
    create(userId: number): string {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = Date.now();
      prune.run(now - TTL_MS);
      insert.run(hashToken(token), userId, now + TTL_MS, now);
      return token;
    },

    /** The user of a valid, unused, unexpired token; undefined otherwise. Does not use it up. */
    userOf(token: string): number | undefined {
      return find.get(hashToken(token), Date.now())?.user_id;
    },

    /** Uses the token up; false when it was used, expired or unknown in the meantime (two resets racing). */
    consume(token: string, userId: number): boolean {
      const now = Date.now();
      return consume.run(now, hashToken(token), userId, now).changes === 1;
    },

    /** Uses up every outstanding link of the user (after a successful reset). */
    useAll(userId: number): void {
      useAll.run(Date.now(), userId);
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
