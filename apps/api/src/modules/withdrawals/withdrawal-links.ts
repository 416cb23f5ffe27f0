// The link of step 2 of a withdrawal without an account (docs/contracts.md §13 "Withdrawal"): step 1 mails it to the
// order's address, so that only who reads that mailbox (or the order's account) can withdraw. `?order={id}&t={token}`,
// the token HMAC-SHA256 over `withdraw:{orderId}` with a key of its own label (lib/signed-tokens.ts), so that it is
// never an order link of docs/decisions/037 (those only read) nor anything else. It need not expire: it can withdraw
// only within the 14 days, and only once.
import { createTokenSigner } from '../../lib/signed-tokens.js';

const KEY_LABEL = 'telenova withdrawal links v1';

export interface WithdrawalLinks {
  tokenFor(orderId: string): string;
  matches(orderId: string, token: string): boolean;
  /** The page of step 2 for the order, signed. */
  url(publicUrl: string, orderId: string): string;
}

export function createWithdrawalLinks(secret: string): WithdrawalLinks {
  const signer = createTokenSigner(secret, KEY_LABEL);
  const tokenFor = (orderId: string) => signer.tokenFor(`withdraw:${orderId}`);
  return {
    tokenFor,
    matches: (orderId, token) => signer.matches(`withdraw:${orderId}`, token),
    url(publicUrl, orderId) {
      const url = new URL('/herroepen', publicUrl);
      url.searchParams.set('order', orderId);
      url.searchParams.set('t', tokenFor(orderId));
      return url.toString();
    },
  };
}
