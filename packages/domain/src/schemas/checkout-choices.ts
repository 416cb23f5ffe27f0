// The order wizard's choices and the card's month, without the schemas that check them (schemas/checkout.ts): what a
// page needs to show the wizard's first step and its defaults, so that it can do without zod until a form is checked.

import { isOneOf } from '../one-of.js';
import { EU_COUNTRIES } from '../pricing/vat.js';

// --- Shipping details ----------------------------------------------------------------------------------

/**
 * The countries of a customer's address: every member state of the EU (docs/contracts.md §13), the Netherlands first and
 * by default (spec point 2 named NL, BE, DE and FR).
 */
export const SHIPPING_COUNTRIES = EU_COUNTRIES;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
export const DEFAULT_SHIPPING_COUNTRY: ShippingCountry = 'NL';
export const isShippingCountry = (value: unknown): value is ShippingCountry => isOneOf(SHIPPING_COUNTRIES, value);

/** How the eSIM (its QR code) is delivered; e-mail by default. */
export const DELIVERY_METHODS = ['email', 'sms'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'email';

// --- Step 3: account and payment -----------------------------------------------------------------------

export const ACCOUNT_CHOICES = ['guest', 'existing', 'new'] as const;
export type AccountChoice = (typeof ACCOUNT_CHOICES)[number];
export const DEFAULT_ACCOUNT_CHOICE: AccountChoice = 'guest';

export const PAYMENT_METHODS = ['ideal', 'creditcard', 'paypal', 'applepay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'ideal';
export const isPaymentMethod = (value: unknown): value is PaymentMethod => isOneOf(PAYMENT_METHODS, value);

/** The card form's input limits (spec point 5), for `maxLength`. */
export const CARD_INPUT_LIMITS = { number: 19, expiry: 5, cvc: 4 } as const;
/** A card number has at least this many characters (spec point 5) — here: digits. */
export const CARD_NUMBER_MIN_DIGITS = 16;

/** A month of the calendar: the year (2026) and the month (1–12). */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** The shop's time zone: one or two hours ahead of UTC all year (CET, CEST). */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';
const HOUR_MS = 3_600_000;

/**
 * The calendar month of a moment in the Netherlands (the shop's time zone), for judging a card's expiry.
 * In the shop's zone the month is the UTC month of one hour later whenever two hours later is still in that month
 * (the zone is one or two hours ahead): all but one hour a month, answered without `Intl`, whose time-zone formats
 * cost a browser 20–25 ms when first made (the order wizard checks the payment step as it hydrates). The hour
 * around a month's turn, and any other zone, ask `Intl`.
 */
export function calendarMonthOf(moment: Date, timeZone = SHOP_TIME_ZONE): CalendarMonth {
  if (timeZone === SHOP_TIME_ZONE) {
    const inOneHour = new Date(moment.getTime() + HOUR_MS);
    const inTwoHours = new Date(moment.getTime() + 2 * HOUR_MS);
    if (inOneHour.getUTCMonth() === inTwoHours.getUTCMonth())
      return { year: inOneHour.getUTCFullYear(), month: inOneHour.getUTCMonth() + 1 };
  }
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(moment);
  const part = (type: 'year' | 'month') => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** A card's expiry as typed: MM/YY. */
export const CARD_EXPIRY_FORMAT = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * Whether a card with this expiry ('MM/YY', the last month it can be used) still works in `month`: true for this
 * month or later, false for an earlier one or an expiry that is not written MM/YY.
 */
export function isCardExpiryCurrent(expiry: string, month: CalendarMonth): boolean {
  const match = CARD_EXPIRY_FORMAT.exec(expiry.trim());
  if (!match) return false;
  const expiryMonth = { year: 2000 + Number(match[2]), month: Number(match[1]) };
  return expiryMonth.year * 12 + expiryMonth.month >= month.year * 12 + month.month;
}
