// The Webhook-Signature header (docs/contracts.md §18), in the manner of Stripe's Stripe-Signature:
// `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. Signing the time with the body lets a receiver refuse
// an old message replayed (a tolerance of 5 minutes); the secret is the endpoint's `whsec_…` string as shown, used as
// the key byte for byte.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'Webhook-Signature';
/** How old a signed time a receiver accepts, in seconds. */
export const WEBHOOK_SIGNATURE_TOLERANCE_S = 5 * 60;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header's value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does, written once so the tests and the documentation show the same steps: read `t` and every
 * `v1`, refuse a time further than the tolerance from its own clock, and compare the HMAC it computes over the raw
 * body with each `v1` in constant time.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_SIGNATURE_TOLERANCE_S,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
