import { describe, expect, it } from 'vitest';
import {
  AREA_POSTCODE_RANGES,
  NUMBER_REFUSAL_MESSAGES,
  areaOfPostcode,
  numberAllowed,
  numberRuleFieldErrors,
  numberRuleOf,
} from './index.js';
import { VOIP_AREAS, numberInventory } from '../voip/numbers.js';
import { translateMessage } from '../i18n/messages.js';

describe('the area of a postcode', () => {
  it.each([
    ['1012 AB', '020'], // Amsterdam, Dam
    ['1012ab', '020'],
    [' 1012 ', '020'],
    ['1181 AA', '020'], // Amstelveen
    ['3011 AA', '010'], // Rotterdam
    ['3111 AB', '010'], // Schiedam
    ['2511 CV', '070'], // Den Haag
    ['3511 AA', '030'], // Utrecht
    ['5611 AA', '040'], // Eindhoven
    ['9711 AA', '050'], // Groningen
    ['6211 AA', '043'], // Maastricht
    ['6511 AA', '024'], // Nijmegen
    ['6811 AA', '026'], // Arnhem
    ['5211 AA', '073'], // 's-Hertogenbosch
    ['4811 AA', '076'], // Breda
    ['7511 AA', '053'], // Enschede
    ['8911 AA', '058'], // Leeuwarden
  ])('puts %s in %s', (postcode, area) => {
    expect(areaOfPostcode(postcode)).toBe(area);
  });

  it.each([
    ['7551 AA', 'Hengelo, 074'],
    ['2011 AA', 'Haarlem, 023'],
    ['9999 ZZ', 'Stitswerd, 0595'],
    ['0123 AB', 'not a postcode'],
    ['abcd', 'not a postcode'],
    ['', 'nothing'],
  ])('puts %s (%s) in none of our areas', (postcode) => {
    expect(areaOfPostcode(postcode)).toBeNull();
  });

  it('has ranges for every Dutch geographic area we sell, and for nothing else', () => {
    const geographic = VOIP_AREAS.filter((area) => area.numberType === 'nl' && area.id !== '085').map(
      (area) => area.id,
    );
    expect(Object.keys(AREA_POSTCODE_RANGES).sort()).toEqual(geographic.sort());
  });

  it('gives a postcode one area at most: no two ranges overlap, and each runs upwards', () => {
    const ranges = Object.values(AREA_POSTCODE_RANGES)
      .flat()
      .toSorted((a, b) => a[0] - b[0]);
    const wrong = ranges.filter(
      ([from, to], index) => from > to || from < 1000 || to > 9999 || (index > 0 && from <= ranges[index - 1]![1]),
    );
    expect(wrong).toEqual([]);
  });
});

describe('who may have a number of an area', () => {
  it('gives an Amsterdam address an 020 number', () => {
    expect(numberAllowed({ areaId: '020', postcode: '1012 AB', business: false })).toEqual({ allowed: true });
  });

  it('refuses a consumer in Rotterdam an 020 number, but not a business', () => {
    expect(numberAllowed({ areaId: '020', postcode: '3011 AA', business: false })).toEqual({
      allowed: false,
      reason: 'address-outside-area',
    });
    expect(numberAllowed({ areaId: '020', postcode: '3011 AA', business: true })).toEqual({ allowed: true });
    expect(numberAllowed({ areaId: '010', postcode: '3011 AA', business: false })).toEqual({ allowed: true });
  });

  it('refuses a consumer without a known address a geographic number', () => {
    for (const postcode of [undefined, null, '', 'abcd'])
      expect(numberAllowed({ areaId: '070', postcode, business: false })).toEqual({
        allowed: false,
        reason: 'address-outside-area',
      });
  });

  it('keeps 085 numbers for businesses', () => {
    expect(numberAllowed({ areaId: '085', postcode: '1012 AB', business: false })).toEqual({
      allowed: false,
      reason: 'business-only',
    });
    expect(numberAllowed({ areaId: '085', business: true })).toEqual({ allowed: true });
  });

  it('has no rule for numbers abroad', () => {
    expect(numberAllowed({ areaId: 'be-2', postcode: '1012 AB', business: false })).toEqual({ allowed: true });
    expect(numberAllowed({ areaId: 'us-212', business: false })).toEqual({ allowed: true });
  });

  it('throws for an area we do not sell', () => {
    expect(() => numberAllowed({ areaId: '099', business: true })).toThrow(RangeError);
  });

  it('says why in every language', () => {
    expect(translateMessage(NUMBER_REFUSAL_MESSAGES['business-only'], 'nl')).toBe(
      '085- en 088-nummers zijn voor bedrijven in Nederland',
    );
    expect(translateMessage(NUMBER_REFUSAL_MESSAGES['address-outside-area'], 'en')).toBe(
      'A number with this area code needs an address in its area, or an order as a business in the Netherlands',
    );
    expect(translateMessage(NUMBER_REFUSAL_MESSAGES['address-outside-area'], 'nl')).toBe(
      'Voor een nummer met dit netnummer heeft u een adres in dat netnummergebied nodig, of u bestelt als bedrijf in Nederland',
    );
  });
});

