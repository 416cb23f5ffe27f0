// Wall-clock time in a time zone and back, through `Intl` offsets only (no date library): what the assistant needs to
// read "tomorrow at 14:00" as an instant and to write an instant as the business's day and time, summer and winter
// time alike.

/** The business's time zone when none is given. */
export const ASSISTANT_TIME_ZONE = 'Europe/Amsterdam';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The local calendar day (YYYY-MM-DD) and minute since midnight at `instant` in `timeZone`. */
export interface LocalMoment {
  date: string;
  minute: number;
}

function partsAt(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The day and minute at `instant` in `timeZone`. */
export function localMomentAt(instant: Date, timeZone: string): LocalMoment {
  const parts = partsAt(instant, timeZone);
  return { date: isoDate(parts.year, parts.month, parts.day), minute: parts.hour * 60 + parts.minute };
}

/** How many minutes `timeZone` is ahead of UTC at `instant` (Amsterdam: 60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const parts = partsAt(instant, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant at which the clocks of `timeZone` show `minute` on `date`; null for a time the clocks skip (02:30 on
 * the last Sunday of March in Amsterdam). A time the clocks show twice (02:30 on the last Sunday of October) is its
 * first, summer-time, occurrence.
 */
export function instantAt(date: string, minute: number, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minute * MINUTE_MS;
  // The offset an hour or so either side of the moment: one of them is the right one.
  const candidates = [
    wall - offsetMinutesAt(new Date(wall - DAY_MS / 8), timeZone) * MINUTE_MS,
    wall - offsetMinutesAt(new Date(wall + DAY_MS / 8), timeZone) * MINUTE_MS,
  ].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const local = localMomentAt(new Date(candidate), timeZone);
    if (local.date === date && local.minute === minute) return new Date(candidate);
  }
  return null;
}

/** YYYY-MM-DD of a year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}
