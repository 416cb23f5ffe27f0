import { describe, expect, it } from 'vitest';
import { percentOfCents } from './money.js';
import {
  EU_COUNTRIES,
  EU_VAT_NUMBER_FORMATS,
  EU_VAT_PERCENT,
  isVatNumberOf,
  normalizeVatNumber,
  vatNumberCountry,
  vatTreatment,
  type EuCountry,
} from './vat.js';
import { EU_MEMBER_STATES } from './business.js';

/** Each member state's standard rate in 2026, in percent. */
const RATES: [EuCountry, number][] = [
  ['AT', 20],
  ['BE', 21],
  ['BG', 20],
  ['HR', 25],
  ['CY', 19],
  ['CZ', 21],
  ['DK', 25],
  ['EE', 24],
  ['FI', 25.5],
  ['FR', 20],
  ['DE', 19],
  ['GR', 24],
  ['HU', 27],
  ['IE', 23],
  ['IT', 22],
  ['LV', 21],
  ['LT', 21],
  ['LU', 17],
  ['MT', 18],
  ['NL', 21],
  ['PL', 23],
  ['PT', 23],
  ['RO', 21],
  ['SK', 23],
  ['SI', 22],
  ['ES', 21],
  ['SE', 25],
];

/** Per country: a VAT number of its form, and one that looks close but is not. */
const VAT_NUMBERS: [EuCountry, string, string][] = [
  ['AT', 'ATU12345678', 'AT12345678'],
  ['BE', 'BE0123456789', 'BE2123456789'],
  ['BG', 'BG123456789', 'BG12345678'],
  ['HR', 'HR12345678901', 'HR1234567890'],
  ['CY', 'CY12345678X', 'CY123456789'],
  ['CZ', 'CZ12345678', 'CZ1234567'],
  ['DK', 'DK12345678', 'DK1234567'],
  ['EE', 'EE123456789', 'EE12345678'],
  ['FI', 'FI12345678', 'FI123456789'],
  ['FR', 'FRXY123456789', 'FRIO123456789'],
  ['DE', 'DE123456789', 'DE12345678'],
  ['GR', 'EL123456789', 'GR123456789'],
  ['HU', 'HU12345678', 'HU123456789'],
  ['IE', 'IE1234567WA', 'IE12345678'],
  ['IT', 'IT12345678901', 'IT1234567890'],
  ['LV', 'LV12345678901', 'LV1234567890'],
  ['LT', 'LT123456789', 'LT1234567890'],
  ['LU', 'LU12345678', 'LU1234567'],
  ['MT', 'MT12345678', 'MT1234567'],
  ['NL', 'NL123456789B01', 'NL123456789A01'],
  ['PL', 'PL1234567890', 'PL123456789'],
  ['PT', 'PT123456789', 'PT12345678'],
  ['RO', 'RO1234567890', 'RO0123456'],
  ['SK', 'SK1234567890', 'SK123456789'],
  ['SI', 'SI12345678', 'SI1234567'],
  ['ES', 'ESX1234567Z', 'ES123456789'],
  ['SE', 'SE123456789001', 'SE123456789002'],
];

describe('EU VAT rates', () => {
  it('lists the 27 member states once, the Netherlands first, the same as the coverage list', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(EU_COUNTRIES[0]).toBe('NL');
    expect(new Set(EU_COUNTRIES)).toEqual(new Set(EU_MEMBER_STATES));
    expect(Object.keys(EU_VAT_PERCENT).sort()).toEqual([...EU_COUNTRIES].sort());
  });

  it.each(RATES)('charges %s its standard rate of %s%%', (country, percent) => {
    expect(EU_VAT_PERCENT[country]).toBe(percent);
    expect(vatTreatment({ country })).toEqual({ country, percent, reverseCharge: false });
  });

  it('computes a decimal rate in whole cents (Finland 25.5%)', () => {
    expect(percentOfCents(7999, EU_VAT_PERCENT.FI)).toBe(2040); // 2039.745
  });
});

describe('EU VAT number formats', () => {
  it('has a format per member state', () => {
    expect(Object.keys(EU_VAT_NUMBER_FORMATS).sort()).toEqual([...EU_COUNTRIES].sort());
  });

  it.each(VAT_NUMBERS)('%s accepts %s and refuses %s', (country, valid, invalid) => {
    expect(isVatNumberOf(country, valid)).toBe(true);
    expect(isVatNumberOf(country, invalid)).toBe(false);
    expect(vatNumberCountry(valid)).toBe(country);
  });

  it("reads a number as people write it, and only as its own country's", () => {
    expect(normalizeVatNumber('be 0123.456-789')).toBe('BE0123456789');
    expect(isVatNumberOf('BE', 'be 0123.456.789')).toBe(true);
    expect(isVatNumberOf('DE', 'BE0123456789')).toBe(false);
    expect(vatNumberCountry('XX123')).toBeUndefined();
  });
});

describe('vatTreatment', () => {
  it('charges a consumer the rate of their country (One Stop Shop)', () => {
    expect(vatTreatment({ country: 'ES' })).toEqual({ country: 'ES', percent: 21, reverseCharge: false });
    expect(vatTreatment({ country: 'DE', business: null })).toEqual({
      country: 'DE',
      percent: 19,
      reverseCharge: false,
    });
    expect(vatTreatment({ country: 'FR' }).percent).toBe(20);
  });

  it('reverse-charges a business of another member state with a VAT number of its form', () => {
    expect(vatTreatment({ country: 'BE', business: { vatNumber: 'BE0123456789' } })).toEqual({
      country: 'BE',
      percent: 0,
      reverseCharge: true,
    });
    expect(vatTreatment({ country: 'GR', business: { vatNumber: 'EL123456789' } }).reverseCharge).toBe(true);
  });

  it('charges a Dutch business the Dutch rate, VAT number or not', () => {
    expect(vatTreatment({ country: 'NL', business: { vatNumber: 'NL123456789B01' } })).toEqual({
      country: 'NL',
      percent: 21,
      reverseCharge: false,
    });
  });

  it("charges a business without a VAT number, or with one not of its country's form, its country's rate", () => {
    expect(vatTreatment({ country: 'BE', business: {} })).toEqual({ country: 'BE', percent: 21, reverseCharge: false });
    expect(vatTreatment({ country: 'DE', business: { vatNumber: 'BE0123456789' } })).toEqual({
      country: 'DE',
      percent: 19,
      reverseCharge: false,
    });
    expect(vatTreatment({ country: 'AT', business: { vatNumber: 'ATU1234' } }).percent).toBe(20);
  });
});
