// The monthly billing run (docs/contracts.md §8, §14). For the calendar month of its date it invoices every subscription
// that month is billed to (isBilledInMonth: not the order's own month, not after its end, not in a trial) whose status
// is one of INVOICED_STATUSES, after moving a pending change in; the invoice (due after the settings' payment term) is
// collected at once by the simulated direct debit (paid). One invoice per subscription per month, never two: the run
// claims the (subscription, month) row of subscription_invoices first, and only the run whose insert made the row
// invoices, also with two instances at once. A subscription whose last day lies before the month becomes cancelled.
// A VOIP number whose subscription ended in the month before or since, and which this month's invoices do not charge,
// gets a final invoice of that month's calls up to its last day (docs/decisions/053), under the same claim.
//
// It works in batches of BATCH_SIZE subscriptions in id order (keyset paging on the primary key, so memory stays flat
// and every page costs the same), one transaction per batch: a batch is billed completely or not at all, also when
// the process dies in the middle, and the next run bills what a failed batch left. Each batch is a handful of
// set-based statements: one read of its candidates with their holders and claims, one update of the ended ones, one
// multi-row insert of the claims, one update of the changes moved in, one take of the invoice number counter, and
// multi-row inserts of the invoices, their lines and activity entries. A batch that fails is billed again one
// subscription at a time, so that one bad subscription holds up none of the others and the run names it.
//
// The server runs it daily by itself (`startDailyBilling`): the instance whose insert of the day's billing_runs row
// succeeds runs it, the others skip that day. Every day of a month bills that month, so a day that failed is made up
// the next day. `npm run billing -- --date` runs it by hand (billing-command.ts), `--dry-run` previews it.
import {
  BRAND_NAME,
  DESTINATION_MESSAGES,
  DESTINATION_RATE_CENTS,
  invoiceUsageLines,
  usageSummary,
  billingMonth,
  type InvoiceLineInput,
  dueDateAfter,
  invoiceAmounts,
  isBilledInMonth,
  isVoipBundleId,
  minimumTermEndAfterChange,
  translateMessage,
  type AdminSettings,
  type BillingRunResult,
  type EsimConfiguration,
  type Language,
  type SubscriptionKind,
} from '@telecom/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { LOCALES } from '../../lib/mail-format.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { bundleOfConfiguration, monthAround, rateNumberMonth } from '../voice/call-rating.js';
import { endSipAccounts } from '../voice/sip-account-lifecycle.js';
import { createVoipNumbersRepository } from '../voip/voip-numbers.repository.js';
import { createPaidSubscriptionInvoices } from '../invoices/invoices.service.js';
import {
  createSubscriptionsRepository,
  type BillingCandidate,
  type SubscriptionDbRow,
  type SubscriptionHolder,
} from './subscriptions.repository.js';

/**
 * The statuses whose subscriptions the run invoices, named one by one: any other (cancelled, and a status added later
 * such as suspended) is not invoiced until it is one of these again.
 */
export const INVOICED_STATUSES = ['active', 'cancelling'] as const satisfies readonly SubscriptionDbRow['status'][];

const isInvoicedStatus = (status: string): boolean => (INVOICED_STATUSES as readonly string[]).includes(status);

/**
 * Subscriptions per batch (and transaction): a few statements per batch, each under the parameter limits. 500, not
 * 1,000: as fast (38–39 s for 100,000 on SQLite either way), and the run's process stayed at 170 MB instead of
 * growing to 290 MB (V8 grew its heap for the larger batches' garbage: queries of 17,000 values).
 */
export const BATCH_SIZE = 500;

/** A turn of the event loop between batches: the server answers its requests while the daily run goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface BillingOptions {
  db: Kysely<Database>;
  /** The company settings: the payment term of the invoices. */
  settings: { settings(): Promise<AdminSettings> };
  clock?: Clock;
  /** Subscriptions per batch; BATCH_SIZE unless a test wants small ones. */
  batchSize?: number;
  /** Brings the voice platform's newest calls into `calls` before a run rates last month's (the voice service's). */
  importCalls?: () => Promise<unknown>;
}

/** What a dry run would do: counts and amounts (before VAT and with it), per kind, and the first subscriptions. */
export interface BillingPreview {
  date: string;
  invoiced: number;
  amountCents: number;
  totalCents: number;
  byKind: Partial<Record<SubscriptionKind, { invoiced: number; amountCents: number; totalCents: number }>>;
  ended: number;
  /** Subscriptions that could not be billed (neither a customer record nor an account): how many, the first ids. */
  unbillable: number;
  unbillableIds: number[];
  /** The first PREVIEW_LINES invoices it would make. */
  first: { subscriptionId: number; customerName: string; description: string; amountCents: number }[];
}

