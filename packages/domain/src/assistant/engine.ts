// The assistant's dialogue (docs/contracts.md §16, docs/decisions/056): a dialogue engine takes the conversation so
// far and what the caller said, and answers with a reply and an action (answer, book, transfer, take a message, end).
// The conversation is a plain object that survives JSON, so that the API keeps it between turns and in the call log.
// This file holds the interface and the built-in rule engine; a chat-completions engine fits behind the same interface.
import { z } from 'zod';
import { formatEuro } from '../pricing/money.js';
import { WEEKDAYS } from '../schemas/voip.js';
import { timeOf } from '../voice/routing.js';
import {
  ASSISTANT_LANGUAGES,
  type AssistantKnowledge,
  type AssistantLanguage,
  type AssistantService,
} from './knowledge.js';
import { listOf, PHRASES } from './phrases.js';
import { freeSlots, isFreeSlot, type SlotBooking, type FreeSlot } from './slots.js';
import { addDays, ASSISTANT_TIME_ZONE, instantAt, isoWeekdayOf, localMomentAt } from './time-zone.js';
import { normalise, readMoment, WORDS, wordsOf } from './words.js';

/** How many free slots the assistant offers at a time. */
export const OFFERED_SLOTS = 3;

/** The longest utterance the engine reads; the rest is left out (a message is at most this long). */
export const UTTERANCE_MAX_LENGTH = 1000;

const SlotTextSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });
/** A slot as the conversation keeps it: ISO instants. */
export type SlotText = z.infer<typeof SlotTextSchema>;

const AwaitingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('name'), slot: SlotTextSchema, service: z.string().max(200).nullable() }),
  z.object({
    kind: z.literal('choice'),
    slots: z.array(SlotTextSchema).max(OFFERED_SLOTS),
    service: z.string().max(200).nullable(),
  }),
  z.object({ kind: z.literal('message') }),
]);
/** What the assistant waits for after its last reply. */
export type Awaiting = z.infer<typeof AwaitingSchema>;

const ConversationTurnSchema = z.object({
  speaker: z.enum(['assistant', 'caller']),
  text: z.string().max(UTTERANCE_MAX_LENGTH * 2),
});
export type ConversationTurn = z.infer<typeof ConversationTurnSchema>;

/**
 * A conversation's state: plain data (JSON in, JSON out). The schema checks one that comes back from outside (a
 * stored row, a client of "Test your assistant") before `respond` reads it.
 */
export const ConversationSchema = z.object(
  {
    language: z.enum(ASSISTANT_LANGUAGES, { error: 'validation.invalid' }),
    transcript: z.array(ConversationTurnSchema, { error: 'validation.invalid' }).max(200, 'validation.invalid'),
    awaiting: AwaitingSchema.nullable(),
    /** The caller's name once said. */
    name: z.string().max(80).nullable(),
    /** After a goodbye or a transfer: nothing more is said. */
    ended: z.boolean(),
  },
  { error: 'validation.invalid' },
);
export type Conversation = z.infer<typeof ConversationSchema>;

export type AnswerTopic = 'hours' | 'faq' | 'service' | 'identity';

/** What the caller's words lead to, besides the reply. */
export type AssistantAction =
  | { type: 'none' }
  | { type: 'answer'; topic: AnswerTopic }
  | { type: 'book'; start: string; end: string; service: string | null; name: string | null; phone: string | null }
  | { type: 'transfer'; number: string }
  | { type: 'message'; text: string }
  | { type: 'end' };

export interface AssistantTurn {
  conversation: Conversation;
  reply: string;
  action: AssistantAction;
}

/** What the engine needs beside the conversation. */
export interface AssistantContext {
  knowledge: AssistantKnowledge;
  /** The moment of the utterance: "tomorrow" and the free slots count from it. */
  now: Date;
  /** The business's time zone (IANA); Europe/Amsterdam by default. */
  timeZone?: string;
  /** The calendar's appointments: a slot must keep clear of them. */
  bookings: readonly SlotBooking[];
  /** The caller's number (E.164), when not withheld: the booking's phone. */
  callerNumber?: string | null;
  /** The business's name, for "I am the AI assistant of …". */
  businessName?: string | null;
}

/**
 * A dialogue engine: the built-in rule engine (`RULE_ENGINE`) or, later, one that asks a chat-completions model. Both
 * answer with the same turns, so the API, the call log and "Test your assistant" do not know which one runs.
 */
export interface DialogueEngine {
  start(knowledge: AssistantKnowledge, language: AssistantLanguage): Promise<AssistantTurn>;
  respond(conversation: Conversation, utterance: string, context: AssistantContext): Promise<AssistantTurn>;
}

