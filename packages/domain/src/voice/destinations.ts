// Where a call goes (docs/contracts.md §15, docs/decisions/046): the destination class that sets its per-minute rate
// and the bundle that may cover it, and which numbers can be called through us at all. Numbers are E.164
// ('+31201234567').
import { VOIP_PER_MINUTE_CENTS } from '../pricing/voip.js';
import { isOneOf } from '../one-of.js';
import type { MessageKey } from '../i18n/messages.js';

/** The destination classes of spec §9's per-minute rates, plus calls between TeleNova numbers. */
export const DESTINATION_CLASSES = [
  'on-net',
  'nl-landline',
  'nl-mobile',
  'europe-landline',
  'europe-mobile',
  'us-canada',
  'other',
] as const;
export type DestinationClass = (typeof DESTINATION_CLASSES)[number];
export const isDestinationClass = (value: unknown): value is DestinationClass => isOneOf(DESTINATION_CLASSES, value);

export interface Destination {
  readonly class: DestinationClass;
  /** ISO 3166-1 alpha-2 of the callee's country; null where the number does not tell (+1, other countries). */
  readonly country: string | null;
}

/** The price of a started minute per destination class, in cents (spec §9; on-net calls are free). */
export const DESTINATION_RATE_CENTS: Readonly<Record<DestinationClass, number>> = {
  'on-net': 0,
  'nl-landline': VOIP_PER_MINUTE_CENTS.nlLandline,
  'nl-mobile': VOIP_PER_MINUTE_CENTS.nlMobile,
  'europe-landline': VOIP_PER_MINUTE_CENTS.europeLandline,
  'europe-mobile': VOIP_PER_MINUTE_CENTS.europeMobile,
  'us-canada': VOIP_PER_MINUTE_CENTS.usCanada,
  other: VOIP_PER_MINUTE_CENTS.other,
};

/** The name of each destination class for invoice lines and the call history (`{{brand}}` in the on-net one). */
export const DESTINATION_MESSAGES: Readonly<Record<DestinationClass, MessageKey>> = {
  'on-net': 'invoice.destination.on-net',
  'nl-landline': 'invoice.destination.nl-landline',
  'nl-mobile': 'invoice.destination.nl-mobile',
  'europe-landline': 'invoice.destination.europe-landline',
  'europe-mobile': 'invoice.destination.europe-mobile',
  'us-canada': 'invoice.destination.us-canada',
  other: 'invoice.destination.other',
};

export interface EuropeanCountry {
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** The country calling code, without '+'. */
  readonly countryCode: string;
  /**
   * How a mobile number starts after the country code (the national ranges without the trunk 0); every other number
   * of the country is a landline. From the countries' public numbering plans, simplified to their first digits.
   */
  readonly mobilePrefixes: readonly string[];
}

/**
 * "Europe" of the rates and the Europe bundle: the other 26 EU member states, the EEA's Iceland, Liechtenstein and
 * Norway, the United Kingdom and Switzerland (the Netherlands has classes of its own).
 */
export const EUROPEAN_COUNTRIES: readonly EuropeanCountry[] = [
  {
    country: 'AT',
    countryCode: '43',
    // 0650–0699 except the landline areas 0662 (Salzburg) and others inside that block.
    mobilePrefixes: [
      '650',
      '651',
      '652',
      '653',
      '655',
      '657',
      '659',
      '660',
      '664',
      '665',
      '666',
      '667',
      '668',
      '669',
      '67',
      '68',
      '69',
    ],
  },
  { country: 'BE', countryCode: '32', mobilePrefixes: ['46', '47', '48', '49'] },
  { country: 'BG', countryCode: '359', mobilePrefixes: ['87', '88', '89', '98', '99'] },
  { country: 'HR', countryCode: '385', mobilePrefixes: ['91', '92', '95', '97', '98', '99'] },
  { country: 'CY', countryCode: '357', mobilePrefixes: ['9'] },
  { country: 'CZ', countryCode: '420', mobilePrefixes: ['60', '70', '72', '73', '77', '79'] },
  {
    country: 'DK',
    countryCode: '45',
    mobilePrefixes: [
      '2',
      '30',
      '31',
      '40',
      '41',
      '42',
      '50',
      '51',
      '52',
      '53',
      '60',
      '61',
      '71',
      '81',
      '91',
      '92',
      '93',
    ],
  },
  { country: 'EE', countryCode: '372', mobilePrefixes: ['5', '81', '82', '83', '84'] },
  { country: 'FI', countryCode: '358', mobilePrefixes: ['4', '50'] },
  { country: 'FR', countryCode: '33', mobilePrefixes: ['6', '7'] },
  { country: 'DE', countryCode: '49', mobilePrefixes: ['15', '16', '17'] },
  { country: 'GR', countryCode: '30', mobilePrefixes: ['69'] },
  { country: 'HU', countryCode: '36', mobilePrefixes: ['20', '30', '31', '50', '70'] },
  { country: 'IE', countryCode: '353', mobilePrefixes: ['83', '85', '86', '87', '89'] },
  { country: 'IT', countryCode: '39', mobilePrefixes: ['3'] },
  { country: 'LV', countryCode: '371', mobilePrefixes: ['2'] },
  { country: 'LT', countryCode: '370', mobilePrefixes: ['6'] },
  { country: 'LU', countryCode: '352', mobilePrefixes: ['6'] },
  { country: 'MT', countryCode: '356', mobilePrefixes: ['7', '9'] },
  {
    country: 'PL',
    countryCode: '48',
    mobilePrefixes: ['45', '50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88'],
  },
  { country: 'PT', countryCode: '351', mobilePrefixes: ['9'] },
  { country: 'RO', countryCode: '40', mobilePrefixes: ['7'] },
  { country: 'SK', countryCode: '421', mobilePrefixes: ['9'] },
  {
    country: 'SI',
    countryCode: '386',
    mobilePrefixes: ['30', '31', '40', '41', '51', '64', '65', '68', '69', '70', '71'],
  },
  { country: 'ES', countryCode: '34', mobilePrefixes: ['6', '7'] },
  { country: 'SE', countryCode: '46', mobilePrefixes: ['70', '72', '73', '76', '79'] },
  // The EEA outside the EU
  { country: 'IS', countryCode: '354', mobilePrefixes: ['6', '7', '8'] },
  { country: 'LI', countryCode: '423', mobilePrefixes: ['7'] },
  { country: 'NO', countryCode: '47', mobilePrefixes: ['4', '9'] },
  // The United Kingdom (07, without 070 personal numbers and 076 pagers) and Switzerland
  { country: 'GB', countryCode: '44', mobilePrefixes: ['71', '72', '73', '74', '75', '77', '78', '79'] },
  { country: 'CH', countryCode: '41', mobilePrefixes: ['75', '76', '77', '78', '79'] },
];

