// The travel calculator of /esim-pro (spec points 3, 5 and 9, docs/contracts.md §2):
// - trip days = ceil((end − start) in days) + 1, on calendar dates, so time zones and DST never matter;
// - data needed = days × data per day of the chosen usage;
// - region = the one covering the most selected countries, a tie going to the earlier region in the
//   order europa, asia, americas, africa; a country chosen twice counts once;
// - plan = the first plan of that region, in listed order, with data ≥ need and duration ≥ days;
//   otherwise the largest plan (the most data);
// - the dates (spec point 5): a departure before today and a return before the departure (or, with no
//   departure yet, before today) are errors with a translated message, and there is no advice until they are
//   corrected.
// Dates are ISO `YYYY-MM-DD` strings; "today" always comes from the caller (the visitor's own calendar day).

import type { TravelValidationMessageKey } from '../i18n/messages-travel.js';
import { TRAVEL_REGIONS, regionOfCountry, type TravelPlan, type TravelRegionId } from './regions.js';
import { isOneOf } from '../one-of.js';

// --- Usage ---------------------------------------------------------------------------------------------

export const TRAVEL_USAGES = ['light', 'medium', 'heavy'] as const;
export type TravelUsage = (typeof TRAVEL_USAGES)[number];

export const isTravelUsage = (value: unknown): value is TravelUsage => isOneOf(TRAVEL_USAGES, value);

export interface UsageOption {
  readonly value: TravelUsage;
  /** Gigabytes per day. */
  readonly dataPerDay: number;
}

/** The usage choices with their data per day (spec point 9); titles and descriptions are translated. */
export const USAGE_OPTIONS: readonly UsageOption[] = [
  { value: 'light', dataPerDay: 0.5 },
  { value: 'medium', dataPerDay: 1 },
  { value: 'heavy', dataPerDay: 3 },
];

export const DEFAULT_USAGE: TravelUsage = 'medium';

function dataPerDay(usage: string): number {
  const option = USAGE_OPTIONS.find((candidate) => candidate.value === usage);
  if (!option) throw new RangeError(`Unknown usage '${usage}' (expected ${TRAVEL_USAGES.join(', ')})`);
  return option.dataPerDay;
}