/** A new conversation: the assistant greets with the knowledge's greeting. */
export function startConversation(knowledge: AssistantKnowledge, language: AssistantLanguage): AssistantTurn {
  const conversation: Conversation = { language, transcript: [], awaiting: null, name: null, ended: false };
  return said(conversation, knowledge.greeting, { type: 'none' });
}

/** The rule engine's answer to what the caller said (see docs/decisions/056 for the order of the rules). */
export function respond(conversation: Conversation, said: string, context: AssistantContext): AssistantTurn {
  const utterance = said.trim().slice(0, UTTERANCE_MAX_LENGTH);
  const heard: Conversation = {
    ...conversation,
    transcript: [...conversation.transcript, { speaker: 'caller', text: utterance }],
  };
  if (conversation.ended) return { conversation: heard, reply: '', action: { type: 'end' } };
  const talk = new Talk(heard, utterance, context);
  return talk.answer();
}

/** The rule engine as a `DialogueEngine`. */
export const RULE_ENGINE: DialogueEngine = {
  start: (knowledge, language) => Promise.resolve(startConversation(knowledge, language)),
  respond: (conversation, utterance, context) => Promise.resolve(respond(conversation, utterance, context)),
};

function said(conversation: Conversation, reply: string, action: AssistantAction, changes: Partial<Conversation> = {}) {
  return {
    conversation: {
      ...conversation,
      awaiting: null,
      ...changes,
      transcript: [...conversation.transcript, { speaker: 'assistant' as const, text: reply }],
    },
    reply,
    action,
  };
}

const MINUTE_MS = 60_000;
const slotText = (slot: FreeSlot): SlotText => ({ start: slot.start.toISOString(), end: slot.end.toISOString() });
const slotOf = (slot: SlotText): FreeSlot => ({ start: new Date(slot.start), end: new Date(slot.end) });

/** One utterance being answered. */
class Talk {
  private readonly text: string;
  private readonly words;
  private readonly phrases;
  private readonly timeZone: string;

  constructor(
    private readonly conversation: Conversation,
    private readonly utterance: string,
    private readonly context: AssistantContext,
  ) {
    this.text = normalise(utterance);
    this.words = WORDS[conversation.language];
    this.phrases = PHRASES[conversation.language];
    this.timeZone = context.timeZone ?? ASSISTANT_TIME_ZONE;
  }

  answer(): AssistantTurn {
    const awaiting = this.conversation.awaiting;
    if (this.text === '') return this.say(this.phrases.notHeard, { type: 'none' }, { awaiting });
    if (this.words.identity.test(this.text))
      return this.say(this.phrases.identity(this.context.businessName ?? null), { type: 'answer', topic: 'identity' });
    const handoff = this.handoffNumber();
    if (handoff) return this.say(this.phrases.transfer, { type: 'transfer', number: handoff }, { ended: true });
    if (awaiting?.kind === 'message') return this.takeMessage();
    if (awaiting?.kind === 'name' && (this.nameSaid() !== null || !this.isRequest())) return this.takeName(awaiting);
    if (awaiting?.kind === 'choice') {
      const chosen = this.choose(awaiting);
      if (chosen) return chosen;
    }
    if (this.words.goodbye.test(this.text)) return this.say(this.phrases.goodbye, { type: 'end' }, { ended: true });
    const asksHours = this.words.hours.test(this.text);
    const asksPrice = this.words.price.test(this.text);
    if (this.words.booking.test(this.text) || (this.moment().minute !== null && !asksHours && !asksPrice))
      return this.book();
    if (this.words.message.test(this.text))
      return this.say(this.phrases.askMessage, { type: 'none' }, { awaiting: { kind: 'message' } });
    const service = this.service();
    if (service) return this.say(this.describe(service), { type: 'answer', topic: 'service' });
    const faq = this.faq();
    if (faq && (faq.score === 1 || (!asksHours && faq.score >= 0.5)))
      return this.say(faq.answer, { type: 'answer', topic: 'faq' });
    if (asksHours) return this.say(this.hours(), { type: 'answer', topic: 'hours' });
    if (asksPrice && this.context.knowledge.services.length > 0)
      return this.say(
        this.phrases.services(
          listOf(
            this.context.knowledge.services.map((one) => this.phrases.item(one.name, this.price(one), one.minutes)),
            this.phrases.and,
          ),
        ),
        { type: 'answer', topic: 'service' },
      );
    if (awaiting === null && this.words.no.test(this.text))
      return this.say(this.phrases.goodbye, { type: 'end' }, { ended: true });
    return this.say(this.phrases.offerMessage, { type: 'none' }, { awaiting: { kind: 'message' } });
  }

  /** Whether the caller asks something rather than says a name. */
  private isRequest(): boolean {
    const { words, text } = this;
    return (
      this.utterance.includes('?') ||
      [words.booking, words.hours, words.price, words.message, words.goodbye].some((pattern) => pattern.test(text))
    );
  }

