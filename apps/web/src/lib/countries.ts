import { localeOf } from './format';

const names = new Map<string, Intl.DisplayNames>();

/** The country's name in the page language (decisions.md §2: names from Intl.DisplayNames). */
export function countryName(code: string, language: string | undefined): string {
  const locale = localeOf(language);
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, display);
  }
  return display.of(code.toUpperCase()) ?? code;
}

/** Codes sorted by their name in the page language. */
export function sortByName(codes: readonly string[], language: string | undefined): string[] {
  const collator = new Intl.Collator(localeOf(language));
  return [...codes].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
}
