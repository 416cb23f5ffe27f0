// The AI assistant at work (docs/contracts.md §16, docs/decisions/059): its knowledge per subscription, "Test your
// assistant" by text through the dialogue engine, its bookings in the business's calendar, and the call log with the
// plan's monthly call limit. Only the owner sees an assistant: another account's is 404.
import type { Kysely, Transaction } from 'kysely';
import {
  AssistantKnowledgeSchema,
  ConversationSchema,
  defaultKnowledge,
  findAiAssistantPlan,
  isFreeSlot,
  RULE_ENGINE,
  type AiBusiness,
  type AssistantAction,
  type AssistantCall,
  type AssistantCallOutcome,
  type AssistantCallsAnswer,
  type AssistantContext,
  type AssistantKnowledge,
  type AssistantTestAnswer,
  type AssistantTurn,
  type Conversation,
  type DialogueEngine,
} from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { monthAround, numberOwner } from '../voice/call-rating.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import {
  createSubscriptionsRepository,
  subscriptionRecord,
  type SubscriptionDbRow,
} from '../subscriptions/subscriptions.repository.js';

/** The most lines a conversation keeps (ConversationSchema's limit). */
export const CONVERSATION_MAX_TURNS = 200;

/** The longest summary of a call in the log: the caller's first words. */
export const SUMMARY_MAX_LENGTH = 140;

export interface AssistantServiceOptions {
  db: Kysely<Database>;
  clock?: Clock;
  /** The dialogue engine (LLM_PROVIDER); the built-in rule engine by default. */
  engine?: DialogueEngine;
}

/** The call log's outcome after an action: a booking, transfer or message stays until another one of those. */
function outcomeAfter(previous: AssistantCallOutcome, action: AssistantAction): AssistantCallOutcome {
  switch (action.type) {
    case 'book':
      return 'booked';
    case 'transfer':
      return 'transferred';
    case 'message':
      return 'message';
    default:
      return previous;
  }
}