  private say(reply: string, action: AssistantAction, changes: Partial<Conversation> = {}): AssistantTurn {
    return said(this.conversation, reply.charAt(0).toUpperCase() + reply.slice(1), action, changes);
  }

  // --- knowledge ---------------------------------------------------------------------------------------------

  private hours(): string {
    const { openingHours } = this.context.knowledge;
    const days = WEEKDAYS.map((day, index) => {
      const name = this.phrases.weekdays[index]!;
      const ranges = openingHours[day];
      if (ranges.length === 0) return this.phrases.closed(name);
      return this.phrases.dayHours(
        name,
        ranges.map((range) => this.phrases.range(range.opens, range.closes)),
      );
    });
    return this.phrases.hours(days.join(', '));
  }

  private describe(service: AssistantService): string {
    return this.phrases.service(service.name, this.price(service), service.minutes);
  }

  private price(service: AssistantService): string {
    return formatEuro(service.priceCents, this.conversation.language);
  }

  /** The service whose name's words are all in the utterance (the most words wins). */
  private service(): AssistantService | null {
    const said = wordsOf(this.text);
    let best: { service: AssistantService; words: number } | null = null;
    for (const service of this.context.knowledge.services) {
      const name = wordsOf(normalise(service.name)).filter((word) => !this.words.stopWords.has(word));
      if (name.length === 0 || !name.every((word) => said.some((other) => sameWord(word, other)))) continue;
      if (!best || name.length > best.words) best = { service, words: name.length };
    }
    return best?.service ?? null;
  }

  /** The question whose content words the utterance shares most (as a share of the question's content words). */
  private faq(): { answer: string; score: number } | null {
    const said = this.contentWords(this.text);
    let best: { answer: string; score: number } | null = null;
    for (const { question, answer } of this.context.knowledge.faq) {
      const asked = this.contentWords(normalise(question));
      if (asked.length === 0) continue;
      const shared = asked.filter((word) => said.some((other) => sameWord(word, other))).length;
      const score = shared / asked.length;
      if (shared > 0 && (!best || score > best.score)) best = { answer, score };
    }
    return best;
  }

  private contentWords(text: string): string[] {
    return wordsOf(text).filter((word) => word.length >= 3 && !this.words.stopWords.has(word));
  }

  /** The number of the first handoff rule one of whose words the caller said. */
  private handoffNumber(): string | null {
    const said = wordsOf(this.text);
    const rule = this.context.knowledge.handoff.find((one) =>
      one.keywords.some((keyword) => {
        const word = normalise(keyword);
        return said.some((other) => other === word || (word.length >= 4 && other.startsWith(word)));
      }),
    );
    return rule?.number ?? null;
  }

  // --- booking -----------------------------------------------------------------------------------------------

  private momentRead: ReturnType<typeof readMoment> | undefined;
  private moment() {
    this.momentRead ??= readMoment(this.text, this.conversation.language, this.context.now, this.timeZone);
    return this.momentRead;
  }

  private book(): AssistantTurn {
    const service = this.service();
    const minutes = service?.minutes ?? this.context.knowledge.availability.slotMinutes;
    const { date: said, minute } = this.moment();
    const today = localMomentAt(this.context.now, this.timeZone);
    const date = said ?? (minute === null ? null : minute > today.minute ? today.date : addDays(today.date, 1));
    const name = this.nameSaid() ?? this.conversation.name;
    if (date !== null && minute !== null) {
      const start = instantAt(date, minute, this.timeZone);
      if (start) {
        const slot = { start, end: new Date(start.getTime() + minutes * MINUTE_MS) };
        if (
          isFreeSlot(this.context.knowledge, this.context.bookings, slot, {
            now: this.context.now,
            timeZone: this.timeZone,
          })
        )
          return this.confirm(slotText(slot), service?.name ?? null, name);
      }
      const from = start && start > this.context.now ? start : this.context.now;
      return this.offer(this.slotsFrom(from, minutes), service?.name ?? null, name, true);
    }
    const dayStart = date === null ? null : instantAt(date, 0, this.timeZone);
    const from = dayStart && dayStart > this.context.now ? dayStart : this.context.now;
    return this.offer(this.slotsFrom(from, minutes), service?.name ?? null, name, false);
  }

  private slotsFrom(from: Date, minutes: number): FreeSlot[] {
    const options = { timeZone: this.timeZone, count: OFFERED_SLOTS, minutes };
    const today = localMomentAt(this.context.now, this.timeZone).date;
    const later = freeSlots(this.context.knowledge, this.context.bookings, { ...options, from, today });
    if (later.length > 0) return later;
    return freeSlots(this.context.knowledge, this.context.bookings, { ...options, from: this.context.now });
  }