/**
 * Area codes of +1 that belong to the Caribbean and Bermuda rather than to the US, its territories or Canada: they are
 * rated as 'other' (their termination costs are those of other countries, not of the US).
 */
const NANP_OUTSIDE_US_CANADA = [
  '242',
  '246',
  '264',
  '268',
  '284',
  '345',
  '441',
  '473',
  '649',
  '658',
  '664',
  '721',
  '758',
  '767',
  '784',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
];

const E164 = /^\+[1-9]\d{7,14}$/;
/** A Dutch number: nine digits after +31 (short numbers such as 112 or 14 020 have no E.164 form). */
const DUTCH = /^\+31[1-9]\d{8}$/;

/** A Dutch free phone number: 0800 and 4 or 7 digits. Callable, and free for the caller (docs/decisions/046). */
const FREEPHONE = /^\+31800(\d{4}|\d{7})$/;

export function isFreephone(e164: string): boolean {
  return FREEPHONE.test(e164);
}

/**
 * Whether a customer may call the number through us: a complete E.164 number; in the Netherlands a free phone number
 * or nine digits after +31 that are neither 0800 nor 09xx (0900/0906/0909 premium services, 097 machine numbers). Short
 * numbers (112, 144, 14 0xx, 18xx) are not callable: they have no E.164 form (docs/decisions/046 on 112).
 */
export function isCallable(e164: string): boolean {
  if (!E164.test(e164)) return false;
  if (!e164.startsWith('+31')) return true;
  return isFreephone(e164) || (DUTCH.test(e164) && !/^\+31(800|9)/.test(e164));
}

function europeanCountryOf(e164: string): EuropeanCountry | undefined {
  // Country codes are prefix-free: at most one matches.
  return EUROPEAN_COUNTRIES.find((entry) => e164.startsWith(`+${entry.countryCode}`));
}

/**
 * The destination of a call to `callee` (E.164). A TeleNova number (`isOnNet`) is 'on-net' wherever it is; a Dutch
 * number is a mobile from +316 (the +3166 pagers included), else a landline; a number of EUROPEAN_COUNTRIES is a mobile
 * or a landline by its mobile prefixes; +1 is US/Canada (the Caribbean's area codes aside); the rest is 'other'.
 * It classifies any text: whether the number may be called at all is `isCallable`'s answer.
 */
export function destinationOf(callee: string, isOnNet: (e164: string) => boolean): Destination {
  const country = countryOf(callee);
  if (isOnNet(callee)) return { class: 'on-net', country };
  if (!E164.test(callee)) return { class: 'other', country: null };
  if (callee.startsWith('+31')) return { class: callee.startsWith('+316') ? 'nl-mobile' : 'nl-landline', country };
  const european = europeanCountryOf(callee);
  if (european) {
    const national = callee.slice(1 + european.countryCode.length);
    const mobile = european.mobilePrefixes.some((prefix) => national.startsWith(prefix));
    return { class: mobile ? 'europe-mobile' : 'europe-landline', country };
  }
  if (callee.startsWith('+1') && !NANP_OUTSIDE_US_CANADA.includes(callee.slice(2, 5))) {
    return { class: 'us-canada', country };
  }
  return { class: 'other', country };
}

/** The country of a number where the rates need it: NL, a European country; null for +1 and the rest. */
function countryOf(e164: string): string | null {
  if (!E164.test(e164)) return null;
  if (e164.startsWith('+31')) return 'NL';
  return europeanCountryOf(e164)?.country ?? null;
}
