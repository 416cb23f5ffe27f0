import { describe, it, expect } from 'vitest';
import {
  DEFAULT_USAGE,
  TRAVEL_USAGES,
  USAGE_OPTIONS,
  addCountry,
  isTravelDate,
  isTravelUsage,
  recommendTravelPlan,
  removeCountry,
  TRAVEL_DATE_MESSAGES,
  travelDateBounds,
  tripDays,
  validateTravelDates,
  type TravelDateErrors,
  type TravelPlanInput,
  type TravelUsage,
} from './calculator.js';
import { findTravelPlan, type TravelPlanId, type TravelRegionId } from './regions.js';
import * as travelIndex from './index.js';
import { translateMessage } from '../i18n/messages.js';

/** "Today" of the tests: the day the trips of `tripOf` start. */
const TODAY = '2026-06-01';

/** A trip of `days` days (both ends included) starting 2026-06-01, within one month. */
const tripOf = (days: number): { startDate: string; endDate: string } => {
  const end = new Date(Date.UTC(2026, 5, 1 + days - 1));
  return { startDate: '2026-06-01', endDate: end.toISOString().slice(0, 10) };
};

const input = (days: number, countries: readonly string[], usage: TravelUsage): TravelPlanInput => ({
  today: TODAY,
  ...tripOf(days),
  countries,
  usage,
});