  private offer(slots: FreeSlot[], service: string | null, name: string | null, taken: boolean): AssistantTurn {
    if (slots.length === 0)
      return this.say(this.phrases.noSlots, { type: 'none' }, { awaiting: { kind: 'message' }, name });
    const list = listOf(
      slots.map((slot) => this.when(slot.start)),
      this.phrases.or,
    );
    return this.say(
      taken ? this.phrases.taken(list) : this.phrases.offer(list),
      { type: 'none' },
      {
        awaiting: { kind: 'choice', slots: slots.map(slotText), service },
        name,
      },
    );
  }

  /** Books the slot when the caller's name is known; asks for it first otherwise. */
  private confirm(slot: SlotText, service: string | null, name: string | null): AssistantTurn {
    if (name === null)
      return this.say(
        this.phrases.askName(this.when(new Date(slot.start))),
        { type: 'none' },
        {
          awaiting: { kind: 'name', slot, service },
        },
      );
    return this.say(
      this.phrases.booked(this.when(new Date(slot.start)), name),
      { type: 'book', ...slot, service, name, phone: this.context.callerNumber ?? null },
      { name },
    );
  }

  /** The slot the caller picks from those offered: by its time, its place ("the second") or a yes (the first). */
  private choose(awaiting: Extract<Awaiting, { kind: 'choice' }>): AssistantTurn | null {
    const slots = awaiting.slots.map(slotOf);
    const { date, minute } = this.moment();
    let chosen: FreeSlot | undefined;
    if (minute !== null)
      chosen = slots.find((slot) => {
        const local = localMomentAt(slot.start, this.timeZone);
        return local.minute === minute && (date === null || local.date === date);
      });
    if (!chosen) {
      const place = this.words.ordinals.findIndex((ordinal) => ordinal.test(this.text));
      if (place !== -1) chosen = slots[place];
      else if (minute === null && this.words.yes.test(this.text)) chosen = slots[0];
    }
    if (!chosen) {
      if (minute !== null || date !== null) return this.book();
      if (this.words.no.test(this.text))
        return this.say(this.phrases.offerMessage, { type: 'none' }, { awaiting: { kind: 'message' } });
      return null;
    }
    const name = this.nameSaid() ?? this.conversation.name;
    if (
      !isFreeSlot(this.context.knowledge, this.context.bookings, chosen, {
        now: this.context.now,
        timeZone: this.timeZone,
      })
    )
      return this.offer(this.slotsFrom(chosen.start, minutesOf(chosen)), awaiting.service, name, true);
    return this.confirm(slotText(chosen), awaiting.service, name);
  }

  private takeName(awaiting: Extract<Awaiting, { kind: 'name' }>): AssistantTurn {
    const name = this.nameSaid() ?? cleanName(this.utterance);
    if (name === null)
      return this.say(this.phrases.askName(this.when(new Date(awaiting.slot.start))), { type: 'none' }, { awaiting });
    const slot = slotOf(awaiting.slot);
    if (
      !isFreeSlot(this.context.knowledge, this.context.bookings, slot, {
        now: this.context.now,
        timeZone: this.timeZone,
      })
    )
      return this.offer(this.slotsFrom(slot.start, minutesOf(slot)), awaiting.service, name, true);
    return this.confirm(awaiting.slot, awaiting.service, name);
  }

  private nameSaid(): string | null {
    const match = this.words.name.exec(this.utterance.trim());
    return match ? cleanName(match[1]!) : null;
  }

  /** "dinsdag 1 december om 14:00" in the business's time zone. */
  private when(instant: Date): string {
    const local = localMomentAt(instant, this.timeZone);
    const [, month, day] = local.date.split('-').map(Number) as [number, number, number];
    return this.phrases.when(
      this.phrases.weekdays[isoWeekdayOf(local.date) - 1]!,
      day,
      this.phrases.months[month - 1]!,
      timeOf(local.minute),
    );
  }

  // --- messages ----------------------------------------------------------------------------------------------

  private takeMessage(): AssistantTurn {
    if (this.words.no.test(this.text) && wordsOf(this.text).length <= 3)
      return this.say(this.phrases.anythingElse, { type: 'none' });
    return this.say(this.phrases.messageTaken, { type: 'message', text: this.utterance.trim() });
  }
}

/** Words that are the same, or share their first five letters (parkeren, parkeerplaats). */
function sameWord(a: string, b: string): boolean {
  return a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));
}

/** A name as said, without trailing punctuation; null when nothing is left or it is too long to be a name. */
function cleanName(text: string): string | null {
  const name = text
    .replace(/[.,!?¿¡;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' || name.length > 80 ? null : name;
}

const minutesOf = (slot: FreeSlot) => (slot.end.getTime() - slot.start.getTime()) / MINUTE_MS;