/** Lines of a dry run's list (and ids of its unbillable subscriptions). */
export const PREVIEW_LINES = 20;

/** After this long without finishing, a day's run is taken to have died with its instance and may be run again. */
const STALE_RUN_MS = 60 * 60_000;

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

/** The columns a change whose month has come moves into the subscription. */
type MovedChange = Pick<
  SubscriptionDbRow,
  'configuration' | 'monthly_cents' | 'next_configuration' | 'next_monthly_cents' | 'next_from' | 'minimum_term_end'
>;

/** The change of `row` that the month starting `monthStart` moves in, if it has one. */
function changeMovedIn(row: SubscriptionDbRow, monthStart: string): MovedChange | undefined {
  if (
    row.next_from === null ||
    row.next_from > monthStart ||
    row.next_configuration === null ||
    row.next_monthly_cents === null
  ) {
    return undefined;
  }
  const next = JSON.parse(row.next_configuration) as EsimConfiguration;
  return {
    configuration: row.next_configuration,
    monthly_cents: row.next_monthly_cents,
    next_configuration: null,
    next_monthly_cents: null,
    next_from: null,
    // The day the plan change preview showed (a new duration starts its own term; a shorter one never ends it early).
    minimum_term_end: minimumTermEndAfterChange(row.minimum_term_end, row.next_from, next.durationMonths),
  };
}

/** An invoice the run is to make: the subscription as billed (its change moved in), its holder and its line. */
interface PlannedInvoice {
  row: SubscriptionDbRow;
  change: MovedChange | undefined;
  holder: SubscriptionHolder;
  description: string;
  /** The configuration of the month before, whose calls this invoice charges (a change moves in after it). */
  previousConfiguration: string;
}

/** What a batch is to do, decided from its candidates alone (no database). */
interface BatchPlan {
  toEnd: BillingCandidate[];
  toInvoice: PlannedInvoice[];
  unbillable: number[];
}

/** The invoice lines' month names, made once per language and run (an Intl formatter is slow to make). */
function monthNames(monthStart: string): (language: Language) => string {
  const names = new Map<Language, string>();
  return (language) => {
    let name = names.get(language);
    if (name === undefined) names.set(language, (name = monthName(monthStart, language)));
    return name;
  };
}

function planBatch(candidates: readonly BillingCandidate[], date: string, month: (language: Language) => string) {
  const { start } = billingMonth(date);
  const plan: BatchPlan = { toEnd: [], toInvoice: [], unbillable: [] };
  for (const candidate of candidates) {
    const { row, holder } = candidate;
    if (row.ends_on !== null && row.ends_on < start) {
      plan.toEnd.push(candidate);
      continue;
    }
    if (
      !isInvoicedStatus(row.status) ||
      candidate.claimed ||
      !isBilledInMonth({ startedOn: row.started_on, endsOn: row.ends_on, trialEnd: row.trial_end }, date)
    ) {
      continue;
    }
    if (!holder) {
      plan.unbillable.push(row.id);
      continue;
    }
    const change = changeMovedIn(row, start);
    const billed = change ? { ...row, ...change } : row;
    plan.toInvoice.push({
      row: billed,
      change,
      holder,
      description: lineDescription(billed, month(holder.language), holder.language),
      previousConfiguration: row.configuration,
    });
  }
  return plan;
}

/**
 * The calls a VOIP number placed in the month before `monthStart`, as invoice lines per destination class with a cost
 * (docs/contracts.md §15): the minutes charged after the bundle's at the destination's rate per minute. Rated from the
 * stored calls with the bundle of that month, as the call history shows them.
 */
async function callUsageLines(
  trx: Kysely<Database>,
  claimed: readonly PlannedInvoice[],
  monthStart: string,
): Promise<Map<number, InvoiceLineInput[]>> {
  const lines = new Map<number, InvoiceLineInput[]>();
  const { previous } = monthAround(monthStart);
  for (const { row, holder, previousConfiguration } of claimed) {
    if (row.kind !== 'voip' || row.number === null) continue;
    const usage = await numberUsageLines(trx, {
      number: row.number,
      configuration: previousConfiguration,
      language: holder.language,
      monthStart: previous,
    });
    if (usage.length > 0) lines.set(row.id, usage);
  }
  return lines;
}

