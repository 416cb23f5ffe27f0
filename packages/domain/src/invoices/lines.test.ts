import { describe, expect, it } from 'vitest';
import { priceOrderProduct } from '../checkout/order.js';
import { creditNoteLines, invoiceAmounts, orderInvoiceLines } from './lines.js';

describe('invoiceAmounts', () => {
  it.each([
    // lines → subtotal, VAT (21% half up), total
    [[{ quantity: 1, unitPriceCents: 8995 }], 8995, 1889, 10884], // 1888.95 → 1889
    [[{ quantity: 1, unitPriceCents: 950 }], 950, 200, 1150], // 199.5 → 200
    [
      [
        { quantity: 2, unitPriceCents: 1000 },
        { quantity: 1, unitPriceCents: 500 },
      ],
      2500,
      525,
      3025,
    ],
    [[], 0, 0, 0],
  ])('%j → %i + %i = %i', (lines, subtotalCents, vatCents, totalCents) => {
    expect(invoiceAmounts(lines.map((line) => ({ description: 'x', ...line })))).toEqual({
      subtotalCents,
      vatCents,
      totalCents,
    });
  });

  it("a credit note's amounts are the original's negated", () => {
    const lines = [{ description: 'eSIM Pro', quantity: 1, unitPriceCents: 950 }];
    const credit = creditNoteLines(lines);
    expect(credit).toEqual([{ description: 'eSIM Pro', quantity: 1, unitPriceCents: -950 }]);
    expect(invoiceAmounts(credit)).toEqual({ subtotalCents: -950, vatCents: -200, totalCents: -1150 });
  });
});

describe('invoiceAmounts at another rate', () => {
  it.each<[number, number]>([
    [19, 1520],
    [25.5, 2040],
    [0, 0],
  ])('takes %s%% of the subtotal', (percent, vatCents) => {
    expect(invoiceAmounts([{ quantity: 1, unitPriceCents: 7999 }], percent)).toEqual({
      subtotalCents: 7999,
      vatCents,
      totalCents: 7999 + vatCents,
    });
    expect(invoiceAmounts([{ quantity: 1, unitPriceCents: -7999 }], percent).vatCents).toBe(
      vatCents === 0 ? 0 : -vatCents,
    );
  });
});

describe('orderInvoiceLines', () => {
  const esim = priceOrderProduct({
    kind: 'esim-pro',
    configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
  });
  const travel = priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' });

  it('eSIM Pro: the first month at the price after discount, VAT as the order has it', () => {
    const lines = orderInvoiceLines(esim, 'en');
    expect(lines).toEqual([
      {
        description: 'eSIM Pro, first month of a 12-month plan (NL 10GB, EU 3GB; calls: Netherlands)',
        quantity: 1,
        unitPriceCents: 2250,
      },
    ]);
    expect(invoiceAmounts(lines)).toEqual({
      subtotalCents: esim.totalPriceCents,
      vatCents: esim.vatCents,
      totalCents: esim.totalWithVatCents,
    });
    expect(orderInvoiceLines(esim, 'nl')[0]!.description).toBe(
      'eSIM Pro, eerste maand van een abonnement van 12 maanden (NL 10GB, EU 3GB; bellen: Nederland)',
    );
  });

  it('travel: the plan once, in the language asked', () => {
    expect(orderInvoiceLines(travel, 'nl')).toEqual([
      { description: 'Reisbundel Standard Europa: 10GB, 15 dagen', quantity: 1, unitPriceCents: 1999 },
    ]);
    expect(orderInvoiceLines(travel, 'es')[0]!.description).toBe('Plan de viaje Standard Europa: 10GB, 15 días');
    expect(invoiceAmounts(orderInvoiceLines(travel, 'en')).totalCents).toBe(travel.totalWithVatCents);
  });
});
