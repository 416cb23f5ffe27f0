// ISO dates and date-times as the admin lists read them, chosen so SQLite's date functions agree.
//
// Grammar: `YYYY-MM-DD`, optionally followed by `T` or a space and `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff…`,
// and then optionally `Z`/`z` or an offset `±HH:MM` (a date alone takes no offset). Month 01-12, day 01-31,
// hour 00-24, minute and second 00-59, offset hour 00-14, and the instant not after
// 9999-12-31T23:59:59.999Z. Without an offset a value is UTC (never the runtime's local time).
// A value is turned into an instant in whole milliseconds the way SQLite does it: fractional seconds are
// capped at .999 and rounded half up to the millisecond, and a day past the end of its month rolls over
// into the next month (2023-02-31 is 2023-03-03). For every value in the grammar,
// `parseIsoInstant(value)` equals SQLite's `unixepoch(value, 'subsec') * 1000` and orders like
// `julianday(value)`. Anything else is "not a date" (null), as SQLite's NULL for text it cannot read.

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:([Zz])|([+-])(\d{2}):(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** 9999-12-31T23:59:59.999Z, the last instant SQLite's date functions accept. */
const LATEST_INSTANT = 253_402_300_799_999;

/** Days from 1970-01-01 to the given proleptic Gregorian date; a day beyond the month's end rolls over. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Milliseconds since 1970-01-01T00:00:00Z, or null when `value` is not in the grammar above. */
export function parseIsoInstant(value: string): number | null {
  const match = ISO_INSTANT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction, zulu, sign, offsetHour, offsetMinute] =
    match;
  const m = Number(month);
  const d = Number(day);
  const h = Number(hour);
  const min = Number(minute);
  const s = Number(second);
  if (m < 1 || m > 12 || d < 1 || d > 31 || h > 24 || min > 59 || s > 59) return null;
  let offsetMinutes = 0;
  if (sign !== undefined && zulu === undefined) {
    const oh = Number(offsetHour);
    const om = Number(offsetMinute);
    if (oh > 14 || om > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (oh * 60 + om);
  }
  let fractionalSeconds = 0;
  if (fraction !== undefined) {
    let digits = 0;
    let scale = 1;
    for (const digit of fraction) {
      digits = digits * 10 + Number(digit);
      scale *= 10;
    }
    fractionalSeconds = Math.min(digits / scale, 0.999);
  }
  const milliseconds = Math.trunc((s + fractionalSeconds) * 1000 + 0.5);
  const instant =
    daysFromCivil(Number(year), m, d) * MS_PER_DAY +
    h * 3_600_000 +
    min * MS_PER_MINUTE +
    milliseconds -
    offsetMinutes * MS_PER_MINUTE;
  return instant <= LATEST_INSTANT ? instant : null;
}

/** True for a calendar date `YYYY-MM-DD` (month 01-12, day 01-31). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value);
}

/**
 * True for a date `YYYY-MM-DD` that exists on the calendar: February 30, April 31 and February 29 outside leap years
 * are not dates, and neither is year 0000 (years 1000-9999). For dates a person enters (docs/contracts.md §6, §7).
 */
export function isCalendarDate(value: unknown): value is string {
  if (!isIsoDate(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < 1000) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a month `YYYY-MM` (month 01-12). */
export function isIsoMonth(value: unknown): value is string {
  return typeof value === 'string' && ISO_MONTH.test(value);
}

/** The `YYYY-MM-DD` a value starts with as written (no time-zone conversion), or null. SQL: `substr(x, 1, 10)`. */
export function isoDatePart(value: string): string | null {
  const date = value.slice(0, 10);
  return isIsoDate(date) ? date : null;
}

/** Throws when `today` is not `YYYY-MM-DD`: a wrong "today" would silently change every overdue flag. */
export function assertIsoDate(today: string, name = 'today'): void {
  if (!isIsoDate(today)) throw new RangeError(`${name} must be a date as YYYY-MM-DD, got ${JSON.stringify(today)}`);
}
