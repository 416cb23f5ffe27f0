// Password hashing and checks. @node-rs/bcrypt hashes in libuv's thread pool, so a login never holds up the requests
// that the event loop is answering meanwhile (issue 17); hashes made earlier by bcryptjs ($2a$, $2b$) verify as
// before. Passwords are hashed exactly as received: the schemas refuse more than 72 bytes (bcrypt's limit) rather
// than letting bcrypt cut them short.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';
import { dictionary } from '@zxcvbn-ts/language-common';

/** bcrypt's cost factor: 2^10 rounds, the floor of issue 3 (always passed: @node-rs/bcrypt's default is 12). */
export const BCRYPT_COST = 10;

/** A new `$2b$10$` hash with a random salt, computed in the thread pool. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST });
}

/**
 * A hash of a random password, made once. Checking a login for an unknown e-mail against it costs the same
 * bcrypt work as a wrong password for a real account, so the answer time does not tell whether it exists.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Compares a password with a stored hash; with no hash, spends the same work and answers false. */
export async function verifyPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(password, await getDummyHash());
    return false;
  }
  return verify(password, storedHash);
}

/** Warms the dummy hash at start, so that the first unknown-e-mail login is not the slow one. */
export function prepareDummyHash(): Promise<void> {
  return getDummyHash().then(() => undefined);
}

// The maintained list of common passwords of zxcvbn-ts (about 49,000 entries), compared without case as
// zxcvbn itself does.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** True when the password is one of the most common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
