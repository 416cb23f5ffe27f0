// AI voicemail (docs/contracts.md §16, docs/decisions/057): a message left on a number is stored for the number's owner
// with its recording, and a job transcribes it (speech to text), analyses it (the domain's analyseMessage), stores the
// result and mails the owner. The owner reads, plays, marks, deletes, and accepts or declines an appointment request;
// the caller is told by SMS (a job too). Messages are deleted 90 days after they came in.
import type { Kysely } from 'kysely';
import {
  analyseMessage,
  formatPhoneNumber,
  translateMessage,
  type Language,
  type Voicemail,
  type VoicemailStatus,
  type VoicemailsAnswer,
} from '@telecom/domain';
import type { Database, VoicemailsTable } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { enqueueJob, type JobContext, type JobHandlers } from '../jobs/jobs.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { numberOwner, ownVoipSubscription } from '../voice/call-rating.js';
import type { SmsGateway } from './sms-gateway.js';
import type { SpeechToText } from './speech-to-text.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from './voicemail-examples.js';
import { voicemailMail } from './voicemail-mail.js';
import { BUSINESS_TIME_ZONE, businessTimeToUtc, formatDay } from './voicemail-times.js';
import { MAX_VOICEMAIL_SECONDS, wavSeconds } from '../voice/wav.js';

export const VOICEMAIL_JOBS = { process: 'voicemail.process', sms: 'voicemail.sms' } as const;
/** How long a message is kept. */
export const VOICEMAIL_RETENTION_DAYS = 90;
/** How long an accepted appointment lasts in the calendar. */
export const APPOINTMENT_MINUTES = 30;
/** When an accepted request that named a day only starts (the business's clock): the usual opening of a business day. */
export const DAY_ONLY_APPOINTMENT_TIME = '09:00';

const DAY_MS = 86_400_000;
const SMS_LANGUAGES: readonly string[] = ['en', 'nl', 'es'];

export class VoicemailIntakeError extends Error {
  override name = 'VoicemailIntakeError';
}

export interface IncomingVoicemail {
  /** The TeleNova number that was called, E.164. */
  number: string;
  /** The caller's number, E.164; null when withheld. */
  caller: string | null;
  /** The recording: a WAV file of at most 3 minutes. */
  audio: Buffer;
  receivedAt: Date;
}

export interface VoicemailServiceOptions {
  db: Kysely<Database>;
  speechToText: SpeechToText;
  sms: SmsGateway;
  mail: MailOutbox;
  publicUrl: string;
  /** The job runner's wake: the new message is processed now rather than at the runner's next tick. */
  wake: () => void;
  clock?: Clock;
}

type VoicemailRow = Omit<VoicemailsTable, 'audio' | 'id' | 'status'> & { id: number; status: VoicemailStatus };

const LISTED_COLUMNS = [
  'id',
  'user_id',
  'number',
  'caller',
  'received_at',
  'seconds',
  'status',
  'transcript',
  'language',
  'summary',
  'urgency',
  'callback_number',
  'appointment_date',
  'appointment_time',
  'appointment_status',
  'processed_at',
  'expires_at',
] as const;

/** A message as its owner sees it. */
export function voicemailOf(row: VoicemailRow): Voicemail {
  return {
    id: Number(row.id),
    number: row.number,
    caller: row.caller,
    receivedAt: row.received_at,
    seconds: Number(row.seconds),
    status: row.status,
    transcript: row.transcript,
    language: row.language,
    summary: row.summary,
    urgency: row.urgency,
    callbackNumber: row.callback_number,
    appointment:
      row.appointment_date && row.appointment_status
        ? { date: row.appointment_date, time: row.appointment_time, status: row.appointment_status }
        : null,
    expiresAt: row.expires_at,
  };
}

