import { describe, expect, it } from 'vitest';
import { autoTopUpDue, findTopUpBundle, TOP_UP_BUNDLES, withinAutoTopUpCap } from './top-ups.js';

describe('TOP_UP_BUNDLES', () => {
  it.each([
    ['1gb', 1024, 499, 604],
    ['3gb', 3072, 999, 1209],
    ['5gb', 5120, 1499, 1814],
    ['10gb', 10240, 2499, 3024],
  ])('%s adds %i MB for %i cents before VAT, %i with 21%% VAT', (id, mb, priceCents, priceWithVatCents) => {
    expect(findTopUpBundle(id)).toEqual({ id, dataGb: mb / 1024, mb, priceCents, priceWithVatCents });
  });

  it('lists the bundles smallest first and knows no other', () => {
    expect(TOP_UP_BUNDLES.map((bundle) => bundle.id)).toEqual(['1gb', '3gb', '5gb', '10gb']);
    expect(findTopUpBundle('2gb')).toBeUndefined();
  });
});

describe('autoTopUpDue', () => {
  it.each([
    [9215, 10240, false],
    [9216, 10240, true],
    [12000, 10240, true],
    [0, 10240, false],
    [5000, null, false],
  ])('%i MB used of %s MB: %s', (used, allowance, due) => {
    expect(autoTopUpDue(used, allowance)).toBe(due);
  });
});

describe('withinAutoTopUpCap', () => {
  it.each([
    [0, 1814, 2000, true],
    [1814, 1814, 2000, false],
    [1814, 1814, 3628, true],
    [0, 3024, 3000, false],
  ])('spent %i, a bundle of %i, cap %i: %s', (spent, price, cap, fits) => {
    expect(withinAutoTopUpCap(spent, price, cap)).toBe(fits);
  });
});