/** The usage lines of the calls `number` placed in the month starting `monthStart` (before `before`, when given). */
async function numberUsageLines(
  trx: Kysely<Database>,
  {
    number,
    configuration,
    language,
    monthStart,
    before,
  }: { number: string; configuration: string; language: Language; monthStart: string; before?: string },
): Promise<InvoiceLineInput[]> {
  const bundle = bundleOfConfiguration(configuration);
  const rated = await rateNumberMonth(trx, { number, monthStart, bundle, before });
  if (rated.length === 0) return [];
  const month = monthName(monthStart, language);
  return invoiceUsageLines(usageSummary(rated, bundle)).map((line) => ({
    description: translateMessage('invoice.line.callUsage', language, {
      destination: translateMessage(DESTINATION_MESSAGES[line.destination], language, { brand: BRAND_NAME }),
      month,
      minutes: line.chargedMinutes,
    }),
    quantity: line.chargedMinutes,
    unitPriceCents: DESTINATION_RATE_CENTS[line.destination],
  }));
}

/** The day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `(VALUES (…), (…)) AS v` of rows of cells, for UPDATE … FROM on both databases: columns v.column1, v.column2, … */
const valuesTable = (rows: readonly (readonly RawBuilder<unknown>[])[]) =>
  sql`(VALUES ${sql.join(rows.map((cells) => sql`(${sql.join(cells)})`))}) AS v`;
const integer = (value: number) => sql`CAST(${value} AS INTEGER)`;
const text = (value: string) => sql`CAST(${value} AS TEXT)`;

/** An error of a subscription that could not be billed. */
const unbillableError = (id: number) =>
  new Error(`Subscription ${id} has neither a customer record nor an account to bill`);

