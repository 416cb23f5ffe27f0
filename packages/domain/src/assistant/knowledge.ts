// The AI assistant's knowledge (docs/contracts.md §16, docs/decisions/056): what it answers from and how it books.
// Opening hours, services with duration and price, questions and answers, booking availability, handoff rules and the
// greeting. One schema for the dashboard's form and `PUT /api/subscriptions/{id}/assistant`; its messages are keys of
// the rule book (`validation.assistant.*`).
import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/messages.js';
import type { AiLanguage } from '../pricing/ai-plans.js';
import type { BusinessHours } from '../schemas/voip.js';
import { requiredMultilineText, requiredText } from '../schemas/fields.js';
import { WEEKDAYS, type Weekday } from '../schemas/voip.js';
import { forwardNumberOf, minuteOf } from '../voice/routing.js';

/** The languages the assistant speaks (the rule engine's phrases and words). */
export const ASSISTANT_LANGUAGES = ['nl', 'en', 'es', 'de', 'fr'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** The knowledge's limits: enough for a small business, small enough to say on the phone and to send to a model. */
export const KNOWLEDGE_LIMITS = {
  greeting: 500,
  rangesPerDay: 2,
  services: 30,
  serviceName: 80,
  serviceMinutes: { min: 5, max: 480 },
  /** € 10,000.00 */
  priceCents: { min: 0, max: 1_000_000 },
  faq: 50,
  question: 200,
  answer: 1000,
  slotMinutes: { min: 5, max: 240 },
  bufferMinutes: { min: 0, max: 120 },
  daysAhead: { min: 1, max: 365 },
  handoff: 10,
  keywords: 20,
  keyword: 40,
} as const;

const MESSAGES = {
  greeting: 'validation.assistant.greeting.required',
  hoursTime: 'validation.assistant.hours.time',
  hoursOrder: 'validation.assistant.hours.order',
  hoursOverlap: 'validation.assistant.hours.overlap',
  hoursTooMany: 'validation.assistant.hours.tooMany',
  serviceName: 'validation.assistant.service.name',
  serviceMinutes: 'validation.assistant.service.minutes',
  servicePrice: 'validation.assistant.service.price',
  services: 'validation.assistant.services.tooMany',
  question: 'validation.assistant.faq.question',
  answer: 'validation.assistant.faq.answer',
  faq: 'validation.assistant.faq.tooMany',
  slotMinutes: 'validation.assistant.slotMinutes',
  bufferMinutes: 'validation.assistant.bufferMinutes',
  daysAhead: 'validation.assistant.daysAhead',
  keywords: 'validation.assistant.handoff.keywords',
  number: 'validation.assistant.handoff.number',
  handoff: 'validation.assistant.handoff.tooMany',
  languages: 'validation.assistant.languages',
} as const satisfies Record<string, ValidationMessageKey>;

const TimeSchema = z
  .string({ error: MESSAGES.hoursTime })
  .trim()
  .refine((time) => minuteOf(time) !== null, MESSAGES.hoursTime);

/** A range of a day, `[opens, closes)` in HH:MM local time; `closes` may be 24:00. */
const RangeSchema = z.object({ opens: TimeSchema, closes: TimeSchema }, { error: MESSAGES.hoursTime });
export type HoursRange = z.infer<typeof RangeSchema>;

/** Per weekday (`mon` … `sun`) none (closed) or one or two ranges, closing after opening, not overlapping. */
const WeekHoursSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        z
          .array(RangeSchema, { error: MESSAGES.hoursTime })
          .max(KNOWLEDGE_LIMITS.rangesPerDay, MESSAGES.hoursTooMany)
          .default([]),
      ]),
    ) as Record<Weekday, z.ZodDefault<z.ZodArray<typeof RangeSchema>>>,
    { error: MESSAGES.hoursTime },
  )
  .superRefine((week, context) => {
    for (const day of WEEKDAYS) {
      const ranges = week[day].flatMap((range, index) => {
        const [opens, closes] = [minuteOf(range.opens), minuteOf(range.closes)];
        return opens === null || closes === null ? [] : [{ index, opens, closes }];
      });
      for (const range of ranges) {
        const path = [day, range.index, 'closes'];
        if (range.closes <= range.opens) context.addIssue({ code: 'custom', message: MESSAGES.hoursOrder, path });
        else if (
          ranges.some((other) => other.index < range.index && other.opens < range.closes && range.opens < other.closes)
        )
          context.addIssue({ code: 'custom', message: MESSAGES.hoursOverlap, path });
      }
    }
  })
  // overwrite, not transform: the shape stays the same, so the API's answers can be described by this schema too.
  .overwrite(
    (week) =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [day, [...week[day]].sort((a, b) => minuteOf(a.opens)! - minuteOf(b.opens)!)]),
      ) as WeekHours,
  );
export type WeekHours = Record<Weekday, HoursRange[]>;

