// Times of voicemail's appointments: the caller's day and time are the business's (Europe/Amsterdam); the calendar and
// its feed keep UTC.
import type { Language } from '@telecom/domain';
import { LOCALES } from '../../lib/mail-format.js';

export const BUSINESS_TIME_ZONE = 'Europe/Amsterdam';

/** How far `moment` in `timeZone` is ahead of UTC, in milliseconds. */
function offsetMs(moment: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(moment))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(moment / 1000) * 1000;
}

/** The UTC moment of a day (YYYY-MM-DD) and time (HH:MM) on the business's clock. */
export function businessTimeToUtc(date: string, time: string, timeZone = BUSINESS_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let moment = wall - offsetMs(wall, timeZone);
  // Near a change of the clock the offset at the guess may differ from the offset at the answer: once more.
  moment = wall - offsetMs(moment, timeZone);
  return new Date(moment);
}

/** A day written out for people: "dinsdag 8 december", "Tuesday 8 December", "martes, 8 de diciembre". */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
