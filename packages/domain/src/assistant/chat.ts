// The pure half of the chat-completions dialogue engine (docs/contracts.md §16, docs/decisions/060): the system
// message built from the knowledge and the free slots, the tools offered to the model, and the check of each tool call
// against the knowledge before it becomes an action. The API's adapter does the HTTP; this file decides what a model's
// answer may do. The words that confirm or refuse an action are the rule engine's phrases, so what the caller hears is
// what was done, in the caller's language.
import { formatEuro } from '../pricing/money.js';
import { WEEKDAYS } from '../schemas/voip.js';
import { forwardNumberOf, timeOf } from '../voice/routing.js';
import {
  OFFERED_SLOTS,
  UTTERANCE_MAX_LENGTH,
  type AssistantAction,
  type AssistantContext,
  type AssistantTurn,
  type Conversation,
} from './engine.js';
import type { AssistantLanguage } from './knowledge.js';
import { listOf, PHRASES } from './phrases.js';
import { freeSlots, isFreeSlot, type FreeSlot } from './slots.js';
import { ASSISTANT_TIME_ZONE, instantAt, isoWeekdayOf, localMomentAt } from './time-zone.js';

/** How many free slots the system message lists for the model to choose from. */
export const CHAT_LISTED_SLOTS = 40;

const MINUTE_MS = 60_000;
const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const LANGUAGE_NAMES: Record<AssistantLanguage, string> = {
  nl: 'Dutch',
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
};

