// The calling meter (docs/contracts.md §15, docs/decisions/052): a number's bundle minutes of this calendar month of
// its bundle's, rated from the stored calls each time (never a running total), the mails at 80 % and 100 % of them,
// once per number, month and threshold (`call_meter_notices`), and the back office's call history of a customer.
import type { Kysely, Selectable } from 'kysely';
import {
  BUNDLE_COVERAGE,
  meterThresholdsCrossed,
  usageSummary,
  type Call,
  type CustomerCallsAnswer,
  type MeterThreshold,
  type NumberUsage,
  type Language,
  type VoipBundleId,
} from '@telecom/domain';
import type { Database, SubscriptionsTable } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { callMeterMail } from './call-meter-mail.js';
import { bundleOfConfiguration, monthAround, rateNumberMonth } from './call-rating.js';

export interface CallMeterServiceOptions {
  db: Kysely<Database>;
  mail: MailOutbox;
  publicUrl: string;
  /** The voice service's: brings the platform's new calls in (and, through its hook, the mails they call for). */
  importCalls: () => Promise<unknown>;
  /** The voice service's: an account's rated calls, as `GET /api/calls` answers them. */
  listCalls: (userId: number) => Promise<Call[]>;
  /**
   * The subscriptions' (`SubscriptionsRepository.holder`): whom a subscription's mails go to, read through `db` (the
   * notice's transaction). Passed in because the subscriptions module builds on this one (docs/decisions/065).
   */
  holderOf: (
    db: Kysely<Database>,
    subscription: Selectable<SubscriptionsTable>,
  ) => Promise<{ name: string; email: string; language: Language } | undefined>;
  clock?: Clock;
}

/** A number of a VOIP subscription that has not ended, with that subscription (the latest one of the number). */
interface LiveNumber {
  number: string;
  bundle: VoipBundleId | null;
  subscription: Selectable<SubscriptionsTable>;
}

