import { describe, it, expect } from 'vitest';
import {
  VAT_PERCENT,
  centsToEuroString,
  centsToEuros,
  eurosToCents,
  formatCentsPlain,
  formatNumber,
  formatEuro,
  percentOfCents,
  roundHalfUp,
} from './money.js';
import { expectSame } from '../test-support.js';

// Intl separates the euro sign from the number with a NO-BREAK SPACE (U+00A0) in Dutch and Spanish,
// so the expected texts below spell it out instead of using a plain space.
const NBSP = '\u00a0';

describe('VAT_PERCENT', () => {
  it('is the Dutch 21%', () => {
    expect(VAT_PERCENT).toBe(21);
  });
});

describe('roundHalfUp', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [0.6, 1],
    [1.5, 2],
    [2.5, 3],
    [199.5, 200],
    [283.49, 283],
    [283.5, 284],
    [-0.4, 0],
    [-0.5, -1],
    [-2.5, -3],
    [-2.4, -2],
  ])('rounds %d to %d, a half going away from zero', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it('never returns minus zero', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => roundHalfUp(value)).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it.each<[number, number, number, string]>([
    [1000, 5, 50, 'exact'],
    [1500, 10, 150, 'exact'],
    [2000, 15, 300, 'exact'],
    [1000, 21, 210, 'exact'],
    [950, 21, 200, '199.5 rounds up'],
    [1350, 21, 284, '283.5 rounds up'],
    [850, 21, 179, '178.5 rounds up'],
    [450, 21, 95, '94.5 rounds up'],
    [3150, 21, 662, '661.5 rounds up'],
    [475, 21, 100, '99.75 rounds up'],
    [425, 21, 89, '89.25 rounds down'],
    [10625, 21, 2231, '2231.25 rounds down'],
    [10, 5, 1, '0.5 rounds up'],
    [9, 5, 0, '0.45 rounds down'],
    [50, 1, 1, '0.5 rounds up'],
    [49, 1, 0, '0.49 rounds down'],
    [30, 5, 2, '1.5 rounds up'],
    [70, 5, 4, '3.5 rounds up'],
    [1, 50, 1, '0.5 rounds up'],
    [3, 50, 2, '1.5 rounds up'],
    [0, 21, 0, 'nothing of nothing'],
    [12345, 0, 0, 'zero percent'],
    [12345, 100, 12345, 'all of it'],
    [4, 12.5, 1, '0.5 with a fractional percentage rounds up'],
    [100, 12.5, 13, '12.5 with a fractional percentage rounds up'],
    [1000, 0.1, 1, 'a tenth of a percent'],
  ])('%d cents × %d%% = %d (%s)', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it('rounds a negative half away from zero', () => {
    expect(percentOfCents(-950, 21)).toBe(-200);
  });

  it('stays exact where floating point would drift (1.15 × 100 = 114.99999…)', () => {
    expect(percentOfCents(115, 50)).toBe(58); // 57.5 → 58
    expect(percentOfCents(100, 1.15)).toBe(1); // 1.15 → 1
  });

  it.each<[number, number]>([
    [1.5, 21],
    [Number.NaN, 21],
    [100, Number.NaN],
    [100, Number.POSITIVE_INFINITY],
    [100, 1e-9],
  ])('refuses %d cents at %d%%', (cents, percent) => {
    expect(() => percentOfCents(cents, percent)).toThrow(RangeError);
  });
});

describe('eurosToCents', () => {
  it.each<[string | number, number]>([
    ['0.29', 29],
    ['19.99', 1999],
    ['119.99', 11999],
    ['9.99', 999],
    ['0.06', 6],
    ['0.15', 15],
    ['19.9', 1990],
    ['19', 1900],
    [' 2.50 ', 250],
    ['0', 0],
    ['-5.00', -500],
    ['145670', 14567000],
    [0.29, 29],
    [19.99, 1999],
    [119.99, 11999],
    [1.005 + 0.005, 101],
    [0.1 + 0.2, 30],
    [14.0, 1400],
    [-19.99, -1999],
  ])('%j euros is %d cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('never returns minus zero', () => {
    expect(Object.is(eurosToCents('-0.00'), 0)).toBe(true);
  });

  it.each<string | number>([
    '',
    'abc',
    '19,99',
    '19.999',
    '1.2.3',
    '€19.99',
    '.99',
    '19.',
    19.999,
    0.001,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %j', (euros) => {
    expect(() => eurosToCents(euros)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it.each<[number, number]>([
    [1999, 19.99],
    [29, 0.29],
    [11999, 119.99],
    [3812, 38.12],
    [0, 0],
    [-500, -5],
  ])('%d cents is %d euros', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips with eurosToCents', () => {
    for (let cents = 0; cents <= 20000; cents += 1) {
      expectSame(eurosToCents(centsToEuros(cents)), cents);
    }
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToEuros(19.5)).toThrow(RangeError);
  });
});

