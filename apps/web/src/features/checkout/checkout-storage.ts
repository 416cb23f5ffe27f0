// Where the order wizard keeps its state (spec point 7): the cookies `checkout_step` and `checkout_data` (JSON,
// 6 hours, path /) and, once the order is placed, the order in session storage under `orderData` (and its access
// token in local storage, lib/order-tokens.ts).
import Cookies from 'js-cookie';
import {
  CHECKOUT_COOKIES,
  CHECKOUT_COOKIE_LIFETIME_MS,
  ORDER_STORAGE_KEY,
  isOrderId,
  type CheckoutStep,
  type OrderRecord,
  type SavedCheckout,
} from '@telecom/domain';
import { storeOrderToken } from '../../lib/order-tokens';

export { isOrderId };

function cookieOptions(): Cookies.CookieAttributes {
  return {
    expires: new Date(Date.now() + CHECKOUT_COOKIE_LIFETIME_MS),
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  };
}

export function writeCheckoutCookies(step: CheckoutStep, saved: SavedCheckout): void {
  Cookies.set(CHECKOUT_COOKIES.step, String(step), cookieOptions());
  Cookies.set(CHECKOUT_COOKIES.data, JSON.stringify(saved), cookieOptions());
}

/**
 * The checkout cookies as the browser holds them, not decoded: what the saved state is read from, and so what tells
 * whether it must be read again. Empty without them (and at build, where there is no document).
 */
export function checkoutCookiesAsHeld(): string {
  if (typeof document === 'undefined') return '';
  const names = [CHECKOUT_COOKIES.step, CHECKOUT_COOKIES.data].map((name) => `${name}=`);
  return document.cookie
    .split('; ')
    .filter((cookie) => names.some((name) => cookie.startsWith(name)))
    .join('; ');
}

/**
 * True once the wizard has started saving (its state is then kept in sync even when nothing is chosen any more): a
 * `checkout_data` cookie, whether it can be read or not (js-cookie passes over one that cannot be decoded).
 */
export function hasCheckoutCookies(): boolean {
  return checkoutCookiesAsHeld()
    .split('; ')
    .some((cookie) => cookie.startsWith(`${CHECKOUT_COOKIES.data}=`));
}

export function clearCheckoutCookies(): void {
  Cookies.remove(CHECKOUT_COOKIES.step, { path: '/' });
  Cookies.remove(CHECKOUT_COOKIES.data, { path: '/' });
}

/** The order as POST /api/orders answered it (and its access token), for the confirmation page. */
export function storePlacedOrder(order: OrderRecord, accessToken?: string): void {
  try {
    // The token in local storage (lib/order-tokens.ts): the install page reads the eSIM with it in a later visit too.
    if (accessToken) storeOrderToken(order.id, accessToken);
    window.sessionStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // Without session storage the confirmation page has nothing to show and sends the visitor home; the order
    // itself is placed and mailed.
  }
}

/** Whether session storage holds an order record (spec point 3) in its main parts; anything else is ignored. */
function isPlacedOrder(value: unknown): value is OrderRecord {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Partial<OrderRecord>;
  return (
    isOrderId(order.id) &&
    typeof order.product === 'object' &&
    order.product !== null &&
    typeof order.product.totalWithVatCents === 'number' &&
    typeof order.customer === 'object' &&
    order.customer !== null &&
    typeof order.customer.name === 'string' &&
    typeof order.payment === 'object' &&
    order.payment !== null &&
    typeof order.account === 'string' &&
    typeof order.createdAt === 'string'
  );
}

/** The placed order in session storage, or null when there is none (or it is not an order). */
export function readPlacedOrder(): OrderRecord | null {
  try {
    const raw = window.sessionStorage.getItem(ORDER_STORAGE_KEY);
    const order = raw ? (JSON.parse(raw) as unknown) : null;
    return isPlacedOrder(order) ? order : null;
  } catch {
    return null;
  }
}