/** The functions the model may call (the chat completions API's `tools`). */
export const CHAT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'book_appointment',
      description:
        'Book an appointment for the caller at one of the free slots. Ask for the caller’s name first if you do not know it.',
      parameters: {
        type: 'object',
        properties: {
          start: {
            type: 'string',
            description:
              'The start as listed among the free slots: local time YYYY-MM-DDTHH:MM (e.g. 2026-12-01T14:00)',
          },
          service: {
            type: 'string',
            description: 'The name of the service, exactly as listed, if the caller chose one',
          },
          name: { type: 'string', description: 'The caller’s name' },
        },
        required: ['start'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'transfer_call',
      description: 'Put the call through to a number of the handoff rules, when the caller’s request matches one.',
      parameters: {
        type: 'object',
        properties: { number: { type: 'string', description: 'The number exactly as the handoff rule gives it' } },
        required: ['number'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'take_message',
      description: 'Pass a message from the caller on to the business.',
      parameters: {
        type: 'object',
        properties: { text: { type: 'string', description: 'The caller’s message, in their words' } },
        required: ['text'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'end_call',
      description: 'End the call when the caller says goodbye or needs nothing more.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
] as const;

export type ChatToolName = (typeof CHAT_TOOLS)[number]['function']['name'];

/** A tool call as the model made it: the function's name and its arguments (a JSON text). */
export interface ChatToolCall {
  name: string;
  arguments: string;
}

/** A transfer to a number that is no handoff rule's, refused, per language. */
const TRANSFER_REFUSED: Record<AssistantLanguage, string> = {
  nl: 'Naar dat nummer kan ik u helaas niet doorverbinden. Kan ik u op een andere manier helpen?',
  en: "I'm sorry, I can't put you through to that number. Can I help you in another way?",
  es: 'Lo siento, no puedo pasarle con ese número. ¿Puedo ayudarle de otra manera?',
  de: 'Mit dieser Nummer kann ich Sie leider nicht verbinden. Kann ich Ihnen anders helfen?',
  fr: 'Je ne peux malheureusement pas vous transférer vers ce numéro. Puis-je vous aider autrement ?',
};

const timeZoneOf = (context: AssistantContext) => context.timeZone ?? ASSISTANT_TIME_ZONE;

/** A slot's start as the model reads and writes it: local `YYYY-MM-DDTHH:MM`. */
function localText(instant: Date, timeZone: string): string {
  const local = localMomentAt(instant, timeZone);
  return `${local.date}T${timeOf(local.minute)}`;
}

/**
 * The system message: who the assistant is, how to speak (the caller's language, briefly, an AI when asked), now, the
 * knowledge (greeting, opening hours, services with length and price, questions and answers, handoff rules) and the
 * free slots from `freeSlots`, the only times to book.
 */
export function chatSystemMessage(language: AssistantLanguage, context: AssistantContext): string {
  const { knowledge } = context;
  const timeZone = timeZoneOf(context);
  const now = localMomentAt(context.now, timeZone);
  const business = context.businessName ? ` of ${context.businessName}` : '';
  const hours = WEEKDAYS.map((day, index) => {
    const ranges = knowledge.openingHours[day];
    const text = ranges.length === 0 ? 'closed' : ranges.map((range) => `${range.opens}–${range.closes}`).join(', ');
    return `- ${ENGLISH_WEEKDAYS[index]}: ${text}`;
  });
  const services = knowledge.services.map(
    (service) => `- ${service.name}: ${service.minutes} minutes, ${formatEuro(service.priceCents, language)}`,
  );
  const faq = knowledge.faq.map((entry) => `- Q: ${entry.question}\n  A: ${entry.answer}`);
  const handoff = knowledge.handoff.map(
    (rule) => `- About ${rule.keywords.map((word) => `"${word}"`).join(', ')}: transfer to ${rule.number}`,
  );
  const slots = freeSlots(knowledge, context.bookings, { from: context.now, timeZone, count: CHAT_LISTED_SLOTS }).map(
    (slot) =>
      `- ${localText(slot.start, timeZone)} (${ENGLISH_WEEKDAYS[isoWeekdayOf(localMomentAt(slot.start, timeZone).date) - 1]})`,
  );
  const none = (lines: string[], empty: string) => (lines.length === 0 ? [`- ${empty}`] : lines);
  return [
    `You are the AI phone assistant${business}. You answer callers on the phone.`,
    `- Speak ${LANGUAGE_NAMES[language]}, the caller's language, and address the caller formally.`,
    '- Answer briefly: one to three short sentences that sound natural when spoken; no lists, no markdown.',
    '- When asked whether you are a person or a computer, say that you are an AI assistant.',
    '- Answer only from the knowledge below. When you cannot help, offer to take a message.',
    '- Act only through the tools: book_appointment, transfer_call, take_message, end_call.',
    `- Now it is ${ENGLISH_WEEKDAYS[isoWeekdayOf(now.date) - 1]} ${now.date} ${timeOf(now.minute)} (${timeZone}); all times are local times there.`,
    '',
    'The greeting you opened the call with:',
    knowledge.greeting,
    '',
    'Opening hours:',
    ...hours,
    '',
    'Services (length and price):',
    ...none(services, 'none listed'),
    '',
    'Questions and answers:',
    ...none(faq, 'none listed'),
    '',
    'Handoff rules (when the request is about one of the words, call transfer_call with that number; never another):',
    ...none(handoff, 'none: do not transfer calls'),
    '',
    `Free appointment slots of ${knowledge.availability.slotMinutes} minutes (book only at one of these starts, with book_appointment; ask the caller's name before booking):`,
    ...none(slots, 'none: no appointment can be booked now'),
    ...(context.callerNumber ? ['', `The caller's number: ${context.callerNumber}`] : []),
  ].join('\n');
}

/** The conversation so far as chat messages: the assistant's turns and the caller's, in order. */
export function chatMessagesOf(conversation: Conversation): { role: 'assistant' | 'user'; content: string }[] {
  return conversation.transcript.map((turn) => ({
    role: turn.speaker === 'assistant' ? 'assistant' : 'user',
    content: turn.text,
  }));
}

/** The conversation with the caller's utterance and the assistant's reply added, as the rule engine keeps it. */
function turnOf(
  conversation: Conversation,
  utterance: string,
  reply: string,
  action: AssistantAction,
  changes: Partial<Conversation> = {},
): AssistantTurn {
  return {
    conversation: {
      ...conversation,
      awaiting: null,
      ...changes,
      transcript: [
        ...conversation.transcript,
        { speaker: 'caller', text: utterance },
        { speaker: 'assistant', text: reply },
      ],
    },
    reply,
    action,
  };
}

/** The turn of a model's plain answer: its words, no action. Null for an answer without words. */
export function chatReplyTurn(conversation: Conversation, utterance: string, content: string): AssistantTurn | null {
  const reply = content.trim().slice(0, UTTERANCE_MAX_LENGTH * 2);
  if (reply === '') return null;
  return turnOf(conversation, utterance, reply, { type: 'none' });
}

/** "dinsdag 1 december om 14:00" in the business's time zone and the conversation's language. */
function whenSaid(instant: Date, language: AssistantLanguage, timeZone: string): string {
  const phrases = PHRASES[language];
  const local = localMomentAt(instant, timeZone);
  const [, month, day] = local.date.split('-').map(Number) as [number, number, number];
  return phrases.when(
    phrases.weekdays[isoWeekdayOf(local.date) - 1]!,
    day,
    phrases.months[month - 1]!,
    timeOf(local.minute),
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A start as the model gives it: local `YYYY-MM-DDTHH:MM` (seconds allowed), or an ISO instant with its offset. */
export function startOf(text: string, timeZone: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0+)?)?$/.exec(text.trim());
  if (local) return instantAt(local[1]!, Number(local[2]) * 60 + Number(local[3]), timeZone);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) return null;
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const textArgument = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
};

/**
 * The turn of a model's tool call, checked against the knowledge: a booking only on a free slot (`isFreeSlot`, the
 * service's length when it names one of the knowledge's services) and with the caller's name, a transfer only to a
 * handoff rule's number. A call that may not act says so and the conversation goes on: a taken slot offers the next
 * free ones, a missing name is asked for, another number is refused. Null for a call that is none of the tools or
 * whose arguments are no JSON object: the caller of this function treats that as a failed answer.
 */
export function chatToolTurn(
  conversation: Conversation,
  utterance: string,
  call: ChatToolCall,
  context: AssistantContext,
): AssistantTurn | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call.arguments === '' ? '{}' : call.arguments);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const args = parsed as Record<string, unknown>;
  const { language } = conversation;
  const phrases = PHRASES[language];
  const timeZone = timeZoneOf(context);
  const say = (reply: string, action: AssistantAction, changes: Partial<Conversation> = {}) =>
    turnOf(conversation, utterance, capitalised(reply), action, changes);

  switch (call.name) {
    case 'book_appointment': {
      const { knowledge } = context;
      const wanted = textArgument(args.service, 200)?.toLowerCase();
      const service = wanted ? knowledge.services.find((one) => one.name.toLowerCase() === wanted) : undefined;
      const minutes = service?.minutes ?? knowledge.availability.slotMinutes;
      const name = textArgument(args.name, 80) ?? conversation.name;
      const start = typeof args.start === 'string' ? startOf(args.start, timeZone) : null;
      const slot = start ? { start, end: new Date(start.getTime() + minutes * MINUTE_MS) } : null;
      if (!slot || !isFreeSlot(knowledge, context.bookings, slot, { now: context.now, timeZone })) {
        const from = slot && slot.start > context.now ? slot.start : context.now;
        const today = localMomentAt(context.now, timeZone).date;
        const options = { timeZone, count: OFFERED_SLOTS, minutes };
        let next: FreeSlot[] = freeSlots(knowledge, context.bookings, { ...options, from, today });
        if (next.length === 0) next = freeSlots(knowledge, context.bookings, { ...options, from: context.now });
        if (next.length === 0) return say(phrases.noSlots, { type: 'none' }, { name });
        const list = listOf(
          next.map((one) => whenSaid(one.start, language, timeZone)),
          phrases.or,
        );
        return say(phrases.taken(list), { type: 'none' }, { name });
      }
      const when = whenSaid(slot.start, language, timeZone);
      if (name === null) return say(phrases.askName(when), { type: 'none' });
      return say(
        phrases.booked(when, name),
        {
          type: 'book',
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          service: service?.name ?? null,
          name,
          phone: context.callerNumber ?? null,
        },
        { name },
      );
    }
    case 'transfer_call': {
      const number = typeof args.number === 'string' ? forwardNumberOf(args.number) : null;
      const rule = number === null ? undefined : context.knowledge.handoff.find((one) => one.number === number);
      if (!rule) return say(TRANSFER_REFUSED[language], { type: 'none' });
      return say(phrases.transfer, { type: 'transfer', number: rule.number }, { ended: true });
    }
    case 'take_message': {
      const text = textArgument(args.text, UTTERANCE_MAX_LENGTH) ?? utterance;
      return say(phrases.messageTaken, { type: 'message', text });
    }
    case 'end_call':
      return say(phrases.goodbye, { type: 'end' }, { ended: true });
    default:
      return null;
  }
}
