// A build step: the names of the site's countries (build/country-flags.ts's list) in each language, looked up with
// Intl.DisplayNames once here instead of in every visitor's browser, where creating the first Intl.DisplayNames loads
// ICU's region names: one task of 10–20 ms on a fast phone, too long to share a page's first seconds with its
// hydration. `virtual:country-names` holds, per language, code → name in the order of the names (Intl.Collator of the
// language), so that the server's and the browser's lists agree letter for letter and sort without Intl.
import type { Plugin } from 'vite';
import { SUPPORTED_LANGUAGES } from '@telecom/domain';
import { localeOf } from '../src/lib/format';
import { FLAG_COUNTRIES } from './country-flags';

/**
 * Names that differ between the ICU data of Node (which builds the site) and of current browsers (CLDR 46 shortened
 * them): fixed to the browsers' names, which a country outside the list still gets (src/lib/countries.ts).
 */
export const STABLE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { FK: 'Falkland Islands', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestine' },
  nl: { FK: 'Falklandeilanden', HK: 'Hongkong', MO: 'Macau', PS: 'Palestina' },
  es: { FK: 'Islas Malvinas', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestina' },
};

/** Per language: code → name, in the order of the names. */
export function countryNameTable(codes: readonly string[] = FLAG_COUNTRIES): Record<string, Record<string, string>> {
  const table: Record<string, Record<string, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const locale = localeOf(language);
    const display = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    const named = codes.map((code) => ({ code, name: STABLE_NAMES[language]?.[code] ?? display.of(code) ?? code }));
    named.sort((a, b) => collator.compare(a.name, b.name));
    table[language] = Object.fromEntries(named.map(({ code, name }) => [code, name]));
  }
  return table;
}

const VIRTUAL_ID = 'virtual:country-names';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function countryNames(): Plugin {
  return {
    name: 'telecom:country-names',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return [
        `export const COUNTRY_NAMES = ${JSON.stringify(countryNameTable())};`,
        `export const STABLE_NAMES = ${JSON.stringify(STABLE_NAMES)};`,
      ].join('\n');
    },
  };
}
