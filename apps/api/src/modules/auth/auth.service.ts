// The account rules: registration, login, tokens, profile, password change and reset, e-mail confirmation, language.
// Routers only translate HTTP to these calls; every failure is an AppError with its code.
import {
  API_KEY_SECRET_PREFIX,
  foldCase,
  maskEmail,
  RESET_PASSWORD_PATH,
  translateMessage,
  VERIFY_EMAIL_PATH,
  type Language,
  type LoginData,
  type ProfileData,
  type RegisterData,
  type SignedInAnswer,
  type User,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { ComposedMail, MailOutbox } from '../jobs/mail-outbox.js';
import { createAccountLinks } from '../customers/account-links.js';
import { createUsersRepository, isUniqueViolation, toPublicUser, type UserRecord } from '../users/users.repository.js';
import type { ApiKeysService, ApiKeyUse } from './api-keys.service.js';
import { createEmailVerifications } from './email-verifications.js';
import { createPasswordResets } from './password-resets.js';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.js';
import { createTokenService, type TokenClaims } from './tokens.js';

export interface AuthServiceOptions {
  db: Kysely<Database>;
  jwtSecret: string;
  jwtTtlSeconds: number;
  publicUrl: string;
  brandName: string;
  /** Where the account's mails are written (docs/contracts.md §12). */
  mail: MailOutbox;
  /** Work after the answer (the password reset's), which a stopping server lets finish. */
  background: BackgroundTasks;
  /** Where the notice of an address change tells the holder to write (the business settings' support address). */
  supportEmail: () => Promise<string>;
  /** The account's API keys, which a request may send instead of a token (docs/decisions/069). */
  apiKeys: ApiKeysService;
}

/** A verified request's account: the user and the claims of the token it came with, or the API key it came with. */
export interface Session {
  user: UserRecord;
  /** The signed-in session's token; undefined when the request came with an API key. */
  claims?: TokenClaims;
  /** The API key the request came with, whose scopes limit what it may do (docs/decisions/069). */
  apiKey?: ApiKeyUse;
}

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });

/** A new password must not be one of the most common ones (issue 3); `field` is where the form shows it. */
function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'VALIDATION_FAILED', { fields: { [field]: 'validation.password.common' } });
  }
}

const ADMIN_USER_KEY = 'admin_user_id';

