// Numbers, money and dates in the page language, through Intl (never assembled in a translation).
import { formatEuro } from '@telecom/domain';

const LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

export function localeOf(language: string | undefined): string {
  return LOCALES[language ?? 'en'] ?? 'en-GB';
}

export function euro(cents: number, language: string | undefined): string {
  return formatEuro(cents, localeOf(language));
}

export function number(value: number, language: string | undefined, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

export function percent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
