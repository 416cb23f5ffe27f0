// The admin dashboard's comparisons and chart scale (spec point 2, "Admin dashboard").
//
// - Monthly revenue is the month so far; its change compares it with the SAME days of the month before: on
//   23 November, 1–23 November against 1–23 October (not against the whole of October, which would show every
//   month as a fall until its last day). A day the previous month lacks is capped at its last day: on 31 March,
//   1–31 March against 1–28 (29) February.
// - A change is a percentage with one decimal, or null when there is nothing to compare with (the previous span
//   is 0): no "+∞%" and no made-up 0%.
// - Its tone follows its sign and whether up is good for that figure: revenue up is good, overdue invoices up
//   are bad. The web shows the tone in colour AND in words or a sign, never in colour alone.
// - The revenue chart's value axis runs from 0 to a round number with round steps (1, 2, 2.5 or 5 × 10ⁿ).

import { assertIsoDate } from './iso-date.js';

import type { MonthToDateComparison } from '../api/admin-dashboard.js';

/** The shapes of `DateSpanSchema` and `MonthToDateComparisonSchema` (api/admin-dashboard.ts). */
export type { DateSpan, MonthToDateComparison } from '../api/admin-dashboard.js';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** This month so far and the same days of the month before (see the rules at the top of this file). */
export function monthToDateComparison(today: string): MonthToDateComparison {
  assertIsoDate(today);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const previousDay = Math.min(day, daysInMonth(previousYear, previousMonth));
  return {
    current: { from: isoOf(year, month, 1), to: today },
    previous: { from: isoOf(previousYear, previousMonth, 1), to: isoOf(previousYear, previousMonth, previousDay) },
  };
}

/** The change from `previous` to `current` in percent with one decimal; null when `previous` is 0. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0 || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return Object.is(percent, -0) ? 0 : percent;
}

export type ChangeTone = 'good' | 'bad' | 'neutral';

/** 'good' or 'bad' by the sign of the change and the direction that is good for the figure; 0 and null are neutral. */
export function changeTone(change: number | null, goodWhen: 'up' | 'down'): ChangeTone {
  if (change === null || change === 0 || Number.isNaN(change)) return 'neutral';
  return change > 0 === (goodWhen === 'up') ? 'good' : 'bad';
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The value axis of a bar chart whose highest bar is `highest`: 0 and `count` round steps up to at least `highest`
 * (`chartTicks(1234)` → [0, 500, 1000, 1500]). Nothing to show (0 or less) gives [0, 1, …, count].
 */
export function chartTicks(highest: number, count = 4): number[] {
  if (!(highest > 0) || !Number.isFinite(highest)) return Array.from({ length: count + 1 }, (_, index) => index);
  const rough = highest / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * magnitude >= rough) ?? 10) * magnitude;
  const steps = Math.ceil(highest / step - 1e-9);
  return Array.from({ length: Math.max(steps, 1) + 1 }, (_, index) => Math.round(index * step * 1e6) / 1e6);
}
