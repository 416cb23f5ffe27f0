import { foldCase, type Language } from '@telecom/domain';
import type { Db } from '../../db/connection.js';

export type StoredRole = 'customer' | 'admin';

/** A row of `users` as the code sees it. Never leaves the server as it is: see `toPublicUser`. */
export interface UserRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** When the address was confirmed through a mailed link (decisions.md §6); null while it is not. */
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

/** The `user` of every answer (decisions.md §4): no hash, no token version. */
export interface PublicUser {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  role: StoredRole;
  language: Language;
  createdAt: string;
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
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
}

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  email_verified_at: string | null;
  phone: string | null;
  password_hash: string;
  role: StoredRole;
  language: Language;
  newsletter: number;
  token_version: number;
  created_at: string;
  updated_at: string;
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
 * The user as answers show it. The role is the stored one alone: an address never makes anyone an admin
 * (decisions.md §2; the ADMIN_EMAIL setting stores the admin role at start).
 */
export function toPublicUser(user: UserRecord): PublicUser {
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

/** SQL for `users`, parameterised throughout. E-mail comparisons ignore case (the column is COLLATE NOCASE). */
export function createUsersRepository(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byIdForToken = db.prepare<[number, string], UserRow>(
    'SELECT * FROM users WHERE id = ? AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ?)',
  );
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const insert = db.prepare(
    `INSERT INTO users (first_name, last_name, email, email_verified_at, phone, password_hash, role, language, newsletter, created_at, updated_at, name_key, email_key)
     VALUES (@firstName, @lastName, @email, @emailVerifiedAt, @phone, @passwordHash, @role, @language, @newsletter, @now, @now, @nameKey, @emailKey)`,
  );
  const setPassword = db.prepare(
    'UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?',
  );
  const setLanguage = db.prepare('UPDATE users SET language = ?, updated_at = ? WHERE id = ?');
  const setRole = db.prepare('UPDATE users SET role = ?, updated_at = ? WHERE id = ?');
  const revokeTokens = db.prepare('UPDATE users SET token_version = token_version + 1, updated_at = ? WHERE id = ?');
  // Only while the address is still the one the link was sent to: a link sent before a change confirms nothing.
  const markVerified = db.prepare(
    'UPDATE users SET email_verified_at = @now, updated_at = @now WHERE id = @id AND email = @email AND email_verified_at IS NULL',
  );

  return {
    findById(id: number): UserRecord | undefined {
      const row = byId.get(id);
      return row && fromRow(row);
    },

    /** The user a token names, unless that token (its jti) has been revoked: one query per authenticated request. */
    findByIdForToken(id: number, jti: string): UserRecord | undefined {
      const row = byIdForToken.get(id, jti);
      return row && fromRow(row);
    },

    findByEmail(email: string): UserRecord | undefined {
      const row = byEmail.get(email);
      return row && fromRow(row);
    },

    /** Inserts the user; a taken e-mail raises SQLite's unique-constraint error (see `isUniqueViolation`). */
    insert(user: NewUser): UserRecord {
      const at = now();
      const { emailVerified, ...fields } = user;
      const result = insert.run({
        ...fields,
        role: user.role ?? 'customer',
        newsletter: user.newsletter ? 1 : 0,
        emailVerifiedAt: emailVerified ? at : null,
        now: at,
        ...searchKeys(user.firstName, user.lastName, user.email),
      });
      return this.findById(Number(result.lastInsertRowid)) as UserRecord;
    },

    /**
     * Applies the given profile fields only; the others stay as they are. A changed e-mail address is unconfirmed
     * again (decisions.md §6); the caller mails the new link.
     */
    updateProfile(id: number, changes: ProfileChanges): UserRecord | undefined {
      const columns: Record<keyof ProfileChanges, string> = {
        firstName: 'first_name',
        lastName: 'last_name',
        email: 'email',
        phone: 'phone',
      };
      const entries = (Object.keys(columns) as (keyof ProfileChanges)[]).filter((key) => changes[key] !== undefined);
      if (entries.length > 0) {
        const assignments = entries.map((key) => `${columns[key]} = @${key}`);
        // Written out, not a CASE on the new value: the comparison ignores case as the column does.
        if (changes.email !== undefined) assignments.push('email_verified_at = CASE WHEN email = @email THEN email_verified_at ELSE NULL END');
        const values = Object.fromEntries(entries.map((key) => [key, changes[key]]));
        db.prepare(`UPDATE users SET ${assignments.join(', ')}, updated_at = @now WHERE id = @id`).run({ ...values, now: now(), id });
        const user = byId.get(id);
        if (user) db.prepare('UPDATE users SET name_key = @nameKey, email_key = @emailKey WHERE id = @id').run({ id, ...searchKeys(user.first_name, user.last_name, user.email) });
      }
      return this.findById(id);
    },

    /** Stores a new password hash and raises the token version, so that every earlier token stops verifying. */
    setPassword(id: number, passwordHash: string): void {
      setPassword.run(passwordHash, now(), id);
    },

    setLanguage(id: number, language: Language): void {
      setLanguage.run(language, now(), id);
    },

    setRole(id: number, role: StoredRole): void {
      setRole.run(role, now(), id);
    },

    /** Every token issued so far stops verifying (the token version goes up). */
    revokeTokens(id: number): void {
      revokeTokens.run(now(), id);
    },

    /** Marks the address confirmed, if it is still `email` and not confirmed yet; true when it changed. */
    markEmailVerified(id: number, email: string): boolean {
      return markVerified.run({ id, email, now: now() }).changes === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** True for SQLite's UNIQUE constraint failure, as raised by better-sqlite3. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