export function createBillingService({
  db,
  settings,
  clock = systemClock,
  batchSize = BATCH_SIZE,
  importCalls,
}: BillingOptions) {
  const nowIso = () => clock.now().toISOString();

  /**
   * Carries out a batch's plan in the caller's transaction: ends, claims, moves changes in, invoices (paid by the
   * direct debit). Answers how many it invoiced and ended.
   */
  async function billBatch(
    trx: Kysely<Database>,
    plan: BatchPlan,
    date: string,
    company: AdminSettings,
  ): Promise<{ invoiced: number; ended: number }> {
    const { start } = billingMonth(date);
    const timestamp = nowIso();
    let ended: BillingCandidate[] = [];
    if (plan.toEnd.length > 0) {
      const endedIds = new Set(
        (
          await trx
            .updateTable('subscriptions')
            .set({ status: 'cancelled' })
            .where(
              'id',
              'in',
              plan.toEnd.map(({ row }) => row.id),
            )
            .where('status', '!=', 'cancelled')
            .returning('id')
            .execute()
        ).map(({ id }) => Number(id)),
      );
      ended = plan.toEnd.filter(({ row }) => endedIds.has(row.id));
    }
    if (ended.length > 0) {
      // What they delivered stops: the back office's service, and a VOIP number goes back to the inventory.
      await trx
        .updateTable('services')
        .set({ status: 'expired' })
        .where(
          'order_id',
          'in',
          ended.map(({ row }) => row.order_id),
        )
        .execute();
      await createVoipNumbersRepository(trx).freeOfSubscriptions(
        ended.map(({ row }) => row.id),
        timestamp,
      );
      await endSipAccounts(
        trx,
        ended.map(({ row }) => row.id),
        new Date(timestamp),
      );
      await createActivityRepository(trx).addActivities(
        ended.map(({ row, holder }) => ({
          type: 'user' as const,
          messageKey: 'activity.subscriptionEnded',
          params: { subscription: `${row.name} #${row.id}`, name: holder?.name ?? '' },
          status: 'warning' as const,
          timestamp,
        })),
      );
    }
    if (plan.toInvoice.length === 0) return { invoiced: 0, ended: ended.length };

    // The claim: only the run whose insert makes the row invoices this month.
    const claimedIds = new Set(
      (
        await trx
          .insertInto('subscription_invoices')
          .values(plan.toInvoice.map(({ row }) => ({ subscription_id: row.id, period_start: start, invoice_id: null })))
          .onConflict((conflict) => conflict.columns(['subscription_id', 'period_start']).doNothing())
          .returning('subscription_id')
          .execute()
      ).map(({ subscription_id }) => Number(subscription_id)),
    );
    const claimed = plan.toInvoice.filter(({ row }) => claimedIds.has(row.id));
    if (claimed.length === 0) return { invoiced: 0, ended: ended.length };

    const changed = claimed.filter(({ change }) => change !== undefined);
    if (changed.length > 0) {
      await sql`UPDATE subscriptions SET configuration = v.column2, monthly_cents = v.column3,
        minimum_term_end = v.column4, next_configuration = NULL, next_monthly_cents = NULL, next_from = NULL
        FROM ${valuesTable(
          changed.map(({ row }) => [
            integer(row.id),
            text(row.configuration),
            integer(row.monthly_cents),
            text(row.minimum_term_end),
          ]),
        )}
        WHERE subscriptions.id = v.column1`.execute(trx);
    }

    const usage = await callUsageLines(trx, claimed, start);
    const invoiceIds = await createPaidSubscriptionInvoices(
      trx,
      claimed.map(({ row, holder, description }) => ({
        customerId: row.customer_id,
        customerName: holder.name,
        customerEmail: holder.email,
        lines: [{ description, quantity: 1, unitPriceCents: row.monthly_cents }, ...(usage.get(row.id) ?? [])],
        language: holder.language,
        vat: { percent: Number(row.vat_percent), reverseCharge: Number(row.reverse_charge) === 1 },
      })),
      { issueDate: date, dueDate: dueDateAfter(date, company.invoiceDueDays), timestamp },
    );
    await sql`UPDATE subscription_invoices SET invoice_id = v.column2
      FROM ${valuesTable(claimed.map(({ row }, at) => [integer(row.id), integer(invoiceIds[at]!)]))}
      WHERE subscription_invoices.subscription_id = v.column1 AND subscription_invoices.period_start = ${start}`.execute(
      trx,
    );
    return { invoiced: claimed.length, ended: ended.length };
  }

  /**
   * One transaction: reads the candidates of `page`, plans and bills them. `read` is given the page's candidates as
   * soon as they are read, so that the caller knows which subscriptions a failed batch held.
   */
  async function billPage(
    page: { after: number; limit: number } | { id: number },
    date: string,
    company: AdminSettings,
    month: (language: Language) => string,
    read: (candidates: BillingCandidate[]) => void,
  ) {
    return db.transaction().execute(async (trx) => {
      const candidates = await createSubscriptionsRepository(trx).billingCandidates(billingMonth(date).start, page);
      read(candidates);
      const plan = planBatch(candidates, date, month);
      const done = await billBatch(trx, plan, date, company);
      return { ...done, unbillable: plan.unbillable };
    });
  }

  /**
   * The final invoice of an ended VOIP subscription (docs/decisions/053), in its own transaction: the calls its number
   * placed in the month before the run's, up to its last day, when they cost something. Claimed as the month's
   * invoice, so it is made once, and never beside a monthly invoice of the same month (which charges those calls).
   * Answers whether it made one.
   */
  async function billFinalUsage(row: SubscriptionDbRow, date: string, company: AdminSettings): Promise<boolean> {
    const { start } = billingMonth(date);
    return db.transaction().execute(async (trx) => {
      const holder = await createSubscriptionsRepository(trx).holder(row);
      // Nobody to bill (an account deleted with its customer record): nothing.
      if (!holder || row.number === null || row.ends_on === null) return false;
      const lines = await numberUsageLines(trx, {
        number: row.number,
        configuration: row.configuration,
        language: holder.language,
        monthStart: monthAround(start).previous,
        before: dayAfter(row.ends_on),
      });
      // Nothing to charge: no invoice and no claim (a call reported later is charged by a later run of the month).
      if (lines.length === 0) return false;
      const claimed = await trx
        .insertInto('subscription_invoices')
        .values({ subscription_id: row.id, period_start: start, invoice_id: null })
        .onConflict((conflict) => conflict.columns(['subscription_id', 'period_start']).doNothing())
        .returning('subscription_id')
        .execute();
      if (claimed.length === 0) return false;
      const [invoiceId] = await createPaidSubscriptionInvoices(
        trx,
        [
          {
            customerId: row.customer_id,
            customerName: holder.name,
            customerEmail: holder.email,
            lines,
            language: holder.language,
            vat: { percent: Number(row.vat_percent), reverseCharge: Number(row.reverse_charge) === 1 },
          },
        ],
        { issueDate: date, dueDate: dueDateAfter(date, company.invoiceDueDays), timestamp: nowIso() },
      );
      await trx
        .updateTable('subscription_invoices')
        .set({ invoice_id: invoiceId! })
        .where('subscription_id', '=', row.id)
        .where('period_start', '=', start)
        .execute();
      return true;
    });
  }

  /**
   * The VOIP subscriptions the run of `date` may owe a final invoice: ended (cancelled) on or after the first day of
   * the month before, started before the run's month, with no invoice of the run's month. A page in id order.
   */
  function endedVoipSubscriptions(date: string, after: number): Promise<SubscriptionDbRow[]> {
    const { start } = billingMonth(date);
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('kind', '=', 'voip')
      .where('status', '=', 'cancelled')
      .where('number', 'is not', null)
      .where('ends_on', '>=', monthAround(start).previous)
      .where('started_on', '<', start)
      .where('id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('subscription_invoices')
              .select('subscription_id')
              .whereRef('subscription_invoices.subscription_id', '=', 'subscriptions.id')
              .where('subscription_invoices.period_start', '=', start),
          ),
        ),
      )
      .orderBy('id')
      .limit(batchSize)
      .execute();
  }

  /** The billing run for the month of `date` (YYYY-MM-DD). Safe to repeat and to run on several instances at once. */
  async function runBilling(date: string): Promise<BillingRunResult> {
    await importCalls?.();
    const company = await settings.settings();
    const month = monthNames(billingMonth(date).start);
    let invoiced = 0;
    let ended = 0;
    const failed: { id: number; error: unknown }[] = [];
    const count = (done: { invoiced: number; ended: number; unbillable: number[] }) => {
      invoiced += done.invoiced;
      ended += done.ended;
      for (const id of done.unbillable) failed.push({ id, error: unbillableError(id) });
    };
    for (let after = 0; ;) {
      let candidates: BillingCandidate[] | undefined;
      try {
        count(await billPage({ after, limit: batchSize }, date, company, month, (read) => (candidates = read)));
      } catch (error) {
        if (candidates === undefined) throw error; // not even read: nothing to go on with
        // Its transaction is rolled back (no claim, no invoice, no number): each of its subscriptions on its own.
        for (const { row } of candidates) {
          try {
            count(await billPage({ id: row.id }, date, company, month, () => undefined));
          } catch (error) {
            failed.push({ id: row.id, error });
          }
        }
      }
      if (candidates === undefined || candidates.length < batchSize) break;
      after = candidates.at(-1)!.row.id;
      await nextTurn();
    }
    // After the pages, which have ended what ended before this month: the final invoices of ended VOIP numbers.
    for (let after = 0; ;) {
      const ended = await endedVoipSubscriptions(date, after);
      for (const row of ended) {
        try {
          if (await billFinalUsage(row, date, company)) invoiced += 1;
        } catch (error) {
          failed.push({ id: row.id, error });
        }
      }
      if (ended.length < batchSize) break;
      after = ended.at(-1)!.id;
      await nextTurn();
    }
    if (failed.length > 0) {
      throw new AggregateError(
        failed.map((failure) => failure.error),
        `The billing run of ${date} failed for subscription ${failed.map((failure) => failure.id).join(', ')} (${invoiced} invoiced, ${ended} ended)`,
      );
    }
    // Every invoice of the run is collected with it.
    return { date, invoiced, collected: invoiced, ended };
  }

  /** What the run of `date` would do now, changing nothing (`npm run billing -- --dry-run`). Pages like the run. */
  async function previewBilling(date: string): Promise<BillingPreview> {
    const month = monthNames(billingMonth(date).start);
    const subscriptions = createSubscriptionsRepository(db);
    const preview: BillingPreview = {
      date,
      invoiced: 0,
      amountCents: 0,
      totalCents: 0,
      byKind: {},
      ended: 0,
      unbillable: 0,
      unbillableIds: [],
      first: [],
    };
    for (let after = 0; ;) {
      const candidates = await subscriptions.billingCandidates(billingMonth(date).start, { after, limit: batchSize });
      const plan = planBatch(candidates, date, month);
      preview.ended += plan.toEnd.length;
      preview.unbillable += plan.unbillable.length;
      for (const id of plan.unbillable)
        if (preview.unbillableIds.length < PREVIEW_LINES) preview.unbillableIds.push(id);
      for (const { row, holder, description } of plan.toInvoice) {
        const { subtotalCents, totalCents } = invoiceAmounts(
          [{ quantity: 1, unitPriceCents: row.monthly_cents }],
          Number(row.vat_percent),
        );
        const kind = (preview.byKind[row.kind] ??= { invoiced: 0, amountCents: 0, totalCents: 0 });
        kind.invoiced += 1;
        kind.amountCents += subtotalCents;
        kind.totalCents += totalCents;
        preview.invoiced += 1;
        preview.amountCents += subtotalCents;
        preview.totalCents += totalCents;
        if (preview.first.length < PREVIEW_LINES)
          preview.first.push({
            subscriptionId: row.id,
            customerName: holder.name,
            description,
            amountCents: subtotalCents,
          });
      }
      if (candidates.length < batchSize) break;
      after = candidates.at(-1)!.row.id;
      await nextTurn();
    }
    return preview;
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
    previewBilling,
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
