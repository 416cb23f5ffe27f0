// SQL for `api_keys` (migration 045): an account's keys, found by the SHA-256 hash of their secret.
import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, Database } from '../../db/schema.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface NewApiKey {
  userId: number;
  name: string;
  scopes: readonly string[];
  prefix: string;
  secretHash: string;
  createdAt: string;
}

export function createApiKeysRepository(db: Kysely<Database>) {
  return {
    async insert(key: NewApiKey): Promise<ApiKeyRow> {
      return db
        .insertInto('api_keys')
        .values({
          user_id: key.userId,
          name: key.name,
          scopes: key.scopes.join(' '),
          prefix: key.prefix,
          secret_hash: key.secretHash,
          created_at: key.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The account's keys that are not revoked, newest first. */
    async listActive(userId: number): Promise<ApiKeyRow[]> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The key of a secret's hash unless it is revoked: one lookup on the unique index of `secret_hash`. */
    async findActiveByHash(secretHash: string): Promise<ApiKeyRow | undefined> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('secret_hash', '=', secretHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** One of the account's keys that is not revoked; another account's key is not found. */
    async findActive(userId: number, id: number): Promise<ApiKeyRow | undefined> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** Revokes the key if it is the account's and not revoked yet; false otherwise. */
    async revoke(userId: number, id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets when the key was last used, unless a request of the last `since` already did (one write a minute at most). */
    async touch(id: number, at: string, since: string): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
        .execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
