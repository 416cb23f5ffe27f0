// Free appointment slots (docs/contracts.md §16, docs/decisions/056): the next times a caller can book, in the
// business's time zone, from the availability's hours per weekday, slot length, buffer around bookings and how far
// ahead, never in the past. Slots start on the slot grid of each range (09:00, 09:30, … for 30 minutes) in wall-clock
// time, so they are the same local times in summer and in winter.
import { WEEKDAYS } from '../schemas/voip.js';
import { minuteOf } from '../voice/routing.js';
import type { AssistantKnowledge } from './knowledge.js';
import { addDays, ASSISTANT_TIME_ZONE, instantAt, isoWeekdayOf, localMomentAt } from './time-zone.js';

const MINUTE_MS = 60_000;

/** A booking or a free slot: `[start, end)`. */
export interface FreeSlot {
  start: Date;
  end: Date;
}

/** A booking as the calendar keeps it: instants or ISO texts. */
export interface SlotBooking {
  start: Date | string;
  end: Date | string;
}

export interface FreeSlotsOptions {
  /** Now, or the earliest moment to look from: no slot starts before it. */
  from: Date;
  /** The business's time zone (IANA); Europe/Amsterdam by default. */
  timeZone?: string;
  /** How many slots at most. */
  count: number;
  /** The appointment's length (a service's minutes); the availability's slot length by default. */
  minutes?: number;
  /** Today as the business counts its days ahead from, when `from` is later than now; `from`'s day by default. */
  today?: string;
}

/**
 * The next `count` free slots from `from`: each starts on its range's grid (opens + n × slot length), lies wholly in
 * the range, keeps the buffer clear of every booking on both sides, falls on a day no later than `daysAhead` days
 * after today (daysAhead 1: today and tomorrow), and does not start before `from`. A wall-clock time the clocks skip
 * is no slot; one they show twice is its first occurrence.
 */
export function freeSlots(
  knowledge: Pick<AssistantKnowledge, 'availability'>,
  bookings: readonly SlotBooking[],
  options: FreeSlotsOptions,
): FreeSlot[] {
  const { hours, slotMinutes, bufferMinutes, daysAhead } = knowledge.availability;
  const timeZone = options.timeZone ?? ASSISTANT_TIME_ZONE;
  const length = (options.minutes ?? slotMinutes) * MINUTE_MS;
  const buffer = bufferMinutes * MINUTE_MS;
  const taken = bookings.map((booking) => ({
    start: new Date(booking.start).getTime() - buffer,
    end: new Date(booking.end).getTime() + buffer,
  }));
  const from = options.from.getTime();
  const today = options.today ?? localMomentAt(options.from, timeZone).date;
  const slots: FreeSlot[] = [];
  for (let day = 0; day <= daysAhead && slots.length < options.count; day++) {
    const date = addDays(today, day);
    const ranges = hours[WEEKDAYS[isoWeekdayOf(date) - 1]!];
    for (const range of ranges) {
      const [opens, closes] = [minuteOf(range.opens)!, minuteOf(range.closes)!];
      const rangeEnd =
        (closes === 1440 ? instantAt(addDays(date, 1), 0, timeZone) : instantAt(date, closes, timeZone))?.getTime() ??
        Infinity;
      for (let minute = opens; minute + slotMinutes <= closes && slots.length < options.count; minute += slotMinutes) {
        const start = instantAt(date, minute, timeZone)?.getTime();
        if (start === undefined || start < from) continue;
        const end = start + length;
        if (end > rangeEnd) break;
        if (taken.some((booking) => booking.start < end && start < booking.end)) continue;
        slots.push({ start: new Date(start), end: new Date(end) });
      }
    }
  }
  return slots;
}

/** Whether `[start, end)` is one of the free slots (on the grid, in the hours, clear of bookings, not too far ahead). */
export function isFreeSlot(
  knowledge: Pick<AssistantKnowledge, 'availability'>,
  bookings: readonly SlotBooking[],
  slot: FreeSlot,
  options: { now: Date; timeZone?: string },
): boolean {
  const timeZone = options.timeZone ?? ASSISTANT_TIME_ZONE;
  const minutes = (slot.end.getTime() - slot.start.getTime()) / MINUTE_MS;
  const [found] = freeSlots(knowledge, bookings, {
    from: slot.start < options.now ? options.now : slot.start,
    today: localMomentAt(options.now, timeZone).date,
    timeZone,
    count: 1,
    minutes,
  });
  return found !== undefined && found.start.getTime() === slot.start.getTime();
}
