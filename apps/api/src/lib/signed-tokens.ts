// Tokens that sign one thing for one purpose (a guest's order links, an invoice's pay link; docs/contracts.md §12):
// HMAC-SHA256 over the subject with a key derived from the site's secret (JWT_SECRET) under the purpose's label, so a
// token is never a JWT signature nor good for another purpose; base64url. They do not expire.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenSigner {
  /** The token of `subject`. */
  tokenFor(subject: string): string;
  /** Whether `token` is the token of `subject`, compared in constant time. */
  matches(subject: string, token: string): boolean;
}

export function createTokenSigner(secret: string, label: string): TokenSigner {
  const key = createHmac('sha256', secret).update(label).digest();
  const tokenFor = (subject: string) => createHmac('sha256', key).update(subject).digest('base64url');
  return {
    tokenFor,
    matches(subject, token) {
      const expected = Buffer.from(tokenFor(subject));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
