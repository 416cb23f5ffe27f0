// API keys (docs/contracts.md §18, docs/decisions/069): an account makes named keys with scopes, sees each secret once,
// lists and revokes them; a request that sends a key as its bearer token acts as the key's owner within its scopes.
// Only the SHA-256 hash of a secret is stored. A secret holds 256 random bits, so its hash is as good a lookup key as
// the secret itself: finding the row by the hash on a unique index leaks nothing that a constant-time comparison would
// protect (a timing difference could at most tell which hash prefixes exist, and no one can make a secret to a given hash).
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_SCOPES,
  API_KEY_SECRET_PREFIX,
  type ApiKey,
  type ApiKeyCreatedAnswer,
  type ApiKeyScope,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import type { UserRecord } from '../users/users.repository.js';
import { createApiKeysRepository, type ApiKeyRow } from './api-keys.repository.js';

/** Random bytes of a secret: 32 (256 bits), written as 43 url-safe base64 characters. */
const SECRET_BYTES = 32;
/** Characters of the secret after `tn_live_` that the list shows to tell keys apart. */
const VISIBLE_CHARACTERS = 4;
/** last_used_at is written at most once a minute per key: "last used" needs no more, and a busy key no write a call. */
const LAST_USED_PRECISION_MS = 60_000;

/** A secret as the API recognises it: the prefix and at least 32 url-safe characters. */
export const API_KEY_SECRET = /^tn_live_[A-Za-z0-9_-]{32,}$/;

/** The key a request came with: its id and what it may do. */
export interface ApiKeyUse {
  id: number;
  userId: number;
  scopes: readonly ApiKeyScope[];
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const scopesOf = (stored: string): ApiKeyScope[] => API_KEY_SCOPES.filter((scope) => stored.split(' ').includes(scope));

/** A key as its owner sees it: never its hash. */
export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: scopesOf(row.scopes),
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

const fullName = (user: UserRecord) => [user.firstName, user.lastName].filter(Boolean).join(' ');

export function createApiKeysService({ db, clock = systemClock }: { db: Kysely<Database>; clock?: Clock }) {
  const keys = createApiKeysRepository(db);

  return {
    /**
     * Makes a key for the account and answers its secret, this once. The `admin` scope is for admins only (403
     * FORBIDDEN otherwise, as an admin route answers a customer). An activity entry records it.
     */
    async create(
      user: UserRecord,
      isAdmin: boolean,
      input: { name: string; scopes: readonly ApiKeyScope[] },
    ): Promise<ApiKeyCreatedAnswer> {
      if (input.scopes.includes('admin') && !isAdmin) throw new AppError(403, 'FORBIDDEN');
      const secret = API_KEY_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
      const now = clock.now().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const stored = await createApiKeysRepository(trx).insert({
          userId: user.id,
          name: input.name,
          scopes: input.scopes,
          prefix: secret.slice(0, API_KEY_SECRET_PREFIX.length + VISIBLE_CHARACTERS),
          secretHash: hashSecret(secret),
          createdAt: now,
        });
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.apiKeyCreated',
          params: { key: input.name, name: fullName(user) },
          status: 'success',
          timestamp: now,
        });
        return stored;
      });
      return { key: toApiKey(row), secret };
    },

    async list(userId: number): Promise<ApiKey[]> {
      return (await keys.listActive(userId)).map(toApiKey);
    },

    /** Revokes one of the account's keys at once; another account's key, or one revoked before, is 404. */
    async revoke(user: UserRecord, id: number): Promise<void> {
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const repository = createApiKeysRepository(trx);
        const key = await repository.findActive(user.id, id);
        if (!key || !(await repository.revoke(user.id, id, now))) throw new AppError(404, 'NOT_FOUND');
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.apiKeyRevoked',
          params: { key: key.name, name: fullName(user) },
          status: 'success',
          timestamp: now,
        });
      });
    },

    /** The key of a secret, unless it is unknown or revoked; notes that it was used (to the minute). */
    async authenticate(secret: string): Promise<ApiKeyUse | undefined> {
      if (!API_KEY_SECRET.test(secret)) return undefined;
      const key = await keys.findActiveByHash(hashSecret(secret));
      if (!key) return undefined;
      const now = clock.now();
      await keys.touch(key.id, now.toISOString(), new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString());
      return { id: key.id, userId: key.user_id, scopes: scopesOf(key.scopes) };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
