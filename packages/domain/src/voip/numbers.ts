// Phone numbers of the VOIP product (docs/contracts.md §9): the areas a new number can be chosen in, the inventory of free
// numbers per area (generated the same way everywhere from a seed, so that every instance and test knows them), how
// a number is written, and the Dutch and international numbers that can be ported (nummerbehoud).
//
// Numbers are stored and sent in E.164 ('+31201234567'); screens show them as people write them
// ('020 123 4567' for a Dutch number, '+32 2 345 67 89' for another country's).
import { isOneOf } from '../one-of.js';

/** Whether a number is Dutch (€2.50 a month, porting €15) or of another country (€14.00, porting €35). */
export const VOIP_NUMBER_TYPES = ['nl', 'international'] as const;
export type VoipNumberType = (typeof VOIP_NUMBER_TYPES)[number];
export const isVoipNumberType = (value: unknown): value is VoipNumberType => isOneOf(VOIP_NUMBER_TYPES, value);

/** A chosen number is held for the chooser this long (docs/contracts.md §9); an order placed with it keeps it longer. */
export const NUMBER_HOLD_MINUTES = 15;
/** `GET /api/voip/numbers` shows at most this many free numbers of an area. */
export const FREE_NUMBERS_SHOWN = 20;
/** How many numbers each area's inventory holds. */
export const NUMBERS_PER_AREA = 60;

export interface VoipArea {
  /** The `?area=` value: the Dutch area code with its 0 ('020'), or country and area for others ('be-2'). */
  readonly id: string;
  readonly numberType: VoipNumberType;
  /** ISO 3166-1 alpha-2; names come from the page language (Intl.DisplayNames). */
  readonly country: string;
  /** The city or region the area code stands for (a proper name, the same in every language). */
  readonly place: string;
  /** The country calling code, without '+'. */
  readonly countryCode: string;
  /** The area code within the country, without a trunk 0. */
  readonly areaCode: string;
  /** Digits after the area code. */
  readonly subscriberDigits: number;
  /** How the digits after the country code are grouped for display, e.g. [2, 3, 4] → '20 123 4567'. */
  readonly groups: readonly number[];
}

/** The areas a new number can be chosen in: Dutch cities and national numbers first, then cities abroad. */
export const VOIP_AREAS: readonly VoipArea[] = [
  {
    id: '020',
    numberType: 'nl',
    country: 'NL',
    place: 'Amsterdam',
    countryCode: '31',
    areaCode: '20',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '010',
    numberType: 'nl',
    country: 'NL',
    place: 'Rotterdam',
    countryCode: '31',
    areaCode: '10',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '070',
    numberType: 'nl',
    country: 'NL',
    place: 'Den Haag',
    countryCode: '31',
    areaCode: '70',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '030',
    numberType: 'nl',
    country: 'NL',
    place: 'Utrecht',
    countryCode: '31',
    areaCode: '30',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '040',
    numberType: 'nl',
    country: 'NL',
    place: 'Eindhoven',
    countryCode: '31',
    areaCode: '40',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '050',
    numberType: 'nl',
    country: 'NL',
    place: 'Groningen',
    countryCode: '31',
    areaCode: '50',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '043',
    numberType: 'nl',
    country: 'NL',
    place: 'Maastricht',
    countryCode: '31',
    areaCode: '43',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '024',
    numberType: 'nl',
    country: 'NL',
    place: 'Nijmegen',
    countryCode: '31',
    areaCode: '24',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '026',
    numberType: 'nl',
    country: 'NL',
    place: 'Arnhem',
    countryCode: '31',
    areaCode: '26',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '073',
    numberType: 'nl',
    country: 'NL',
    place: "'s-Hertogenbosch",
    countryCode: '31',
    areaCode: '73',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '076',
    numberType: 'nl',
    country: 'NL',
    place: 'Breda',
    countryCode: '31',
    areaCode: '76',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '053',
    numberType: 'nl',
    country: 'NL',
    place: 'Enschede',
    countryCode: '31',
    areaCode: '53',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '058',
    numberType: 'nl',
    country: 'NL',
    place: 'Leeuwarden',
    countryCode: '31',
    areaCode: '58',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: '085',
    numberType: 'nl',
    country: 'NL',
    place: 'Nederland',
    countryCode: '31',
    areaCode: '85',
    subscriberDigits: 7,
    groups: [2, 3, 4],
  },
  {
    id: 'be-2',
    numberType: 'international',
    country: 'BE',
    place: 'Brussel',
    countryCode: '32',
    areaCode: '2',
    subscriberDigits: 7,
    groups: [1, 3, 2, 2],
  },
  {
    id: 'de-30',
    numberType: 'international',
    country: 'DE',
    place: 'Berlin',
    countryCode: '49',
    areaCode: '30',
    subscriberDigits: 8,
    groups: [2, 8],
  },
  {
    id: 'fr-1',
    numberType: 'international',
    country: 'FR',
    place: 'Paris',
    countryCode: '33',
    areaCode: '1',
    subscriberDigits: 8,
    groups: [1, 2, 2, 2, 2],
  },
  {
    id: 'gb-20',
    numberType: 'international',
    country: 'GB',
    place: 'London',
    countryCode: '44',
    areaCode: '20',
    subscriberDigits: 8,
    groups: [2, 4, 4],
  },
  {
    id: 'es-91',
    numberType: 'international',
    country: 'ES',
    place: 'Madrid',
    countryCode: '34',
    areaCode: '91',
    subscriberDigits: 7,
    groups: [2, 3, 2, 2],
  },
  {
    id: 'us-212',
    numberType: 'international',
    country: 'US',
    place: 'New York',
    countryCode: '1',
    areaCode: '212',
    subscriberDigits: 7,
    groups: [3, 3, 4],
  },
];

