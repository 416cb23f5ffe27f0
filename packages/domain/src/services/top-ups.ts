// eSIM top-ups (docs/contracts.md §14): data bundles bought for an eSIM that is in use, paid like an order and added to
// the current period's allowance at once. Prices are before VAT like every price of the catalogue, with 21% VAT added
// (docs/decisions/004-travel-plan-vat.md). The spec names no top-up figures: these are ours.
//
// The allowance of a period is the eSIM's included data plus the paid top-ups of that period: an eSIM Pro's calendar
// month, or a travel plan's whole validity (a top-up never extends the validity). Auto top-up buys a bundle when the
// period's use reaches 90% of the allowance, never above the month's cap.
import { isOneOf } from '../one-of.js';
import { percentOfCents, VAT_PERCENT } from '../pricing/money.js';
import { MB_PER_GB } from './esims.js';

export const TOP_UP_BUNDLE_IDS = ['1gb', '3gb', '5gb', '10gb'] as const;
export type TopUpBundleId = (typeof TOP_UP_BUNDLE_IDS)[number];
export const isTopUpBundleId = (value: unknown): value is TopUpBundleId => isOneOf(TOP_UP_BUNDLE_IDS, value);

export interface TopUpBundle {
  readonly id: TopUpBundleId;
  readonly dataGb: number;
  /** The data it adds, in MB. */
  readonly mb: number;
  /** Before VAT. */
  readonly priceCents: number;
  /** What the consumer pays: the price with 21% VAT. */
  readonly priceWithVatCents: number;
}

function bundle(id: TopUpBundleId, dataGb: number, priceCents: number): TopUpBundle {
  return {
    id,
    dataGb,
    mb: dataGb * MB_PER_GB,
    priceCents,
    priceWithVatCents: priceCents + percentOfCents(priceCents, VAT_PERCENT),
  };
}

/** The bundles, smallest first. */
export const TOP_UP_BUNDLES: readonly TopUpBundle[] = [
  bundle('1gb', 1, 499),
  bundle('3gb', 3, 999),
  bundle('5gb', 5, 1499),
  bundle('10gb', 10, 2499),
];

export function findTopUpBundle(id: string): TopUpBundle | undefined {
  return TOP_UP_BUNDLES.find((candidate) => candidate.id === id);
}

/** Auto top-up buys a bundle once the period's use reaches this share of its allowance (10% left). */
export const AUTO_TOP_UP_AT_PERCENT = 90;

/** The monthly cap of auto top-ups, in whole euros incl. VAT (the validation message names these figures). */
export const AUTO_TOP_UP_CAP_EUROS = { min: 10, max: 500 } as const;

/** Whether `usedMb` of `allowanceMb` calls for an auto top-up (never for unlimited data). */
export function autoTopUpDue(usedMb: number, allowanceMb: number | null): boolean {
  if (allowanceMb === null || allowanceMb <= 0) return false;
  return usedMb * 100 >= allowanceMb * AUTO_TOP_UP_AT_PERCENT;
}

/** Whether a bundle of `priceWithVatCents` fits under the month's cap, given what auto top-ups spent this month. */
export function withinAutoTopUpCap(spentThisMonthCents: number, priceWithVatCents: number, capCents: number): boolean {
  return spentThisMonthCents + priceWithVatCents <= capCents;
}

/** The reminder that a travel plan ends goes this many days before its last day of validity. */
export const TRAVEL_END_REMINDER_DAYS = 3;
