// Rating a month of one number's calls (docs/contracts.md §15, spec §9, docs/decisions/046): per started minute, on-net
// and free phone calls free, the bundle's minutes first in the order the calls started, the rest at the destination's
// per-minute rate; then the month's usage per destination class, the calling meter and its 80 % and 100 % mails.
import { VOIP_BUNDLES, type VoipBundleId } from '../pricing/voip.js';
import { DESTINATION_CLASSES, DESTINATION_RATE_CENTS, isFreephone, type DestinationClass } from './destinations.js';

/** The minutes a call is billed for: every started minute (0 s → 0, 1 s → 1, 60 s → 1, 61 s → 2). */
export function billedMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`A call cannot last ${seconds} seconds`);
  return Math.ceil(seconds / 60);
}

export interface BundleCoverage {
  /** The destination classes whose minutes the bundle pays. */
  readonly classes: readonly DestinationClass[];
  /** Minutes a month for all of them together; null: no limit but the fair use. */
  readonly minutes: number | null;
  /** Fair use: at most this many bundle minutes a month to one and the same number; null: none. */
  readonly fairUseMinutesPerNumber: number | null;
}

function bundle(id: VoipBundleId, classes: readonly DestinationClass[]): BundleCoverage {
  const found = VOIP_BUNDLES.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`Unknown bundle '${id}'`);
  return { classes, minutes: found.minutes, fairUseMinutesPerNumber: found.fairUseMinutesPerNumber };
}

/**
 * What each bundle covers (docs/decisions/046): NL unlimited the Dutch landlines and mobiles (1,000 minutes a month to
 * the same number); Europe 500 minutes to the Netherlands and Europe; World 200 minutes to every destination but our
 * own numbers, which are free anyway.
 */
export const BUNDLE_COVERAGE: Readonly<Record<VoipBundleId, BundleCoverage>> = {
  'nl-unlimited': bundle('nl-unlimited', ['nl-landline', 'nl-mobile']),
  europe: bundle('europe', ['nl-landline', 'nl-mobile', 'europe-landline', 'europe-mobile']),
  world: bundle('world', ['nl-landline', 'nl-mobile', 'europe-landline', 'europe-mobile', 'us-canada', 'other']),
};

export function bundleCovers(bundleId: VoipBundleId | null, destination: DestinationClass): boolean {
  return bundleId !== null && BUNDLE_COVERAGE[bundleId].classes.includes(destination);
}

export interface RatedCallInput {
  readonly id: string;
  /** E.164. */
  readonly callee: string;
  readonly destination: DestinationClass;
  /** From answer to end; 0 for a call that was not answered. */
  readonly seconds: number;
  /** ISO date-time. */
  readonly startedAt: string;
}

export interface RatedCall extends RatedCallInput {
  /** Billed minutes: every started minute. */
  readonly minutes: number;
  /** Of those, the minutes the bundle paid. */
  readonly bundleMinutes: number;
  /** Of those, the minutes charged at the destination's rate. */
  readonly chargedMinutes: number;
  readonly costCents: number;
}

