// The right of withdrawal (herroepingsrecht, Directive 2011/83/EU art. 9 and the withdrawal function of Directive
// 2023/2673; docs/contracts.md §13 "Withdrawal", docs/decisions/043-withdrawal.md). A consumer may withdraw from a paid
// order for 14 full days after the day it was paid, in Dutch time: paid on 1 June, the last day is 15 June, until
// midnight. The consumer consented at checkout that the service starts at once, so the refund is what was paid minus
// the share of the days the service was used: paid × (days not used / days of the period), rounded once to whole cents.
import type { OrderProductRecord } from '../checkout/order.js';
import { calendarDayOf } from '../checkout/voip-wizard.js';

/** The withdrawal period in days, counted from the day after the payment. */
export const WITHDRAWAL_DAYS = 14;

/** The shop's time zone: the days of the period are days in the Netherlands. */
const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` comes first. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar date of a moment in the Netherlands. */
export const shopDateOf = (moment: string | Date): string =>
  calendarDayOf(typeof moment === 'string' ? new Date(moment) : moment, SHOP_TIME_ZONE);

/** The moment a day starts in the Netherlands (00:00 CET or CEST), as an ISO instant. */
function startOfShopDay(date: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Dutch time is UTC+1 or UTC+2: the start of the day is the one of those whose date is `date` an instant before not.
  for (const offsetHours of [2, 1]) {
    const candidate = midnightUtc - offsetHours * 60 * 60 * 1000;
    if (shopDateOf(new Date(candidate)) === date && shopDateOf(new Date(candidate - 1)) !== date)
      return new Date(candidate).toISOString();
  }
  return new Date(midnightUtc).toISOString();
}

/** The last day to withdraw (YYYY-MM-DD, Dutch time) of an order paid at `paidAt`: 14 days after the day of payment. */
export const withdrawalLastDay = (paidAt: string): string => addDays(shopDateOf(paidAt), WITHDRAWAL_DAYS);

/** The moment the withdrawal period ends: midnight after its last day, Dutch time (ISO instant, exclusive). */
export const withdrawalDeadline = (paidAt: string): string => startOfShopDay(addDays(withdrawalLastDay(paidAt), 1));

/** Whether an order paid at `paidAt` can still be withdrawn from at `now`. */
export const withinWithdrawalPeriod = (paidAt: string, now: Date): boolean =>
  now.getTime() < Date.parse(withdrawalDeadline(paidAt));

/** What the refund of a withdrawal depends on besides the order's product. */
export interface WithdrawalUse {
  /** When the order was paid: the service started then (eSIM Pro, VOIP, the AI plans). */
  paidAt: string;
  /** When a travel plan's eSIM was installed (its validity starts then); null while it is not. */
  installedAt: string | null;
  /** Whether a ported number has moved to us: the one-off porting fee was then earned in full. */
  portingCompleted: boolean;
  /** The moment of the withdrawal. */
  now: Date;
}

export interface WithdrawalRefund {
  /** What is paid back, with VAT, in cents. */
  refundCents: number;
  /** What was paid, with VAT, in cents. */
  paidCents: number;
  /** The days the service could be used, the day it started and the day of the withdrawal counting. */
  daysUsed: number;
  /** The days of the period the payment covers. */
  periodDays: number;
}

/**
 * The days of the period the order's payment covers and the days of it used by `use.now`.
 * - A travel plan: its validity days, used from the day its eSIM was installed (not installed: none used).
 * - A monthly product: its first billed period, from the day it was paid to the end of that calendar month (the billing
 *   run invoices from the next month's first day), used from the day it was paid.
 * The day a service starts and the day of the withdrawal both count as used; never more than the period.
 */
export function withdrawalDays(
  product: OrderProductRecord,
  use: Pick<WithdrawalUse, 'paidAt' | 'installedAt' | 'now'>,
): { daysUsed: number; periodDays: number } {
  const today = shopDateOf(use.now);
  const usedSince = (start: string) => Math.max(0, daysBetween(start, today) + 1);
  if (product.kind === 'travel') {
    const periodDays = product.duration;
    const daysUsed = use.installedAt === null ? 0 : usedSince(shopDateOf(use.installedAt));
    return { daysUsed: Math.min(daysUsed, periodDays), periodDays };
  }
  const start = shopDateOf(use.paidAt);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const periodDays = daysBetween(start, monthEnd) + 1;
  return { daysUsed: Math.min(usedSince(start), periodDays), periodDays };
}

/**
 * The refund of a withdrawal: what was paid × (days not used / days of the period), in whole cents (half up). A VOIP
 * order's one-off porting fee is not a service by the day: it is paid back in full while the number has not moved, and
 * not at all once it has (the work was done). The share is taken of the amount paid with VAT, so that the refund is
 * the same share of whatever rate was charged.
 */
export function withdrawalRefund(product: OrderProductRecord, use: WithdrawalUse): WithdrawalRefund {
  const paidCents = product.totalWithVatCents;
  const { daysUsed, periodDays } = withdrawalDays(product, use);
  const portingCents = product.kind === 'voip' ? product.portingCents : 0;
  const beforeVatCents = product.totalPriceCents;
  if (paidCents === 0 || beforeVatCents === 0) return { refundCents: 0, paidCents, daysUsed, periodDays };
  // The refunded part of the amount before VAT, times the period's days so that it stays a whole number; then that
  // share of the amount paid with VAT, rounded half up once. Every product is at most a few thousand euros and a period
  // at most a year: the products stay far below 2^53.
  const refundedBeforeVatDays =
    (beforeVatCents - portingCents) * (periodDays - daysUsed) + (use.portingCompleted ? 0 : portingCents) * periodDays;
  const denominator = beforeVatCents * periodDays;
  const refundCents = Math.min(
    paidCents,
    Math.floor((2 * paidCents * refundedBeforeVatDays + denominator) / (2 * denominator)),
  );
  return { refundCents, paidCents, daysUsed, periodDays };
}
