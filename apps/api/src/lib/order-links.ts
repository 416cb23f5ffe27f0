// The signed links of an order's mails (docs/contracts.md §12, "Guests after the sale"): the install page, the order
// page and the rest carry `?t={token}`, where the token is HMAC-SHA256 over `order:{orderId}` with a key derived from
// the site's secret (JWT_SECRET) under a label of its own, base64url. It does not expire: a guest reaches the pages of
// the order on any device for the life of the service, and the mail can be written (or written again) at any time,
// which the order's access token (kept only as a hash) cannot be. The web app sends it as the order's `X-Order-Token`;
// it reads that order only, and never changes anything.
import { createTokenSigner } from './signed-tokens.js';

/** The key's label: a token signed with it is never a JWT signature, nor a token of another purpose. */
const KEY_LABEL = 'telenova order links v1';

/** The query parameter that carries the token in a mail's link. */
export const ORDER_LINK_PARAM = 't';

export interface OrderLinks {
  /** The token of an order's links. */
  tokenFor(orderId: string): string;
  /** Whether `token` is the link token of `orderId`, compared in constant time. */
  matches(orderId: string, token: string): boolean;
  /** `url` with the order's token as its `t` query parameter. */
  signed(url: string, orderId: string): string;
}

export function createOrderLinks(secret: string): OrderLinks {
  const signer = createTokenSigner(secret, KEY_LABEL);
  const tokenFor = (orderId: string) => signer.tokenFor(`order:${orderId}`);
  return {
    tokenFor,
    matches: (orderId, token) => signer.matches(`order:${orderId}`, token),
    signed(url, orderId) {
      const signedUrl = new URL(url);
      signedUrl.searchParams.set(ORDER_LINK_PARAM, tokenFor(orderId));
      return signedUrl.toString();
    },
  };
}
