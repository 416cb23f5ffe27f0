import { describe, expect, it } from 'vitest';
import { percentOfCents, VAT_PERCENT, withDutchVatCents } from './money.js';

describe('withDutchVatCents', () => {
  it.each([
    [7999, 9679], // the calculator's Asia 20GB plan (issue 38: €79,99 excl. is €96,79 incl. btw)
    [1999, 2419], // 419.79 → 420
    [950, 1150], // 199.5 → 200: a half cent goes up
    [0, 0],
  ])('adds 21%% VAT to %i cents: %i', (before, after) => {
    expect(withDutchVatCents(before)).toBe(after);
  });

  it('refuses an amount that is not a whole number of cents', () => {
    expect(() => withDutchVatCents(10.5)).toThrow(RangeError);
  });

  it('adds what percentOfCents gives, for every amount up to € 100 and a sample above (prices are never negative)', () => {
    const amounts = [...Array.from({ length: 10_001 }, (_, index) => index), 123_456_789, 9_999_999_999_999];
    for (const cents of amounts)
      expect(withDutchVatCents(cents), String(cents)).toBe(cents + percentOfCents(cents, VAT_PERCENT));
  });
});
