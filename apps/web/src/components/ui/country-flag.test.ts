import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERAGE_CLAIMS, EU_MEMBER_STATES, SHIPPING_COUNTRIES, TRAVEL_COUNTRIES } from '@telecom/domain';
import { FLAG_URLS } from 'virtual:country-flags';
import { FLAG_COUNTRIES, countryFlagsModule } from '../../../build/country-flags';
import { flagUrl } from './country-flag';

const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
const SHOWN = [
  ...TRAVEL_COUNTRIES,
  ...EU_MEMBER_STATES,
  ...COVERAGE_CLAIMS.extraEuropeanCountries,
  ...SHIPPING_COUNTRIES,
];

describe('the country flags', () => {
  it.each(SHOWN)('has a flag image for %s, a country the site shows', (code) => {
    expect(flagUrl(code)).toMatch(new RegExp(`/${code.toLowerCase()}\\.svg(\\?[\\w-]*)?$`));
    expect(existsSync(path.join(flagsDir, `${code.toLowerCase()}.svg`))).toBe(true);
  });

  it('copies only the flags of the countries the site shows', () => {
    expect(Object.keys(FLAG_URLS).sort()).toEqual([...new Set(SHOWN)].sort());
    expect(FLAG_COUNTRIES).toEqual(Object.keys(FLAG_URLS).sort());
  });

  it.each([
    ['lower case', 'fr', 'FR'],
    ['spaces', ' jp ', 'JP'],
  ])('finds a flag by a code in %s', (_label, code, expected) => {
    expect(flagUrl(code)).toBe(FLAG_URLS[expected]);
  });

  it.each(['XX', 'AQ', ''])('has no flag for %j, which the site does not show', (code) => {
    expect(flagUrl(code)).toBeUndefined();
  });

  it('imports each flag as an asset address, never as inline data', () => {
    const source = countryFlagsModule(['FR', 'NL']);
    expect(source).toContain("import flagFR from 'flag-icons/flags/4x3/fr.svg?no-inline';");
    expect(source).toContain('FR: flagFR, NL: flagNL');
    expect(Object.values(FLAG_URLS).every((url) => !url.startsWith('data:'))).toBe(true);
  });

  it.each(['fr', 'FRA', '1A', ''])('refuses %j, which is not an upper-case two-letter code', (code) => {
    expect(() => countryFlagsModule([code])).toThrow(/ISO 3166-1/);
  });
});
