// eSIM Pro: the subscription configured on /esim-pro/bestellen (spec points 2 and 9, docs/contracts.md §2).
//
// A configuration is a duration, a calling option and one slider index per data region. Index 0 of every
// region means "no data for this region" (price 0); the spec's tiers follow in order, so nl index 1 is
// 5GB €10, eu index 6 is Onbeperkt €30 and world index 5 is 20GB €50.
//
// Price, in whole cents, rounding half up at each step (docs/contracts.md §2):
//   subtotal = nl tier + eu tier + world tier + calling option
//   discount = round(subtotal × duration discount %)
//   monthly  = subtotal − discount
//   vat      = round(monthly × 21%)
//   total    = monthly + vat

import { percentOfCents, VAT_PERCENT } from './money.js';
import { isOneOf } from '../one-of.js';

// --- Data regions and tiers --------------------------------------------------------------------------

export const ESIM_REGIONS = ['nl', 'eu', 'world'] as const;
/** A data region of the eSIM Pro sliders (not a travel region: see `TravelRegionId`). */
export type EsimRegion = (typeof ESIM_REGIONS)[number];
/** Short name of `EsimRegion`. */
export type Region = EsimRegion;

export const isEsimRegion = (value: unknown): value is EsimRegion => isOneOf(ESIM_REGIONS, value);

/** One step of a region's data slider. */
export interface DataTier {
  /** The spec's label ('5GB', 'Onbeperkt'); null for index 0, "no data for this region". */
  readonly label: string | null;
  /** Gigabytes per month; null for "no data" and for unlimited. */
  readonly gb: number | null;
  /** True for the 'Onbeperkt' tiers, so the UI can show its own translation of "unlimited". */
  readonly unlimited: boolean;
  readonly priceCents: number;
}

const NO_DATA: DataTier = { label: null, gb: null, unlimited: false, priceCents: 0 };
const gbTier = (gb: number, priceCents: number): DataTier => ({ label: `${gb}GB`, gb, unlimited: false, priceCents });
const unlimitedTier = (priceCents: number): DataTier => ({ label: 'Onbeperkt', gb: null, unlimited: true, priceCents });

/** Per region: index 0 = no data, then the tiers of spec point 9 in order (price per month). */
export const DATA_TIERS: Readonly<Record<EsimRegion, readonly DataTier[]>> = {
  nl: [NO_DATA, gbTier(5, 1000), gbTier(10, 1500), gbTier(20, 2000), unlimitedTier(2500)],
  eu: [
    NO_DATA,
    gbTier(3, 500),
    gbTier(6, 1000),
    gbTier(12, 1500),
    gbTier(20, 2000),
    gbTier(30, 2500),
    unlimitedTier(3000),
  ],
  world: [NO_DATA, gbTier(1, 1000), gbTier(3, 2000), gbTier(6, 3000), gbTier(12, 4000), gbTier(20, 5000)],
};

/** The highest slider index of a region (nl 4, eu 6, world 5). */
export function maxDataIndex(region: EsimRegion): number {
  return DATA_TIERS[region].length - 1;
}

/** The tier at a slider index; a RangeError for an index that is not a whole number in range. */
export function dataTier(region: EsimRegion, index: number): DataTier {
  const tier = Number.isInteger(index) ? DATA_TIERS[region][index] : undefined;
  if (!tier) {
    throw new RangeError(
      `${region} data index must be a whole number from 0 to ${maxDataIndex(region)}, got ${String(index)}`,
    );
  }
  return tier;
}

// --- Calling options -----------------------------------------------------------------------------------

export const CALLING_OPTION_IDS = ['nl', 'eu', 'world'] as const;
export type CallingOption = (typeof CALLING_OPTION_IDS)[number];

export const isCallingOption = (value: unknown): value is CallingOption => isOneOf(CALLING_OPTION_IDS, value);

export interface CallingOptionInfo {
  readonly id: CallingOption;
  /** Added to the subtotal, per month. */
  readonly priceCents: number;
  /** The spec's own name where it gives one (nl: 'Nederland Onbeperkt'); the UI translates by `id`. */
  readonly label: string | null;
  /** "Over N countries" for world calling (spec point 9); null when the spec gives no count. */
  readonly minCountries: number | null;
}

/** The calling add-ons per month, in the order the wizard lists them (spec point 9). */
export const CALLING_OPTIONS: readonly CallingOptionInfo[] = [
  { id: 'nl', priceCents: 500, label: 'Nederland Onbeperkt', minCountries: null },
  { id: 'eu', priceCents: 1000, label: null, minCountries: null },
  { id: 'world', priceCents: 2000, label: null, minCountries: 100 },
];

