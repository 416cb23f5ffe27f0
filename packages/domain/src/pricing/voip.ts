// VOIP prices and limits of the /voip page (spec point 9), in cents. Prices are per month unless named
// one-off; the UI formats them with `formatEuro`.

/** Phone numbers per month: a Dutch number, or a number in one of 50+ other countries. */
export const VOIP_NUMBER_PRICES = {
  nlMonthlyCents: 250,
  internationalMonthlyCents: 1400,
  internationalCountries: 50,
} as const;

export type VoipBundleId = 'nl-unlimited' | 'europe' | 'world';

export interface VoipBundle {
  readonly id: VoipBundleId;
  readonly monthlyCents: number;
  /** Included minutes; null for unlimited. */
  readonly minutes: number | null;
  /** Fair use for the unlimited bundle: at most this many minutes to the same number. */
  readonly fairUseMinutesPerNumber: number | null;
  /** "60+ countries" for the world bundle; null when not stated. */
  readonly minCountries: number | null;
}

/** Calling bundles per month, in the order of the page (spec point 9). */
export const VOIP_BUNDLES: readonly VoipBundle[] = [
  { id: 'nl-unlimited', monthlyCents: 999, minutes: null, fairUseMinutesPerNumber: 1000, minCountries: null },
  { id: 'europe', monthlyCents: 1999, minutes: 500, fairUseMinutesPerNumber: null, minCountries: null },
  { id: 'world', monthlyCents: 3999, minutes: 200, fairUseMinutesPerNumber: null, minCountries: 60 },
];

/** Per-minute rates outside a bundle, in cents (spec point 9). */
export const VOIP_PER_MINUTE_CENTS = {
  nlLandline: 2,
  nlMobile: 5,
  europeLandline: 3,
  europeMobile: 8,
  usCanada: 5,
  other: 15,
} as const;

export type VoipRateId = keyof typeof VOIP_PER_MINUTE_CENTS;

/** Number porting: a one-off fee and the usual lead time in working days (spec point 9). */
export const VOIP_PORTING = {
  nlOneOffCents: 1500,
  internationalOneOffCents: 3500,
  minWorkingDays: 1,
  maxWorkingDays: 3,
} as const;

/** From this many numbers or users the business price is "on request" (spec point 9: volumes of 10+). */
export const VOIP_BUSINESS_VOLUME_THRESHOLD = 10;
