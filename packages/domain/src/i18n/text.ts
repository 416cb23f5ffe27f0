// One message's texts in en, nl and es, and the text in one language with its `{{name}}` parameters filled in. The
// rule book (messages.ts) and any group of messages a page shows on its own (messages-travel.ts) share this.
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages.js';

export type Texts = Readonly<Record<Language, string>>;

const PARAMETER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The text in a language (English for an unknown language), with `{{name}}` parameters filled in. A parameter that
 * is not given stays as written, so a missing value is visible rather than silently empty.
 */
export function fillText(
  texts: Texts,
  language: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const text = texts[isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE];
  return text.replace(PARAMETER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