export const DEFAULT_CALLING: CallingOption = 'nl';

/** The calling option's details; a RangeError for an unknown id. */
export function callingOption(id: string): CallingOptionInfo {
  const option = CALLING_OPTIONS.find((candidate) => candidate.id === id);
  if (!option) throw new RangeError(`Unknown calling option '${id}' (expected ${CALLING_OPTION_IDS.join(', ')})`);
  return option;
}

// --- Durations -----------------------------------------------------------------------------------------

export const DURATION_MONTHS = [3, 6, 12, 24] as const;
export type DurationMonths = (typeof DURATION_MONTHS)[number];

export const isDurationMonths = (value: unknown): value is DurationMonths => isOneOf(DURATION_MONTHS, value);

export interface DurationInfo {
  readonly months: DurationMonths;
  readonly discountPercent: number;
}

/** Contract lengths and their discount on the subtotal (spec point 9). */
export const DURATIONS: readonly DurationInfo[] = [
  { months: 3, discountPercent: 0 },
  { months: 6, discountPercent: 5 },
  { months: 12, discountPercent: 10 },
  { months: 24, discountPercent: 15 },
];

export const DEFAULT_DURATION: DurationMonths = 12;

/** The discount of a duration in percent; a RangeError for an unknown duration. */
export function durationDiscountPercent(months: number): number {
  const duration = DURATIONS.find((candidate) => candidate.months === months);
  if (!duration)
    throw new RangeError(`Unknown duration ${String(months)} months (expected ${DURATION_MONTHS.join(', ')})`);
  return duration.discountPercent;
}

// --- Configuration and price ---------------------------------------------------------------------------

export interface EsimConfiguration {
  readonly durationMonths: DurationMonths;
  readonly calling: CallingOption;
  /** Slider indexes into `DATA_TIERS`. */
  readonly nlData: number;
  readonly euData: number;
  readonly worldData: number;
}

/** What the wizard starts with: 12 months, nl calling, no data chosen yet. */
export const DEFAULT_ESIM_CONFIGURATION: EsimConfiguration = {
  durationMonths: DEFAULT_DURATION,
  calling: DEFAULT_CALLING,
  nlData: 0,
  euData: 0,
  worldData: 0,
};

const DATA_FIELDS = { nl: 'nlData', eu: 'euData', world: 'worldData' } as const satisfies Record<
  EsimRegion,
  keyof EsimConfiguration
>;

export interface EsimPrice {
  /** Data tiers plus calling, per month. */
  readonly subtotalCents: number;
  readonly discountPercent: number;
  readonly discountCents: number;
  /** Subtotal minus discount: the price per month without VAT. */
  readonly monthlyCents: number;
  readonly vatCents: number;
  /** Monthly plus VAT: the price per month the customer pays. */
  readonly totalWithVatCents: number;
}

/**
 * The monthly price of a configuration (docs/contracts.md §2). Throws a RangeError for an unknown duration or
 * calling option, or a data index that is not a whole number within its region's slider.
 */
export function calculateEsimPrice(config: EsimConfiguration): EsimPrice {
  const discountPercent = durationDiscountPercent(config.durationMonths);
  const callingCents = callingOption(config.calling).priceCents;
  const dataCents = ESIM_REGIONS.reduce(
    (sum, region) => sum + dataTier(region, config[DATA_FIELDS[region]]).priceCents,
    0,
  );
  const subtotalCents = dataCents + callingCents;
  const discountCents = percentOfCents(subtotalCents, discountPercent);
  const monthlyCents = subtotalCents - discountCents;
  const vatCents = percentOfCents(monthlyCents, VAT_PERCENT);
  return {
    subtotalCents,
    discountPercent,
    discountCents,
    monthlyCents,
    vatCents,
    totalWithVatCents: monthlyCents + vatCents,
  };
}

/**
 * True when at least one region is above index 0 — "a data amount above the minimum" (spec point 4),
 * which an order needs and which the wizard needs before it lets a URL open step 2 or 3.
 */
export function hasChosenData(config: Pick<EsimConfiguration, 'nlData' | 'euData' | 'worldData'>): boolean {
  return config.nlData > 0 || config.euData > 0 || config.worldData > 0;
}

/**
 * True for a well-formed configuration: a known duration and calling option and whole data indexes in range.
 * It does not require data to be chosen; check `hasChosenData` for an orderable configuration.
 */
