// The AI assistant's daily digest (docs/contracts.md §16, docs/decisions/062): at 07:00 in Europe/Amsterdam, every
// account whose assistants took phone calls the day before gets one mail listing them, with the month's calls against
// each plan's limit. One recurring row of the jobs table runs it (the runner adds it when it starts, the handler sets
// its next time); a row of `assistant_digests` per account and day, written with the mail in one transaction, makes
// the mail go once however often the job runs and on however many instances.
import type { Kysely } from 'kysely';
import { findAiAssistantPlan } from '@telecom/domain';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { JOB_MAX_ATTEMPTS, type JobContext, type JobHandlers, type JobResult } from '../jobs/jobs.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { monthAround } from '../voice/call-rating.js';
import { BUSINESS_TIME_ZONE, businessTimeToUtc } from '../voicemail/voicemail-times.js';
import { assistantDigestMail, type DigestCall, type DigestUsage } from './assistant-digest-mail.js';

export const ASSISTANT_DIGEST_JOB = 'assistant.digest';
/** When the digest goes, on the business's clock. */
export const DIGEST_TIME = '07:00';
/** After its last try has failed, the digest job tries again this much later (instead of stopping for good). */
const RETRY_AFTER_FAILURES_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) of a moment in Europe/Amsterdam. */
export function businessDayOf(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day whose digest is due at `now`: the day before the last 07:00 (Amsterdam) at or before `now`. */
export function digestDayAt(now: Date): string {
  const today = businessDayOf(now);
  const dueOn = now.getTime() >= businessTimeToUtc(today, DIGEST_TIME).getTime() ? today : addDays(today, -1);
  return addDays(dueOn, -1);
}

/** The first 07:00 (Amsterdam) after `now`. */
export function nextDigestAt(now: Date): Date {
  const today = businessDayOf(now);
  const at = businessTimeToUtc(today, DIGEST_TIME);
  return at.getTime() > now.getTime() ? at : businessTimeToUtc(addDays(today, 1), DIGEST_TIME);
}

export interface AssistantDigestOptions {
  db: Kysely<Database>;
  mail: MailOutbox;
  publicUrl: string;
  logger: Logger;
  clock?: Clock;
}

export function createAssistantDigest({ db, mail, publicUrl, logger, clock = systemClock }: AssistantDigestOptions) {
  /**
   * Writes the digest of `day` (YYYY-MM-DD, Amsterdam) of every account that had phone calls then and has none yet;
   * answers how many it wrote. The usage counts, as the call log does, the phone calls of the UTC month of `day`, up
   * to the end of `day`: the same figure on every run.
   */
  async function sendDigests(day: string): Promise<number> {
    const from = businessTimeToUtc(day, '00:00').toISOString();
    const until = businessTimeToUtc(addDays(day, 1), '00:00').toISOString();
    const month = monthAround(day);
    const rows = await db
      .selectFrom('assistant_calls')
      .innerJoin('subscriptions', 'subscriptions.id', 'assistant_calls.subscription_id')
      .innerJoin('users', 'users.id', 'assistant_calls.user_id')
      .leftJoin('appointments', 'appointments.id', 'assistant_calls.appointment_id')
      .select([
        'assistant_calls.user_id',
        'assistant_calls.subscription_id',
        'assistant_calls.started_at',
        'assistant_calls.caller',
        'assistant_calls.outcome',
        'assistant_calls.summary',
        'assistant_calls.transfer_number',
        'appointments.start_at',
        'appointments.contact',
        'subscriptions.configuration',
        'users.email',
        'users.first_name',
        'users.language',
      ])
      .where('assistant_calls.channel', '=', 'phone')
      .where('subscriptions.kind', '=', 'ai-assistant')
      .where('assistant_calls.started_at', '>=', from)
      .where('assistant_calls.started_at', '<', until)
      .orderBy('assistant_calls.user_id')
      .orderBy('assistant_calls.started_at')
      .orderBy('assistant_calls.id')
      .execute();
    const accounts = new Map<number, typeof rows>();
    for (const row of rows) accounts.set(row.user_id, [...(accounts.get(row.user_id) ?? []), row]);

    let written = 0;
    for (const [userId, calls] of accounts) {
      const owner = calls[0]!;
      const subscriptions = [...new Map(calls.map((call) => [call.subscription_id, call.configuration]))];
      const usage = await Promise.all(
        subscriptions.map(async ([subscriptionId, configuration]): Promise<DigestUsage> => {
          const counted = await db
            .selectFrom('assistant_calls')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('subscription_id', '=', subscriptionId)
            .where('channel', '=', 'phone')
            .where('started_at', '>=', `${month.start}T00:00:00.000Z`)
            .where('started_at', '<', until)
            .executeTakeFirstOrThrow();
          const plan = findAiAssistantPlan((JSON.parse(configuration) as { plan?: string }).plan ?? '');
          return { plan: plan?.name ?? '—', used: Number(counted.count), limit: plan ? plan.calls : null };
        }),
      );
      const listed: DigestCall[] = calls.map((call) => ({
        startedAt: call.started_at,
        // A call without its number on the row: the booking's contact is the caller's number.
        caller: call.caller ?? call.contact,
        outcome: call.outcome,
        summary: call.summary,
        transferNumber: call.transfer_number,
        bookingStart: call.start_at,
      }));
      const composed = assistantDigestMail(
        {
          email: owner.email,
          name: owner.first_name,
          language: owner.language,
          day,
          monthStart: month.start,
          calls: listed,
          usage,
        },
        publicUrl,
      );
      const wrote = await db.transaction().execute(async (trx) => {
        const kept = await trx
          .insertInto('assistant_digests')
          .values({ user_id: userId, day, calls: calls.length, sent_at: clock.now().toISOString() })
          .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!kept) return false;
        await mail.add(trx, composed);
        return true;
      });
      if (wrote) written++;
    }
    if (written > 0) mail.wake();
    return written;
  }

  /**
   * The recurring job: yesterday's digests (or the last missed day's, after a stop over 07:00), then due again at the
   * next 07:00. A row with an earlier one of its kind waiting (two instances that started at once) finishes at once.
   * Failing, it is tried again with the runner's backoff; after its last try it waits ten minutes rather than stop.
   */
  async function runDigest({ id, attempts }: JobContext): Promise<JobResult> {
    const earlier = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', ASSISTANT_DIGEST_JOB)
      .where('done_at', 'is', null)
      .where('id', '<', id)
      .executeTakeFirst();
    if (earlier) return;
    const now = clock.now();
    try {
      await sendDigests(digestDayAt(now));
    } catch (error) {
      if (attempts + 1 < JOB_MAX_ATTEMPTS) throw error;
      logger.error({ err: error, jobId: id }, 'the assistant digest failed for the last time; it tries again later');
      return { laterMs: RETRY_AFTER_FAILURES_MS };
    }
    return { laterMs: nextDigestAt(now).getTime() - now.getTime() };
  }

  return {
    sendDigests,
    jobHandlers: { [ASSISTANT_DIGEST_JOB]: runDigest } satisfies JobHandlers,
  };
}

export type AssistantDigestService = ReturnType<typeof createAssistantDigest>;
