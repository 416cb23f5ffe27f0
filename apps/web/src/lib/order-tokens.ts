// The access tokens of the orders placed in this browser (docs/contracts.md §7 and §8), kept in local storage as
// `orderTokens` (`{ [orderId]: accessToken }`), and which order each eSIM seen here belongs to (`esimOrders`,
// `{ [esimId]: orderId }`). With them a guest reads back an order (GET /api/orders/{id}) and its eSIMs
// (GET /api/esims/{id}, the QR code) by the header `X-Order-Token`, also in a later visit in the same browser.
// Storage that fails (private mode, blocked) or holds something else is treated as empty.

export const ORDER_TOKENS_STORAGE_KEY = 'orderTokens';
export const ESIM_ORDERS_STORAGE_KEY = 'esimOrders';

/** The part of the Web Storage API used here, so that tests can give a storage of their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
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

/** The access token of an order placed in this browser, if any. */
export function readOrderToken(orderId: string, storage = browserStorage()): string | undefined {
  return readMap(storage, ORDER_TOKENS_STORAGE_KEY)[orderId];
}

/** Remembers which order an eSIM belongs to, so that its install page finds the order's token. */
export function rememberEsimOrder(esimId: number, orderId: string, storage = browserStorage()): void {
  if (readMap(storage, ESIM_ORDERS_STORAGE_KEY)[String(esimId)] === orderId) return;
  addToMap(storage, ESIM_ORDERS_STORAGE_KEY, String(esimId), orderId);
}

/**
 * The tokens to try for an eSIM, best first: its own order's token when this browser saw the eSIM, then the other
 * orders' tokens (newest first: an install link opened before the confirmation page showed the eSIM), at most `limit`.
 */
export function orderTokensForEsim(esimId: number, storage = browserStorage(), limit = 5): string[] {
  const tokens = readMap(storage, ORDER_TOKENS_STORAGE_KEY);
  const own = readMap(storage, ESIM_ORDERS_STORAGE_KEY)[String(esimId)];
  const ownToken = own === undefined ? undefined : tokens[own];
  if (ownToken) return [ownToken];
  return Object.values(tokens).reverse().slice(0, limit);
}