describe('the rule an area has', () => {
  it.each([
    ['020', 'address-in-area'],
    ['058', 'address-in-area'],
    ['085', 'business'],
    ['be-2', null],
    ['099', null],
  ])('gives %s the rule %s', (areaId, rule) => {
    expect(numberRuleOf(areaId)).toBe(rule);
  });
});

describe('an order’s fields that break the rule', () => {
  const AMSTERDAM = numberInventory('020')[0]!;
  const NATIONAL = numberInventory('085')[0]!;
  const BRUSSELS = numberInventory('be-2')[0]!;

  it('tells a consumer in Rotterdam at the postcode, and lets a business or an Amsterdam address be', () => {
    expect(numberRuleFieldErrors({ number: AMSTERDAM, country: 'NL', postcode: '3011 AA', business: false })).toEqual({
      'customer.postcode': 'validation.voip.area.addressOutsideArea',
    });
    expect(numberRuleFieldErrors({ number: AMSTERDAM, country: 'NL', postcode: '3011 AA', business: true })).toEqual(
      {},
    );
    expect(numberRuleFieldErrors({ number: AMSTERDAM, country: 'NL', postcode: '1012 AB', business: false })).toEqual(
      {},
    );
  });

  it('reads a postcode abroad as no Dutch address, even when its digits are in the area', () => {
    // Brussels' 1000 is Amsterdam's digits; a Belgian business is no establishment in the Netherlands.
    expect(numberRuleFieldErrors({ number: AMSTERDAM, country: 'BE', postcode: '1000', business: false })).toEqual({
      'customer.postcode': 'validation.voip.area.addressOutsideArea',
    });
    expect(numberRuleFieldErrors({ number: AMSTERDAM, country: 'BE', postcode: '1000', business: true })).toEqual({
      'customer.postcode': 'validation.voip.area.addressOutsideArea',
    });
  });

  it('tells a consumer of an 085 number at the business choice, and a business abroad at the country', () => {
    expect(numberRuleFieldErrors({ number: NATIONAL, country: 'NL', postcode: '1012 AB', business: false })).toEqual({
      business: 'validation.voip.area.businessOnly',
    });
    expect(numberRuleFieldErrors({ number: NATIONAL, country: 'NL', postcode: '3011 AA', business: true })).toEqual({});
    expect(numberRuleFieldErrors({ number: NATIONAL, country: 'DE', postcode: '10115', business: true })).toEqual({
      'customer.country': 'validation.voip.area.businessOnly',
    });
  });

  it('has nothing to say of a ported number, a number abroad or a number not ours', () => {
    for (const number of [null, undefined, BRUSSELS, '+31991234567'])
      expect(numberRuleFieldErrors({ number, country: 'NL', postcode: '3011 AA', business: false })).toEqual({});
  });
});