/** The summary of a conversation: what the caller said first, cut at a word. */
export function summaryOf(conversation: Conversation): string {
  const first = conversation.transcript.find((turn) => turn.speaker === 'caller')?.text ?? '';
  if (first.length <= SUMMARY_MAX_LENGTH) return first;
  const cut = first.slice(0, SUMMARY_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An appointment's title: the service and the caller's name, as far as they are known. */
export function bookingTitle(action: Extract<AssistantAction, { type: 'book' }>): string {
  return [action.service, action.name].filter((part): part is string => part !== null && part !== '').join(' – ');
}

/** The account's assistant calls, newest first, with the booking each made (for the call log and the data export). */
export async function listAssistantCalls(db: Kysely<Database>, userId: number): Promise<AssistantCall[]> {
  const rows = await db
    .selectFrom('assistant_calls')
    .leftJoin('appointments', 'appointments.id', 'assistant_calls.appointment_id')
    .select([
      'assistant_calls.id',
      'assistant_calls.subscription_id',
      'assistant_calls.channel',
      'assistant_calls.caller',
      'assistant_calls.started_at',
      'assistant_calls.ended_at',
      'assistant_calls.transcript',
      'assistant_calls.summary',
      'assistant_calls.outcome',
      'assistant_calls.transfer_number',
      'appointments.id as appointment_id',
      'appointments.title',
      'appointments.start_at',
      'appointments.end_at',
    ])
    .where('assistant_calls.user_id', '=', userId)
    .orderBy('assistant_calls.started_at', 'desc')
    .orderBy('assistant_calls.id', 'desc')
    .execute();
  return rows.map((call): AssistantCall => ({
    id: call.id,
    subscriptionId: call.subscription_id,
    channel: call.channel,
    caller: call.caller,
    startedAt: call.started_at,
    endedAt: call.ended_at,
    transcript: JSON.parse(call.transcript) as AssistantCall['transcript'],
    summary: call.summary,
    outcome: call.outcome,
    transferNumber: call.transfer_number,
    booking:
      call.appointment_id === null || call.title === null || call.start_at === null || call.end_at === null
        ? null
        : { appointmentId: call.appointment_id, title: call.title, start: call.start_at, end: call.end_at },
  }));
}

export function createAssistantService({ db, clock = systemClock, engine = RULE_ENGINE }: AssistantServiceOptions) {
  const subscriptions = createSubscriptionsRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);

  /** The account's running AI assistant (404 for none of its own, 409 INVALID_TRANSITION for another kind or one that ended). */
  async function assistantOf(userId: number, id: number): Promise<SubscriptionDbRow> {
    const row = Number.isSafeInteger(id) && id > 0 ? await subscriptions.findOfUser(userId, id) : undefined;
    if (!row) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    const { status } = subscriptionRecord(row, today());
    if (row.kind !== 'ai-assistant' || (status !== 'active' && status !== 'cancelling'))
      throw new AppError(409, 'INVALID_TRANSITION');
    return row;
  }

  async function knowledgeOf(row: SubscriptionDbRow): Promise<AssistantKnowledge> {
    const stored = await db
      .selectFrom('assistant_knowledge')
      .select('knowledge')
      .where('subscription_id', '=', row.id)
      .executeTakeFirst();
    if (stored) return AssistantKnowledgeSchema.parse(JSON.parse(stored.knowledge));
    const { business } = JSON.parse(row.configuration) as { business?: AiBusiness };
    return defaultKnowledge(business ?? { name: row.name, languages: ['nl'] });
  }

  /** The business's name as ordered (the assistant says whose it is), the plan's name only when the order had none. */
  function businessNameOf(row: SubscriptionDbRow): string {
    const { business } = JSON.parse(row.configuration) as { business?: AiBusiness };
    return business?.name?.trim() || row.name;
  }

  async function bookingsOf(trx: Kysely<Database> | Transaction<Database>, userId: number) {
    const rows = await trx
      .selectFrom('appointments')
      .select(['start_at', 'end_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => ({ start: row.start_at, end: row.end_at }));
  }

  /** Writes a booking into the calendar once it is still a free slot (409 SLOT_TAKEN otherwise); its id. */
  async function book(
    trx: Transaction<Database>,
    userId: number,
    knowledge: AssistantKnowledge,
    action: Extract<AssistantAction, { type: 'book' }>,
    now: Date,
  ): Promise<number> {
    const slot = { start: new Date(action.start), end: new Date(action.end) };
    if (!isFreeSlot(knowledge, await bookingsOf(trx, userId), slot, { now })) throw new AppError(409, 'SLOT_TAKEN');
    const inserted = await trx
      .insertInto('appointments')
      .values({
        user_id: userId,
        source: 'assistant',
        voicemail_id: null,
        title: bookingTitle(action),
        start_at: slot.start.toISOString(),
        end_at: slot.end.toISOString(),
        contact: action.phone,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishWebhook(trx, {
      userId,
      type: 'booking.created',
      data: {
        appointmentId: Number(inserted.id),
        source: 'assistant',
        startAt: slot.start.toISOString(),
        endAt: slot.end.toISOString(),
      },
      now,
    });
    return inserted.id;
  }

  /** The account's AI assistants that answer calls (active, or cancelling in their last month), newest first. */
  async function runningAssistants(userId: number): Promise<SubscriptionDbRow[]> {
    return (await subscriptions.listOfUser(userId)).filter((row) => {
      const { status } = subscriptionRecord(row, today());
      return row.kind === 'ai-assistant' && (status === 'active' || status === 'cancelling');
    });
  }

  /** This calendar month's phone calls of an assistant (UTC months) against its plan's limit (null: unlimited). */
  async function usageOf(row: SubscriptionDbRow) {
    const month = monthAround(today());
    const counted = await db
      .selectFrom('assistant_calls')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('subscription_id', '=', row.id)
      .where('channel', '=', 'phone')
      .where('started_at', '>=', `${month.start}T00:00:00.000Z`)
      .where('started_at', '<', `${month.next}T00:00:00.000Z`)
      .executeTakeFirstOrThrow();
    const { plan } = JSON.parse(row.configuration) as { plan?: string };
    return {
      subscriptionId: row.id,
      used: Number(counted.count),
      limit: findAiAssistantPlan(plan ?? '')?.calls ?? null,
    };
  }

  /**
   * The assistant that answers a call to `number`: the oldest running one of the number's owner with calls left this
   * month; undefined when there is none.
   */
  async function answeringAssistant(number: string) {
    const userId = await numberOwner(db, number);
    if (userId === undefined) return undefined;
    for (const row of (await runningAssistants(userId)).sort((a, b) => a.id - b.id)) {
      const { used, limit } = await usageOf(row);
      if (limit !== null && used >= limit) continue;
      return { userId, row, knowledge: await knowledgeOf(row) };
    }
    return undefined;
  }

  /** A phone call's row in the call log, from its start; its id. */
  async function logPhoneCall(
    userId: number,
    row: SubscriptionDbRow,
    startedAt: Date,
    caller: string | null,
    transcript: Conversation['transcript'],
    outcome: AssistantCallOutcome,
  ): Promise<number> {
    const { id } = await db
      .insertInto('assistant_calls')
      .values({
        user_id: userId,
        subscription_id: row.id,
        channel: 'phone',
        caller,
        started_at: startedAt.toISOString(),
        ended_at: null,
        transcript: JSON.stringify(transcript),
        summary: '',
        outcome,
        transfer_number: null,
        appointment_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function endPhoneCall(id: number, at: Date) {
    await db.updateTable('assistant_calls').set({ ended_at: at.toISOString() }).where('id', '=', id).execute();
  }

  /** A phone conversation's turn into its call log row (and a booking into the calendar), in one transaction. */
  async function saveTurn(userId: number, row: SubscriptionDbRow, callId: number, turn: AssistantTurn, now: Date) {
    // Read before the transaction: on SQLite the transaction holds the one connection.
    const knowledge = await knowledgeOf(row);
    await db.transaction().execute(async (trx) => {
      const call = await trx
        .selectFrom('assistant_calls')
        .select(['outcome', 'appointment_id', 'transfer_number'])
        .where('id', '=', callId)
        .executeTakeFirstOrThrow();
      const appointmentId = turn.action.type === 'book' ? await book(trx, userId, knowledge, turn.action, now) : null;
      await trx
        .updateTable('assistant_calls')
        .set({
          transcript: JSON.stringify(turn.conversation.transcript),
          summary: summaryOf(turn.conversation),
          outcome: outcomeAfter(call.outcome, turn.action),
          transfer_number: turn.action.type === 'transfer' ? turn.action.number : call.transfer_number,
          appointment_id: appointmentId ?? call.appointment_id,
        })
        .where('id', '=', callId)
        .execute();
    });
  }

  return {
    /** The assistant's knowledge: as saved, or the default made from its business settings. */
    async knowledge(userId: number, subscriptionId: number): Promise<AssistantKnowledge> {
      return knowledgeOf(await assistantOf(userId, subscriptionId));
    },

    /** Saves the knowledge (validated by the router with AssistantKnowledgeSchema); the engine reads it at once. */
    async saveKnowledge(userId: number, subscriptionId: number, knowledge: AssistantKnowledge) {
      const row = await assistantOf(userId, subscriptionId);
      const text = JSON.stringify(knowledge);
      const now = clock.now().toISOString();
      await db
        .insertInto('assistant_knowledge')
        .values({ subscription_id: row.id, knowledge: text, updated_at: now })
        .onConflict((oc) => oc.column('subscription_id').doUpdateSet({ knowledge: text, updated_at: now }))
        .execute();
      return knowledgeOf(row);
    },

    /**
     * One turn of "Test your assistant": without a conversation a new one starts with the greeting (and a new call log
     * row); the caller's words go to the engine with the saved knowledge, the server's clock and the calendar. A
     * booking is checked again and written into the calendar in the same transaction as the call log's row.
     */
    async test(
      userId: number,
      subscriptionId: number,
      input: { conversation?: Conversation | undefined; callId?: number | undefined; utterance: string },
    ): Promise<AssistantTestAnswer> {
      const row = await assistantOf(userId, subscriptionId);
      const knowledge = await knowledgeOf(row);
      const now = clock.now();
      const call =
        input.conversation === undefined || input.callId === undefined
          ? undefined
          : await db
              .selectFrom('assistant_calls')
              .select(['id', 'outcome', 'appointment_id', 'transfer_number'])
              .where('id', '=', input.callId)
              .where('user_id', '=', userId)
              .where('subscription_id', '=', row.id)
              .where('channel', '=', 'test')
              .executeTakeFirst();
      if (input.conversation !== undefined && call === undefined) throw new AppError(404, 'ASSISTANT_CALL_NOT_FOUND');
      // A turn adds two lines; the conversation's schema takes at most 200.
      if ((input.conversation?.transcript.length ?? 0) > CONVERSATION_MAX_TURNS - 2)
        throw new AppError(400, 'VALIDATION_FAILED', {
          fields: { utterance: 'validation.assistant.conversationTooLong' },
        });
      const conversation =
        input.conversation ?? (await engine.start(knowledge, knowledge.languages[0] ?? 'nl')).conversation;
      const turn = await engine.respond(ConversationSchema.parse(conversation), input.utterance, {
        knowledge,
        now,
        bookings: await bookingsOf(db, userId),
        callerNumber: null,
        businessName: businessNameOf(row),
      });
      return db.transaction().execute(async (trx) => {
        const appointmentId = turn.action.type === 'book' ? await book(trx, userId, knowledge, turn.action, now) : null;
        const values = {
          transcript: JSON.stringify(turn.conversation.transcript),
          summary: summaryOf(turn.conversation),
          outcome: outcomeAfter(call?.outcome ?? 'answered', turn.action),
          transfer_number: turn.action.type === 'transfer' ? turn.action.number : (call?.transfer_number ?? null),
          appointment_id: appointmentId ?? call?.appointment_id ?? null,
          ended_at: turn.conversation.ended ? now.toISOString() : null,
        };
        const callId = call
          ? (await trx.updateTable('assistant_calls').set(values).where('id', '=', call.id).execute(), call.id)
          : (
              await trx
                .insertInto('assistant_calls')
                .values({
                  ...values,
                  user_id: userId,
                  subscription_id: row.id,
                  channel: 'test',
                  started_at: now.toISOString(),
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
        return { callId, conversation: turn.conversation, reply: turn.reply, action: turn.action, appointmentId };
      });
    },

    /**
     * The account's calls, newest first, with their bookings; and per running assistant this calendar month's phone
     * calls against its plan's limit (tests by text do not count).
     */
    async calls(userId: number): Promise<AssistantCallsAnswer> {
      const calls = await listAssistantCalls(db, userId);
      const usage = await Promise.all((await runningAssistants(userId)).map(usageOf));
      return { calls, usage };
    },

    /**
     * A phone call to a number routed to the assistant where no speech engine runs (§16, docs/decisions/061): the
     * assistant of the number's owner greets (its greeting, then `prompt` in its first language) and takes a message.
     * Logs the call now (channel `phone`, outcome `message`, the greeting as its transcript), which counts against the
     * plan's monthly limit. Null when the owner has no running assistant or its limit is reached: the call is then a
     * plain voicemail. `end` records when the call ended. `caller` is the caller's number (E.164), null when withheld.
     */
    async takePhoneMessage(
      number: string,
      startedAt: Date,
      prompt: (language: AssistantKnowledge['languages'][number]) => string,
      caller: string | null = null,
    ): Promise<{ callId: number; text: string; language: string; end(at: Date): Promise<void> } | null> {
      const answering = await answeringAssistant(number);
      if (!answering) return null;
      const { userId, row, knowledge } = answering;
      const language = knowledge.languages[0] ?? 'nl';
      const text = `${knowledge.greeting} ${prompt(language)}`;
      const id = await logPhoneCall(userId, row, startedAt, caller, [{ speaker: 'assistant', text }], 'message');
      return { callId: id, text, language, end: (at) => endPhoneCall(id, at) };
    },

    /**
     * A phone call to a number routed to the assistant where a speech engine runs (§16, docs/decisions/064): the
     * assistant of the number's owner greets and talks through the dialogue engine, turn by turn, as "Test your
     * assistant" does by text. The call is logged at once (channel `phone`, outcome `answered`), which counts against
     * the plan's monthly limit; each turn updates its transcript, summary and outcome, and a booking goes into the
     * calendar in the same transaction. Null when the owner has no running assistant or its limit is reached (a plain
     * voicemail then).
     */
    async startPhoneConversation(number: string, startedAt: Date, caller: string | null = null) {
      const answering = await answeringAssistant(number);
      if (!answering) return null;
      const { userId, row, knowledge } = answering;
      const start = await engine.start(knowledge, knowledge.languages[0] ?? 'nl');
      let conversation = start.conversation;
      const id = await logPhoneCall(userId, row, startedAt, caller, conversation.transcript, 'answered');
      return {
        callId: id,
        language: conversation.language,
        greeting: start.reply,
        /** The caller's words (as speech to text heard them): the assistant's turn, logged, a booking written. */
        async respond(utterance: string): Promise<AssistantTurn> {
          const now = clock.now();
          const context = async (): Promise<AssistantContext> => ({
            knowledge: await knowledgeOf(row),
            now,
            bookings: await bookingsOf(db, userId),
            callerNumber: caller,
            businessName: businessNameOf(row),
          });
          let turn = await engine.respond(conversation, utterance, await context());
          try {
            await saveTurn(userId, row, id, turn, now);
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'SLOT_TAKEN')) throw error;
            // Booked by someone else since the engine looked: asked again, it offers the times still free.
            turn = await engine.respond(conversation, utterance, await context());
            await saveTurn(userId, row, id, turn, now);
          }
          conversation = turn.conversation;
          return turn;
        },
        end: (at: Date) => endPhoneCall(id, at),
      };
    },
  };
}

/** A conversation on the phone (`startPhoneConversation`). */
export type PhoneConversation = NonNullable<Awaited<ReturnType<AssistantService['startPhoneConversation']>>>;

export type AssistantService = ReturnType<typeof createAssistantService>;
