import { describe, expect, it } from 'vitest';
import { TRAVEL_COUNTRIES } from '@telecom/domain';
import { countryNameTable } from '../../build/country-names';
import { countryName, sortByName } from './countries';

describe('country names', () => {
  it('names the site’s countries in each language, with the browsers’ newer names', () => {
    expect(countryName('nl', 'nl')).toBe('Nederland');
    expect(countryName('NL', 'es')).toBe('Países Bajos');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('HK', 'en')).toBe('Hong Kong');
  });

  it('names a country outside the site’s list as Intl does, and leaves what is no code alone', () => {
    const outside = ['AQ', 'KP', 'TV', 'NR'].find((code) => !(code in countryNameTable().en!));
    expect(outside).toBeDefined();
    expect(countryName(outside!, 'nl')).toBe(new Intl.DisplayNames(['nl-NL'], { type: 'region' }).of(outside!));
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it('sorts as the language’s collation sorts the names, with or without a country outside the list', () => {
    for (const language of ['en', 'nl', 'es']) {
      const collator = new Intl.Collator(language === 'en' ? 'en-GB' : language === 'nl' ? 'nl-NL' : 'es-ES');
      const byCollator = (codes: readonly string[]) =>
        [...codes].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
      const travel = [...TRAVEL_COUNTRIES].reverse();
      expect(sortByName(travel, language)).toEqual(byCollator(travel));
      expect(sortByName([...travel.slice(0, 5), 'AQ'], language)).toEqual(byCollator([...travel.slice(0, 5), 'AQ']));
    }
  });
});
