// The voicemail media server in the product (docs/contracts.md §16, docs/decisions/061): started by the server when the
// voice platform is Kamailio, it greets each call Kamailio hands it and gives the recording to the voicemail intake.
// It joins the voice module's media server to the voicemail and assistant services, so it sits in the module above
// all three (docs/decisions/065).
// The voicemail route's greeting is the number's own (its uploaded recording, or its text spoken by espeak-ng in the
// owner's language), else the standard one naming the number; the assistant route, without a speech engine, is the
// owner's assistant greeting followed by "leave a message", logged in its call log as a `message` call, while the
// plan's monthly limit allows; with a speech engine, a spoken conversation with the assistant (assistant-call.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import type { AssistantService } from './assistant.service.js';
import type { VoicemailService } from '../voicemail/voicemail.service.js';
import type { GreetingService } from '../voicemail/greeting.service.js';
import type { SpeechToText } from '../voicemail/speech-to-text.js';
import { assistantCall } from './assistant-call.js';
import {
  createGreetingSpeaker,
  greetingRecordingSamples,
  LEAVE_A_MESSAGE,
  spokenLanguageOf,
  spokenNumber,
  STANDARD_GREETINGS,
  type GreetingSpeaker,
} from '../voice/media-greeting.js';
import { startMediaServer, type MediaCall, type MediaServer } from '../voice/media-server.js';

export interface VoicemailMediaOptions {
  db: Kysely<Database>;
  voicemail: Pick<VoicemailService, 'receiveVoicemail'>;
  /** The numbers' own greetings (text, uploaded recording). */
  greetings: Pick<GreetingService, 'greetingFor'>;
  assistant: Pick<AssistantService, 'takePhoneMessage' | 'startPhoneConversation'>;
  /**
   * The speech engine of the assistant's calls (STT_PROVIDER when it is a real one): with it the assistant talks with
   * the caller; without it, it takes a message.
   */
  speechToText?: SpeechToText;
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
 * What the voicemail greeting of a number plays: the uploaded recording its owner set, else the owner's text, else the
 * standard greeting naming the number; spoken in the owner's language (Dutch for a number that is nobody's).
 */
export async function voicemailGreetingOf(
  db: Kysely<Database>,
  greetings: Pick<GreetingService, 'greetingFor'>,
  number: string,
): Promise<{ language: string; text: string; recording: Buffer | null }> {
  const owner = await db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select('users.language')
    .where('subscriptions.kind', '=', 'voip')
    .where('subscriptions.number', '=', number)
    .where('subscriptions.status', '!=', 'cancelled')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
  const language = owner?.language ?? 'nl';
  const set = await greetings.greetingFor(number);
  return {
    language,
    text: set?.text ?? STANDARD_GREETINGS[spokenLanguageOf(language)](spokenNumber(number)),
    recording: set?.recording ?? null,
  };
}

export async function startVoicemailMediaServer(options: VoicemailMediaOptions): Promise<MediaServer> {
  const { db, voicemail, greetings, assistant, logger } = options;
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

  /** Keeps the end of the assistant's call for onCallEnded, or records it now when the call has ended already. */
  const trackAssistantCall = (callId: string, end: (at: Date) => Promise<void>) => {
    const endedAt = endedEarly.get(callId);
    endedEarly.delete(callId);
    if (endedAt) void recordEnd(end, endedAt);
    else assistantCalls.set(callId, end);
  };

  const { speechToText } = options;
  const conversation = speechToText
    ? async (call: MediaCall) => {
        if (call.route !== 'assistant') return null;
        const talk = await assistant.startPhoneConversation(call.number, new Date(), call.caller);
        if (!talk) return null;
        trackAssistantCall(call.callId, talk.end);
        return assistantCall({ conversation: talk, speaker, speechToText, logger });
      }
    : undefined;

  const greeting = async (call: MediaCall) => {
    if (call.route === 'assistant') {
      const taken = await assistant.takePhoneMessage(
        call.number,
        new Date(),
        (language) => LEAVE_A_MESSAGE[spokenLanguageOf(language)],
        call.caller,
      );
      if (taken) {
        trackAssistantCall(call.callId, taken.end);
        return speaker.speak(taken.language, taken.text);
      }
      // No running assistant, or over its monthly limit: a plain voicemail.
    }
    const { language, text, recording } = await voicemailGreetingOf(db, greetings, call.number);
    if (recording) {
      try {
        return greetingRecordingSamples(recording);
      } catch (error) {
        logger.warn({ err: error }, 'a greeting recording could not be played: its text or the standard one plays');
      }
    }
    return speaker.speak(language, text);
  };

  return startMediaServer({
    host: options.host,
    port: options.port,
    maxMessageMs: options.maxMessageMs,
    silenceMs: options.silenceMs,
    conversation,
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
