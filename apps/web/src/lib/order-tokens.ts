// The access tokens of the orders placed in this browser (docs/contracts.md §7 and §8), kept in local storage as
// `orderTokens` (`{ [orderId]: accessToken }`), and which order each eSIM seen here belongs to (`esimOrders`,
// `{ [esimId]: orderId }`). With them a guest reads back an order (GET /api/orders/{id}) and its eSIMs
// (GET /api/esims/{id}, the QR code) by the header `X-Order-Token`, also in a later visit in the same browser.
// Storage that fails (private mode, blocked) or holds something else is treated as empty.
// A mail's signed link (docs/contracts.md §12: `?t=` on the install page and the order page) brings a link token, kept
// for the visit only in session storage as `orderLinkTokens` (`{ 'esim:{id}' | 'order:{id}': token }`) and sent as the
// same header: with it a guest reads the order and its eSIM on any device, without an account.

export const ORDER_TOKENS_STORAGE_KEY = 'orderTokens';
export const ESIM_ORDERS_STORAGE_KEY = 'esimOrders';
export const LINK_TOKENS_STORAGE_KEY = 'orderLinkTokens';

/** The part of the Web Storage API used here, so that tests can give a storage of their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readMap(storage: KeyValueStorage | null, key: string): Record<string, string> {
  try {
    const raw = storage?.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function addToMap(storage: KeyValueStorage | null, key: string, name: string, value: string): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...readMap(storage, key), [name]: value }));
  } catch {
    // Without storage the token lasts as long as the page; the order and its eSIM are still mailed.
  }
}

/** Keeps the access token of an order placed in this browser. */
export function storeOrderToken(orderId: string, token: string, storage = browserStorage()): void {
  addToMap(storage, ORDER_TOKENS_STORAGE_KEY, orderId, token);
}

/**
 * What a mail's link token opens: the install page of an eSIM, the page of an order, or step 2 of an order's
 * withdrawal (a token of its own, which withdraws; the order's read-only tokens do not).
 */
export type LinkTarget = { esimId: number } | { orderId: string } | { withdrawOrderId: string };

const linkKey = (target: LinkTarget) =>
  'esimId' in target
    ? `esim:${target.esimId}`
    : 'orderId' in target
      ? `order:${target.orderId}`
      : `withdraw:${target.withdrawOrderId}`;

/** Keeps the token of a mail's link for the visit (session storage). */
export function storeLinkToken(target: LinkTarget, token: string, session = sessionStore()): void {
  addToMap(session, LINK_TOKENS_STORAGE_KEY, linkKey(target), token);
}

/** The token of a mail's link opened in this visit, if any. */
export function readLinkToken(target: LinkTarget, session = sessionStore()): string | undefined {
  return readMap(session, LINK_TOKENS_STORAGE_KEY)[linkKey(target)];
}

/** The token to read an order with: its access token when placed in this browser, else a mail's link token. */
export function readOrderToken(
  orderId: string,
  storage = browserStorage(),
  session = sessionStore(),
): string | undefined {
  return readMap(storage, ORDER_TOKENS_STORAGE_KEY)[orderId] ?? readLinkToken({ orderId }, session);
}

/**
 * Remembers which order an eSIM belongs to, so that its install page finds the order's token; an install link's token
 * then reads the order too.
 */
export function rememberEsimOrder(
  esimId: number,
  orderId: string,
  storage = browserStorage(),
  session = sessionStore(),
): void {
  const linkToken = readLinkToken({ esimId }, session);
  if (linkToken !== undefined && readLinkToken({ orderId }, session) !== linkToken)
    storeLinkToken({ orderId }, linkToken, session);
  if (readMap(storage, ESIM_ORDERS_STORAGE_KEY)[String(esimId)] === orderId) return;
  addToMap(storage, ESIM_ORDERS_STORAGE_KEY, String(esimId), orderId);
}

/**
 * The tokens to try for an eSIM, best first: the token of its mail's install link opened in this visit, or its own
 * order's token when this browser saw the eSIM, then the other orders' tokens (newest first: an install link opened
 * before the confirmation page showed the eSIM), at most `limit`.
 */
export function orderTokensForEsim(
  esimId: number,
  storage = browserStorage(),
  limit = 5,
  session = sessionStore(),
): string[] {
  const linkToken = readLinkToken({ esimId }, session);
  if (linkToken) return [linkToken];
  const tokens = readMap(storage, ORDER_TOKENS_STORAGE_KEY);
  const own = readMap(storage, ESIM_ORDERS_STORAGE_KEY)[String(esimId)];
  const ownToken = own === undefined ? undefined : tokens[own];
  if (ownToken) return [ownToken];
  return Object.values(tokens).reverse().slice(0, limit);
}
