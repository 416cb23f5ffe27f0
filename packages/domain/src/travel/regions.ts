// The international (travel) plans of /esim-pro and /internationale-plannen (spec points 2, 3 and 9,
// docs/contracts.md §2 and §5). Countries are ISO 3166-1 alpha-2 codes: the web shows names through
// `Intl.DisplayNames` in the page language and flags from the code. The Netherlands is home and in no list;
// no country is in two regions. Plan features are translation keys (`TRAVEL_FEATURE_KEYS`).

import { centsToEuroString, eurosToCents } from '../pricing/money.js';
import { isOneOf } from '../one-of.js';

export const TRAVEL_REGION_IDS = ['europa', 'asia', 'americas', 'africa'] as const;
export type TravelRegionId = (typeof TRAVEL_REGION_IDS)[number];

export const isTravelRegionId = (value: unknown): value is TravelRegionId => isOneOf(TRAVEL_REGION_IDS, value);

export type TravelPlanId = 'basic' | 'standard' | 'unlimited' | 'premium';

/** The plans' features, as translation keys the web app translates. */
export const TRAVEL_FEATURE_KEYS = [
  'travel.feature.instantActivation',
  'travel.feature.hotspot',
  'travel.feature.support24',
  'travel.feature.network5g',
] as const;
export type TravelFeatureKey = (typeof TRAVEL_FEATURE_KEYS)[number];

/** docs/contracts.md §5: `{ id, name, data: '10GB', duration: 15, price: '19.99', priceCents: 1999, popular, features }`. */
export interface TravelPlan {
  readonly id: TravelPlanId;
  readonly name: string;
  /** The spec's data text, e.g. '10GB'. */
  readonly data: string;
  /** The same as a number of gigabytes. */
  readonly dataGb: number;
  /** Days. */
  readonly duration: number;
  /** Euros as the spec writes them, e.g. '19.99'. */
  readonly price: string;
  readonly priceCents: number;
  readonly popular: boolean;
  readonly features: readonly TravelFeatureKey[];
}

export interface TravelRegion {
  readonly id: TravelRegionId;
  /** The spec's card title (Europa, Asia-Pacific, Americas, Africa and Middle East); the web translates by id. */
  readonly name: string;
  /** The cheapest plan's price. */
  readonly startingPrice: string;
  readonly startingPriceCents: number;
  /** ISO 3166-1 alpha-2 codes, upper case. */
  readonly countries: readonly string[];
  /** In the spec's order: the calculator tries them in this order. */
  readonly plans: readonly TravelPlan[];
}

const BASE_FEATURES: readonly TravelFeatureKey[] = [
  'travel.feature.instantActivation',
  'travel.feature.hotspot',
  'travel.feature.support24',
];
const ALL_FEATURES: readonly TravelFeatureKey[] = TRAVEL_FEATURE_KEYS;

function plan(
  id: TravelPlanId,
  name: string,
  dataGb: number,
  duration: number,
  price: string,
  popular = false,
): TravelPlan {
  return {
    id,
    name,
    data: `${dataGb}GB`,
    dataGb,
    duration,
    price,
    priceCents: eurosToCents(price),
    popular,
    features: id === 'basic' ? BASE_FEATURES : ALL_FEATURES,
  };
}

function region(
  id: TravelRegionId,
  name: string,
  countries: readonly string[],
  plans: readonly TravelPlan[],
): TravelRegion {
  const startingPriceCents = Math.min(...plans.map((candidate) => candidate.priceCents));
  return { id, name, startingPrice: centsToEuroString(startingPriceCents), startingPriceCents, countries, plans };
}

/** The four regions in the spec's order (europa is the default selection). */
export const TRAVEL_REGIONS: readonly TravelRegion[] = [
  region(
    'europa',
    'Europa',
    [
      'FR',
      'DE',
      'ES',
      'IT',
      'PT',
      'GR',
      'AT',
      'BE',
      'CH',
      'GB',
      'IE',
      'DK',
      'SE',
      'NO',
      'FI',
      'PL',
      'CZ',
      'HU',
      'HR',
      'TR',
    ],
    [
      plan('basic', 'Basic', 5, 7, '9.99'),
      plan('standard', 'Standard', 10, 15, '19.99', true),
      plan('unlimited', 'Unlimited', 25, 30, '39.99'),
    ],
  ),
  region(
    'asia',
    'Asia-Pacific',
    ['JP', 'TH', 'SG', 'ID', 'VN', 'AU', 'KR', 'CN', 'HK', 'TW', 'MY', 'PH', 'IN', 'NZ', 'KH', 'LK'],
    [
      plan('basic', 'Basic', 3, 7, '24.99'),
      plan('standard', 'Standard', 8, 15, '44.99', true),
      plan('premium', 'Premium', 20, 30, '79.99'),
    ],
  ),
  region(
    'americas',
    'Americas',
    ['US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'CR', 'PA', 'DO', 'EC', 'UY', 'GT', 'JM'],
    [
      plan('basic', 'Basic', 3, 7, '29.99'),
      plan('standard', 'Standard', 10, 15, '54.99', true),
      plan('premium', 'Premium', 25, 30, '99.99'),
    ],
  ),
  region(
    'africa',
    'Africa and Middle East',
    ['ZA', 'EG', 'MA', 'AE', 'IL', 'KE', 'TZ', 'NG', 'GH', 'TN', 'SA', 'QA', 'JO', 'OM'],
    [
      plan('basic', 'Basic', 2, 7, '34.99'),
      plan('standard', 'Standard', 5, 15, '64.99', true),
      plan('premium', 'Premium', 15, 30, '119.99'),
    ],
  ),
];

export const DEFAULT_TRAVEL_REGION: TravelRegionId = 'europa';

/** Every country of every region, in region order (for the calculator's country picker). */
export const TRAVEL_COUNTRIES: readonly string[] = TRAVEL_REGIONS.flatMap((candidate) => candidate.countries);

export function findTravelRegion(id: string): TravelRegion | undefined {
  return TRAVEL_REGIONS.find((candidate) => candidate.id === id);
}

/** The plan with this id in this region; undefined when either is unknown. */
export function findTravelPlan(regionId: string, planId: string): TravelPlan | undefined {
  return findTravelRegion(regionId)?.plans.find((candidate) => candidate.id === planId);
}

/** The region listing a country (case-insensitive code), or undefined (e.g. 'NL', home). */
export function regionOfCountry(code: string): TravelRegionId | undefined {
  const normalized = code.trim().toUpperCase();
  return TRAVEL_REGIONS.find((candidate) => candidate.countries.includes(normalized))?.id;
}
