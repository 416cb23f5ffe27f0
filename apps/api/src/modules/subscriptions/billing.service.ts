// The monthly billing run (docs/contracts.md §8). For the calendar month of its date it invoices every subscription that
// month is billed to (isBilledInMonth: not the order's own month, not after its end), after moving a pending change
// in; the invoice (status sent, due after the settings' payment term) is then collected by the simulated direct
// debit (paid). One invoice per subscription per month, never two: the run claims the (subscription, month) row of
// subscription_invoices first, and only the run whose insert made the row invoices, also with two instances at
// once. A subscription whose last day lies before the month becomes cancelled. One transaction per subscription.
//
// The server runs it daily by itself (`startDailyBilling`): the instance whose insert of the day's billing_runs row
// succeeds runs it, the others skip that day. Every day of a month bills that month, so a day that failed is made up
// the next day. `npm run billing -- --date` runs it by hand (billing-command.ts).
import {
  billingMonth,
  dueDateAfter,
  isBilledInMonth,
  isVoipBundleId,
  minimumTermEnd,
  translateMessage,
  type AdminSettings,
  type BillingRunResult,
  type EsimConfiguration,
  type Language,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { LOCALES } from '../../lib/mail-format.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { createVoipNumbersRepository } from '../voip/voip-numbers.repository.js';
import { createSubscriptionInvoice, markInvoicePaid } from '../invoices/invoices.service.js';
import { createSubscriptionsRepository, type SubscriptionDbRow } from './subscriptions.repository.js';

export interface BillingOptions {
  db: Kysely<Database>;
  /** The company settings: the payment term of the invoices. */
  settings: { settings(): Promise<AdminSettings> };
  clock?: Clock;
}

/** 'December 2026', 'december 2026', 'diciembre de 2026'. */
function monthName(monthStart: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monthStart}T00:00:00Z`),
  );
}

/**
 * A month's invoice line: 'eSIM Pro — december 2026', 'AI Assistant Professional — januari 2027', and a VOIP number
 * with the calling bundle its price includes: 'VOIP 020 123 4567 met belbundel Europa — december 2026'.
 */
function lineDescription(row: SubscriptionDbRow, month: string, language: Language): string {
  const bundle = row.kind === 'voip' ? (JSON.parse(row.configuration) as { bundle?: unknown }).bundle : undefined;
  if (isVoipBundleId(bundle))
    return translateMessage('invoice.line.subscriptionVoipBundle', language, {
      name: row.name,
      bundle: translateMessage(`invoice.bundle.${bundle}`, language),
      month,
    });
  return translateMessage('invoice.line.subscription', language, { name: row.name, month });
}

/** What billing one subscription did. */
type Outcome = 'invoiced' | 'ended' | 'nothing';

/** After this long without finishing, a day's run is taken to have died with its instance and may be run again. */
const STALE_RUN_MS = 60 * 60_000;

export function createBillingService({ db, settings, clock = systemClock }: BillingOptions) {
  const nowIso = () => clock.now().toISOString();

  /** Bills one subscription for the month of `date`, in its own transaction. */
  async function billSubscription(id: number, date: string, company: AdminSettings): Promise<Outcome> {
    const month = billingMonth(date);
    return db.transaction().execute(async (trx) => {
      const subscriptions = createSubscriptionsRepository(trx);
      let row = await subscriptions.find(id);
      // Suspended: not invoiced while it is (docs/contracts.md §14).
      if (!row || row.status === 'cancelled' || row.status === 'suspended') return 'nothing';
      const holder = await subscriptions.holder(row);
      const activityName = holder?.name ?? '';

      if (row.ends_on !== null && row.ends_on < month.start) {
        const ended = await trx
          .updateTable('subscriptions')
          .set({ status: 'cancelled' })
          .where('id', '=', row.id)
          .where('status', '!=', 'cancelled')
          .executeTakeFirst();
        if (Number(ended.numUpdatedRows) !== 1) return 'nothing';
        // What it delivered stops: the back office's service, and a VOIP number goes back to the inventory.
        await trx.updateTable('services').set({ status: 'expired' }).where('order_id', '=', row.order_id).execute();
        await createVoipNumbersRepository(trx).freeOfSubscription(row.id, nowIso());
        await createActivityRepository(trx).addActivity({
          type: 'user',
          messageKey: 'activity.subscriptionEnded',
          params: { subscription: `${row.name} #${row.id}`, name: activityName },
          status: 'warning',
          timestamp: nowIso(),
        });
        return 'ended';
      }
      if (!isBilledInMonth({ startedOn: row.started_on, endsOn: row.ends_on, trialEnd: row.trial_end }, date)) {
        return 'nothing';
      }

      // The claim: only the run whose insert makes the row invoices this month.
      const claimed = await trx
        .insertInto('subscription_invoices')
        .values({ subscription_id: row.id, period_start: month.start, invoice_id: null })
        .onConflict((conflict) => conflict.columns(['subscription_id', 'period_start']).doNothing())
        .returning('subscription_id')
        .executeTakeFirst();
      if (!claimed) return 'nothing';

      row = await applyPendingChange(trx, row, month.start);
      if (!holder) throw new Error(`Subscription ${row.id} has neither a customer record nor an account to bill`);

      const line = {
        description: lineDescription(row, monthName(month.start, holder.language), holder.language),
        quantity: 1,
        unitPriceCents: row.monthly_cents,
      };
      const timestamp = nowIso();
      const invoiceId = await createSubscriptionInvoice(trx, {
        customerId: row.customer_id,
        customerName: holder.name,
        customerEmail: holder.email,
        lines: [line],
        language: holder.language,
        issueDate: date,
        dueDate: dueDateAfter(date, company.invoiceDueDays),
        timestamp,
      });
      await trx
        .updateTable('subscription_invoices')
        .set({ invoice_id: invoiceId })
        .where('subscription_id', '=', row.id)
        .where('period_start', '=', month.start)
        .execute();
      // The simulated direct debit collects it at once.
      const invoice = await trx
        .selectFrom('invoices')
        .select(['invoice_number', 'customer_name'])
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow();
      await markInvoicePaid(
        trx,
        { id: invoiceId, invoiceNumber: invoice.invoice_number, customerName: invoice.customer_name },
        { paidDate: date, timestamp },
      );
      return 'invoiced';
    });
  }

  /** Moves a change whose month has come into the subscription (in the caller's transaction). */
  async function applyPendingChange(
    trx: Kysely<Database>,
    row: SubscriptionDbRow,
    monthStart: string,
  ): Promise<SubscriptionDbRow> {
    if (
      row.next_from === null ||
      row.next_from > monthStart ||
      row.next_configuration === null ||
      row.next_monthly_cents === null
    ) {
      return row;
    }
    const next = JSON.parse(row.next_configuration) as EsimConfiguration;
    // A new duration starts its own minimum term with the change; a shorter one never ends the current term early.
    const newTermEnd = minimumTermEnd(row.next_from, next.durationMonths);
    const change = {
      configuration: row.next_configuration,
      monthly_cents: row.next_monthly_cents,
      next_configuration: null,
      next_monthly_cents: null,
      next_from: null,
      minimum_term_end: newTermEnd > row.minimum_term_end ? newTermEnd : row.minimum_term_end,
    };
    await trx.updateTable('subscriptions').set(change).where('id', '=', row.id).execute();
    return { ...row, ...change };
  }

  /** The billing run for the month of `date` (YYYY-MM-DD). Safe to repeat and to run on several instances at once. */
  async function runBilling(date: string): Promise<BillingRunResult> {
    const company = await settings.settings();
    const { start } = billingMonth(date);
    const candidates = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', 'not in', ['cancelled', 'suspended'])
      .where((eb) => eb.or([eb('started_on', '<', start), eb('ends_on', '<', start)]))
      .orderBy('id')
      .execute();
    let invoiced = 0;
    let ended = 0;
    const failed: { id: number; error: unknown }[] = [];
    for (const { id } of candidates) {
      try {
        const outcome = await billSubscription(id, date, company);
        if (outcome === 'invoiced') invoiced += 1;
        else if (outcome === 'ended') ended += 1;
      } catch (error) {
        // Its transaction is rolled back (no claim, no invoice): the others are billed, and the next run retries it.
        failed.push({ id, error });
      }
    }
    if (failed.length > 0) {
      throw new AggregateError(
        failed.map((failure) => failure.error),
        `The billing run of ${date} failed for subscription ${failed.map((failure) => failure.id).join(', ')} (${invoiced} invoiced, ${ended} ended)`,
      );
    }
    // Every invoice of the run is collected in its own transaction.
    return { date, invoiced, collected: invoiced, ended };
  }

  /** Records a finished run of `date` in billing_runs (the manual run too; it replaces that day's result). */
  async function recordRun(date: string, startedAt: string, result: BillingRunResult): Promise<void> {
    const finished = { finished_at: nowIso(), result: JSON.stringify(result) };
    await db
      .insertInto('billing_runs')
      .values({ run_date: date, started_at: startedAt, ...finished })
      .onConflict((conflict) => conflict.column('run_date').doUpdateSet(finished))
      .execute();
  }

  /**
   * Today's run (UTC) when this instance claims it: the insert of the day's billing_runs row, or taking over a run
   * that has not finished within an hour (its instance died). Undefined when another instance has it.
   */
  async function runToday(): Promise<BillingRunResult | undefined> {
    const startedAt = nowIso();
    const date = startedAt.slice(0, 10);
    const claimed =
      (await db
        .insertInto('billing_runs')
        .values({ run_date: date, started_at: startedAt, finished_at: null, result: null })
        .onConflict((conflict) => conflict.column('run_date').doNothing())
        .returning('run_date')
        .executeTakeFirst()) ??
      (await db
        .updateTable('billing_runs')
        .set({ started_at: startedAt })
        .where('run_date', '=', date)
        .where('finished_at', 'is', null)
        .where('started_at', '<', new Date(clock.now().getTime() - STALE_RUN_MS).toISOString())
        .returning('run_date')
        .executeTakeFirst());
    if (!claimed) return undefined;
    const result = await runBilling(date);
    await recordRun(date, startedAt, result);
    return result;
  }

  return {
    runBilling,
    recordRun,
    runToday,

    /**
     * Runs today's billing at once and then every `intervalMs` (the day changes at midnight UTC); one instance runs
     * each day. Returns the function that stops it.
     */
    startDailyBilling(
      intervalMs: number,
      {
        onRun,
        onError,
        track,
      }: {
        onRun?: (result: BillingRunResult) => void;
        onError: (error: unknown) => void;
        /** Given each check while it runs: the server lets a run finish before it closes the database. */
        track?: (work: Promise<unknown>) => void;
      },
    ): () => void {
      let running = false;
      const tick = () => {
        if (running) return;
        running = true;
        const work = runToday()
          .then((result) => {
            if (result) onRun?.(result);
          })
          .catch(onError)
          .finally(() => {
            running = false;
          });
        track?.(work);
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
