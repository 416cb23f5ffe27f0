// The analysis of a voicemail message (docs/contracts.md §16, docs/decisions/055): from its transcript, in the caller's
// language (nl, en, de, fr, es), a one-line summary, the urgency, the number to call back and an appointment request
// with its date and time read from the words. Pure: the caller gives the moment the message came in and the
// business's time zone. Rules and word lists, no language model: an OpenAI-compatible engine may replace it later.
import { appointmentOf, type AppointmentRequest } from './appointment.js';
import { callbackNumberOf } from './callback-number.js';
import type { AnalysisLanguage, Urgency } from './constants.js';
import { detectLanguage } from './language.js';
import { summaryOf } from './summary.js';
import { containsAny, wordsOf } from './text.js';
import { LANGUAGE_WORDS } from './words.js';

export { ANALYSIS_LANGUAGES, URGENCIES, type AnalysisLanguage, type Urgency } from './constants.js';
export type { AppointmentRequest } from './appointment.js';

export interface MessageAnalysis {
  language: AnalysisLanguage;
  /** One line (at most 120 characters), in the message's language. */
  summary: string;
  urgency: Urgency;
  /** E.164 ('+31…') when the caller said a number to call back on; otherwise null (the caller's own number applies). */
  callbackNumber: string | null;
  appointment: AppointmentRequest | null;
}

export interface AnalysisOptions {
  /** When the message was left: "tomorrow" and "Tuesday" count from here. */
  now: Date;
  /** The business's time zone (IANA); Europe/Amsterdam by default. */
  timeZone?: string;
  /** The language when known (the speech-to-text's answer); otherwise read from the words. */
  language?: AnalysisLanguage;
}

export const DEFAULT_ANALYSIS_TIME_ZONE = 'Europe/Amsterdam';

/** Spam (sales pitches, robocalls) before urgent: "you have won, call now urgently" is spam. */
export function urgencyOf(text: string, language: AnalysisLanguage): Urgency {
  const words = wordsOf(text);
  const lists = LANGUAGE_WORDS[language];
  if (containsAny(words, lists.spam)) return 'spam';
  return containsAny(words, lists.urgent) ? 'urgent' : 'normal';
}

/** The time zone if the runtime knows it, else Europe/Amsterdam: a wrong setting must not stop the analysis. */
function knownTimeZone(timeZone: string | undefined): string {
  if (timeZone === undefined) return DEFAULT_ANALYSIS_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_ANALYSIS_TIME_ZONE;
  }
}

/** Analyses a message's transcript. */
export function analyseMessage(transcript: string, options: AnalysisOptions): MessageAnalysis {
  const text = transcript.trim().replace(/\s+/g, ' ');
  const language = options.language ?? detectLanguage(text);
  const urgency = urgencyOf(text, language);
  const callbackNumber = callbackNumberOf(text, language);
  const appointment =
    urgency === 'spam' ? null : appointmentOf(text, language, options.now, knownTimeZone(options.timeZone));
  return {
    language,
    summary: summaryOf(text, { language, appointment, callbackNumber }),
    urgency,
    callbackNumber,
    appointment,
  };
}