/** The account's messages, newest first, and how many are new (also the data export's). */
export async function listVoicemails(db: Kysely<Database>, userId: number): Promise<VoicemailsAnswer> {
  const rows = (await db
    .selectFrom('voicemails')
    .select(LISTED_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute()) as VoicemailRow[];
  const voicemails = rows.map(voicemailOf);
  return { voicemails, unread: voicemails.filter((voicemail) => voicemail.status === 'new').length };
}

export function createVoicemailService({
  db,
  speechToText,
  sms,
  mail,
  publicUrl,
  wake,
  clock = systemClock,
}: VoicemailServiceOptions) {
  async function findOwn(userId: number, id: number): Promise<VoicemailRow> {
    const row = await db
      .selectFrom('voicemails')
      .select(LISTED_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row as VoicemailRow;
  }

  /** Stores a message for the owner of `number` and enqueues its processing; answers its id. */
  async function receiveVoicemail({ number, caller, audio, receivedAt }: IncomingVoicemail): Promise<number> {
    const seconds = wavSeconds(audio);
    if (seconds === null) throw new VoicemailIntakeError('the recording is not a WAV file');
    if (seconds > MAX_VOICEMAIL_SECONDS)
      throw new VoicemailIntakeError(`the recording plays ${seconds} s, more than ${MAX_VOICEMAIL_SECONDS} s`);
    const userId = await numberOwner(db, number);
    if (userId === undefined) throw new VoicemailIntakeError(`no account has the number ${number}`);
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('voicemails')
        .values({
          user_id: userId,
          number,
          caller,
          received_at: receivedAt.toISOString(),
          seconds,
          audio,
          expires_at: new Date(receivedAt.getTime() + VOICEMAIL_RETENTION_DAYS * DAY_MS).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const voicemailId = Number(row.id);
      await enqueueJob(trx, VOICEMAIL_JOBS.process, { voicemailId }, clock.now());
      await publishWebhook(trx, {
        userId,
        type: 'voicemail.received',
        data: { voicemailId, number, caller, seconds, receivedAt: receivedAt.toISOString() },
        now: clock.now(),
      });
      return voicemailId;
    });
    wake();
    return id;
  }

  /**
   * The processing job: transcribe, analyse, store, mail. A failing or silent speech to text throws: the message stays
   * untranscribed and the job runs again with the runner's backoff. Run twice, it finds the message done.
   */
  async function processVoicemail({ id: jobId, payload }: JobContext): Promise<void> {
    const voicemailId = Number((payload as { voicemailId?: unknown }).voicemailId);
    const row = await db
      .selectFrom('voicemails')
      .innerJoin('users', 'users.id', 'voicemails.user_id')
      .select([
        'voicemails.audio',
        'voicemails.processed_at',
        'voicemails.number',
        'voicemails.caller',
        'voicemails.received_at',
        'voicemails.seconds',
        'users.email',
        'users.first_name',
        'users.language',
      ])
      .where('voicemails.id', '=', voicemailId)
      .executeTakeFirst();
    // Deleted before its turn, or done by an earlier run.
    if (!row || row.processed_at) return;
    const heard = await speechToText.transcribe(Buffer.from(row.audio));
    const transcript = heard.text.trim();
    const analysis = transcript
      ? analyseMessage(transcript, {
          now: new Date(row.received_at),
          timeZone: BUSINESS_TIME_ZONE,
          ...(heard.language ? { language: heard.language } : {}),
        })
      : null;
    const now = clock.now();
    const stored = {
      transcript,
      language: analysis?.language ?? heard.language,
      summary: analysis?.summary || null,
      urgency: analysis?.urgency ?? 'normal',
      callback_number: analysis?.callbackNumber ?? row.caller,
      appointment_date: analysis?.appointment?.date ?? null,
      appointment_time: analysis?.appointment?.time ?? null,
      appointment_status: analysis?.appointment ? ('pending' as const) : null,
      processed_at: now.toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('voicemails')
        .set(stored)
        .where('id', '=', voicemailId)
        .where('processed_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return;
      await mail.add(
        trx,
        voicemailMail(
          {
            email: row.email,
            name: row.first_name,
            language: row.language,
            number: row.number,
            caller: row.caller,
            receivedAt: row.received_at,
            seconds: Number(row.seconds),
            transcript,
            summary: stored.summary,
            urgency: stored.urgency,
            appointment: analysis?.appointment ?? null,
          },
          publicUrl,
        ),
      );
      await trx
        .updateTable('jobs')
        .set({ done_at: now.toISOString(), locked_until: null })
        .where('id', '=', jobId)
        .execute();
    });
  }

  /** The SMS job: the gateway sends what the decision wrote. */
  async function sendSms({ payload }: JobContext): Promise<void> {
    const { to, text, userId } = payload as { to: string; text: string; userId: number | null };
    await sms.send({ to, text, userId });
  }

  /** Deletes the messages whose 90 days have passed (and the appointments they made); answers how many. */
  async function deleteExpired(): Promise<number> {
    const now = clock.now().toISOString();
    return db.transaction().execute(async (trx) => {
      const expired = trx.selectFrom('voicemails').select('id').where('expires_at', '<=', now);
      await trx.deleteFrom('appointments').where('voicemail_id', 'in', expired).execute();
      const deleted = await trx.deleteFrom('voicemails').where('expires_at', '<=', now).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }

  return {
    receiveVoicemail,

    jobHandlers: { [VOICEMAIL_JOBS.process]: processVoicemail, [VOICEMAIL_JOBS.sms]: sendSms } satisfies JobHandlers,

    /**
     * Leaves one of the recorded examples on one of the account's own numbers (404 for another number), through the
     * same intake as a caller's message: the Dutch appointment request first, then the others in turn.
     */
    async leaveTestMessage(userId: number, number: string): Promise<number> {
      await ownVoipSubscription(db, userId, number);
      const { count } = await db
        .selectFrom('voicemails')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const example = VOICEMAIL_EXAMPLES[Number(count) % VOICEMAIL_EXAMPLES.length]!;
      return receiveVoicemail({
        number,
        caller: example.caller,
        audio: exampleAudio(example),
        receivedAt: clock.now(),
      });
    },

    /** The account's messages, newest first, and how many are new. */
    list: (userId: number) => listVoicemails(db, userId),

    /** A message's recording (404 when it is not the account's). */
    async audio(userId: number, id: number): Promise<Buffer> {
      const row = await db
        .selectFrom('voicemails')
        .select('audio')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return Buffer.from(row.audio);
    },

    async setStatus(userId: number, id: number, status: VoicemailStatus): Promise<Voicemail> {
      await findOwn(userId, id);
      await db.updateTable('voicemails').set({ status }).where('id', '=', id).where('user_id', '=', userId).execute();
      return voicemailOf(await findOwn(userId, id));
    },

    /** Deletes a message and the calendar's appointment it made. */
    async remove(userId: number, id: number): Promise<void> {
      await findOwn(userId, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('appointments').where('voicemail_id', '=', id).execute();
        await trx.deleteFrom('voicemails').where('id', '=', id).where('user_id', '=', userId).execute();
      });
    },

    /**
     * Accepts (→ approved, an appointment of 30 minutes in the calendar) or declines (→ rejected) a pending appointment
     * request; the caller is told by SMS in the message's language. 409 INVALID_TRANSITION without a pending request.
     */
    async decide(userId: number, id: number, decision: 'accept' | 'reject'): Promise<Voicemail> {
      const row = await findOwn(userId, id);
      const date = row.appointment_date;
      if (!date || row.appointment_status !== 'pending') throw new AppError(409, 'INVALID_TRANSITION');
      const time = row.appointment_time ?? DAY_ONLY_APPOINTMENT_TIME;
      const contact = row.callback_number ?? row.caller;
      const now = clock.now();
      const smsLanguage = (row.language && SMS_LANGUAGES.includes(row.language) ? row.language : 'en') as Language;
      const owner = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow();
      const decided = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('voicemails')
          .set({ appointment_status: decision === 'accept' ? 'approved' : 'rejected' })
          .where('id', '=', id)
          .where('appointment_status', '=', 'pending')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        if (decision === 'accept') {
          const start = businessTimeToUtc(date, time);
          const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
          const appointment = await trx
            .insertInto('appointments')
            .values({
              user_id: userId,
              source: 'voicemail',
              voicemail_id: id,
              title: translateMessage('calendar.voicemail.title', owner.language, {
                contact: contact ? formatPhoneNumber(contact) : '—',
              }),
              start_at: start.toISOString(),
              end_at: end.toISOString(),
              contact,
              created_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await publishWebhook(trx, {
            userId,
            type: 'booking.created',
            data: {
              appointmentId: Number(appointment.id),
              source: 'voicemail',
              startAt: start.toISOString(),
              endAt: end.toISOString(),
            },
            now,
          });
        }
        if (contact) {
          const text = translateMessage(
            decision === 'accept' ? 'sms.voicemail.accepted' : 'sms.voicemail.rejected',
            smsLanguage,
            { day: formatDay(date, smsLanguage), time, number: formatPhoneNumber(row.number) },
          );
          await enqueueJob(trx, VOICEMAIL_JOBS.sms, { to: contact, text, userId }, now);
        }
        return true;
      });
      if (!decided) throw new AppError(409, 'INVALID_TRANSITION');
      wake();
      return voicemailOf(await findOwn(userId, id));
    },

    deleteExpired,

    /** Runs `deleteExpired` every `intervalMs` (unref'd); answers its stop. Safe on every instance at once. */
    startExpirySweep(intervalMs: number, onError: (error: unknown) => void): () => void {
      const timer = setInterval(() => {
        deleteExpired().catch(onError);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type VoicemailService = ReturnType<typeof createVoicemailService>;
