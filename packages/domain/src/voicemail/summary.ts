// The one-line summary of a message (docs/decisions/055): who called (the name they gave) and what they want (an
// appointment with its day and time, to be called back, or else their first sentence that says something).
import type { AppointmentRequest } from './appointment.js';
import type { AnalysisLanguage } from './constants.js';
import { containsAny, wordsOf } from './text.js';
import { LANGUAGE_WORDS } from './words.js';

export const SUMMARY_MAX_LENGTH = 120;

/** The locale the day of an appointment is written in ('dinsdag 8 december', 'Tuesday 8 December'). */
const DATE_LOCALES: Record<AnalysisLanguage, string> = {
  nl: 'nl-NL',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

interface SummaryTexts {
  /** Who, when the caller gave no name. */
  someone: string;
  appointment: (who: string, day: string, time: string | null) => string;
  callback: (who: string, number: string | null) => string;
  /** A message without words. */
  empty: string;
}

const TEXTS: Record<AnalysisLanguage, SummaryTexts> = {
  nl: {
    someone: 'Een beller',
    appointment: (who, day, time) => `${who} vraagt een afspraak op ${day}${time ? ` om ${time}` : ''}.`,
    callback: (who, number) => `${who} vraagt je terug te bellen${number ? ` op ${number}` : ''}.`,
    empty: 'Bericht zonder woorden.',
  },
  en: {
    someone: 'A caller',
    appointment: (who, day, time) => `${who} asks for an appointment on ${day}${time ? ` at ${time}` : ''}.`,
    callback: (who, number) => `${who} asks you to call back${number ? ` on ${number}` : ''}.`,
    empty: 'A message without words.',
  },
  de: {
    someone: 'Ein Anrufer',
    appointment: (who, day, time) => `${who} bittet um einen Termin am ${day}${time ? ` um ${time} Uhr` : ''}.`,
    callback: (who, number) => `${who} bittet um Rückruf${number ? ` unter ${number}` : ''}.`,
    empty: 'Eine Nachricht ohne Worte.',
  },
  fr: {
    someone: 'Un correspondant',
    appointment: (who, day, time) => `${who} demande un rendez-vous le ${day}${time ? ` à ${time}` : ''}.`,
    callback: (who, number) => `${who} demande à être rappelé${number ? ` au ${number}` : ''}.`,
    empty: 'Un message sans paroles.',
  },
  es: {
    someone: 'Una persona',
    appointment: (who, day, time) => `${who} pide una cita el ${day}${time ? ` a las ${time}` : ''}.`,
    callback: (who, number) => `${who} pide que le devuelvas la llamada${number ? ` al ${number}` : ''}.`,
    empty: 'Un mensaje sin palabras.',
  },
};

/** Particles inside a name: "Jan de Vries", "Anna van der Berg", "Karl von Braun", "María del Carmen". */
const PARTICLES = '(?:de|van|der|den|ter|te|von|zu|du|del|la|le|da|di|dos)';
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
/** Titles before a family name, as the speech to text writes them in a sentence ("met mevrouw Jansen"). */
const TITLES =
  '(?:[Mm]evrouw|[Mm]eneer|[Mm]evr\\.|[Dd]hr\\.|Mr\\.?|Mrs\\.?|Ms\\.?|Frau|Herr|[Mm]adame|[Mm]onsieur|[Ss]eñora|[Ss]eñor)';
/**
 * A name: up to three capitalised words, then at most one family name after particles ("Jan Peter de Vries"), so that
 * "Jan de Vries van de Bakkerij" is Jan de Vries.
 */
const NAME = new RegExp(
  `\\s*((?:${TITLES}\\s+)?${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}(?:\\s+(?:${PARTICLES}\\s+)+${NAME_WORD})?)`,
  'uy',
);

/** The name the caller gave ("met Jan de Vries", "this is Emma Clark", "me llamo Lucía"), or null. */
export function callerNameOf(text: string, language: AnalysisLanguage): string | null {
  let best: { at: number; name: string } | null = null;
  for (const intro of LANGUAGE_WORDS[language].nameIntros) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${intro}(?=\\s)`, 'giu');
    for (const match of text.matchAll(pattern)) {
      NAME.lastIndex = match.index + match[0].length;
      const name = NAME.exec(text)?.[1];
      if (name && (best === null || match.index < best.at)) best = { at: match.index, name };
      if (name) break;
    }
  }
  return best?.name ?? null;
}

/** The day written out in the language, without the year: 'dinsdag 8 december', 'Dienstag, 8. Dezember'. */
export function dayWrittenOut(date: string, language: AnalysisLanguage): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const written = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  // Spanish writes 'el martes 8 de diciembre' in a sentence, without the comma of the date alone.
  return language === 'es' ? written.replace(', ', ' ') : written;
}

/** Cut to at most `SUMMARY_MAX_LENGTH` characters, at a word, with '…'. */
function shortened(line: string): string {
  if (line.length <= SUMMARY_MAX_LENGTH) return line;
  const cut = line.slice(0, SUMMARY_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > SUMMARY_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export interface SummaryFacts {
  language: AnalysisLanguage;
  appointment: AppointmentRequest | null;
  callbackNumber: string | null;
}

/** The one-line summary of a message's text (spaces already collapsed) with what the analysis found in it. */
export function summaryOf(text: string, facts: SummaryFacts): string {
  const { language, appointment, callbackNumber } = facts;
  const texts = TEXTS[language];
  const words = LANGUAGE_WORDS[language];
  if (text === '') return texts.empty;
  const found = callerNameOf(text, language);
  // A name that starts with a title starts the summary: "Mevrouw Jansen vraagt …".
  const name = found && `${found.charAt(0).toUpperCase()}${found.slice(1)}`;
  const who = name ?? texts.someone;
  if (appointment)
    return shortened(texts.appointment(who, dayWrittenOut(appointment.date, language), appointment.time));
  if (containsAny(wordsOf(text), words.callback)) return shortened(texts.callback(who, callbackNumber));
  // The first sentences that say something: not a greeting alone, not the one with the name; joined until they
  // make four words ("Notfall! Wir haben einen Rohrbruch.").
  const saying: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const sentenceWords = wordsOf(sentence);
    if (words.greetings.some((greeting) => sentenceWords === ` ${greeting} `)) continue;
    if (found && sentence.includes(found)) continue;
    saying.push(sentence);
    if (wordsOf(saying.join(' ')).trim().split(' ').length >= 4) break;
  }
  const line = saying.length > 0 ? saying.join(' ') : text;
  return shortened(name ? `${name}: ${line}` : line);
}
