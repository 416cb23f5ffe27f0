// The signed pay link of an invoice (docs/contracts.md §12): a reminder mail links `/facturen/{id}/betalen?t=…`, which
// pays the invoice without logging in. The token is HMAC-SHA256 over `invoice-pay:{id}` with a key derived from the
// JWT secret under its own label, so that it is good for nothing else; it never expires, and a paid invoice
// answers 409 to it.
import { createHmac, timingSafeEqual } from 'node:crypto';

const KEY_LABEL = 'telecom:invoice-pay-link:v1';

export function createPayLinks(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update(KEY_LABEL).digest();
  const sign = (invoiceId: number) => createHmac('sha256', key).update(`invoice-pay:${invoiceId}`).digest();
  return {
    /** The token of an invoice's pay link (base64url). */
    token: (invoiceId: number) => sign(invoiceId).toString('base64url'),
    /** Whether `token` is the invoice's, compared in constant time. */
    verify(invoiceId: number, token: string): boolean {
      const given = Buffer.from(token, 'base64url');
      const expected = sign(invoiceId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PayLinks = ReturnType<typeof createPayLinks>;
