// Writing dates and text into mails and documents, in the reader's language.
import type { Language } from '@telecom/domain';

/** The Intl locale of each language. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

/** A `YYYY-MM-DD` date written out in the language: nl '15 november 2026', en '15 November 2026'. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Text made safe to put into HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The month of a `YYYY-MM-01` date written out in the language: en 'November 2026', nl 'november 2026'. */
export function formatMonth(monthStart: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monthStart}T00:00:00Z`),
  );
}
