// /api/voicemails and /api/calendar (docs/contracts.md §16): the account's voicemail inbox, its appointment requests
// and the business's calendar with its secret ICS feed.
import { z } from 'zod';
import { ANALYSIS_LANGUAGES, URGENCIES } from '../voicemail/analysis.js';
import { IsoDateTimeSchema } from './common.js';
import { optionalMultilineText } from '../schemas/fields.js';

export const VOICEMAIL_STATUSES = ['new', 'read'] as const;
export type VoicemailStatus = (typeof VOICEMAIL_STATUSES)[number];
/** An appointment request of a message: pending until the owner accepts (approved) or declines (rejected) it. */
export const APPOINTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const CALENDAR_SOURCES = ['voicemail', 'assistant'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

const EXAMPLE_VOICEMAIL = {
  id: 12,
  number: '+31201234567',
  caller: '+31612345678',
  receivedAt: '2026-12-01T09:14:00.000Z',
  seconds: 14,
  status: 'new',
  transcript: 'Goedemorgen, met Jan de Vries. Ik wil graag een afspraak maken voor dinsdag 8 december om 10 uur.',
  language: 'nl',
  summary: 'Jan de Vries vraagt een afspraak op dinsdag 8 december om 10:00.',
  urgency: 'normal',
  callbackNumber: '+31612345678',
  appointment: { date: '2026-12-08', time: '10:00', status: 'pending' },
  expiresAt: '2027-03-01T09:14:00.000Z',
} as const;

export const VoicemailAppointmentSchema = z
  .object({
    date: z.iso.date().meta({ description: "The day asked for, in the business's time zone (Europe/Amsterdam)" }),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .nullable()
      .meta({ description: 'HH:MM (24 h); null when the caller named a day only' }),
    status: z.enum(APPOINTMENT_STATUSES),
  })
  .meta({ id: 'VoicemailAppointment' });
export type VoicemailAppointment = z.infer<typeof VoicemailAppointmentSchema>;

/** One message as its owner sees it. The recording is at `GET /api/voicemails/{id}/audio` (audio/wav). */
export const VoicemailSchema = z
  .object({
    id: z.number().int().positive(),
    number: z.string().meta({ description: 'The TeleNova number that was called, E.164' }),
    caller: z.string().nullable().meta({ description: "The caller's number (E.164), null when withheld" }),
    receivedAt: IsoDateTimeSchema,
    seconds: z.number().int().min(0).meta({ description: 'Length of the recording' }),
    status: z.enum(VOICEMAIL_STATUSES),
    transcript: z.string().nullable().meta({ description: 'Null until the speech to text has answered' }),
    language: z.enum(ANALYSIS_LANGUAGES).nullable(),
    summary: z.string().nullable().meta({ description: 'One line, in the language of the message' }),
    urgency: z.enum(URGENCIES).nullable(),
    callbackNumber: z
      .string()
      .nullable()
      .meta({ description: 'E.164: the number said in the message, else the caller' }),
    appointment: VoicemailAppointmentSchema.nullable(),
    expiresAt: IsoDateTimeSchema.meta({ description: 'Deleted then: 90 days after it came in' }),
  })
  .meta({ id: 'Voicemail', example: EXAMPLE_VOICEMAIL });
export type Voicemail = z.infer<typeof VoicemailSchema>;

/** `GET /api/voicemails`: the account's messages, newest first, and how many are new. */
export const VoicemailsAnswerSchema = z
  .object({ voicemails: z.array(VoicemailSchema), unread: z.number().int().min(0) })
  .meta({ id: 'Voicemails', example: { voicemails: [EXAMPLE_VOICEMAIL], unread: 1 } });
export type VoicemailsAnswer = z.infer<typeof VoicemailsAnswerSchema>;

/** `PATCH /api/voicemails/{id}`: mark a message read or new again. */
export const VoicemailPatchBodySchema = z.object({
  status: z.enum(VOICEMAIL_STATUSES, { error: 'validation.invalid' }),
});
export type VoicemailPatchBody = z.infer<typeof VoicemailPatchBodySchema>;

/**
 * `POST /api/voicemails/{id}/appointment`: accept (→ approved, into the calendar) or decline (→ rejected) a pending
 * request; either way the caller is told by SMS. 409 INVALID_TRANSITION once decided.
 */
export const AppointmentDecisionBodySchema = z.object({
  decision: z.enum(['accept', 'reject'], { error: 'validation.invalid' }),
});
export type AppointmentDecisionBody = z.infer<typeof AppointmentDecisionBodySchema>;

const EXAMPLE_EVENT = {
  id: 'voicemail-12',
  source: 'voicemail',
  title: 'Afspraak met +31612345678',
  start: '2026-12-08T09:00:00.000Z',
  end: '2026-12-08T09:30:00.000Z',
  contact: '+31612345678',
} as const;

/** One appointment of the business's calendar: an accepted voicemail request or a booking of the assistant. */
export const CalendarEventSchema = z
  .object({
    id: z.string().min(1).meta({ description: 'Stable: also the UID of the event in the ICS feed' }),
    source: z.enum(CALENDAR_SOURCES),
    title: z.string(),
    start: IsoDateTimeSchema,
    end: IsoDateTimeSchema,
    contact: z.string().nullable().meta({ description: 'The number to reach the caller on' }),
  })
  .meta({ id: 'CalendarEvent', example: EXAMPLE_EVENT });
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** `GET /api/calendar`: the coming and past appointments, soonest first, and the secret address of the ICS feed. */
export const CalendarAnswerSchema = z
  .object({
    events: z.array(CalendarEventSchema),
    feedUrl: z.string().meta({ description: 'GET /api/calendar/{token}.ics: anyone with it reads the calendar' }),
  })
  .meta({
    id: 'Calendar',
    example: { events: [EXAMPLE_EVENT], feedUrl: 'https://telenova.nl/api/calendar/3q2-…-x9.ics' },
  });
export type CalendarAnswer = z.infer<typeof CalendarAnswerSchema>;

/**
 * `POST /api/voicemails/test`: leaves a test message (one of the platform's recorded examples) on one of the account's
 * own numbers, as a caller would; 202, and it is in the inbox once transcribed.
 */
export const VoicemailTestBodySchema = z.object({
  number: z
    .string({ error: 'validation.voip.number.required' })
    .regex(/^\+[1-9]\d{7,14}$/, 'validation.voip.number.invalid'),
});
export type VoicemailTestBody = z.infer<typeof VoicemailTestBodySchema>;

/** A greeting's own text: at most this many characters (the platform speaks it with espeak-ng). */
export const GREETING_TEXT_MAX = 400;
/** An uploaded greeting plays at most this long. */
export const GREETING_MAX_SECONDS = 60;
/** An uploaded greeting's file is at most this large: a minute of 16-bit 16 kHz mono PCM, with room to spare. */
export const GREETING_MAX_BYTES = 2_000_000;

/**
 * `GET`/`PUT /api/voip/numbers/{number}/greeting`: what a caller hears before leaving a message. An uploaded
 * recording plays when there is one; else the business's text, spoken; else the platform's standard greeting in the
 * number's language.
 */
export const VoicemailGreetingSchema = z
  .object({
    number: z.string().meta({ description: 'E.164' }),
    text: z.string().nullable().meta({ description: "The business's own words, spoken by the platform" }),
    recording: z
      .object({ seconds: z.number().int().min(0).max(GREETING_MAX_SECONDS) })
      .nullable()
      .meta({ description: 'The uploaded WAV (GET …/greeting/recording), which plays instead of the text' }),
    plays: z.enum(['recording', 'text', 'standard']).meta({ description: 'What a caller hears now' }),
    updatedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({
    id: 'VoicemailGreeting',
    example: {
      number: '+31201234567',
      text: 'Welkom bij Bakkerij de Vries. We zijn er even niet; spreek na de toon je bericht in.',
      recording: null,
      plays: 'text',
      updatedAt: '2026-12-01T09:00:00.000Z',
    },
  });
export type VoicemailGreeting = z.infer<typeof VoicemailGreetingSchema>;

/** `PUT /api/voip/numbers/{number}/greeting`: the greeting's text; null (or empty) for none. */
export const VoicemailGreetingBodySchema = z.object({
  text: optionalMultilineText(GREETING_TEXT_MAX).transform((text) => text ?? null),
});
export type VoicemailGreetingBody = z.infer<typeof VoicemailGreetingBodySchema>;
