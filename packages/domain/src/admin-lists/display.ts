// Small display rules of the user menu and the admin area (spec point 2). The apps translate the results.

import { parseIsoInstant } from './iso-date.js';

const MAX_INITIALS = 2;

/**
 * The first letters of the words of the name (words split on whitespace), uppercased, at most two
 * characters: 'Jan de Vries' → 'JD'. 'U' when there is no name (undefined, null, '' or only whitespace).
 * Characters are code points, so a letter outside the BMP is never cut in half.
 */
export function initials(name?: string | null): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return 'U';
  const letters = words.map((word) => String.fromCodePoint(word.codePointAt(0) ?? 0)).join('');
  return Array.from(letters.toUpperCase()).slice(0, MAX_INITIALS).join('');
}

export type RelativeTime = { unit: 'now' | 'date'; value?: undefined } | { unit: 'minutes' | 'hours'; value: number };

export type TimeInput = string | number | Date;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds since the epoch: ISO strings by `parseIsoInstant` (UTC without an offset), numbers as ms. */
function toMilliseconds(instant: TimeInput): number {
  if (typeof instant === 'number') return instant;
  if (typeof instant === 'string') return parseIsoInstant(instant) ?? Number.NaN;
  return instant.getTime();
}

/**
 * How long ago `timestamp` was at `now`: under 60 s (or in the future) 'now', under 1 h whole minutes,
 * under 24 h whole hours (both rounded down), otherwise 'date' (the app shows a local date). A timestamp
 * that cannot be read also gives 'date'.
 */
export function relativeTime(timestamp: TimeInput, now: TimeInput): RelativeTime {
  const elapsed = toMilliseconds(now) - toMilliseconds(timestamp);
  if (Number.isNaN(elapsed)) return { unit: 'date' };
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  return { unit: 'date' };
}