export function isValidEsimConfiguration(value: unknown): value is EsimConfiguration {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  if (!isDurationMonths(candidate.durationMonths) || !isCallingOption(candidate.calling)) return false;
  return ESIM_REGIONS.every((region) => {
    const index = candidate[DATA_FIELDS[region]];
    return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= maxDataIndex(region);
  });
}

export interface EsimDataChoice {
  /** null when no data is chosen for the region. */
  readonly label: string | null;
  readonly unlimited: boolean;
  readonly priceCents: number;
}

export interface EsimConfigurationDescription {
  /** Months. */
  readonly duration: DurationMonths;
  readonly calling: CallingOption;
  readonly data: Readonly<Record<EsimRegion, EsimDataChoice>>;
}

/**
 * The product part of the order record (spec point 3: duration, calling, data {nl, eu, world, each with
 * label and price}); the prices come from `calculateEsimPrice`. Throws like `calculateEsimPrice`.
 */
export function describeEsimConfiguration(config: EsimConfiguration): EsimConfigurationDescription {
  durationDiscountPercent(config.durationMonths);
  callingOption(config.calling);
  const choice = (region: EsimRegion): EsimDataChoice => {
    const { label, unlimited, priceCents } = dataTier(region, config[DATA_FIELDS[region]]);
    return { label, unlimited, priceCents };
  };
  return {
    duration: config.durationMonths,
    calling: config.calling,
    data: { nl: choice('nl'), eu: choice('eu'), world: choice('world') },
  };
}

// --- Marketing bundles and extras ----------------------------------------------------------------------

export const ESIM_BUNDLE_IDS = ['essential', 'popular', 'premium', 'unlimited'] as const;
export type EsimBundleId = (typeof ESIM_BUNDLE_IDS)[number];

export const isEsimBundleId = (value: unknown): value is EsimBundleId => isOneOf(ESIM_BUNDLE_IDS, value);

export interface EsimBundle {
  readonly id: EsimBundleId;
  readonly name: string;
  readonly dataLabel: string;
  readonly dataGb: number;
  /** Per month, without VAT. */
  readonly priceCents: number;
  readonly popular: boolean;
  /**
   * The configuration the card's order button opens the wizard with: exactly this price at 3 months with nl calling
   * (docs/contracts.md §2). Essential, Popular and Premium are NL 5GB, 10GB and 20GB; Unlimited, whose 50GB is not a tier
   * of the sliders, is NL Onbeperkt + EU 12GB (€25 + €15 + €5 calling = €45).
   */
  readonly configuration: EsimConfiguration;
}

const bundleConfiguration = (nlData: number, euData = 0): EsimConfiguration => ({
  durationMonths: 3,
  calling: 'nl',
  nlData,
  euData,
  worldData: 0,
});

/** The four bundle cards of /esim-pro (spec points 3 and 9). */
export const ESIM_BUNDLES: readonly EsimBundle[] = [
  {
    id: 'essential',
    name: 'Essential',
    dataLabel: '5GB',
    dataGb: 5,
    priceCents: 1500,
    popular: false,
    configuration: bundleConfiguration(1),
  },
  {
    id: 'popular',
    name: 'Popular',
    dataLabel: '10GB',
    dataGb: 10,
    priceCents: 2000,
    popular: true,
    configuration: bundleConfiguration(2),
  },
  {
    id: 'premium',
    name: 'Premium',
    dataLabel: '20GB',
    dataGb: 20,
    priceCents: 2500,
    popular: false,
    configuration: bundleConfiguration(3),
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    dataLabel: '50GB',
    dataGb: 50,
    priceCents: 4500,
    popular: false,
    configuration: bundleConfiguration(4, 3),
  },
];

/** The bundle of an id (as a link's `?bundle=` gives it); undefined for anything else. */
export function findEsimBundle(id: unknown): EsimBundle | undefined {
  return ESIM_BUNDLES.find((bundle) => bundle.id === id);
}

/** "eSIM Pro from €15 per month" (spec point 9; the reference's meta tags say €25 once — not used). */
export const ESIM_FROM_PRICE_CENTS = 1500;

/** Usage-based extras of eSIM Pro (spec point 9), in cents. */
export const ESIM_EXTRAS = {
  callPerMinuteCents: 15,
  aiVoicemailTranscriptionPerMinuteCents: 15,
  privacyShield: {
    /** The Privacy Shield number is an 085 or 088 number. */
    numberPrefixes: ['085', '088'],
    monthlyCents: 200,
    perMinuteCents: 6,
  },
} as const;
