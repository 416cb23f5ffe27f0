// The voicemail media server in the product (docs/contracts.md §16, docs/decisions/061): started by the server when the
// voice platform is Kamailio, it greets each call Kamailio hands it and gives the recording to the voicemail intake.
// The voicemail route's greeting is the owner's business name in a sentence of the owner's language (spoken by
// espeak-ng), or the stock greeting; the assistant route, without a speech engine, is the owner's assistant greeting
// followed by "leave a message", logged in its call log as a `message` call, while the plan's monthly limit allows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import type { AssistantService } from '../assistant/assistant.service.js';
import type { VoicemailService } from '../voicemail/voicemail.service.js';
import {
  createGreetingSpeaker,
  LEAVE_A_MESSAGE,
  spokenLanguageOf,
  VOICEMAIL_GREETINGS,
  type GreetingSpeaker,
} from './media-greeting.js';
import { startMediaServer, type MediaCall, type MediaServer } from './media-server.js';

export interface VoicemailMediaOptions {
  db: Kysely<Database>;
  voicemail: Pick<VoicemailService, 'receiveVoicemail'>;
  assistant: Pick<AssistantService, 'takePhoneMessage'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** espeak-ng and sox by default. */
  speaker?: GreetingSpeaker;
  host?: string;
  port?: number;
  /** The media server's limits (3 minutes, 10 s of silence). */
  maxMessageMs?: number;
  silenceMs?: number;
  /** How long after the call's end the recording goes to the intake (1 s; see INTAKE_DELAY_MS). */
  intakeDelayMs?: number;
}

/**
 * The recording goes to the intake a second after the call ended, not at once: at that moment Kamailio writes the
 * BYE's accounting record, and on SQLite (no busy timeout in Kamailio's driver, decision 047) the intake's insert of
 * the recording made that write fail with "database is locked" and the call go unrecorded. A second is nothing
 * against the minute the owner's mail may take.
 */
export const INTAKE_DELAY_MS = 1_000;

/**
 * The voicemail greeting's text for a number: its owner's language, and the business name of the owner's newest AI
 * assistant that has not ended (its business settings); without a name, null (the stock greeting).
 */
export async function voicemailGreetingOf(
  db: Kysely<Database>,
  number: string,
): Promise<{ language: string; text: string | null }> {
  const owner = await db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select(['users.id', 'users.language'])
    .where('subscriptions.kind', '=', 'voip')
    .where('subscriptions.number', '=', number)
    .where('subscriptions.status', '!=', 'cancelled')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
  if (!owner) return { language: 'nl', text: null };
  const business = await db
    .selectFrom('subscriptions')
    .select('configuration')
    .where('user_id', '=', owner.id)
    .where('kind', '=', 'ai-assistant')
    .where('status', '!=', 'cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const name = business
    ? (JSON.parse(business.configuration) as { business?: { name?: unknown } }).business?.name
    : undefined;
  const language = owner.language;
  return {
    language,
    text: typeof name === 'string' && name.trim() ? VOICEMAIL_GREETINGS[spokenLanguageOf(language)](name.trim()) : null,
  };
}

export async function startVoicemailMediaServer(options: VoicemailMediaOptions): Promise<MediaServer> {
  const { db, voicemail, assistant, logger } = options;
  const speaker =
    options.speaker ??
    createGreetingSpeaker({
      onFallback: (error) => logger.warn({ err: error }, 'speaking a greeting failed: the stock greeting plays'),
    });
  /** The assistant's call log rows of the calls in progress, by Call-ID. */
  const assistantCalls = new Map<string, (at: Date) => Promise<void>>();
  /** Calls that ended while their greeting was still being found (the caller hung up at once), by Call-ID. */
  const endedEarly = new Map<string, Date>();
  const recordEnd = (end: (at: Date) => Promise<void>, at: Date) =>
    end(at).catch((error: unknown) => logger.error({ err: error }, "recording the end of the assistant's call failed"));

  const greeting = async (call: MediaCall) => {
    if (call.route === 'assistant') {
      const taken = await assistant.takePhoneMessage(
        call.number,
        new Date(),
        (language) => LEAVE_A_MESSAGE[spokenLanguageOf(language)],
      );
      if (taken) {
        const endedAt = endedEarly.get(call.callId);
        endedEarly.delete(call.callId);
        if (endedAt) void recordEnd(taken.end, endedAt);
        else assistantCalls.set(call.callId, taken.end);
        return speaker.speak(taken.language, taken.text);
      }
      // No running assistant, or over its monthly limit: a plain voicemail.
    }
    const { language, text } = await voicemailGreetingOf(db, call.number);
    return speaker.speak(language, text);
  };

  return startMediaServer({
    host: options.host,
    port: options.port,
    maxMessageMs: options.maxMessageMs,
    silenceMs: options.silenceMs,
    greeting,
    onMessage: async ({ number, caller, audio, receivedAt }) => {
      await new Promise((resolve) => setTimeout(resolve, options.intakeDelayMs ?? INTAKE_DELAY_MS));
      await voicemail.receiveVoicemail({ number, caller, audio, receivedAt });
    },
    onCallEnded: ({ callId, route, endedAt }) => {
      const end = assistantCalls.get(callId);
      assistantCalls.delete(callId);
      if (end) void recordEnd(end, endedAt);
      else if (route === 'assistant') {
        endedEarly.set(callId, endedAt);
        // Forgotten after a minute when no assistant took the call (a plain voicemail).
        setTimeout(() => endedEarly.delete(callId), 60_000).unref();
      }
    },
    onError: (error) => logger.error({ err: error }, 'a voicemail call failed'),
  });
}