// --- Dates ---------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The day number of a real calendar date `YYYY-MM-DD`, or undefined (2026-02-30, '2026-1-5', ''). */
function dayNumber(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return daysFromCivil(year, month, day);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isTravelDate(value: unknown): value is string {
  return typeof value === 'string' && dayNumber(value) !== undefined;
}

function requireDayNumber(value: string, name: string): number {
  const day = dayNumber(value);
  if (day === undefined) throw new RangeError(`${name} must be a calendar date YYYY-MM-DD, got '${value}'`);
  return day;
}

/**
 * Trip length in days, both ends included: ceil((end − start) in days) + 1 (spec point 9). The same day is
 * 1, the next day 2. On whole calendar dates the difference is always whole, so a DST change cannot shift
 * it. Throws a RangeError for a string that is not a real date `YYYY-MM-DD` and for an end before the start
 * (a trip has at least one day; `validateTravelDates` gives the visitor's message for it).
 */
export function tripDays(startDate: string, endDate: string): number {
  const start = requireDayNumber(startDate, 'startDate');
  const end = requireDayNumber(endDate, 'endDate');
  if (end < start) throw new RangeError(`endDate '${endDate}' is before startDate '${startDate}'`);
  return Math.ceil(end - start) + 1;
}

/** The messages of the calculator's dates (keys of the rule book's messages, translated in en, nl and es). */
export const TRAVEL_DATE_MESSAGES = {
  startInPast: 'validation.travel.startInPast',
  endBeforeStart: 'validation.travel.endBeforeStart',
  endInPast: 'validation.travel.endInPast',
} as const satisfies Record<string, TravelValidationMessageKey>;
export type TravelDateMessageKey = (typeof TRAVEL_DATE_MESSAGES)[keyof typeof TRAVEL_DATE_MESSAGES];

/** The calculator's date errors by field; an empty object when the dates are fine (or not filled in yet). */
export interface TravelDateErrors {
  readonly startDate?: TravelDateMessageKey;
  readonly endDate?: TravelDateMessageKey;
}

/**
 * The calculator's date rules (spec point 5), against `today` (`YYYY-MM-DD`, the visitor's calendar day, given by
 * the caller): a departure before today is an error; a return before the departure is an error, and so is a return
 * before today when there is no valid departure to compare with. A date that is missing or not a real date is no
 * error here (the calculator then simply waits for it). Throws a RangeError when `today` is not a date.
 */
export function validateTravelDates(
  dates: { readonly startDate?: string | null; readonly endDate?: string | null },
  today: string,
): TravelDateErrors {
  const todayNumber = requireDayNumber(today, 'today');
  const start = dates.startDate == null ? undefined : dayNumber(dates.startDate);
  const end = dates.endDate == null ? undefined : dayNumber(dates.endDate);
  const errors: { startDate?: TravelDateMessageKey; endDate?: TravelDateMessageKey } = {};
  if (start !== undefined && start < todayNumber) errors.startDate = TRAVEL_DATE_MESSAGES.startInPast;
  if (end !== undefined) {
    if (start !== undefined && end < start) errors.endDate = TRAVEL_DATE_MESSAGES.endBeforeStart;
    else if (start === undefined && end < todayNumber) errors.endDate = TRAVEL_DATE_MESSAGES.endInPast;
  }
  return errors;
}

/**
 * The calculator's date minimums (spec point 5): the start date may not be before today; the end date may
 * not be before the start date or today, whichever is later. An empty or invalid start date is ignored.
 * Throws a RangeError when `today` is not a date `YYYY-MM-DD`.
 */
export function travelDateBounds(today: string, startDate?: string | null): { minStart: string; minEnd: string } {
  requireDayNumber(today, 'today');
  const minEnd = startDate != null && isTravelDate(startDate) && startDate > today ? startDate : today;
  return { minStart: today, minEnd };
}

// --- Countries -----------------------------------------------------------------------------------------

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * The list with the country added at the end (upper-cased). A country cannot be chosen twice (spec point 5):
 * for a duplicate, or something that is not a two-letter code, the same list is returned unchanged.
 */
export function addCountry(list: readonly string[], code: string): readonly string[] {
  const normalized = code.trim().toUpperCase();
  if (!COUNTRY_CODE.test(normalized)) return list;
  if (list.some((chosen) => chosen.toUpperCase() === normalized)) return list;
  return [...list, normalized];
}

/** The list without the country (case-insensitive); the same list when it was not chosen. */
export function removeCountry(list: readonly string[], code: string): readonly string[] {
  const normalized = code.trim().toUpperCase();
  if (!list.some((chosen) => chosen.toUpperCase() === normalized)) return list;
  return list.filter((chosen) => chosen.toUpperCase() !== normalized);
}

// --- Recommendation ------------------------------------------------------------------------------------

export interface TravelPlanInput {
  /** The visitor's calendar day `YYYY-MM-DD`: a trip may not start before it. */
  readonly today: string;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly countries: readonly string[];
  readonly usage: TravelUsage;
}

export interface TravelRecommendation {
  readonly days: number;
  readonly dataNeededGb: number;
  readonly regionId: TravelRegionId;
  readonly plan: TravelPlan;
  /** False when no plan covers the need and the largest plan is offered instead. */
  readonly fitsNeed: boolean;
}

/** The region covering the most of these countries (each counted once); ties go to the earlier region. */
function majorityRegion(countries: readonly string[]): TravelRegionId | undefined {
  const counts = new Map<TravelRegionId, number>();
  for (const code of new Set(countries.map((country) => country.trim().toUpperCase()))) {
    const regionId = regionOfCountry(code);
    if (regionId) counts.set(regionId, (counts.get(regionId) ?? 0) + 1);
  }
  let best: TravelRegionId | undefined;
  let bestCount = 0;
  for (const { id } of TRAVEL_REGIONS) {
    const count = counts.get(id) ?? 0;
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/** The plan with the most data; the first of them on a tie. */
function largestPlan(plans: readonly TravelPlan[]): TravelPlan | undefined {
  return plans.reduce<TravelPlan | undefined>(
    (largest, candidate) => (!largest || candidate.dataGb > largest.dataGb ? candidate : largest),
    undefined,
  );
}

/**
 * The calculator's result (docs/contracts.md §5), or null when a date is missing or invalid, the dates break a rule
 * of `validateTravelDates` (a start before today, an end before the start), or none of the countries is in a
 * region (including no country at all). Throws a RangeError for an unknown usage or when `today` is not a date.
 */
export function recommendTravelPlan(input: TravelPlanInput): TravelRecommendation | null {
  const perDay = dataPerDay(input.usage);
  const dateErrors = validateTravelDates(input, input.today);
  if (!isTravelDate(input.startDate) || !isTravelDate(input.endDate)) return null;
  if (dateErrors.startDate || dateErrors.endDate) return null;
  const days = tripDays(input.startDate, input.endDate);
  const regionId = majorityRegion(input.countries);
  const region = TRAVEL_REGIONS.find((candidate) => candidate.id === regionId);
  if (!regionId || !region) return null;
  const dataNeededGb = days * perDay;
  const fitting = region.plans.find((candidate) => candidate.dataGb >= dataNeededGb && candidate.duration >= days);
  const plan = fitting ?? largestPlan(region.plans);
  if (!plan) return null;
  return { days, dataNeededGb, regionId, plan, fitsNeed: fitting !== undefined };
}
