// An appointment request read from a message (docs/decisions/055): only when the message asks for an appointment, a
// booking or a reservation; the day and time by chrono-node's parser for the language, after a few rewrites of
// phrases its parsers miss ("half drie 's middags", "overmorgen", "a las 4 de la tarde").
import * as de from 'chrono-node/de';
import * as en from 'chrono-node/en';
import * as es from 'chrono-node/es';
import * as fr from 'chrono-node/fr';
import * as nl from 'chrono-node/nl';
import type { AnalysisLanguage } from './constants.js';
import { containsAny, wordsOf } from './text.js';
import { LANGUAGE_WORDS } from './words.js';

const PARSERS = { nl, en, de, fr, es } as const;

/** An appointment the caller asks for: the day (YYYY-MM-DD, in the business's time zone) and, when said, the time. */
export interface AppointmentRequest {
  date: string;
  /** HH:MM (24 h), or null when the caller named a day only. */
  time: string | null;
}

/** Not part of a word before or after. */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

interface Rewrites {
  /** "The day after tomorrow" as the language's parser does not read it → a form it reads. */
  dayAfterTomorrow?: [string, string];
  /** "half three" (h:30 before the hour, 'before' or past it, 'after'). */
  half: { pattern: string; before: boolean };
  quarterPast: string;
  quarterTo: string;
  /** A word hour after the time's preposition ("om drie uur" → "om 3:00 uur"). */
  wordHour: string;
  /** Words after a time that put it after noon, and words that put it before. */
  afternoon: string;
  morning: string;
}

// In each pattern, H stands for the hour (digits or a word of the language's `hours`).
const REWRITES: Record<AnalysisLanguage, Rewrites> = {
  nl: {
    dayAfterTomorrow: ['overmorgen', 'over 2 dagen'],
    half: { pattern: 'half H', before: true },
    quarterPast: 'kwart over H',
    quarterTo: 'kwart voor H',
    wordHour: '(om) H(?= uur)',
    afternoon: "(?:[’']s|des) ?(?:middags|avonds)|in de (?:middag|avond)",
    morning: "(?:[’']s|des) ?(?:ochtends|morgens)|in de ochtend",
  },
  en: {
    half: { pattern: 'half past H', before: false },
    quarterPast: 'quarter past H',
    quarterTo: 'quarter to H',
    wordHour: "(at) H(?: o[’']clock)?",
    afternoon: 'in the (?:afternoon|evening)',
    morning: 'in the morning',
  },
  de: {
    half: { pattern: 'halb H', before: true },
    quarterPast: 'viertel nach H',
    quarterTo: 'viertel vor H',
    wordHour: '(um) H',
    afternoon: 'nachmittags|abends|am (?:nachmittag|abend)',
    morning: 'morgens|vormittags|früh|am (?:morgen|vormittag)',
  },
  fr: {
    dayAfterTomorrow: ['après[- ]demain', 'dans 2 jours'],
    half: { pattern: 'H (?:heures?|h) et demie', before: false },
    quarterPast: 'H (?:heures?|h) et quart',
    quarterTo: 'H (?:heures?|h) moins le quart',
    wordHour: '(à) H(?= heures?)',
    afternoon: "de l[’']après[- ]midi|du soir",
    morning: 'du matin',
  },
  es: {
    dayAfterTomorrow: ['pasado mañana', 'dentro de 2 días'],
    half: { pattern: 'H y media', before: false },
    quarterPast: 'H y cuarto',
    quarterTo: 'H menos cuarto',
    wordHour: '(a las?) H',
    afternoon: 'de la (?:tarde|noche)',
    morning: 'de la (?:mañana|madrugada)',
  },
};

/** A local time as said ('3', '14.30', '10h30', '2:30') followed by a word for the part of the day. */
const SAID_TIME = '(\\d{1,2})(?:[:.h](\\d{2}))?(?: ?(?:uur|uhr|heures?|h))?';

const pad = (value: number) => String(value).padStart(2, '0');

