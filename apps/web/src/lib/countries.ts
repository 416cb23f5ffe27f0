import { COUNTRY_NAMES, STABLE_NAMES } from 'virtual:country-names';
import { localeOf } from './format';

// The site's own countries are named at build (build/country-names.ts, from Intl.DisplayNames), so that a page needs
// no ICU data to draw its country lists; any other country (an old order's) is named here, as a browser names it.
const displayNames = new Map<string, Intl.DisplayNames>();
const ranks = new Map<string, Map<string, number>>();
const collators = new Map<string, Intl.Collator>();

function lookUp(upper: string, language: string): string {
  const stable = STABLE_NAMES[language]?.[upper];
  if (stable) return stable;
  const locale = localeOf(language);
  let display = displayNames.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, display);
  }
  return display.of(upper) ?? upper;
}

/** The country's name in the page language (docs/contracts.md §2: names from Intl.DisplayNames). */
export function countryName(code: string, language: string | undefined): string {
  const upper = code.toUpperCase();
  const known = COUNTRY_NAMES[language ?? 'en']?.[upper];
  return known ?? (/^[A-Z]{2}$/.test(upper) ? lookUp(upper, language ?? 'en') : code);
}

/** A country's place in the build's order of the names, or undefined for a country outside the site's list. */
function rankOf(code: string, language: string): number | undefined {
  let rank = ranks.get(language);
  if (!rank) {
    rank = new Map(Object.keys(COUNTRY_NAMES[language] ?? {}).map((known, index) => [known, index]));
    ranks.set(language, rank);
  }
  return rank.get(code.toUpperCase());
}

/** Codes sorted by their name in the page language. */
export function sortByName(codes: readonly string[], language: string | undefined): string[] {
  const lang = language ?? 'en';
  if (codes.every((code) => rankOf(code, lang) !== undefined))
    return [...codes].sort((a, b) => rankOf(a, lang)! - rankOf(b, lang)!);
  const locale = localeOf(lang);
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  const named = codes.map((code) => ({ code, name: countryName(code, lang) }));
  return named.sort((a, b) => collator.compare(a.name, b.name)).map(({ code }) => code);
}