export function createCallMeterService({
  db,
  mail,
  publicUrl,
  importCalls,
  listCalls,
  holderOf,
  clock = systemClock,
}: CallMeterServiceOptions) {
  /** The month the meter counts: the calendar month of now, as the call history and the invoice rate calls. */
  const currentMonth = () => monthAround(clock.now().toISOString()).start;

  /** The numbers of VOIP subscriptions that have not ended: of an account, or those of `numbers`. */
  async function liveNumbers(which: { userId: number } | { numbers: readonly string[] }): Promise<LiveNumber[]> {
    if ('numbers' in which && which.numbers.length === 0) return [];
    let query = db
      .selectFrom('subscriptions')
      .selectAll()
      .where('kind', '=', 'voip')
      .where('number', 'is not', null)
      .where('status', '!=', 'cancelled');
    query = 'userId' in which ? query.where('user_id', '=', which.userId) : query.where('number', 'in', which.numbers);
    const byNumber = new Map<string, LiveNumber>();
    for (const subscription of await query.orderBy('id').execute())
      byNumber.set(subscription.number!, {
        number: subscription.number!,
        bundle: bundleOfConfiguration(subscription.configuration),
        subscription,
      });
    return [...byNumber.values()].sort((a, b) => a.number.localeCompare(b.number));
  }

  /** This month's meter of a number: its calls of the month rated whole with its bundle. */
  async function usageOf({ number, bundle }: LiveNumber, monthStart = currentMonth()): Promise<NumberUsage> {
    const summary = usageSummary(await rateNumberMonth(db, { number, monthStart, bundle }), bundle);
    return {
      number,
      month: monthStart.slice(0, 7),
      bundle,
      includedMinutes: summary.bundle.included,
      usedMinutes: summary.bundle.used,
      percent: summary.bundle.percent,
      chargedMinutes: summary.lines.reduce((total, line) => total + line.chargedMinutes, 0),
      costCents: summary.totalCostCents,
    };
  }

  /**
   * The mails the meters of `numbers` now call for: each threshold of this month reached is recorded once (the key of
   * `call_meter_notices`), and one mail goes for the highest one newly recorded: a jump past 100 % records 80 % too,
   * told with the 100 % mail. The record and the mail are one transaction.
   */
  async function noticeThresholds(numbers: readonly string[]): Promise<number> {
    const monthStart = currentMonth();
    let mailed = 0;
    for (const live of await liveNumbers({ numbers })) {
      // Only a bundle with minutes a month has a meter to fill (not NL unlimited, not none).
      if (live.bundle === null || BUNDLE_COVERAGE[live.bundle].minutes === null) continue;
      const usage = await usageOf(live, monthStart);
      if (usage.includedMinutes === null) continue;
      const reached = meterThresholdsCrossed(0, usage.usedMinutes, usage.includedMinutes);
      if (reached.length === 0) continue;
      const sent = await db.transaction().execute(async (trx) => {
        const won: MeterThreshold[] = [];
        for (const threshold of reached) {
          const inserted = await trx
            .insertInto('call_meter_notices')
            .values({ number: live.number, month_start: monthStart, threshold, noticed_at: clock.now().toISOString() })
            .onConflict((oc) => oc.columns(['number', 'month_start', 'threshold']).doNothing())
            .returning('threshold')
            .executeTakeFirst();
          if (inserted) won.push(threshold);
        }
        const threshold = won.at(-1);
        if (threshold === undefined) return false;
        const holder = await holderOf(trx, live.subscription);
        if (!holder) return false;
        await mail.add(
          trx,
          callMeterMail(
            {
              ...holder,
              number: live.number,
              monthStart,
              threshold,
              usedMinutes: usage.usedMinutes,
              includedMinutes: usage.includedMinutes!,
            },
            publicUrl,
          ),
        );
        return true;
      });
      if (sent) mailed++;
    }
    if (mailed > 0) mail.wake();
    return mailed;
  }

  /**
   * Imports the platform's new calls (the import's hook mails what they call for), then looks again at every number
   * that placed calls this month and has not had its 100 % mail: a mail an earlier import could not write goes now.
   */
  async function importAndNotice(): Promise<void> {
    await importCalls();
    const monthStart = currentMonth();
    const callers = await db
      .selectFrom('calls')
      .select('caller')
      .distinct()
      .where('started_at', '>=', monthStart)
      .where('started_at', '<', monthAround(monthStart).next)
      .where('caller', 'not in', (eb) =>
        eb
          .selectFrom('call_meter_notices')
          .select('number')
          .where('month_start', '=', monthStart)
          .where('threshold', '=', 100),
      )
      .execute();
    await noticeThresholds(callers.map((row) => row.caller));
  }

  return {
    noticeThresholds,
    importAndNotice,

    /** This month's meter of one of the account's numbers (404 for a number that is not theirs). */
    async numberUsage(userId: number, number: string): Promise<NumberUsage> {
      await importCalls();
      const live = (await liveNumbers({ userId })).find((candidate) => candidate.number === number);
      if (!live) throw new AppError(404, 'NOT_FOUND');
      return usageOf(live);
    },

    /**
     * The back office's view of a customer record's calls: those of its account as `GET /api/calls` answers them, and
     * this month's meter of each of the account's numbers. A record without an account has none (404: no record).
     */
    async customerCalls(customerId: number): Promise<CustomerCallsAnswer> {
      const customer = await db
        .selectFrom('customers')
        .select('user_id')
        .where('id', '=', customerId)
        .executeTakeFirst();
      if (!customer) throw new AppError(404, 'NOT_FOUND');
      if (customer.user_id === null) return { calls: [], usage: [] };
      const calls = await listCalls(customer.user_id);
      const usage = [];
      for (const live of await liveNumbers({ userId: customer.user_id })) usage.push(await usageOf(live));
      return { calls, usage };
    },

    /** Imports and mails every `intervalMs` (unref'd), so that the meter's mails go without anyone looking. */
    startImportSweep(intervalMs: number, onError: (error: unknown) => void): () => void {
      const timer = setInterval(() => {
        importAndNotice().catch(onError);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type CallMeterService = ReturnType<typeof createCallMeterService>;