/** The text with the phrases of `REWRITES` written as the language's chrono parser reads them. */
export function prepareForParser(text: string, language: AnalysisLanguage): string {
  const rules = REWRITES[language];
  const hourWords = LANGUAGE_WORDS[language].hours;
  const hourOf = (said: string) => {
    const lower = said.toLowerCase();
    const index = hourWords.findIndex((words) => words.includes(lower));
    return index === -1 ? Number(said) : index + 1;
  };
  const words = hourWords
    .flat()
    .sort((a, b) => b.length - a.length)
    .join('|');
  const hour = `(\\d{1,2}|${words})`;
  const wordHour = `(${words})`;
  const rule = (pattern: string, said = hour) => new RegExp(`${START}${pattern.replace('H', said)}${END}`, 'giu');
  let prepared = text;
  if (rules.dayAfterTomorrow) prepared = prepared.replace(rule(rules.dayAfterTomorrow[0]), rules.dayAfterTomorrow[1]);
  prepared = prepared
    .replace(rule(rules.half.pattern), (_, said: string) => {
      const value = hourOf(said);
      return `${rules.half.before ? (value === 1 ? 12 : value - 1) : value}:30`;
    })
    .replace(rule(rules.quarterPast), (_, said: string) => `${hourOf(said)}:15`)
    .replace(rule(rules.quarterTo), (_, said: string) => `${hourOf(said) === 1 ? 12 : hourOf(said) - 1}:45`)
    .replace(
      rule(rules.wordHour, wordHour),
      (_, preposition: string, said: string) => `${preposition} ${hourOf(said)}:00`,
    )
    .replace(rule(`${SAID_TIME} (?:${rules.afternoon})`), (_, said: string, minutes?: string) => {
      const value = Number(said);
      return `${value < 12 ? value + 12 : value}:${minutes ?? '00'}`;
    })
    .replace(rule(`${SAID_TIME} (?:${rules.morning})`), (_, said: string, minutes?: string) => {
      const value = Number(said);
      return `${pad(value === 12 ? 0 : value)}:${minutes ?? '00'}`;
    });
  return prepared;
}

/** The offset of the time zone from UTC at the instant, in minutes (Amsterdam: 60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The day YYYY-MM-DD of a local wall clock given as an instant shifted by the offset. */
const dayOf = (shifted: Date) =>
  `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;

type ParsedComponents = ReturnType<typeof nl.parse>[number]['start'];

const dateOf = (components: ParsedComponents) =>
  `${components.get('year')}-${pad(components.get('month') ?? 1)}-${pad(components.get('day') ?? 1)}`;

/**
 * The hour as meant: an hour from 1 to 6 said without a part of the day ("om 3 uur", "at 3") is in the afternoon, as
 * a business's appointments are; one written with a leading zero ('06:00', how `prepareForParser` writes a morning)
 * or with am/pm is as said.
 */
function timeOf(components: ParsedComponents, text: string): string {
  const hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  const afternoon = hour >= 1 && hour <= 6 && !components.isCertain('meridiem') && !/(?:^|\D)0\d[:.]\d\d/.test(text);
  return `${pad(afternoon ? hour + 12 : hour)}:${pad(minute)}`;
}

/**
 * The appointment a message asks for, or null: null when it asks for none, or names no day or time, or a day before
 * today. The day is read in the time zone at `now`: a weekday is the next such day (a week ahead when it is today's),
 * a date without a year the next such date; a time without a day is the next such moment (today or tomorrow).
 */
export function appointmentOf(
  text: string,
  language: AnalysisLanguage,
  now: Date,
  timeZone: string,
): AppointmentRequest | null {
  if (!containsAny(wordsOf(text), LANGUAGE_WORDS[language].appointment)) return null;
  const offset = offsetMinutesAt(now, timeZone);
  const prepared = prepareForParser(text, language);
  // chrono's word boundaries are ASCII ones: "Mar" (martes) is found in "María". A result must be whole words.
  const isLetter = (character: string | undefined) => character !== undefined && /\p{L}/u.test(character);
  const results = PARSERS[language]
    .parse(prepared, { instant: now, timezone: offset }, { forwardDate: true })
    .filter(
      (result) => !isLetter(prepared[result.index - 1]) && !isLetter(prepared[result.index + result.text.length]),
    );
  const dated = results.find((result) => result.start.isCertain('day') || result.start.isCertain('weekday'));
  const timed = dated?.start.isCertain('hour') ? dated : results.find((result) => result.start.isCertain('hour'));
  const chosen = dated ?? timed;
  if (!chosen) return null;
  const today = dayOf(new Date(now.getTime() + offset * 60_000));
  let date = dateOf(chosen.start);
  if (!chosen.start.isCertain('day') && chosen.start.isCertain('weekday') && date === today) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    date = dayOf(new Date(Date.UTC(year, month - 1, day + 7)));
  }
  if (date < today) return null;
  return { date, time: timed ? timeOf(timed.start, timed.text) : null };
}