function byStart(a: RatedCallInput, b: RatedCallInput): number {
  const difference = Date.parse(a.startedAt) - Date.parse(b.startedAt);
  if (difference !== 0) return difference;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Rates one number's calls of one calendar month with its bundle (or none), in the order they started (ties by id);
 * the answer is in that order. On-net and free phone (0800) calls cost nothing and use no bundle minutes. A call the
 * bundle covers uses its minutes that are left (and, with a fair use, those left to that callee); the rest of the
 * call's minutes, and every minute of a call it does not cover, cost the destination's rate: a call that straddles
 * the end of the bundle is partly covered.
 */
export function rateCalls(calls: readonly RatedCallInput[], bundleId: VoipBundleId | null): RatedCall[] {
  const coverage = bundleId === null ? null : BUNDLE_COVERAGE[bundleId];
  let bundleLeft = coverage?.minutes ?? null;
  const usedPerCallee = new Map<string, number>();
  return [...calls].sort(byStart).map((call) => {
    const minutes = billedMinutes(call.seconds);
    if (call.destination === 'on-net' || isFreephone(call.callee)) {
      return { ...call, minutes, bundleMinutes: 0, chargedMinutes: 0, costCents: 0 };
    }
    let bundleMinutes = 0;
    if (coverage?.classes.includes(call.destination)) {
      bundleMinutes = minutes;
      if (bundleLeft !== null) bundleMinutes = Math.min(bundleMinutes, bundleLeft);
      const usedToCallee = usedPerCallee.get(call.callee) ?? 0;
      if (coverage.fairUseMinutesPerNumber !== null) {
        bundleMinutes = Math.min(bundleMinutes, Math.max(0, coverage.fairUseMinutesPerNumber - usedToCallee));
      }
      if (bundleLeft !== null) bundleLeft -= bundleMinutes;
      usedPerCallee.set(call.callee, usedToCallee + bundleMinutes);
    }
    const chargedMinutes = minutes - bundleMinutes;
    return {
      ...call,
      minutes,
      bundleMinutes,
      chargedMinutes,
      costCents: chargedMinutes * DESTINATION_RATE_CENTS[call.destination],
    };
  });
}

/** One destination class's share of a month: an invoice usage line and a row of the dashboard's usage. */
export interface UsageLine {
  readonly destination: DestinationClass;
  /** Calls with at least one billed minute. */
  readonly calls: number;
  readonly minutes: number;
  readonly chargedMinutes: number;
  readonly costCents: number;
}

/** The calling meter: the bundle's minutes used this month. */
export interface CallingMeter {
  readonly id: VoipBundleId | null;
  /** The bundle's minutes; null without a bundle or for NL unlimited (no meter, only the fair use). */
  readonly included: number | null;
  /** Bundle minutes used (NL unlimited counts them too). */
  readonly used: number;
  /** Whole percent of `included` used, rounded down; null without `included`. */
  readonly percent: number | null;
}

export interface UsageSummary {
  /** One line per destination class with calls of at least a minute, in DESTINATION_CLASSES order. */
  readonly lines: UsageLine[];
  readonly bundle: CallingMeter;
  readonly totalCostCents: number;
}

/** A month's usage from its rated calls (`rateCalls`, with the same bundle): lines per destination and the meter. */
export function usageSummary(rated: readonly RatedCall[], bundleId: VoipBundleId | null): UsageSummary {
  const lines: UsageLine[] = [];
  for (const destination of DESTINATION_CLASSES) {
    const calls = rated.filter((call) => call.destination === destination && call.minutes > 0);
    if (calls.length === 0) continue;
    lines.push({
      destination,
      calls: calls.length,
      minutes: sum(calls, (call) => call.minutes),
      chargedMinutes: sum(calls, (call) => call.chargedMinutes),
      costCents: sum(calls, (call) => call.costCents),
    });
  }
  const included = bundleId === null ? null : BUNDLE_COVERAGE[bundleId].minutes;
  const used = sum(rated, (call) => call.bundleMinutes);
  return {
    lines,
    bundle: { id: bundleId, included, used, percent: included ? Math.floor((used * 100) / included) : null },
    totalCostCents: sum(lines, (line) => line.costCents),
  };
}

/** The lines the monthly invoice gets: those with a cost (on-net, free and bundle minutes are not invoiced). */
export function invoiceUsageLines(summary: UsageSummary): UsageLine[] {
  return summary.lines.filter((line) => line.costCents > 0);
}

export const METER_THRESHOLDS = [80, 100] as const;
export type MeterThreshold = (typeof METER_THRESHOLDS)[number];

/**
 * The meter's thresholds that the bundle minutes used passed from `before` to `after` (of `included`): a mail for
 * each. A threshold counts when reached exactly (400 of 500 is 80 %); none for a bundle without minutes.
 */
export function meterThresholdsCrossed(before: number, after: number, included: number): MeterThreshold[] {
  if (!(included > 0)) return [];
  return METER_THRESHOLDS.filter(
    (threshold) => before * 100 < threshold * included && after * 100 >= threshold * included,
  );
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}
