// Password hashing and checks (decision 024). New hashes are argon2id with OWASP's parameters (19 MiB of memory, two
// passes, one lane): memory-hard, so a guessing rig gains less than against bcrypt, and about a quarter of bcrypt
// cost 10's time, so that a stream of logins leaves the server's core to the requests it answers meanwhile.
// Hashes made earlier by bcrypt ($2a$, $2b$, $2y$: bcryptjs, then @node-rs/bcrypt at cost 10) still verify, and a
// login that matches one stores an argon2id hash in its place. Both libraries hash in libuv's thread pool, never on the
// event loop (issue 17). Passwords are hashed exactly as received: the schemas refuse more than 72 bytes (bcrypt's
// limit, kept while bcrypt hashes remain) rather than cutting them short.
import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id configuration (Password Storage Cheat Sheet): m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the library declares an ambient const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The start of every hash made with ARGON2_OPTIONS; a stored hash without it is made again at the next login. */
export const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$/;

/** A new argon2id hash with a random salt, computed in the thread pool. */
export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a random password, made once. Checking a login for an unknown e-mail against it costs the same
 * work as a wrong password for an account, so the answer time does not tell whether it exists.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** Compares a password with a stored hash of either kind; with no hash, spends the same work and answers false. */
export async function verifyPassword(password: string, storedHash: string | undefined): Promise<boolean> {
  if (storedHash === undefined) {
    await argon2Verify(await getDummyHash(), password);
    return false;
  }
  if (storedHash.startsWith('$argon2')) {
    try {
      return await argon2Verify(storedHash, password);
    } catch {
      return false; // a damaged stored value
    }
  }
  if (BCRYPT_HASH.test(storedHash)) return bcryptVerify(password, storedHash);
  return false;
}

/** True when a stored hash is not of the current kind and parameters, so that a matching login replaces it. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(CURRENT_HASH_PREFIX);
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
