// A number's voicemail greeting (docs/contracts.md §16): the business's own text, which the voice platform speaks, and
// an uploaded WAV recording, which plays instead when there is one. Kept per number with the subscription that set it
// (`voicemail_greetings`): a later owner of the number starts with the standard greeting. Only the number's account
// reads or changes it (another's number is 404); the voice platform reads it by number (`greetingFor`).
import type { Kysely } from 'kysely';
import { GREETING_MAX_SECONDS, type VoicemailGreeting } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { ownVoipSubscription } from '../voice/call-rating.js';
import { sipUsername } from '../voice/voice-platform.js';
import { wavSeconds } from '../voice/wav.js';

export interface GreetingServiceOptions {
  db: Kysely<Database>;
  clock?: Clock;
}

/** What the voice platform plays for a number: the recording if any, else the text spoken; null: the standard one. */
export interface NumberGreeting {
  text: string | null;
  recording: Buffer | null;
}

/** The greetings of the account's current VOIP subscriptions (its data export), by number. */
export async function listGreetings(db: Kysely<Database>, userId: number): Promise<VoicemailGreeting[]> {
  const rows = await db
    .selectFrom('voicemail_greetings as g')
    .innerJoin('subscriptions as s', 's.id', 'g.subscription_id')
    .select(['g.number', 'g.text', 'g.recording_seconds', 'g.updated_at'])
    .where('s.user_id', '=', userId)
    .orderBy('g.number')
    .execute();
  return rows.map((row) => greetingAnswer(`+${row.number}`, row));
}

function greetingAnswer(
  number: string,
  row: { text: string | null; recording_seconds: number | null; updated_at: string } | undefined,
): VoicemailGreeting {
  const recording = row?.recording_seconds != null ? { seconds: row.recording_seconds } : null;
  const text = row?.text ?? null;
  return {
    number,
    text,
    recording,
    plays: recording ? 'recording' : text ? 'text' : 'standard',
    updatedAt: row?.updated_at ?? null,
  };
}

export function createGreetingService({ db, clock = systemClock }: GreetingServiceOptions) {
  /** The number's greeting row, when the subscription set it. */
  const rowOf = (subscriptionId: number, number: string) =>
    db
      .selectFrom('voicemail_greetings')
      .select(['text', 'recording_seconds', 'updated_at'])
      .where('number', '=', sipUsername(number))
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst();

  const answer = async (subscriptionId: number, number: string): Promise<VoicemailGreeting> =>
    greetingAnswer(number, await rowOf(subscriptionId, number));

  /**
   * Writes the subscription's greeting of the number: `changes` over what the subscription set before (a row of an
   * earlier owner counts as nothing). A row with neither a text nor a recording is removed.
   */
  async function write(
    subscriptionId: number,
    number: string,
    changes: { text?: string | null; recording?: { audio: Buffer; seconds: number } | null },
  ): Promise<void> {
    const digits = sipUsername(number);
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('voicemail_greetings')
        .select(['subscription_id', 'text', 'recording', 'recording_seconds'])
        .where('number', '=', digits)
        .executeTakeFirst();
      const own = before?.subscription_id === subscriptionId ? before : undefined;
      const text = changes.text !== undefined ? changes.text : (own?.text ?? null);
      const recording =
        changes.recording !== undefined
          ? changes.recording
          : own?.recording && own.recording_seconds != null
            ? { audio: own.recording, seconds: own.recording_seconds }
            : null;
      await trx.deleteFrom('voicemail_greetings').where('number', '=', digits).execute();
      if (text === null && recording === null) return;
      await trx
        .insertInto('voicemail_greetings')
        .values({
          number: digits,
          subscription_id: subscriptionId,
          text,
          recording: recording?.audio ?? null,
          recording_seconds: recording?.seconds ?? null,
          updated_at: clock.now().toISOString(),
        })
        .execute();
    });
  }

  return {
    /** The greeting of the account's number (404 for a number that is not theirs). */
    async greeting(userId: number, number: string): Promise<VoicemailGreeting> {
      return answer(await ownVoipSubscription(db, userId, number), number);
    },

    /** Sets the greeting's text (null: none); the recording, if any, stays and still plays first. */
    async setText(userId: number, number: string, text: string | null): Promise<VoicemailGreeting> {
      const subscriptionId = await ownVoipSubscription(db, userId, number);
      await write(subscriptionId, number, { text });
      return answer(subscriptionId, number);
    },

    /** Stores an uploaded recording: a WAV file (400 GREETING_NOT_WAV) of at most a minute (400 GREETING_TOO_LONG). */
    async setRecording(userId: number, number: string, audio: Buffer): Promise<VoicemailGreeting> {
      const subscriptionId = await ownVoipSubscription(db, userId, number);
      const seconds = wavSeconds(audio);
      if (seconds === null) throw new AppError(400, 'GREETING_NOT_WAV');
      if (seconds > GREETING_MAX_SECONDS)
        throw new AppError(400, 'GREETING_TOO_LONG', { params: { max: GREETING_MAX_SECONDS, seconds } });
      await write(subscriptionId, number, { recording: { audio, seconds } });
      return answer(subscriptionId, number);
    },

    /** Removes the recording: the text (or the standard greeting) plays again. */
    async deleteRecording(userId: number, number: string): Promise<VoicemailGreeting> {
      const subscriptionId = await ownVoipSubscription(db, userId, number);
      await write(subscriptionId, number, { recording: null });
      return answer(subscriptionId, number);
    },

    /** The uploaded recording of the account's number; 404 when there is none. */
    async recording(userId: number, number: string): Promise<Buffer> {
      const subscriptionId = await ownVoipSubscription(db, userId, number);
      const row = await db
        .selectFrom('voicemail_greetings')
        .select('recording')
        .where('number', '=', sipUsername(number))
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      if (!row?.recording) throw new AppError(404, 'NOT_FOUND');
      return row.recording;
    },

    /**
     * What the voice platform plays for a call to `number` (E.164): the greeting its current subscription set, or null
     * for the standard one.
     */
    async greetingFor(number: string): Promise<NumberGreeting | null> {
      const row = await db
        .selectFrom('voicemail_greetings as g')
        .innerJoin('subscriptions as s', 's.id', 'g.subscription_id')
        .select(['g.text', 'g.recording'])
        .where('g.number', '=', sipUsername(number))
        .where('s.status', '!=', 'cancelled')
        .executeTakeFirst();
      return row ? { text: row.text, recording: row.recording } : null;
    },
  };
}

export type GreetingService = ReturnType<typeof createGreetingService>;
