// The account rules: registration, login, tokens, profile, password change and reset, language. Routers only
// translate HTTP to these calls; every failure is an AppError with its code.
import {
  RESET_PASSWORD_PATH,
  translateMessage,
  type Language,
  type LoginData,
  type ProfileData,
  type RegisterData,
} from '@telecom/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import {
  createUsersRepository,
  isUniqueViolation,
  toPublicUser,
  type PublicUser,
  type UserRecord,
} from '../users/users.repository.js';
import { createPasswordResets } from './password-resets.js';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';
import { createTokenService, type TokenClaims } from './tokens.js';

export interface AuthServiceOptions {
  db: Db;
  jwtSecret: string;
  jwtTtlSeconds: number;
  adminEmail: string | undefined;
  publicUrl: string;
  brandName: string;
  mailer: Mailer;
  logger: Logger;
}

/** A verified request's account: the user and the claims of the token it came with. */
export interface Session {
  user: UserRecord;
  claims: TokenClaims;
}

export interface SignedIn {
  user: PublicUser;
  token: string;
}

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', { fields: { email: 'errors.EMAIL_TAKEN' } });

/** A new password must not be one of the most common ones (issue 3); `field` is where the form shows it. */
function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'VALIDATION_FAILED', { fields: { [field]: 'validation.password.common' } });
  }
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, adminEmail, mailer, logger } = options;
  const users = createUsersRepository(db);
  const tokens = createTokenService({ db, secret: options.jwtSecret, ttlSeconds: options.jwtTtlSeconds });
  const resets = createPasswordResets(db);
  const publicUser = (user: UserRecord) => toPublicUser(user, adminEmail);

  async function sendResetMail(user: UserRecord, token: string): Promise<void> {
    const language = user.language;
    const brand = options.brandName;
    const link = `${options.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    const t = (key: Parameters<typeof translateMessage>[0], params: Record<string, string> = {}) =>
      translateMessage(key, language, { brand, ...params });
    await mailer.send({
      to: user.email,
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
    });
  }

  return {
    publicUser,

    async register(data: RegisterData, language: Language): Promise<SignedIn> {
      refuseCommonPassword(data.password, 'password');
      if (users.findByEmail(data.email)) throw emailTaken();
      const passwordHash = await hashPassword(data.password);
      let user: UserRecord;
      try {
        user = users.insert({
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
      db.prepare('INSERT INTO activity (type, message_key, params, timestamp, status) VALUES (?, ?, ?, ?, ?)').run(
        'user',
        'activity.customerRegistered',
        JSON.stringify({ name: publicUser(user).name }),
        user.createdAt,
        'success',
      );
      return { user: publicUser(user), token: tokens.issue(user) };
    },

    /** One answer for an unknown e-mail and a wrong password, after the same bcrypt work. */
    async login(data: LoginData): Promise<SignedIn> {
      const user = users.findByEmail(data.email);
      const matches = await verifyPassword(data.password, user?.passwordHash);
      if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS');
      return { user: publicUser(user), token: tokens.issue(user, data.remember ?? false) };
    },

    /** The session of a bearer token, or undefined when the token does not verify (any reason). */
    authenticate(token: string): Session | undefined {
      const claims = tokens.read(token);
      if (!claims) return undefined;
      const user = users.findByIdForToken(claims.userId, claims.jti);
      if (!user || user.tokenVersion !== claims.tokenVersion) return undefined;
      return { user, claims };
    },

    isAdmin(user: UserRecord): boolean {
      return publicUser(user).role === 'admin';
    },

    logout(session: Session): void {
      tokens.revoke(session.claims);
    },

    updateProfile(session: Session, changes: ProfileData): PublicUser {
      const { email } = changes;
      if (email !== undefined) {
        const owner = users.findByEmail(email);
        if (owner && owner.id !== session.user.id) throw emailTaken();
      }
      try {
        const updated = users.updateProfile(session.user.id, {
          firstName: changes.firstName,
          lastName: changes.lastName,
          email,
          phone: changes.phone,
        });
        return publicUser(updated ?? session.user);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** Checks the current password, stores the new one and revokes every earlier token (this one too). */
    async changePassword(session: Session, currentPassword: string, newPassword: string): Promise<void> {
      if (!(await verifyPassword(currentPassword, session.user.passwordHash))) {
        throw new AppError(400, 'WRONG_PASSWORD', { fields: { currentPassword: 'errors.WRONG_PASSWORD' } });
      }
      refuseCommonPassword(newPassword, 'newPassword');
      users.setPassword(session.user.id, await hashPassword(newPassword));
    },

    /**
     * Starts a password reset. The caller answers 202 at once, whatever happens here, so that the answer and its
     * timing are the same for unknown addresses; the returned promise settles when the mail is handed over.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = users.findByEmail(email);
      if (!user) return;
      const token = resets.create(user.id);
      try {
        await sendResetMail(user, token);
      } catch (error) {
        // The link is not in the log: only the fact that the mail could not be sent.
        logger.error({ err: error instanceof Error ? { message: error.message } : undefined, userId: user.id }, 'the password reset e-mail could not be sent');
      }
    },

    /** Sets the new password for a valid link, uses up every link of the user and revokes every earlier token. */
    async resetPassword(token: string, password: string): Promise<void> {
      const invalid = () => new AppError(400, 'RESET_TOKEN_INVALID', { fields: { token: 'errors.RESET_TOKEN_INVALID' } });
      const userId = resets.userOf(token);
      if (userId === undefined) throw invalid();
      refuseCommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      db.transaction(() => {
        if (!resets.consume(token, userId)) throw invalid();
        users.setPassword(userId, passwordHash);
        resets.useAll(userId);
      })();
    },

    setLanguage(session: Session, language: Language): PublicUser {
      users.setLanguage(session.user.id, language);
      return publicUser(users.findById(session.user.id) ?? session.user);
    },

    /**
     * Creates or updates the `ADMIN_EMAIL` account at start: admin role, and the `ADMIN_PASSWORD` as its password
     * (a changed password revokes the account's earlier tokens).
     */
    async ensureAdminAccount(admin: { email: string; password: string }): Promise<PublicUser> {
      const existing = users.findByEmail(admin.email);
      if (!existing) {
        const user = users.insert({
          firstName: 'Admin',
          lastName: '',
          email: admin.email,
          phone: null,
          passwordHash: await hashPassword(admin.password),
          role: 'admin',
          language: 'nl',
          newsletter: false,
        });
        return publicUser(user);
      }
      if (existing.role !== 'admin') users.setRole(existing.id, 'admin');
      if (!(await verifyPassword(admin.password, existing.passwordHash))) {
        users.setPassword(existing.id, await hashPassword(admin.password));
      }
      return publicUser(users.findById(existing.id) ?? existing);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