export const VOIP_AREA_IDS = VOIP_AREAS.map((area) => area.id);
/** The area a new Dutch number is chosen in by default. */
export const DEFAULT_VOIP_AREA = '020';

export function findVoipArea(id: string): VoipArea | undefined {
  return VOIP_AREAS.find((area) => area.id === id);
}

export const isVoipAreaId = (value: unknown): value is string =>
  typeof value === 'string' && findVoipArea(value) !== undefined;

/** The area whose inventory a number (E.164) belongs to, if any. */
export function areaOfNumber(number: string): VoipArea | undefined {
  return VOIP_AREAS.find(
    (area) =>
      number.startsWith(`+${area.countryCode}${area.areaCode}`) &&
      number.length === 1 + area.countryCode.length + area.areaCode.length + area.subscriberDigits &&
      /^\+\d+$/.test(number),
  );
}

/** A small, fast pseudo-random generator (mulberry32): the same seed gives the same numbers everywhere. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

/**
 * The numbers of an area's inventory (E.164), sorted: `count` distinct numbers whose subscriber part starts with 2–9
 * (as real subscriber numbers do). The same area always gives the same numbers.
 */
export function numberInventory(areaId: string, count: number = NUMBERS_PER_AREA): string[] {
  const area = findVoipArea(areaId);
  if (!area) throw new RangeError(`Unknown VOIP area '${areaId}'`);
  const random = generator(seedOf(area.id));
  const numbers = new Set<string>();
  while (numbers.size < count) {
    let subscriber = String(2 + Math.floor(random() * 8));
    while (subscriber.length < area.subscriberDigits) subscriber += String(Math.floor(random() * 10));
    numbers.add(`+${area.countryCode}${area.areaCode}${subscriber}`);
  }
  return [...numbers].sort();
}

function grouped(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * A number (E.164) as people write it: Dutch numbers nationally ('020 123 4567', '06 1234 5678'), others
 * internationally ('+32 2 345 67 89'); a number of no known shape stays as it is.
 */
export function formatPhoneNumber(number: string): string {
  const area = areaOfNumber(number);
  if (area) {
    const national = number.slice(1 + area.countryCode.length);
    if (area.countryCode === '31') return `0${grouped(national, area.groups)}`;
    return `+${area.countryCode} ${grouped(national, area.groups)}`;
  }
  if (/^\+31\d{9}$/.test(number)) {
    const national = number.slice(3);
    // Mobile: 06 1234 5678; two-digit areas and national numbers: 020 123 4567; three-digit areas: 0413 123 456.
    if (national.startsWith('6')) return `0${grouped(national, [1, 4, 4])}`;
    if (
      /^(10|13|15|20|23|24|26|30|33|35|36|38|40|43|45|46|50|53|55|58|70|71|72|73|74|75|76|77|78|79|8\d|9\d)/.test(
        national,
      )
    )
      return `0${grouped(national, [2, 3, 4])}`;
    return `0${grouped(national, [3, 3, 3])}`;
  }
  return number;
}

const SEPARATORS = /[\s\-./()]/g;

/**
 * A Dutch phone number as typed ('020-123 4567', '06 12345678', '+31 20 1234567', '0031201234567') in E.164
 * ('+31201234567'), or null when it is not a Dutch number that can be ported: nine digits after the 0, not a
 * 0800/090x service number.
 */
export function parseDutchNumber(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  let national: string | undefined;
  if (/^0[1-9]\d{8}$/.test(compact)) national = compact.slice(1);
  else if (/^\+31[1-9]\d{8}$/.test(compact)) national = compact.slice(3);
  else if (/^0031[1-9]\d{8}$/.test(compact)) national = compact.slice(4);
  if (national === undefined || /^(800|90)/.test(national) || national.startsWith('9')) return null;
  return `+31${national}`;
}

/**
 * A number of another country as typed ('+32 2 345 67 89', '0049 30 12345678') in E.164, or null: a country code
 * other than 31, 8 to 15 digits in all.
 */
export function parseInternationalNumber(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '').replace(/^00/, '+');
  if (!/^\+[1-9]\d{7,14}$/.test(compact) || compact.startsWith('+31')) return null;
  return compact;
}

/** A number to port, of the given type, in E.164; null when it is not such a number. */
export function parsePortableNumber(input: string, numberType: VoipNumberType): string | null {
  return numberType === 'nl' ? parseDutchNumber(input) : parseInternationalNumber(input);
}
