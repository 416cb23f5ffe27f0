// The signed pay link of an invoice (docs/contracts.md §12): a reminder mail links `/facturen/{id}/betalen?t=…`, which
// pays the invoice without logging in. The token is HMAC-SHA256 over `invoice-pay:{id}` with a key derived from the
// JWT secret under its own label, so that it is good for nothing else; it never expires, and a paid invoice
// answers 409 to it.
import { createTokenSigner } from '../../lib/signed-tokens.js';

const KEY_LABEL = 'telecom:invoice-pay-link:v1';

export function createPayLinks(jwtSecret: string) {
  const signer = createTokenSigner(jwtSecret, KEY_LABEL);
  return {
    /** The token of an invoice's pay link (base64url). */
    token: (invoiceId: number) => signer.tokenFor(`invoice-pay:${invoiceId}`),
    /** Whether `token` is the invoice's, compared in constant time. */
    verify: (invoiceId: number, token: string) => signer.matches(`invoice-pay:${invoiceId}`, token),
  };
}

export type PayLinks = ReturnType<typeof createPayLinks>;
