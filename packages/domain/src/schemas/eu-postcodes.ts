// The postcode of each EU member state other than the Netherlands (whose rule is DutchPostcodeSchema's, spec point 5):
// its form as the country's post writes it, and an example the checkout shows beside the field. Checked after the
// text is trimmed and upper-cased; an optional space or the country's letter prefix (LV-, LT-, L-, SI-) is allowed
// where people write it. Without zod: the wizard's first step shows the hint before any form is checked.

import type { EuCountry } from '../pricing/vat.js';

export interface PostcodeFormat {
  readonly pattern: RegExp;
  /** How a postcode of the country looks, for the field's hint. */
  readonly example: string;
}

export const EU_POSTCODE_FORMATS: Readonly<Record<Exclude<EuCountry, 'NL'>, PostcodeFormat>> = {
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  BG: { pattern: /^\d{4}$/, example: '1000' },
  HR: { pattern: /^\d{5}$/, example: '10000' },
  CY: { pattern: /^\d{4}$/, example: '1010' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  EE: { pattern: /^\d{5}$/, example: '10111' },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  GR: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  HU: { pattern: /^\d{4}$/, example: '1051' },
  IE: { pattern: /^[AC-FHKNPRTV-Y]\d[\dW] ?[0-9AC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LV: { pattern: /^(LV-?)?\d{4}$/, example: 'LV-1050' },
  LT: { pattern: /^(LT-?)?\d{5}$/, example: 'LT-01100' },
  LU: { pattern: /^(L-?)?\d{4}$/, example: 'L-1111' },
  MT: { pattern: /^[A-Z]{3} ?\d{4}$/, example: 'VLT 1117' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  RO: { pattern: /^\d{6}$/, example: '010011' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  SI: { pattern: /^(SI-?)?\d{4}$/, example: '1000' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
};

/** Whether `postcode` has the form of `country`'s postcodes (the Netherlands: see DutchPostcodeSchema). */
export function isPostcodeOf(country: Exclude<EuCountry, 'NL'>, postcode: string): boolean {
  return EU_POSTCODE_FORMATS[country].pattern.test(postcode.trim().toUpperCase());
}
