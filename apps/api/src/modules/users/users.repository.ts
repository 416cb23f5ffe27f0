import { foldCase, type Language, type User } from '@telecom/domain';
import { CompiledQuery, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/stat-counters.js';
import { actorColumns } from '../activity/activity.repository.js';
import type { Database, UserRow } from '../../db/schema.js';

export type StoredRole = 'customer' | 'admin';

/** A row of `users` as the code sees it. Never leaves the server as it is: see `toPublicUser`. */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** When the address was confirmed through a mailed link (docs/contracts.md §6); null while it is not. */
  emailVerifiedAt: string | null;
  phone: string | null;
  passwordHash: string;
  role: StoredRole;
  language: Language;
  newsletter: boolean;
  tokenVersion: number;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role?: StoredRole;
  language: Language;
  newsletter: boolean;
  /** True for an address that needs no confirmation link: the ADMIN_EMAIL account, the demo account. */
  emailVerified?: boolean;
  /** When the account was made: now, unless given (the demo seed's clock). */
  createdAt?: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

function fromRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerifiedAt: row.email_verified_at,
    phone: row.phone,
    passwordHash: row.password_hash,
    role: row.role,
    language: row.language,
    newsletter: row.newsletter === 1,
    tokenVersion: row.token_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The user as answers show it (the domain's `User`, docs/contracts.md §4: no hash, no token version). The role is the stored one alone: an address never makes anyone an admin
 * (docs/contracts.md §2; the ADMIN_EMAIL setting stores the admin role at start).
 */
export function toPublicUser(user: UserRecord): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    role: user.role,
    language: user.language,
    createdAt: user.createdAt,
  };
}

const now = () => new Date().toISOString();

/** What the back office's user search and sorting read (the domain's foldCase, as for customers and invoices). */
export function searchKeys(firstName: string, lastName: string, email: string): { nameKey: string; emailKey: string } {
  return { nameKey: foldCase(`${firstName} ${lastName}`), emailKey: foldCase(email) };
}

/** True when the handle talks to PostgreSQL (a transaction too): e-mail comparisons are written per database. */
export { isPostgres };

/**
 * `users.email` equal to `value` regardless of case: SQLite's column is COLLATE NOCASE (its unique index answers);
 * PostgreSQL's unique index is on lower(email).
 */
function emailIs(db: Kysely<Database>, value: string): Expression<SqlBool> {
  return isPostgres(db) ? sql<SqlBool>`lower(email) = lower(${value})` : sql<SqlBool>`email = ${value}`;
}

/**
 * SQL for `users`, parameterised throughout, on either database. E-mail comparisons ignore case. Takes the app's
 * handle or a transaction.
 */
function usersRepository(db: Kysely<Database>) {
  const byId = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id);
  // The query of every authenticated request, built and compiled once (Kysely would on every call); its parameters
  // are the account id and the token's jti, in that order.
  const tokenQuery = byId(0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revoked_tokens')
            .select(sql`1`.as('one'))
            .where('jti', '=', ''),
        ),
      ),
    )
    .compile();

  async function findById(id: number): Promise<UserRecord | undefined> {
    const row = await byId(id).executeTakeFirst();
    return row && fromRow(row);
  }

  return {
    findById,

    /** The user a token names, unless that token (its jti) has been revoked: one query per authenticated request. */
    async findByIdForToken(id: number, jti: string): Promise<UserRecord | undefined> {
      const { rows } = await db.executeQuery<UserRow>(CompiledQuery.raw(tokenQuery.sql, [id, jti]));
      return rows[0] && fromRow(rows[0]);
    },

    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const row = await db.selectFrom('users').selectAll().where(emailIs(db, email)).executeTakeFirst();
      return row && fromRow(row);
    },

    /** Inserts the user; a taken e-mail raises the database's unique-constraint error (see `isUniqueViolation`). */
    async insert(user: NewUser): Promise<UserRecord> {
      const at = user.createdAt ?? now();
      const { nameKey, emailKey } = searchKeys(user.firstName, user.lastName, user.email);
      const row = await db
        .insertInto('users')
        .values({
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          email_verified_at: user.emailVerified ? at : null,
          phone: user.phone,
          password_hash: user.passwordHash,
          role: user.role ?? 'customer',
          language: user.language,
          newsletter: user.newsletter ? 1 : 0,
          created_at: at,
          updated_at: at,
          name_key: nameKey,
          email_key: emailKey,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromRow(row);
    },

    /**
     * Applies the given profile fields only; the others stay as they are. A changed e-mail address is unconfirmed
     * again (docs/contracts.md §6); the caller mails the new link. The search keys follow.
     */
    async updateProfile(id: number, changes: ProfileChanges): Promise<UserRecord | undefined> {
      const { firstName, lastName, email, phone } = changes;
      if (firstName === undefined && lastName === undefined && email === undefined && phone === undefined)
        return findById(id);
      await db
        .updateTable('users')
        .set({
          ...(firstName !== undefined ? { first_name: firstName } : {}),
          ...(lastName !== undefined ? { last_name: lastName } : {}),
          ...(phone !== undefined ? { phone } : {}),
          ...(email !== undefined
            ? {
                email,
                // The old address compared with the new one regardless of case, as the unique index does.
                email_verified_at: sql<
                  string | null
                >`CASE WHEN ${emailIs(db, email)} THEN email_verified_at ELSE NULL END`,
              }
            : {}),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
      const user = await findById(id);
      if (!user) return undefined;
      const { nameKey, emailKey } = searchKeys(user.firstName, user.lastName, user.email);
      await db.updateTable('users').set({ name_key: nameKey, email_key: emailKey }).where('id', '=', id).execute();
      return user;
    },

    /** Stores a new password hash and raises the token version, so that every earlier token stops verifying. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now() }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Replaces a hash of an older kind by a new hash of the same password, at a login that proved it: the tokens
     * stay valid, and a hash changed meanwhile (a reset or a new password) is left alone.
     */
    async upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: newHash })
        .where('id', '=', id)
        .where('password_hash', '=', oldHash)
        .execute();
    },

    async setLanguage(id: number, language: Language): Promise<void> {
      await db.updateTable('users').set({ language, updated_at: now() }).where('id', '=', id).execute();
    },

    async setRole(id: number, role: StoredRole): Promise<void> {
      await db.updateTable('users').set({ role, updated_at: now() }).where('id', '=', id).execute();
    },

    /** Every token issued so far stops verifying (the token version goes up). */
    async revokeTokens(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now() }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Marks the address confirmed, if it is still `email` and not confirmed yet; true when it changed. Only while the
     * address is still the one the link was sent to: a link sent before a change confirms nothing.
     */
    async markEmailVerified(id: number, email: string): Promise<boolean> {
      const at = now();
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: at, updated_at: at })
        .where('id', '=', id)
        .where(emailIs(db, email))
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The activity entry of a new account (the back office's feed). */
    async recordRegistration(user: UserRecord): Promise<void> {
      await db
        .insertInto('activity')
        .values({
          type: 'user',
          message_key: 'activity.customerRegistered',
          params: JSON.stringify({ name: toPublicUser(user).name }),
          timestamp: user.createdAt,
          status: 'success',
          ...actorColumns(),
        })
        .execute();
    },

    /** A value of `app_meta` (settings the instances share, such as the fixed admin's id). */
    async readMeta(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    async writeMeta(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

/** The users repository over Kysely (the app's handle or a transaction). */
export function createUsersRepository(db: Kysely<Database>): UsersRepository {
  return usersRepository(db);
}

/** True for a unique-constraint failure: SQLite's (better-sqlite3's code) or PostgreSQL's (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