export function createAuthService(options: AuthServiceOptions) {
  const { db, background } = options;
  const outbox = options.mail;
  const users = createUsersRepository(db);
  const tokens = createTokenService({ db, secret: options.jwtSecret, ttlSeconds: options.jwtTtlSeconds });
  const resets = createPasswordResets(db);
  const verifications = createEmailVerifications(db);
  const publicUser = (user: UserRecord) => toPublicUser(user);

  /** A mail in the account's language; the texts' {{brand}} is the brand name. */
  function mail(
    user: UserRecord,
    to: string,
    build: (
      t: (key: Parameters<typeof translateMessage>[0], params?: Record<string, string>) => string,
    ) => Omit<ComposedMail, 'to' | 'language'>,
  ): ComposedMail {
    const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string> = {}) =>
      translateMessage(key, user.language, { brand: options.brandName, ...params });
    return { to, language: user.language, ...build(t) };
  }

  /** Work after the answer (the password reset): failures go to the log, without the link or token. */
  function later(what: string, task: () => Promise<void>): void {
    background.run(task, what);
  }

  function resetMail(user: UserRecord, token: string): ComposedMail {
    const link = `${options.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    return mail(user, user.email, (t) => ({
      subject: t('mail.resetPassword.subject'),
      text: [
        t('mail.resetPassword.greeting', { name: user.firstName || user.email }),
        '',
        t('mail.resetPassword.intro'),
        link,
        '',
        t('mail.resetPassword.validity'),
        t('mail.resetPassword.ignore'),
        '',
        t('mail.signature'),
        '',
      ].join('\n'),
    }));
  }

  /** A new confirmation link for the account's current address: the link and its mail in one transaction. */
  async function sendConfirmation(user: UserRecord, trx?: Transaction<Database>): Promise<void> {
    if (!trx) {
      await db.transaction().execute((inner) => sendConfirmation(user, inner));
      outbox.wake();
      return;
    }
    const token = await createEmailVerifications(trx).create(user.id, user.email);
    const link = `${options.publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    await outbox.add(
      trx,
      mail(user, user.email, (t) => ({
        subject: t('mail.verifyEmail.subject'),
        text: [
          t('mail.verifyEmail.greeting', { name: user.firstName || user.email }),
          '',
          t('mail.verifyEmail.intro', { email: user.email }),
          link,
          '',
          t('mail.verifyEmail.why'),
          t('mail.verifyEmail.validity'),
          t('mail.verifyEmail.ignore'),
          '',
          t('mail.signature'),
          '',
        ].join('\n'),
      })),
    );
  }

  /** Tells the old address that the account's address changed (the new one masked: the old may be a stranger's). */
  async function sendAddressChangeNotice(
    trx: Transaction<Database>,
    user: UserRecord,
    oldEmail: string,
    support: string,
  ): Promise<void> {
    await outbox.add(
      trx,
      mail(user, oldEmail, (t) => ({
        subject: t('mail.emailChanged.subject'),
        text: [
          t('mail.resetPassword.greeting', { name: user.firstName || oldEmail }),
          '',
          t('mail.emailChanged.body', { oldEmail, newEmail: maskEmail(user.email) }),
          t('mail.emailChanged.notYou', { support }),
          '',
          t('mail.signature'),
          '',
        ].join('\n'),
      })),
    );
  }

  /** ensureAdminAccount's work; safe when several instances start at once (see there). */
  async function setUpAdmin(admin: { email: string; password: string }, mayRetry: boolean): Promise<UserRecord> {
    const existing = await users.findByEmail(admin.email);
    const passwordHash =
      existing && (await verifyPassword(admin.password, existing.passwordHash))
        ? undefined
        : await hashPassword(admin.password);
    const setUp = () =>
      db.transaction().execute(async (trx) => {
        const txUsers = createUsersRepository(trx);
        const current = await txUsers.findByEmail(admin.email);
        let id: number;
        if (!current) {
          id = (
            await txUsers.insert({
              firstName: 'Admin',
              lastName: '',
              email: admin.email,
              phone: null,
              passwordHash: passwordHash ?? (await hashPassword(admin.password)),
              role: 'admin',
              language: 'nl',
              newsletter: false,
              emailVerified: true,
            })
          ).id;
        } else {
          id = current.id;
          if (current.role !== 'admin') {
            await txUsers.setRole(id, 'admin');
            await txUsers.revokeTokens(id);
          }
          if (passwordHash) await txUsers.setPassword(id, passwordHash);
          await txUsers.markEmailVerified(id, current.email);
          await createEmailVerifications(trx).useAll(id);
        }
        await createAccountLinks(trx).linkConfirmedAccount(id);
        await txUsers.writeMeta(ADMIN_USER_KEY, String(id));
        return (await txUsers.findById(id))!;
      });
    try {
      return await setUp();
    } catch (error) {
      // Another instance created the account between our read and our insert: once more from the start, which now
      // finds it (and its password, set by the same ADMIN_PASSWORD, stays).
      if (!mayRetry || !isUniqueViolation(error)) throw error;
      return setUpAdmin(admin, false);
    }
  }

  return {
    publicUser,

    async register(data: RegisterData, language: Language): Promise<SignedInAnswer> {
      refuseCommonPassword(data.password, 'password');
      if (await users.findByEmail(data.email)) throw emailTaken();
      const passwordHash = await hashPassword(data.password);
      let user: UserRecord;
      try {
        user = await users.insert({
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone ?? null,
          passwordHash,
          language,
          newsletter: data.newsletter ?? false,
        });
      } catch (error) {
        // Two registrations for one address at the same moment: the second loses at the unique index.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await users.recordRegistration(user);
      await sendConfirmation(user);
      return { user: publicUser(user), token: tokens.issue(user) };
    },

    /**
     * One answer for an unknown e-mail and a wrong password, after the same hashing work. A matching password kept
     * as a bcrypt hash is stored again as argon2id (decision 024).
     */
    async login(data: LoginData): Promise<SignedInAnswer> {
      const user = await users.findByEmail(data.email);
      const matches = await verifyPassword(data.password, user?.passwordHash);
      if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS');
      if (needsRehash(user.passwordHash)) {
        await users.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(data.password));
      }
      return { user: publicUser(user), token: tokens.issue(user, data.remember ?? false) };
    },

    /**
     * The session of a bearer token or API key (`tn_live_…`), or undefined when it does not verify (any reason): an
     * unknown or revoked key, or the key of an account that is gone.
     */
    async authenticate(token: string): Promise<Session | undefined> {
      if (token.startsWith(API_KEY_SECRET_PREFIX)) {
        const apiKey = await options.apiKeys.authenticate(token);
        const user = apiKey && (await users.findById(apiKey.userId));
        return user ? { user, apiKey } : undefined;
      }
      const claims = tokens.read(token);
      if (!claims) return undefined;
      const user = await users.findByIdForToken(claims.userId, claims.jti);
      if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
      return { user, claims };
    },

    /** The stored role alone decides (docs/contracts.md §2). */
    isAdmin(user: UserRecord): boolean {
      return user.role === 'admin';
    },

    /** Revokes the session's token on every instance; rejects when the database cannot store that. */
    async logout(session: Session): Promise<void> {
      // The routes that change the sign-in itself take a signed-in session, never an API key (docs/decisions/069).
      if (!session.claims) throw new AppError(403, 'API_KEY_NOT_ALLOWED');
      await tokens.revoke(session.claims);
    },

    /**
     * Applies the profile fields sent. A new e-mail address is unconfirmed until its own link is opened: the link
     * goes to the new address, a notice to the old one, and outstanding links for the old address stop working.
     */
    async updateProfile(session: Session, changes: ProfileData): Promise<User> {
      const { email } = changes;
      const before = session.user;
      if (email !== undefined) {
        const owner = await users.findByEmail(email);
        if (owner && owner.id !== before.id) throw emailTaken();
      }
      // Read before the transaction: a query beside it would wait for it on SQLite's one connection.
      const support = await options.supportEmail();
      let updated: UserRecord;
      try {
        updated = await db.transaction().execute(async (trx) => {
          const user =
            (await createUsersRepository(trx).updateProfile(before.id, {
              firstName: changes.firstName,
              lastName: changes.lastName,
              email,
              phone: changes.phone,
            })) ?? before;
          if (foldCase(user.email) !== foldCase(before.email)) {
            await createEmailVerifications(trx).useAll(user.id);
            await sendConfirmation(user, trx);
            await sendAddressChangeNotice(trx, user, before.email, support);
          }
          return user;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (foldCase(updated.email) !== foldCase(before.email)) outbox.wake();
      return publicUser(updated);
    },

    /**
     * Confirms the address a link was sent to (docs/contracts.md §6) and links the account's customer record. A link
     * works once, for 24 hours, and only while the account still has the address it was sent to.
     */
    async verifyEmail(token: string): Promise<void> {
      const found = await verifications.lookup(token);
      if (found.state === 'unknown') throw new AppError(400, 'VERIFICATION_TOKEN_INVALID');
      if (found.state === 'used') throw new AppError(409, 'VERIFICATION_TOKEN_USED');
      if (found.state === 'expired') throw new AppError(410, 'VERIFICATION_TOKEN_EXPIRED');
      await db.transaction().execute(async (trx) => {
        const [txUsers, txVerifications] = [createUsersRepository(trx), createEmailVerifications(trx)];
        if (!(await txVerifications.consume(token))) throw new AppError(409, 'VERIFICATION_TOKEN_USED');
        const user = await txUsers.findById(found.userId);
        // The address changed after this link was sent: it confirms nothing any more.
        if (!user || foldCase(user.email) !== foldCase(found.email))
          throw new AppError(400, 'VERIFICATION_TOKEN_INVALID');
        await txUsers.markEmailVerified(user.id, user.email);
        await txVerifications.useAll(user.id);
        await createAccountLinks(trx).linkConfirmedAccount(user.id);
      });
    },

    /** Mails a new confirmation link to the account's address; 409 when it is confirmed already. */
    async resendVerification(session: Session): Promise<void> {
      const user = (await users.findById(session.user.id)) ?? session.user;
      if (user.emailVerifiedAt !== null) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
      await sendConfirmation(user);
    },

    /** Checks the current password, stores the new one and revokes every earlier token (this one too). */
    async changePassword(session: Session, currentPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(currentPassword, session.user.passwordHash))) {
        throw new AppError(400, 'WRONG_PASSWORD', { fields: { currentPassword: 'errors.WRONG_PASSWORD' } });
      }
      refuseCommonPassword(newPassword, 'newPassword');
      await users.setPassword(session.user.id, await hashPassword(newPassword));
    },

    /**
     * Starts a password reset. The caller answers 202 at once, whatever happens here, so that the answer and its
     * timing are the same for unknown addresses; the returned promise settles when the mail is handed over.
     */
    requestPasswordReset(email: string): void {
      // After the answer: the lookup, the link and the mail (the link is never in the log).
      later('the password reset e-mail', async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        await db.transaction().execute(async (trx) => {
          await outbox.add(trx, resetMail(user, await createPasswordResets(trx).create(user.id)));
        });
        outbox.wake();
      });
    },

    /** Sets the new password for a valid link, uses up every link of the user and revokes every earlier token. */
    async resetPassword(token: string, password: string): Promise<void> {
      const invalid = () =>
        new AppError(400, 'RESET_TOKEN_INVALID', { fields: { token: 'errors.RESET_TOKEN_INVALID' } });
      const userId = await resets.userOf(token);
      if (userId === undefined) throw invalid();
      refuseCommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const txResets = createPasswordResets(trx);
        if (!(await txResets.consume(token, userId))) throw invalid();
        await createUsersRepository(trx).setPassword(userId, passwordHash);
        await txResets.useAll(userId);
      });
    },

    async setLanguage(session: Session, language: Language): Promise<User> {
      await users.setLanguage(session.user.id, language);
      return publicUser((await users.findById(session.user.id)) ?? session.user);
    },

    /**
     * Creates or updates the `ADMIN_EMAIL` account at start (docs/contracts.md §2): the stored admin role, the
     * `ADMIN_PASSWORD` as its password and its address confirmed (the operator vouches for it). An account that
     * someone else registered with that address before is taken over: every token it had stops working. The
     * account's id is kept as the fixed admin, whose role the back office cannot change.
     */
    async ensureAdminAccount(admin: { email: string; password: string }): Promise<User> {
      return publicUser(await setUpAdmin(admin, true));
    },

    /**
     * The id of the ADMIN_EMAIL account as set up at the last start, if any; read from the database, so that every
     * instance answers the same.
     */
    async fixedAdminId(): Promise<number | undefined> {
      const value = await users.readMeta(ADMIN_USER_KEY);
      return value === undefined ? undefined : Number(value);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
