// The interface languages (spec points 2, 3 and 9): English, Dutch and Spanish, English as default and fallback.

import { isOneOf } from '../one-of.js';

export const SUPPORTED_LANGUAGES = ['en', 'nl', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The start language when nothing better is known, and the fallback for a missing text. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher lists them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  nl: 'Nederlands',
  es: 'Español',
};

/** The Language entity of spec point 3: code, name and flag (the flag of the country most tied to it). */
export interface LanguageInfo {
  readonly code: Language;
  readonly name: string;
  /** ISO 3166-1 alpha-2 code of the flag to show. */
  readonly flag: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', name: LANGUAGE_NAMES.en, flag: 'GB' },
  { code: 'nl', name: LANGUAGE_NAMES.nl, flag: 'NL' },
  { code: 'es', name: LANGUAGE_NAMES.es, flag: 'ES' },
];

export function isSupportedLanguage(value: unknown): value is Language {
  return isOneOf(SUPPORTED_LANGUAGES, value);
}

/** The `?lang=` parameter: exactly en, nl or es switches the language; anything else is ignored (null). */
export function languageFromQuery(value: string | null | undefined): Language | null {
  return isSupportedLanguage(value) ? value : null;
}

/**
 * The supported language of a browser language tag ('nl-BE' → 'nl', 'es' → 'es'), matched on the primary
 * subtag without regard to case; null for an unsupported one ('de-DE').
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(primary) ? primary : null;
}

export interface LanguageSources {
  /** The `?lang=` value of the address. */
  readonly query?: string | null;
  /** The choice stored earlier. */
  readonly stored?: string | null;
  /** The browser's languages in order of preference (`navigator.languages`). */
  readonly browser?: readonly string[] | null;
}

/**
 * The language to start in: a valid `?lang=`, then a valid stored choice, then the first browser language
 * that is supported, then English (spec points 2 and 9).
 */
export function pickLanguage({ query, stored, browser }: LanguageSources): Language {
  const fromQuery = languageFromQuery(query);
  if (fromQuery) return fromQuery;
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browser ?? []) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
