// The order wizards' business block (docs/contracts.md §13) as typed: a "business order" choice that reveals the company
// name (required then), the KvK number and the VAT number (optional). What the order request sends of it, and the
// VAT the price overview shows for the country and VAT number typed, are the domain's, as the server reads them.

import { BusinessDetailsSchema, type BusinessDetailsInput } from '../schemas/checkout.js';
import { isEuCountry, isVatNumberOf } from '../pricing/vat.js';

import type { BusinessValues } from './business-vat.js';

export { EMPTY_BUSINESS, wizardVat, type BusinessValues } from './business-vat.js';

/** The business part of an order request: undefined for a consumer. */
export function businessOfValues(business: BusinessValues | undefined): BusinessDetailsInput | undefined {
  if (!business?.isBusiness) return undefined;
  return { companyName: business.companyName, kvkNumber: business.kvkNumber, vatNumber: business.vatNumber };
}

/**
 * The business block's field errors (message keys) for an address in `country`: the schema's, and a VAT number that does
 * not fit the country (as the order request checks it). Empty for a consumer or valid details.
 */
export function businessFieldErrors(business: BusinessValues | undefined, country: string): Record<string, string> {
  const details = businessOfValues(business);
  if (!details) return {};
  const errors: Record<string, string> = {};
  const parsed = BusinessDetailsSchema.safeParse(details);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
  else if (
    parsed.data.vatNumber !== undefined &&
    isEuCountry(country) &&
    !isVatNumberOf(country, parsed.data.vatNumber)
  )
    errors.vatNumber = 'validation.businessVatNumber.invalid';
  return errors;
}