describe('usage options', () => {
  it('lists the usages light, medium, heavy', () => {
    expect(TRAVEL_USAGES).toEqual(['light', 'medium', 'heavy']);
    expect(USAGE_OPTIONS.map((option) => option.value)).toEqual(['light', 'medium', 'heavy']);
  });

  it.each<[TravelUsage, number]>([
    ['light', 0.5],
    ['medium', 1],
    ['heavy', 3],
  ])('gives %s usage %d GB per day', (usage, perDay) => {
    expect(USAGE_OPTIONS.find((option) => option.value === usage)?.dataPerDay).toBe(perDay);
  });

  it('uses medium by default', () => {
    expect(DEFAULT_USAGE).toBe('medium');
  });

  it.each<[unknown, boolean]>([
    ['light', true],
    ['medium', true],
    ['heavy', true],
    ['Light', false],
    ['extreme', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('recognises %j as a usage: %s', (value, expected) => {
    expect(isTravelUsage(value)).toBe(expected);
  });
});

describe('isTravelDate', () => {
  it.each<[unknown, boolean]>([
    ['2026-01-05', true],
    ['2026-12-31', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['2026-1-5', false],
    ['26-01-05', false],
    ['2026/01/05', false],
    ['2026-01-05T00:00:00Z', false],
    [' 2026-01-05', false],
    ['', false],
    [undefined, false],
    [null, false],
    [20260105, false],
  ])('recognises %j as a calendar date: %s', (value, expected) => {
    expect(isTravelDate(value)).toBe(expected);
  });
});

describe('tripDays', () => {
  it.each<[string, string, string, number]>([
    ['the same day', '2026-06-01', '2026-06-01', 1],
    ['the next day', '2026-06-01', '2026-06-02', 2],
    ['a week later', '2026-06-01', '2026-06-07', 7],
    ['a month end (30-day month)', '2026-06-30', '2026-07-01', 2],
    ['a month end (31-day month)', '2026-01-31', '2026-02-01', 2],
    ['the end of February in a common year', '2026-02-28', '2026-03-01', 2],
    ['the leap day of 2028', '2028-02-28', '2028-03-01', 3],
    ['the leap day of 2000', '2000-02-28', '2000-03-01', 3],
    ['the year end', '2026-12-31', '2027-01-01', 2],
    ['the year end over a week', '2026-12-28', '2027-01-03', 7],
    ['a whole common year', '2026-01-01', '2026-12-31', 365],
    ['a whole leap year', '2028-01-01', '2028-12-31', 366],
    ['the start of European summer time (29 March 2026)', '2026-03-28', '2026-03-30', 3],
    ['the start of summer time, over a week', '2026-03-25', '2026-04-01', 8],
    ['the end of European summer time (25 October 2026)', '2026-10-24', '2026-10-26', 3],
    ['the end of summer time, over a week', '2026-10-20', '2026-10-27', 8],
    ['the start of US daylight time (8 March 2026)', '2026-03-07', '2026-03-09', 3],
  ])('counts both ends across %s: %s to %s is %d days', (_label, start, end, expected) => {
    const days = tripDays(start, end);
    expect(days).toBe(expected);
    expect(Number.isInteger(days)).toBe(true);
  });

  it.each<[string, string]>([
    ['2026-06-02', '2026-06-01'],
    ['2026-06-10', '2026-06-01'],
    ['2027-01-01', '2026-12-31'],
    ['2028-03-01', '2028-02-29'],
  ])('throws a RangeError when the end is before the start: %s to %s', (start, end) => {
    expect(() => tripDays(start, end)).toThrow(RangeError);
  });

  it.each<[string, string]>([
    ['2026-02-30', '2026-03-01'],
    ['2026-1-5', '2026-01-10'],
    ['', '2026-01-10'],
    ['2026-01-05', '2026-02-30'],
    ['2026-01-05', '2026-1-10'],
    ['2026-01-05', ''],
    ['2026-13-01', '2026-12-01'],
    ['2026-06-01T12:00', '2026-06-02'],
  ])('throws a RangeError for the invalid date in %j to %j', (start, end) => {
    expect(() => tripDays(start, end)).toThrow(RangeError);
  });
});

describe('travelDateBounds', () => {
  it.each<[string, string | null | undefined, string, string]>([
    ['a later start', '2026-06-10', '2026-06-01', '2026-06-10'],
    ['a start in a later year', '2027-01-02', '2026-12-31', '2027-01-02'],
    ['a start equal to today', '2026-06-01', '2026-06-01', '2026-06-01'],
    ['a start before today', '2026-05-20', '2026-06-01', '2026-06-01'],
    ['no start', undefined, '2026-06-01', '2026-06-01'],
    ['a null start', null, '2026-06-01', '2026-06-01'],
    ['an empty start', '', '2026-06-01', '2026-06-01'],
    ['an impossible start', '2026-06-31', '2026-06-01', '2026-06-01'],
    ['a badly written start', '2026-6-10', '2026-06-01', '2026-06-01'],
    ['a non-date start', 'tomorrow', '2026-06-01', '2026-06-01'],
  ])('with %s (%j) and today %s, lets the end start at %s and the start at today', (_label, start, today, minEnd) => {
    expect(travelDateBounds(today, start)).toEqual({ minStart: today, minEnd });
  });

  it('uses today for both minimums when called without a start date', () => {
    expect(travelDateBounds('2026-06-01')).toEqual({ minStart: '2026-06-01', minEnd: '2026-06-01' });
  });

  it.each(['', '2026-02-30', '2026-6-1', 'today'])('throws a RangeError for today %j', (today) => {
    expect(() => travelDateBounds(today, '2026-06-10')).toThrow(RangeError);
  });
});

describe('validateTravelDates', () => {
  const { startInPast, endBeforeStart, endInPast } = TRAVEL_DATE_MESSAGES;
  it.each<[string, string | null | undefined, string | null | undefined, TravelDateErrors]>([
    ['a trip starting today', '2026-06-01', '2026-06-07', {}],
    ['a one-day trip today', '2026-06-01', '2026-06-01', {}],
    ['a trip starting tomorrow', '2026-06-02', '2026-06-02', {}],
    ['a trip next year', '2027-01-01', '2027-01-31', {}],
    ['no dates yet', undefined, undefined, {}],
    ['empty dates', '', '', {}],
    ['null dates', null, null, {}],
    ['only a start today', '2026-06-01', '', {}],
    ['only an end today', '', '2026-06-01', {}],
    ['a start yesterday', '2026-05-31', '2026-06-07', { startDate: startInPast }],
    ['a start a year ago', '2025-06-01', '2026-06-07', { startDate: startInPast }],
    ['only a start yesterday', '2026-05-31', null, { startDate: startInPast }],
    ['an end the day before the start', '2026-06-10', '2026-06-09', { endDate: endBeforeStart }],
    ['an end a year before the start', '2027-06-10', '2026-06-10', { endDate: endBeforeStart }],
    [
      'an end before a start in the past',
      '2026-05-20',
      '2026-05-10',
      { startDate: startInPast, endDate: endBeforeStart },
    ],
    ['a whole trip in the past', '2026-05-01', '2026-05-07', { startDate: startInPast }],
    ['only an end yesterday', '', '2026-05-31', { endDate: endInPast }],
    ['an end yesterday after an impossible start', '2026-02-30', '2026-05-31', { endDate: endInPast }],
    ['an impossible start', '2026-06-31', '2026-07-07', {}],
    ['an impossible end', '2026-06-01', '2026-06-31', {}],
    ['a badly written start in the past', '2026-5-1', '2026-06-07', {}],
  ])('with today 2026-06-01, %s (%j to %j) gives %j', (_label, startDate, endDate, expected) => {
    expect(validateTravelDates({ startDate, endDate }, TODAY)).toEqual(expected);
  });

  it.each<[string, string, string, TravelDateErrors]>([
    [
      'a start on the last day of the year, today the first of the next',
      '2026-12-31',
      '2027-01-01',
      { startDate: startInPast },
    ],
    ['a start on the leap day, today the day after', '2028-02-29', '2028-03-01', { startDate: startInPast }],
    ['a start on the leap day, today the leap day', '2028-02-29', '2028-02-29', {}],
  ])('compares calendar days: %s', (_label, startDate, today, expected) => {
    expect(validateTravelDates({ startDate, endDate: startDate }, today)).toEqual(expected);
  });

  it.each(['', '2026-02-30', 'today'])('throws a RangeError for today %j', (today) => {
    expect(() => validateTravelDates({ startDate: '2026-06-10', endDate: '2026-06-12' }, today)).toThrow(RangeError);
  });

  it.each<[string, string, string, string]>([
    [
      'validation.travel.startInPast',
      'The departure date cannot be in the past',
      'De vertrekdatum kan niet in het verleden liggen',
      'La fecha de salida no puede estar en el pasado',
    ],
    [
      'validation.travel.endBeforeStart',
      'The return date cannot be before the departure date',
      'De terugkeerdatum kan niet voor de vertrekdatum liggen',
      'La fecha de regreso no puede ser anterior a la fecha de salida',
    ],
    [
      'validation.travel.endInPast',
      'The return date cannot be in the past',
      'De terugkeerdatum kan niet in het verleden liggen',
      'La fecha de regreso no puede estar en el pasado',
    ],
  ])('has the message %s in en, nl and es', (key, en, nl, es) => {
    expect(Object.values(TRAVEL_DATE_MESSAGES)).toContain(key);
    const message = key as (typeof TRAVEL_DATE_MESSAGES)[keyof typeof TRAVEL_DATE_MESSAGES];
    expect([translateMessage(message, 'en'), translateMessage(message, 'nl'), translateMessage(message, 'es')]).toEqual(
      [en, nl, es],
    );
  });
});

describe('addCountry', () => {
  it.each<[string, readonly string[], string, readonly string[]]>([
    ['adds to an empty list', [], 'FR', ['FR']],
    ['adds at the end', ['FR'], 'JP', ['FR', 'JP']],
    ['upper-cases a lower-case code', ['FR'], 'jp', ['FR', 'JP']],
    ['upper-cases a mixed-case code', [], 'uS', ['US']],
    ['trims spaces', [], ' de ', ['DE']],
    ['accepts a code in no region', [], 'NL', ['NL']],
  ])('%s: %j + %j = %j', (_label, list, code, expected) => {
    const before = [...list];
    expect(addCountry(list, code)).toEqual(expected);
    expect(list).toEqual(before);
  });

  it.each<[string, readonly string[], string]>([
    ['the same code', ['FR', 'JP'], 'FR'],
    ['the same code in lower case', ['FR', 'JP'], 'fr'],
    ['a code the list holds in lower case', ['fr'], 'FR'],
    ['the same code with spaces', ['FR'], ' FR '],
    ['an empty string', ['FR'], ''],
    ['a single letter', ['FR'], 'F'],
    ['three letters', ['FR'], 'FRA'],
    ['digits', ['FR'], '12'],
    ['a letter and a digit', ['FR'], 'F1'],
    ['a region name', [], 'europa'],
    ['spaces only', [], '   '],
  ])('returns the same list unchanged for %s (%j + %j)', (_label, list, code) => {
    const before = [...list];
    const result = addCountry(list, code);
    expect(result).toBe(list);
    expect(result).toEqual(before);
  });

  it('never holds a country twice however often it is added', () => {
    let list: readonly string[] = [];
    for (const code of ['FR', 'fr', 'JP', 'Fr', 'jp', 'US', 'us', 'FR']) list = addCountry(list, code);
    expect(list).toEqual(['FR', 'JP', 'US']);
  });
});

describe('removeCountry', () => {
  it.each<[string, readonly string[], string, readonly string[]]>([
    ['removes the only country', ['FR'], 'FR', []],
    ['removes the first country', ['FR', 'JP', 'US'], 'FR', ['JP', 'US']],
    ['removes a middle country, keeping the order', ['FR', 'JP', 'US'], 'JP', ['FR', 'US']],
    ['removes the last country', ['FR', 'JP', 'US'], 'US', ['FR', 'JP']],
    ['matches a lower-case code', ['FR', 'JP'], 'jp', ['FR']],
    ['matches a code the list holds in lower case', ['fr', 'JP'], 'FR', ['JP']],
    ['trims spaces', ['FR', 'JP'], ' fr ', ['JP']],
  ])('%s: %j − %j = %j', (_label, list, code, expected) => {
    const before = [...list];
    expect(removeCountry(list, code)).toEqual(expected);
    expect(list).toEqual(before);
  });

  it.each<[string, readonly string[], string]>([
    ['a country not chosen', ['FR', 'JP'], 'US'],
    ['an empty list', [], 'FR'],
    ['an empty string', ['FR'], ''],
    ['a non-code', ['FR'], 'France'],
  ])('returns the same list unchanged for %s (%j − %j)', (_label, list, code) => {
    expect(removeCountry(list, code)).toBe(list);
  });
});

describe('recommendTravelPlan returns null', () => {
  const countries = ['FR'];
  const today = '2026-06-01';
  it.each<[string, TravelPlanInput]>([
    ['without a start date', { today, endDate: '2026-06-07', countries, usage: 'medium' }],
    ['without an end date', { today, startDate: '2026-06-01', countries, usage: 'medium' }],
    ['without either date', { today, countries, usage: 'medium' }],
    ['for a null start date', { today, startDate: null, endDate: '2026-06-07', countries, usage: 'medium' }],
    ['for a null end date', { today, startDate: '2026-06-01', endDate: null, countries, usage: 'medium' }],
    ['for an empty start date', { today, startDate: '', endDate: '2026-06-07', countries, usage: 'medium' }],
    ['for an empty end date', { today, startDate: '2026-06-01', endDate: '', countries, usage: 'medium' }],
    [
      'for an impossible start date',
      { today, startDate: '2026-06-31', endDate: '2026-07-07', countries, usage: 'medium' },
    ],
    [
      'for an impossible end date',
      { today, startDate: '2026-06-01', endDate: '2026-06-31', countries, usage: 'medium' },
    ],
    ['for a badly written date', { today, startDate: '2026-6-1', endDate: '2026-06-07', countries, usage: 'medium' }],
    [
      'when the end is the day before the start',
      { today, startDate: '2026-06-02', endDate: '2026-06-01', countries, usage: 'medium' },
    ],
    [
      'when the end is long before the start',
      { today, startDate: '2026-06-20', endDate: '2026-06-01', countries, usage: 'light' },
    ],
    [
      'when the end is in the year before',
      { today, startDate: '2027-01-01', endDate: '2026-12-31', countries, usage: 'heavy' },
    ],
    [
      'when the start is the day before today',
      { today, startDate: '2026-05-31', endDate: '2026-06-07', countries, usage: 'medium' },
    ],
    [
      'when the start is a year before today',
      { today, startDate: '2025-06-01', endDate: '2026-06-07', countries, usage: 'medium' },
    ],
    [
      'when the whole trip is in the past',
      { today, startDate: '2026-05-01', endDate: '2026-05-07', countries, usage: 'medium' },
    ],
    [
      'when the start is in the past and the end before it',
      { today, startDate: '2026-05-10', endDate: '2026-05-01', countries, usage: 'medium' },
    ],
    ['without countries', { today, startDate: '2026-06-01', endDate: '2026-06-07', countries: [], usage: 'medium' }],
    [
      'when the only country is home (NL)',
      { today, startDate: '2026-06-01', endDate: '2026-06-07', countries: ['NL'], usage: 'medium' },
    ],
    [
      'when no country is in a region',
      { today, startDate: '2026-06-01', endDate: '2026-06-07', countries: ['NL', 'XX', ''], usage: 'medium' },
    ],
  ])('%s', (_label, travel) => {
    expect(recommendTravelPlan(travel)).toBeNull();
  });
});

describe('recommendTravelPlan throws', () => {
  it.each(['', 'Medium', 'extreme', 'none'])('a RangeError for the unknown usage %j', (usage) => {
    const travel = { today: TODAY, ...tripOf(7), countries: ['FR'], usage: usage as TravelUsage };
    expect(() => recommendTravelPlan(travel)).toThrow(RangeError);
  });

  it.each(['', '2026-02-30', '1-6-2026'])('a RangeError for the invalid today %j', (today) => {
    expect(() => recommendTravelPlan({ ...input(7, ['FR'], 'medium'), today })).toThrow(RangeError);
  });
});

describe('recommendTravelPlan data needed', () => {
  it.each<[number, TravelUsage, number]>([
    [1, 'light', 0.5],
    [1, 'medium', 1],
    [1, 'heavy', 3],
    [3, 'light', 1.5],
    [7, 'light', 3.5],
    [7, 'medium', 7],
    [7, 'heavy', 21],
    [10, 'heavy', 30],
    [15, 'light', 7.5],
    [30, 'medium', 30],
    [31, 'light', 15.5],
  ])('needs for %d days of %s usage %d GB', (days, usage, needed) => {
    const result = recommendTravelPlan(input(days, ['FR'], usage));
    expect(result?.days).toBe(days);
    expect(result?.dataNeededGb).toBe(needed);
  });

  it('counts the days with tripDays across a month end', () => {
    const result = recommendTravelPlan({
      today: '2026-01-30',
      startDate: '2026-01-30',
      endDate: '2026-02-02',
      countries: ['FR'],
      usage: 'heavy',
    });
    expect(result).toMatchObject({ days: 4, dataNeededGb: 12 });
  });
});

describe('recommendTravelPlan region', () => {
  it.each<[string, readonly string[], TravelRegionId]>([
    ['a single European country', ['FR'], 'europa'],
    ['a single Asian country', ['JP'], 'asia'],
    ['a single American country', ['US'], 'americas'],
    ['a single African or Middle-East country', ['AE'], 'africa'],
    ['lower-case codes', ['jp', 'th'], 'asia'],
    ['a majority of Asian countries', ['FR', 'JP', 'TH'], 'asia'],
    ['a majority of American countries', ['US', 'CA', 'JP', 'FR'], 'americas'],
    ['a majority of African countries after a European one', ['FR', 'ZA', 'EG'], 'africa'],
    ['a later region with more countries listed last', ['JP', 'US', 'ZA', 'KE', 'MA'], 'africa'],
    ['home and unknown codes ignored', ['NL', 'XX', 'KE'], 'africa'],
    ['home ignored in a tie-breaker', ['NL', 'NL', 'JP'], 'asia'],
    ['a tie of europa and asia, europa first', ['FR', 'JP'], 'europa'],
    ['a tie of europa and asia, asia first', ['JP', 'FR'], 'europa'],
    ['a tie of asia and americas, americas first', ['US', 'JP'], 'asia'],
    ['a tie of americas and africa, africa first', ['ZA', 'US'], 'americas'],
    ['a tie of asia and africa', ['ZA', 'JP'], 'asia'],
    ['a tie of europa and africa', ['ZA', 'FR'], 'europa'],
    ['a tie of europa and americas', ['US', 'FR'], 'europa'],
    ['a two-two tie of americas and africa', ['ZA', 'EG', 'US', 'CA'], 'americas'],
    ['a three-way tie of asia, americas and africa', ['ZA', 'US', 'JP'], 'asia'],
    ['a four-way tie, listed backwards', ['ZA', 'US', 'JP', 'FR'], 'europa'],
    ['a two-two tie of europa and asia with one American', ['US', 'JP', 'TH', 'FR', 'DE'], 'europa'],
    ['a duplicate that would otherwise break a tie', ['JP', 'JP', 'FR'], 'europa'],
    ['a duplicate in another case that would otherwise break a tie', ['US', 'us', 'JP'], 'asia'],
    ['a duplicate with spaces that would otherwise break a tie', ['ZA', ' za ', 'US'], 'americas'],
    ['many duplicates of one country against two distinct ones', ['JP', 'JP', 'JP', 'FR', 'DE'], 'europa'],
  ])('picks the region for %s (%j): %s', (_label, countries, regionId) => {
    expect(recommendTravelPlan(input(7, countries, 'light'))?.regionId).toBe(regionId);
  });
});

describe('recommendTravelPlan plan', () => {
  it.each<[string, TravelRegionId, string, number, TravelUsage, number, TravelPlanId, boolean]>([
    // europa: Basic 5GB/7, Standard 10GB/15, Unlimited 25GB/30
    ['1 day light fits Basic', 'europa', 'FR', 1, 'light', 0.5, 'basic', true],
    ['7 days light = 3.5GB fits Basic', 'europa', 'FR', 7, 'light', 3.5, 'basic', true],
    ['5 days medium = 5GB fits Basic (equal data counts)', 'europa', 'FR', 5, 'medium', 5, 'basic', true],
    ['7 days medium = 7GB is too much for Basic 5GB', 'europa', 'FR', 7, 'medium', 7, 'standard', true],
    ['6 days medium = 6GB is too much for Basic 5GB', 'europa', 'DE', 6, 'medium', 6, 'standard', true],
    ['8 days light = 4GB is too long for Basic (7 days)', 'europa', 'FR', 8, 'light', 4, 'standard', true],
    ['1 day heavy = 3GB fits Basic', 'europa', 'IT', 1, 'heavy', 3, 'basic', true],
    ['2 days heavy = 6GB needs Standard', 'europa', 'IT', 2, 'heavy', 6, 'standard', true],
    ['10 days medium = 10GB fits Standard exactly', 'europa', 'ES', 10, 'medium', 10, 'standard', true],
    ['15 days light = 7.5GB fits Standard (equal duration counts)', 'europa', 'FR', 15, 'light', 7.5, 'standard', true],
    ['15 days medium = 15GB is too much for Standard 10GB', 'europa', 'FR', 15, 'medium', 15, 'unlimited', true],
    ['16 days light = 8GB is too long for Standard (15 days)', 'europa', 'FR', 16, 'light', 8, 'unlimited', true],
    ['25 days medium = 25GB fits Unlimited exactly', 'europa', 'FR', 25, 'medium', 25, 'unlimited', true],
    ['30 days light = 15GB fits Unlimited (equal duration counts)', 'europa', 'FR', 30, 'light', 15, 'unlimited', true],
    ['26 days medium = 26GB is more than any plan', 'europa', 'FR', 26, 'medium', 26, 'unlimited', false],
    ['31 days light is longer than any plan', 'europa', 'FR', 31, 'light', 15.5, 'unlimited', false],
    ['10 days heavy = 30GB is more than any plan', 'europa', 'FR', 10, 'heavy', 30, 'unlimited', false],
    ['60 days heavy gets the largest plan', 'europa', 'FR', 60, 'heavy', 180, 'unlimited', false],
    // asia: Basic 3GB/7, Standard 8GB/15, Premium 20GB/30
    ['6 days light = 3GB fits Basic exactly', 'asia', 'JP', 6, 'light', 3, 'basic', true],
    ['3 days medium = 3GB fits Basic exactly', 'asia', 'JP', 3, 'medium', 3, 'basic', true],
    ['7 days light = 3.5GB is too much for Basic 3GB', 'asia', 'JP', 7, 'light', 3.5, 'standard', true],
    ['4 days medium = 4GB is too much for Basic 3GB', 'asia', 'TH', 4, 'medium', 4, 'standard', true],
    ['8 days medium = 8GB fits Standard exactly', 'asia', 'JP', 8, 'medium', 8, 'standard', true],
    ['9 days medium = 9GB needs Premium', 'asia', 'JP', 9, 'medium', 9, 'premium', true],
    ['16 days light = 8GB is too long for Standard', 'asia', 'SG', 16, 'light', 8, 'premium', true],
    ['20 days medium = 20GB fits Premium exactly', 'asia', 'JP', 20, 'medium', 20, 'premium', true],
    ['21 days medium = 21GB is more than any plan', 'asia', 'JP', 21, 'medium', 21, 'premium', false],
    ['7 days heavy = 21GB is more than any plan', 'asia', 'AU', 7, 'heavy', 21, 'premium', false],
    ['31 days light is longer than any plan', 'asia', 'JP', 31, 'light', 15.5, 'premium', false],
    // americas: Basic 3GB/7, Standard 10GB/15, Premium 25GB/30
    ['1 day heavy = 3GB fits Basic exactly', 'americas', 'US', 1, 'heavy', 3, 'basic', true],
    ['2 days heavy = 6GB needs Standard', 'americas', 'US', 2, 'heavy', 6, 'standard', true],
    ['10 days medium = 10GB fits Standard exactly', 'americas', 'BR', 10, 'medium', 10, 'standard', true],
    ['11 days medium = 11GB needs Premium', 'americas', 'US', 11, 'medium', 11, 'premium', true],
    ['25 days medium = 25GB fits Premium exactly', 'americas', 'MX', 25, 'medium', 25, 'premium', true],
    ['9 days heavy = 27GB is more than any plan', 'americas', 'US', 9, 'heavy', 27, 'premium', false],
    // africa: Basic 2GB/7, Standard 5GB/15, Premium 15GB/30
    ['4 days light = 2GB fits Basic exactly', 'africa', 'ZA', 4, 'light', 2, 'basic', true],
    ['5 days light = 2.5GB is too much for Basic 2GB', 'africa', 'ZA', 5, 'light', 2.5, 'standard', true],
    ['5 days medium = 5GB fits Standard exactly', 'africa', 'EG', 5, 'medium', 5, 'standard', true],
    ['6 days medium = 6GB needs Premium', 'africa', 'ZA', 6, 'medium', 6, 'premium', true],
    ['5 days heavy = 15GB fits Premium exactly', 'africa', 'KE', 5, 'heavy', 15, 'premium', true],
    ['16 days medium = 16GB is more than any plan', 'africa', 'ZA', 16, 'medium', 16, 'premium', false],
    ['31 days light is longer than any plan', 'africa', 'MA', 31, 'light', 15.5, 'premium', false],
  ])('%s (%s, %s, %d days %s)', (_label, regionId, country, days, usage, needed, planId, fitsNeed) => {
    const result = recommendTravelPlan(input(days, [country], usage));
    expect(result).toEqual({
      days,
      dataNeededGb: needed,
      regionId,
      plan: findTravelPlan(regionId, planId),
      fitsNeed,
    });
  });

  it('returns the region plan itself with the docs/contracts.md §5 shape', () => {
    const result = recommendTravelPlan(input(10, ['FR'], 'medium'));
    expect(result?.plan).toBe(findTravelPlan('europa', 'standard'));
    expect(result?.plan).toMatchObject({
      id: 'standard',
      name: 'Standard',
      data: '10GB',
      duration: 15,
      price: '19.99',
      priceCents: 1999,
      popular: true,
    });
    expect(result?.plan.features.length).toBeGreaterThan(0);
  });

  it('chooses the plan from the majority region, not from the first country', () => {
    // 9 days medium = 9GB: europa would give Standard, asia gives Premium (Standard has 8GB).
    const result = recommendTravelPlan(input(9, ['FR', 'JP', 'TH'], 'medium'));
    expect(result).toMatchObject({ regionId: 'asia', plan: { id: 'premium', price: '79.99' }, fitsNeed: true });
  });

  it('gives the same result whatever the order of the countries', () => {
    const forwards = recommendTravelPlan(input(12, ['FR', 'DE', 'JP', 'US'], 'medium'));
    const backwards = recommendTravelPlan(input(12, ['US', 'JP', 'DE', 'FR'], 'medium'));
    expect(forwards).toEqual(backwards);
    expect(forwards?.regionId).toBe('europa');
  });

  it('does not change the countries it is given', () => {
    const countries = ['jp', 'FR', 'jp'];
    recommendTravelPlan(input(7, countries, 'medium'));
    expect(countries).toEqual(['jp', 'FR', 'jp']);
  });
});

describe('travel index', () => {
  it.each([
    'TRAVEL_USAGES',
    'isTravelUsage',
    'USAGE_OPTIONS',
    'DEFAULT_USAGE',
    'isTravelDate',
    'tripDays',
    'travelDateBounds',
    'TRAVEL_DATE_MESSAGES',
    'validateTravelDates',
    'addCountry',
    'removeCountry',
    'recommendTravelPlan',
  ])('re-exports %s from the calculator', (name) => {
    expect(travelIndex).toHaveProperty(name);
  });

  it('exports the docs/contracts.md §5 names tripDays and recommendTravelPlan as functions', () => {
    expect(travelIndex.tripDays).toBe(tripDays);
    expect(travelIndex.recommendTravelPlan).toBe(recommendTravelPlan);
    expect(travelIndex.tripDays('2026-06-01', '2026-06-15')).toBe(15);
  });
});
