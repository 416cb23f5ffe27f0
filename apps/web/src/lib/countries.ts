import { localeOf } from './format';

const names = new Map<string, Intl.DisplayNames>();

/**
 * Names that differ between the ICU data of Node (which renders the pages at build) and of current browsers (CLDR
 * 46 shortened them): fixed to the browsers' names, so that a prerendered page and its hydration agree.
 */
const STABLE_NAMES: Partial<Record<string, Partial<Record<string, string>>>> = {
  en: { FK: 'Falkland Islands', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestine' },
  nl: { FK: 'Falklandeilanden', HK: 'Hongkong', MO: 'Macau', PS: 'Palestina' },
  es: { FK: 'Islas Malvinas', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestina' },
};

/** The country's name in the page language (decisions.md §2: names from Intl.DisplayNames). */
export function countryName(code: string, language: string | undefined): string {
  const stable = STABLE_NAMES[language ?? 'en']?.[code.toUpperCase()];
  if (stable) return stable;
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
