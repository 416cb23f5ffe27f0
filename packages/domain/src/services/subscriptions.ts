// Subscriptions (docs/contracts.md §8): calendar months, the minimum term, cancelling and the billing run's month.
// Dates are ISO calendar dates (YYYY-MM-DD, UTC like the rest of the back office). The order pays its first month in
// full, whatever day it was made; the billing run invoices every later month on (or after) its first day.
import { isOneOf } from '../one-of.js';
import { percentOfCents, VAT_PERCENT } from '../pricing/money.js';

/**
 * active → cancelling → cancelled; the back office suspends an active or cancelling one (not invoiced while suspended,
 * docs/contracts.md §14) and resumes it to what it was (cancelling while it has a last day).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelling', 'cancelled', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  isOneOf(SUBSCRIPTION_STATUSES, value);

/** What a subscription is for: eSIM Pro now, VOIP and the AI plans with §9. */
export const SUBSCRIPTION_KINDS = ['esim-pro', 'voip', 'ai-voicemail', 'ai-assistant'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: '${date}'`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const isoOf = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The first day of the calendar month of `date` ('2026-11-24' → '2026-11-01'). */
export function monthStart(date: string): string {
  const { year, month } = parts(date);
  return isoOf(year, month - 1, 1);
}

/** The last day of the calendar month of `date` ('2026-02-10' → '2026-02-28'). */
export function monthEnd(date: string): string {
  const { year, month } = parts(date);
  return isoOf(year, month, 0);
}

/** The first day of the month `months` calendar months after the month of `date` ('2026-11-24', 1 → '2026-12-01'). */
export function monthStartAfter(date: string, months: number): string {
  const { year, month } = parts(date);
  return isoOf(year, month - 1 + months, 1);
}

/**
 * The last day of the minimum term: `durationMonths` calendar months counted from the month the subscription started
 * in (that month included). Started 2026-11-24 for 12 months → '2027-10-31'.
 */
export function minimumTermEnd(startedOn: string, durationMonths: number): string {
  return monthEnd(monthStartAfter(startedOn, durationMonths - 1));
}

/** VOIP and the AI plans run month by month: their minimum term is the month they started in. */
export const MONTHLY_MINIMUM_TERM_MONTHS = 1;

/** The last day of a free trial of `days` days that starts on `startedOn` (30 days from 2026-11-26: '2026-12-25'). */
export function trialEndOf(startedOn: string, days: number): string {
  const { year, month, day } = parts(startedOn);
  return isoOf(year, month - 1, day + days - 1);
}

/**
 * The minimum term's last day after a change of duration that takes effect on `from` (the first day of a month): a new
 * duration starts its own minimum term with the change, and a shorter one never ends the current term early. The
 * plan change preview shows this day, and the billing run moves the change in with it (docs/contracts.md §14).
 */
export function minimumTermEndAfterChange(currentTermEnd: string, from: string, durationMonths: number): string {
  const changed = minimumTermEnd(from, durationMonths);
  return changed > currentTermEnd ? changed : currentTermEnd;
}

/** What the back office can do to a subscription (docs/contracts.md §14). */
export const SUBSCRIPTION_ADMIN_ACTIONS = ['suspend', 'resume', 'cancel-term-end', 'cancel-now'] as const;
export type SubscriptionAdminAction = (typeof SUBSCRIPTION_ADMIN_ACTIONS)[number];

/**
 * The back office's actions that apply to a subscription of `status` (as answered: an ended one is `cancelled`):
 * suspend an active or cancelling one; resume a suspended one, or take a cancellation back; cancel at the term's end
 * an active one; cancel now anything not cancelled yet.
 */
export function subscriptionAdminActions(status: SubscriptionStatus): readonly SubscriptionAdminAction[] {
  switch (status) {
    case 'active':
      return ['suspend', 'cancel-term-end', 'cancel-now'];
    case 'cancelling':
      return ['suspend', 'resume', 'cancel-now'];
    case 'suspended':
      return ['resume', 'cancel-now'];
    case 'cancelled':
      return [];
  }
}

/** Where a cancellation made on `today` ends: the later of this month's last day and the minimum term's end. */
export function cancellationEnd(today: string, minimumTermEndDate: string): string {
  const thisMonthEnd = monthEnd(today);
  return thisMonthEnd > minimumTermEndDate ? thisMonthEnd : minimumTermEndDate;
}

/** The month `{ start, end }` that a billing run on `runDate` invoices: the calendar month `runDate` is in. */
export function billingMonth(runDate: string): { start: string; end: string } {
  return { start: monthStart(runDate), end: monthEnd(runDate) };
}

export interface BillableSubscription {
  /** The day it started (the order's payment): that month is paid by the order. */
  readonly startedOn: string;
  /** While cancelling or once cancelled: its last day. */
  readonly endsOn: string | null;
  /** An AI assistant's trial: nothing is invoiced for months that start before it ends (§9). */
  readonly trialEnd?: string | null;
}

/**
 * Whether the billing run on `runDate` invoices this subscription for that month: it started before the month (the
 * first month is the order's), it has not ended before the month starts, and no trial covers the month's first day.
 * The run itself makes sure it invoices each month once.
 */
export function isBilledInMonth(subscription: BillableSubscription, runDate: string): boolean {
  const { start } = billingMonth(runDate);
  if (subscription.startedOn >= start) return false;
  if (subscription.endsOn !== null && subscription.endsOn < start) return false;
  if (subscription.trialEnd && subscription.trialEnd >= start) return false;
  return true;
}

/** The date of a subscription's next invoice after `today`, or null when it ends before then. */
export function nextInvoiceDate(subscription: BillableSubscription, today: string): string | null {
  let next = monthStartAfter(today, 1);
  if (subscription.trialEnd && subscription.trialEnd >= next) next = monthStartAfter(subscription.trialEnd, 1);
  if (subscription.endsOn !== null && subscription.endsOn < next) return null;
  return next;
}

/** A monthly amount before VAT and with it, the VAT rounded half up (docs/contracts.md §2). */
export function monthlyWithVat(monthlyCents: number): number {
  return monthlyCents + percentOfCents(monthlyCents, VAT_PERCENT);
}