const wholeNumber = (message: ValidationMessageKey, limits: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

const ServiceSchema = z.object(
  {
    name: requiredText(MESSAGES.serviceName, KNOWLEDGE_LIMITS.serviceName),
    minutes: wholeNumber(MESSAGES.serviceMinutes, KNOWLEDGE_LIMITS.serviceMinutes),
    priceCents: wholeNumber(MESSAGES.servicePrice, KNOWLEDGE_LIMITS.priceCents),
  },
  { error: MESSAGES.serviceName },
);
export type AssistantService = z.infer<typeof ServiceSchema>;

const FaqSchema = z.object(
  {
    question: requiredText(MESSAGES.question, KNOWLEDGE_LIMITS.question),
    answer: requiredMultilineText(MESSAGES.answer, KNOWLEDGE_LIMITS.answer),
  },
  { error: MESSAGES.question },
);
export type AssistantFaq = z.infer<typeof FaqSchema>;

const AvailabilitySchema = z.object(
  {
    hours: WeekHoursSchema,
    slotMinutes: wholeNumber(MESSAGES.slotMinutes, KNOWLEDGE_LIMITS.slotMinutes),
    bufferMinutes: wholeNumber(MESSAGES.bufferMinutes, KNOWLEDGE_LIMITS.bufferMinutes),
    daysAhead: wholeNumber(MESSAGES.daysAhead, KNOWLEDGE_LIMITS.daysAhead),
  },
  { error: MESSAGES.slotMinutes },
);
export type AssistantAvailability = z.infer<typeof AvailabilitySchema>;

/** A keyword: one word (letters, digits, an apostrophe or a dash), trimmed and kept in lower case. */
const KeywordSchema = z
  .string({ error: MESSAGES.keywords })
  .trim()
  .min(1, MESSAGES.keywords)
  .max(KNOWLEDGE_LIMITS.keyword, MESSAGES.keywords)
  .regex(/^[\p{L}\p{N}'-]+$/u, MESSAGES.keywords)
  .overwrite((word) => word.toLowerCase());

/** A handoff rule: calls about any of these words are put through to the number (kept in E.164). */
const HandoffSchema = z.object(
  {
    keywords: z
      .array(KeywordSchema, { error: MESSAGES.keywords })
      .min(1, MESSAGES.keywords)
      .max(KNOWLEDGE_LIMITS.keywords, MESSAGES.keywords),
    number: z
      .string({ error: MESSAGES.number })
      .trim()
      .max(32, MESSAGES.number)
      .refine((text) => forwardNumberOf(text) !== null, MESSAGES.number)
      .overwrite((text) => forwardNumberOf(text) ?? text),
  },
  { error: MESSAGES.keywords },
);
export type HandoffRule = z.infer<typeof HandoffSchema>;

const listOf = <T extends z.ZodType>(item: T, max: number, message: ValidationMessageKey) =>
  z.array(item, { error: message }).max(max, message).default([]);

/** The assistant's knowledge as the dashboard edits it and the engine reads it. */
export const AssistantKnowledgeSchema = z
  .object({
    greeting: requiredMultilineText(MESSAGES.greeting, KNOWLEDGE_LIMITS.greeting),
    openingHours: WeekHoursSchema,
    services: listOf(ServiceSchema, KNOWLEDGE_LIMITS.services, MESSAGES.services),
    faq: listOf(FaqSchema, KNOWLEDGE_LIMITS.faq, MESSAGES.faq),
    availability: AvailabilitySchema,
    handoff: listOf(HandoffSchema, KNOWLEDGE_LIMITS.handoff, MESSAGES.handoff),
    languages: z
      .array(z.enum(ASSISTANT_LANGUAGES, { error: MESSAGES.languages }), { error: MESSAGES.languages })
      .min(1, MESSAGES.languages)
      .refine((languages) => new Set(languages).size === languages.length, MESSAGES.languages),
  })
  .meta({ id: 'AssistantKnowledge' });
export type AssistantKnowledgeInput = z.input<typeof AssistantKnowledgeSchema>;
export type AssistantKnowledge = z.output<typeof AssistantKnowledgeSchema>;

const DEFAULT_GREETINGS: Record<AssistantLanguage, (name: string) => string> = {
  nl: (name) => `Goedendag, u spreekt met de digitale assistent van ${name}. Waarmee kan ik u helpen?`,
  en: (name) => `Hello, this is the digital assistant of ${name}. How can I help you?`,
  es: (name) => `Buenos días, le atiende el asistente digital de ${name}. ¿En qué puedo ayudarle?`,
  de: (name) => `Guten Tag, Sie sprechen mit dem digitalen Assistenten von ${name}. Wie kann ich Ihnen helfen?`,
  fr: (name) => `Bonjour, vous êtes en ligne avec l'assistant numérique de ${name}. Comment puis-je vous aider ?`,
};

const closedWeek = (): WeekHours => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

/**
 * The knowledge of a new assistant, from the business's settings of the order (`AiBusiness`): its greeting (or one in its first
 * language), its hours as opening hours and as the hours to book in (none given: Monday to Friday 09:00–17:00),
 * half-hour slots without a buffer up to 30 days ahead, and no services, questions or handoff rules yet.
 */
export function defaultKnowledge(business: {
  name: string;
  languages: readonly AiLanguage[];
  hours?: BusinessHours | undefined;
  greeting?: string | undefined;
}): AssistantKnowledge {
  // The plans' languages (nl, en, de, fr) are all the assistant's.
  const languages: AssistantLanguage[] = business.languages.length > 0 ? [...business.languages] : ['nl'];
  const hours = closedWeek();
  const { days, open, close } = business.hours ?? {
    days: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[],
    open: '09:00',
    close: '17:00',
  };
  for (const day of days) hours[day] = [{ opens: open, closes: close }];
  return {
    greeting: business.greeting ?? DEFAULT_GREETINGS[languages[0]!](business.name),
    openingHours: hours,
    services: [],
    faq: [],
    availability: {
      hours: Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day].map((range) => ({ ...range }))])) as WeekHours,
      slotMinutes: 30,
      bufferMinutes: 0,
      daysAhead: 30,
    },
    handoff: [],
    languages,
  };
}
