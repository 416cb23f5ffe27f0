// An invoice's lines and its amounts (docs/contracts.md §2 and §7): each line a description, a quantity and a unit
// price before VAT; the subtotal is the sum of quantity × unit price, the VAT 21% of the subtotal rounded half up
// once, the total subtotal + VAT. A credit note has the original's lines with negative unit prices and the
// original's amounts negated (so that both add up to zero exactly).

import type { OrderProductRecord } from '../checkout/order.js';
import { translateMessage } from '../i18n/messages.js';
import { formatPhoneNumber } from '../voip/numbers.js';
import { percentOfCents, VAT_PERCENT } from '../pricing/money.js';

/** The VAT rate of an invoice line unless the buyer's treatment says otherwise (pricing/vat.ts). */
export const INVOICE_VAT_PERCENT = VAT_PERCENT;

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** Per unit, before VAT; negative on a credit note. */
  unitPriceCents: number;
}

export interface InvoiceAmounts {
  /** Before VAT: the list's `amount`. */
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** Quantity × unit price of one line, before VAT. */
export const lineAmountCents = (line: Pick<InvoiceLineInput, 'quantity' | 'unitPriceCents'>): number =>
  line.quantity * line.unitPriceCents;

/**
 * Subtotal, VAT (`vatPercent` of the subtotal, half up: the Dutch 21% unless the buyer's treatment says otherwise,
 * pricing/vat.ts) and total of lines.
 */
export function invoiceAmounts(
  lines: readonly Pick<InvoiceLineInput, 'quantity' | 'unitPriceCents'>[],
  vatPercent: number = INVOICE_VAT_PERCENT,
): InvoiceAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  // Half up on the amount's size: a credit note's VAT is exactly the original's, negated.
  const vatCents = Math.sign(subtotalCents) * percentOfCents(Math.abs(subtotalCents), vatPercent);
  return { subtotalCents, vatCents: vatCents === 0 ? 0 : vatCents, totalCents: subtotalCents + vatCents };
}

/** A credit note's lines: the original's with the unit price negated. */
export const creditNoteLines = (lines: readonly InvoiceLineInput[]): InvoiceLineInput[] =>
  lines.map((line) => ({ ...line, unitPriceCents: -line.unitPriceCents }));

/**
 * The invoice lines of a priced order product (OrderSchema's `product`) in the customer's language, prices before
 * VAT. eSIM Pro is billed monthly: the order's invoice is the first month of the plan, at the month's price after the
 * duration discount. A travel plan is paid once. VOIP: the number's first month, the bundle's and the one-off porting
 * fee, a line each. AI voicemail: its first month. An AI assistant starts with its free trial: no lines (no invoice);
 * the billing run invoices it after the trial.
 */
export function orderInvoiceLines(product: OrderProductRecord, language: string): InvoiceLineInput[] {
  if (product.kind === 'voip') {
    const number = formatPhoneNumber(product.number);
    const lines: InvoiceLineInput[] = [
      {
        description: translateMessage('invoice.line.voipNumber', language, {
          number,
          type: translateMessage(`invoice.numberType.${product.numberType}`, language),
        }),
        quantity: 1,
        unitPriceCents: product.numberMonthlyCents,
      },
    ];
    if (product.bundle)
      lines.push({
        description: translateMessage('invoice.line.voipBundle', language, {
          bundle: translateMessage(`invoice.bundle.${product.bundle}`, language),
        }),
        quantity: 1,
        unitPriceCents: product.bundleMonthlyCents,
      });
    if (product.portingCents > 0)
      lines.push({
        description: translateMessage('invoice.line.porting', language, { number }),
        quantity: 1,
        unitPriceCents: product.portingCents,
      });
    return lines;
  }
  if (product.kind === 'ai-voicemail')
    return [
      {
        description: translateMessage('invoice.line.aiVoicemail', language, {
          plan: product.name.replace(/^AI Voicemail /, ''),
        }),
        quantity: 1,
        unitPriceCents: product.monthlyCents,
      },
    ];
  // The AI assistant's trial charges nothing (the billing run invoices after it); after the account's trial, the first
  // month (docs/contracts.md §12).
  if (product.kind === 'ai-assistant')
    return product.totalPriceCents === 0
      ? []
      : [
          {
            description: translateMessage('invoice.line.aiAssistant', language, {
              plan: product.name.replace(/^AI Assistant /, ''),
            }),
            quantity: 1,
            unitPriceCents: product.totalPriceCents,
          },
        ];
  if (product.kind === 'esim-pro') {
    const data = (['nl', 'eu', 'world'] as const)
      .filter((region) => product.data[region].label !== null)
      .map((region) => `${translateMessage(`invoice.region.${region}`, language)} ${product.data[region].label}`)
      .join(', ');
    return [
      {
        description: translateMessage('invoice.line.esimPro', language, {
          months: product.duration,
          data,
          calling: translateMessage(`invoice.calling.${product.calling}`, language),
        }),
        quantity: 1,
        unitPriceCents: product.totalPriceCents,
      },
    ];
  }
  return [
    {
      description: translateMessage('invoice.line.travel', language, {
        plan: product.name,
        region: translateMessage(`invoice.travelRegion.${product.regionId}`, language),
        data: product.data,
        days: product.duration,
      }),
      quantity: 1,
      unitPriceCents: product.totalPriceCents,
    },
  ];
}
