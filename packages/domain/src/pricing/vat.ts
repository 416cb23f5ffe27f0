// VAT by country (docs/contracts.md §13, docs/decisions/042-vat-by-country.md): the standard rate of each of the 27 EU
// member states in 2026, the form of each state's VAT number as the EU's VIES service checks it, and the one rule that
// says what an order pays. A consumer pays the rate of the country of their address (One Stop Shop); a business with a
// VAT number of the right form of another member state than the Netherlands pays no VAT: the buyer accounts for it
// (reverse charge, "btw verlegd"); anyone else pays the rate of their country (a Dutch business, a business without a
// VAT number). Whether a VAT number is registered is not checked here (that is VIES's, online): only its form.

import { isOneOf } from '../one-of.js';
import { EU_MEMBER_STATES } from './business.js';

/** A member state of the European Union (ISO 3166-1 alpha-2). */
export type EuCountry = (typeof EU_MEMBER_STATES)[number];
/** The member states of the European Union (business.ts's list), the Netherlands first: the shop's own country. */
export const EU_COUNTRIES: readonly EuCountry[] = ['NL', ...EU_MEMBER_STATES.filter((country) => country !== 'NL')];
export const isEuCountry = (value: unknown): value is EuCountry => isOneOf(EU_COUNTRIES, value);

/** The shop's country: its own VAT applies to its Dutch customers, business or not. */
export const HOME_VAT_COUNTRY: EuCountry = 'NL';

/** Each member state's standard VAT rate in 2026, in percent (Finland's 25.5 since 1 September 2024). */
export const EU_VAT_PERCENT: Readonly<Record<EuCountry, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
};

/**
 * The form of each member state's VAT number as VIES writes it: the prefix (Greece's is EL, not its ISO code GR) and
 * what follows. Checked after spaces, dots and dashes are taken out and letters upper-cased (`normalizeVatNumber`).
 */
export const EU_VAT_NUMBER_FORMATS: Readonly<Record<EuCountry, RegExp>> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  HR: /^HR\d{11}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^DE\d{9}$/,
  GR: /^EL\d{9}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LV: /^LV\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO[1-9]\d{1,9}$/,
  SK: /^SK\d{10}$/,
  SI: /^SI\d{8}$/,
  ES: /^ES([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  SE: /^SE\d{10}01$/,
};

/** A VAT number as VIES compares it: without spaces, dots and dashes, upper case ('be 0123.456.789' → 'BE0123456789'). */
export const normalizeVatNumber = (vatNumber: string): string => vatNumber.replace(/[\s.-]/g, '').toUpperCase();

/** Whether a VAT number has the form of `country`'s numbers (normalized first). */
export function isVatNumberOf(country: EuCountry, vatNumber: string): boolean {
  return EU_VAT_NUMBER_FORMATS[country].test(normalizeVatNumber(vatNumber));
}

/** The member state whose form a VAT number has, by its prefix; undefined for any other text. */
export function vatNumberCountry(vatNumber: string): EuCountry | undefined {
  const normalized = normalizeVatNumber(vatNumber);
  return EU_COUNTRIES.find((country) => EU_VAT_NUMBER_FORMATS[country].test(normalized));
}

/** Who buys: the country of the address and, for a business, its VAT number (if it gave one). */
export interface VatBuyer {
  readonly country: EuCountry;
  readonly business?: { readonly vatNumber?: string | undefined } | null | undefined;
}

/** What an order pays: the rate in percent and whether the buyer accounts for the VAT (reverse charge). */
export interface VatTreatment {
  readonly country: EuCountry;
  readonly percent: number;
  readonly reverseCharge: boolean;
}

/** The Dutch rate, as every order paid before VAT went by country: what older records and the Dutch customer get. */
export const DUTCH_VAT: VatTreatment = { country: 'NL', percent: EU_VAT_PERCENT.NL, reverseCharge: false };

/**
 * The VAT of an order (docs/contracts.md §13). A business whose VAT number has the form of its address's member state,
 * another one than the Netherlands, pays 0% (reverse charge); everyone else pays the rate of their address's country:
 * a consumer (One Stop Shop), a Dutch business, a business without a VAT number or with one that does not fit its
 * country.
 */
export function vatTreatment({ country, business }: VatBuyer): VatTreatment {
  const vatNumber = business?.vatNumber;
  if (country !== HOME_VAT_COUNTRY && vatNumber && isVatNumberOf(country, vatNumber))
    return { country, percent: 0, reverseCharge: true };
  return { country, percent: EU_VAT_PERCENT[country], reverseCharge: false };
}
