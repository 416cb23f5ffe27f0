// Porting a number to us (nummerbehoud, docs/contracts.md §9): the statuses a porting request goes through, which moves
// are allowed (only forward), and the dates a customer may wish for. Dates are ISO calendar dates (YYYY-MM-DD).
import { isOneOf } from '../one-of.js';

/** requested → validated → scheduled (with a date) → completed, or rejected (with a reason) before completion. */
export const PORTING_STATUSES = ['requested', 'validated', 'scheduled', 'completed', 'rejected'] as const;
export type PortingStatus = (typeof PORTING_STATUSES)[number];
export const isPortingStatus = (value: unknown): value is PortingStatus => isOneOf(PORTING_STATUSES, value);

/** The statuses each status may move to. Completed and rejected are final. */
export const PORTING_TRANSITIONS: Readonly<Record<PortingStatus, readonly PortingStatus[]>> = {
  requested: ['validated', 'rejected'],
  validated: ['scheduled', 'rejected'],
  scheduled: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export function canMovePorting(from: PortingStatus, to: PortingStatus): boolean {
  return PORTING_TRANSITIONS[from].includes(to);
}

/** Porting takes 1–3 working days (spec point 9): a wished date lies at least this many working days ahead. */
export const PORTING_MIN_WORKING_DAYS = 3;
/** A wished or scheduled date lies at most this many days ahead. */
export const PORTING_MAX_DAYS_AHEAD = 120;
/** The longest reason for a rejection. */
export const PORTING_REASON_MAX_LENGTH = 300;

/** Providers customers usually port from (suggestions; any name may be typed). */
export const PORTING_PROVIDERS = [
  'KPN',
  'Odido',
  'Vodafone',
  'Ziggo',
  'Tele2',
  'Simyo',
  'Ben',
  'Lebara',
  'Youfone',
  'hollandsnieuwe',
  'Budget Mobiel',
  'Voys',
  'Belcentrale',
] as const;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoOf(new Date(dayOf(date).getTime() + days * 86_400_000));

/** Monday to Friday. */
export function isWorkingDay(date: string): boolean {
  const weekday = dayOf(date).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The working day `count` working days after `date` ('2026-11-27' (Friday), 3 → '2026-12-02'). */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The first date a port can be wished for or scheduled on, ordered on `today`. */
export function earliestPortingDate(today: string): string {
  return addWorkingDays(today, PORTING_MIN_WORKING_DAYS);
}

/** The last date a port can be wished for or scheduled on. */
export function latestPortingDate(today: string): string {
  return addDays(today, PORTING_MAX_DAYS_AHEAD);
}

export type PortingDateProblem = 'notWorkingDay' | 'tooSoon' | 'tooLate';

/** Why a wished date does not do on `today`, or null when it does: a working day within the window. */
export function portingDateProblem(date: string, today: string): PortingDateProblem | null {
  if (date < earliestPortingDate(today)) return 'tooSoon';
  if (date > latestPortingDate(today)) return 'tooLate';
  if (!isWorkingDay(date)) return 'notWorkingDay';
  return null;
}

/** Why a date to schedule a port on does not do on `today` (the back office may choose any working day from today). */
export function scheduleDateProblem(date: string, today: string): PortingDateProblem | null {
  if (date < today) return 'tooSoon';
  if (date > latestPortingDate(today)) return 'tooLate';
  if (!isWorkingDay(date)) return 'notWorkingDay';
  return null;
}
