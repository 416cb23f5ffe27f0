// A consumer's price (docs/contracts.md §13): the catalogue lists prices before VAT, as the spec prints them; a
// consumer sees them with VAT as the main figure. Before the checkout the visitor's country is not known, so the
// pages add the Dutch rate; the checkout and the invoice apply the customer's own country's rate.
import { percentOfCents, VAT_PERCENT } from './money.js';

/** A price before VAT (cents) with the Dutch VAT added, the VAT rounded half up to a whole cent: 7999 → 9679. */
export function withDutchVatCents(centsBeforeVat: number): number {
  return centsBeforeVat + percentOfCents(centsBeforeVat, VAT_PERCENT);
}