describe('centsToEuroString', () => {
  it.each<[number, string]>([
    [999, '9.99'],
    [1999, '19.99'],
    [11999, '119.99'],
    [5, '0.05'],
    [0, '0.00'],
    [1400, '14.00'],
    [-250, '-2.50'],
  ])('%d cents is %s', (cents, text) => {
    expect(centsToEuroString(cents)).toBe(text);
    expect(eurosToCents(text)).toBe(cents);
  });
});

describe('formatEuro', () => {
  it.each<[number, string, string]>([
    [3812, 'nl', `€${NBSP}38,12`],
    [3812, 'en', '€38.12'],
    [3812, 'es', `38,12${NBSP}€`],
    [999, 'nl', `€${NBSP}9,99`],
    [0, 'nl', `€${NBSP}0,00`],
    [1400, 'en', '€14.00'],
    [11999, 'es', `119,99${NBSP}€`],
    [123450, 'nl', `€${NBSP}1.234,50`],
    [123450, 'en', '€1,234.50'],
    // Spanish (CLDR) does not group four-digit numbers.
    [123450, 'es', `1234,50${NBSP}€`],
  ])('%d cents in %s is %j', (cents, locale, expected) => {
    expect(formatEuro(cents, locale)).toBe(expected);
  });

  it('uses a no-break space, never a plain one, between the sign and the number in Dutch', () => {
    expect(formatEuro(3812, 'nl')).not.toContain(' ');
    expect(formatEuro(3812, 'nl').replace(NBSP, ' ')).toBe('€ 38,12');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatEuro(0.5, 'nl')).toThrow(RangeError);
  });

  // The three languages are written out (not Intl, whose first use in a browser is slow): they must say exactly
  // what Intl says, for every size of amount, either sign, with and without a region.
  const amounts = [
    0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_450, 999_999, 1_000_000, 12_345_678, 99_999_999_999,
  ];
  for (let cents = 7; cents < 5_000_000_000; cents = cents * 3 + 11) amounts.push(cents);
  it.each(['nl', 'en', 'es', 'nl-NL', 'en-GB', 'es-ES'])('writes every amount in %s as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    const plain = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    for (const cents of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
      expect(formatEuro(cents, locale)).toBe(intl.format(cents / 100));
      expect(formatCentsPlain(cents, locale)).toBe(plain.format(cents / 100));
    }
  });

  it('leaves another locale to Intl', () => {
    expect(formatEuro(123450, 'de-DE')).toBe(`1.234,50${NBSP}€`);
    expect(formatCentsPlain(123450, 'de-DE')).toBe('1234,50');
  });
});

describe('formatCentsPlain', () => {
  it.each<[number, string, string]>([
    [3812, 'nl', '38,12'],
    [3812, 'en', '38.12'],
    [3812, 'es', '38,12'],
    [500, 'nl', '5,00'],
    [5, 'nl', '0,05'],
    [0, 'en', '0.00'],
    [123450, 'nl', '1234,50'],
    [123450, 'en', '1234.50'],
  ])('%d cents in %s is %s', (cents, locale, expected) => {
    expect(formatCentsPlain(cents, locale)).toBe(expected);
  });
});

describe('formatNumber', () => {
  // Written out for the site's languages: it must say exactly what Intl says by default.
  const values = [0, 0.5, 1, 2.25, 999, 1000, 1234.5, 9999.999, 10_000, 12_345.6789, 0.0005, 1.0005, 2.5e-4, 0.1 + 0.2];
  for (let value = 0.37; value < 1e14; value = value * 7.3 + 0.011) values.push(value);
  it.each(['nl', 'en', 'es', 'nl-NL', 'en-GB', 'es-ES'])('writes every number in %s as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of [...values, ...values.map((entry) => -entry)])
      expect(formatNumber(value, locale), String(value)).toBe(intl.format(value));
  });

  it('leaves another locale and what digits cannot say to Intl', () => {
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(-0, 'nl')).toBe(new Intl.NumberFormat('nl').format(-0));
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('∞');
    expect(formatNumber(1e20, 'en')).toBe('100,000,000,000,000,000,000');
  });
});
