// Password reset links: a random token of 256 bits, stored only as its SHA-256, working once, for one hour.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES } from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const TOKEN_BYTES = 32;
const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The reset links' table, on the app's handle or a transaction. */
export function createPasswordResets(db: Kysely<Database>) {
  return {
    /** Creates a reset token for the user and returns it; only its hash is stored. */
    async create(userId: number): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = Date.now();
      await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', now - TTL_MS)
        .execute();
      await db
        .insertInto('password_resets')
        .values({ token_hash: hashToken(token), user_id: userId, expires_at: now + TTL_MS, created_at: now })
        .execute();
      return token;
    },

    /** The user of a valid, unused, unexpired token; undefined otherwise. Does not use it up. */
    async userOf(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('password_resets')
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', Date.now())
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Uses the token up; false when it was used, expired or unknown in the meantime (two resets racing). */
    async consume(token: string, userId: number): Promise<boolean> {
      const now = Date.now();
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses up every outstanding link of the user (after a successful reset). */
    async useAll(userId: number): Promise<void> {
      await db
        .updateTable('password_resets')
        .set({ used_at: Date.now() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
