// The business block's values as typed and the VAT the order wizards show for them (docs/contracts.md §13), without zod:
// the price overview of step 1 uses it, and step 1 loads no schema (docs/decisions/033). business.ts checks the values.

import { DUTCH_VAT, isEuCountry, vatTreatment, type VatTreatment } from '../pricing/vat.js';

export interface BusinessValues {
  readonly isBusiness: boolean;
  readonly companyName: string;
  readonly kvkNumber: string;
  readonly vatNumber: string;
}

export const EMPTY_BUSINESS: BusinessValues = { isBusiness: false, companyName: '', kvkNumber: '', vatNumber: '' };

/** The VAT the wizard shows for what is typed: as the server will charge it (`vatTreatment`); Dutch for no country. */
export function wizardVat(country: string, business: BusinessValues | undefined): VatTreatment {
  if (!isEuCountry(country)) return DUTCH_VAT;
  const vatNumber = business?.isBusiness ? business.vatNumber.trim() : '';
  return vatTreatment({ country, business: vatNumber ? { vatNumber } : undefined });
}
