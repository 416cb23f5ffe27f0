import { verify } from '@node-rs/argon2';
import type * as Argon2 from '@node-rs/argon2';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_HASH_PREFIX, hashPassword, needsRehash, verifyPassword } from './passwords.js';

// The real argon2, watched: the tests can see which hash each check ran against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const PASSWORD = 'Zomer-Fiets-2026!';

// Made once by bcryptjs 3.0.3 (the library before issue 17) and kept as they were stored: accounts registered
// before the switch must still log in. The $2a$ one carries the prefix of bcryptjs 2 and older.
const BCRYPTJS_HASHES: [string, string, string][] = [
  ['$2a$', 'Oud-Wachtwoord-2024!', '$2a$10$FmPaWDH5w.PeZQ9mkTcybejZ2Lz/uBNf43uHJXqffhpmvm5vGP7Oa'],
  ['$2b$', 'Zoë-Fietst-Naar-Café-7', '$2b$10$g5qEgnnAJ/FaumNR2fKEmul0Bk8.aMKQ6gGGytv1rpbx457jUwZ5e'],
];

afterEach(() => {
  vi.mocked(verify).mockClear();
});

describe('hashPassword', () => {
  it("makes an argon2id hash of OWASP's parameters with a fresh salt each time", async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(PASSWORD, second)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the password of a hash and refuses any other', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('Zomer-Fiets-2026?', hash)).toBe(false);
    expect(await verifyPassword(PASSWORD.toLowerCase(), hash)).toBe(false);
  });

  it.each(BCRYPTJS_HASHES)('still verifies a %s hash made by bcryptjs', async (_prefix, password, hash) => {
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword(`${password}x`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it('still verifies a $2b$ hash of cost 10 made by @node-rs/bcrypt, and asks for it to be made again', async () => {
    const hash = await bcryptHash(PASSWORD, { cost: 10 });
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('Zomer-Fiets-2026?', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash(await hashPassword(PASSWORD))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true); // weaker parameters
  });

  it('answers false for a stored value that is no hash, or a damaged one', async () => {
    expect(await verifyPassword(PASSWORD, '')).toBe(false);
    expect(await verifyPassword(PASSWORD, 'not-a-hash')).toBe(false);
    expect(await verifyPassword(PASSWORD, '$argon2id$v=19$m=19456,t=2,p=1$garbage')).toBe(false);
    expect(await verifyPassword(PASSWORD, '$2b$10$short')).toBe(false);
  });

  it('spends one check of the same algorithm and cost when there is no stored hash, and answers false', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, undefined)).toBe(false);
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(2);
    const [realHash, dummyHash] = vi.mocked(verify).mock.calls.map((call) => String(call[0]));
    expect(dummyHash).not.toBe(realHash);
    expect(dummyHash?.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    expect(realHash?.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
  });
});
