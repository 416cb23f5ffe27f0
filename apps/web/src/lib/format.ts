// Numbers, money and dates in the page language, through Intl (never assembled in a translation).
import { eurosToCents, formatEuro, formatNumber } from '@telecom/domain';

const LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-NL', es: 'es-ES' };

export function localeOf(language: string | undefined): string {
  return LOCALES[language ?? 'en'] ?? 'en-GB';
}

export function euro(cents: number, language: string | undefined): string {
  return formatEuro(cents, localeOf(language));
}

/** An amount the API gives in euros (a list's `amount`, `totalSpent`, revenue), exactly as cents. */
export function euros(amount: number, language: string | undefined): string {
  return formatEuro(eurosToCents(amount), localeOf(language));
}

/** A number in the page language; without options, written without Intl's slow first use (formatNumber). */
export function number(value: number, language: string | undefined, options?: Intl.NumberFormatOptions): string {
  if (!options) return formatNumber(value, localeOf(language));
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** A percentage given as a number of percent (12.5 → '12,5%'); `signDisplay: 'exceptZero'` writes '+12,5%'. */
export function percent(
  value: number,
  language: string | undefined,
  options?: Pick<Intl.NumberFormatOptions, 'signDisplay'>,
): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1, ...options }).format(
    value / 100,
  );
}

export function date(
  iso: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : new Intl.DateTimeFormat(localeOf(language), options).format(value);
}

/** Today in the visitor's time zone as YYYY-MM-DD (for the overdue flag of invoices). */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date (YYYY-MM-DD, as the API gives a subscription's dates) in the page language, the same day anywhere. */
export function calendarDate(
  isoDate: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return date(isoDate, language, { ...options, timeZone: 'UTC' });
}
