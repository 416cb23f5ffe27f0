// The signed-in account's subscriptions (docs/contracts.md §8): the list, the price of a change, the change itself (from
// the next month: the billing run moves it in), cancelling (to the later of this month's end and the minimum term's
// end, confirmed by mail in the customer's language) and resuming while it has not ended. Anyone else's subscription
// is 404 SUBSCRIPTION_NOT_FOUND; a change that does not apply to its status 409 INVALID_TRANSITION. Every change is
// an activity entry in its transaction.
import {
  BRAND_NAME,
  calculateEsimPrice,
  cancellationEnd,
  languagesFitPlan,
  monthlyWithVat,
  minimumTermEndAfterChange,
  monthStartAfter,
  translateMessage,
  type AiBusiness,
  type EsimConfiguration,
  type Language,
  type SubscriptionPreviewAnswer,
  type SubscriptionRecord,
} from '@telecom/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { formatDate } from '../../lib/mail-format.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import type { ComposedMail, MailOutbox } from '../jobs/mail-outbox.js';
import {
  createSubscriptionsRepository,
  subscriptionRecord,
  type SubscriptionDbRow,
} from './subscriptions.repository.js';

/** The mail that confirms a cancellation and its last day, in the holder's language. */
export function cancellationMail(
  holder: { name: string; email: string; language: Language },
  subscriptionName: string,
  endsOn: string,
): ComposedMail {
  const params = { name: subscriptionName, date: formatDate(endsOn, holder.language) };
  const t = (key: Parameters<typeof translateMessage>[0], extra: Record<string, string> = {}) =>
    translateMessage(key, holder.language, { ...params, ...extra });
  return {
    to: holder.email,
    language: holder.language,
    subject: t('mail.subscription.cancelled.subject'),
    text: [
      t('mail.order.greeting', { name: holder.name }),
      '',
      t('mail.subscription.cancelled.body'),
      '',
      t('mail.signature', { brand: BRAND_NAME }),
      '',
    ].join('\n'),
  };
}

export interface SubscriptionsOptions {
  db: Kysely<Database>;
  /** Where the cancellation's mail is written (docs/contracts.md §12). */
  mail: MailOutbox;
  clock?: Clock;
}

const sameConfiguration = (a: EsimConfiguration, b: EsimConfiguration) =>
  a.durationMonths === b.durationMonths &&
  a.calling === b.calling &&
  a.nlData === b.nlData &&
  a.euData === b.euData &&
  a.worldData === b.worldData;

export function createSubscriptionsService({ db, mail, clock = systemClock }: SubscriptionsOptions) {
  const subscriptions = createSubscriptionsRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);

  async function own(userId: number, id: number): Promise<SubscriptionDbRow> {
    const row = Number.isSafeInteger(id) && id > 0 ? await subscriptions.findOfUser(userId, id) : undefined;
    if (!row) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    return row;
  }

  /** The row as answered; a subscription whose end has passed is no longer active for any change. */
  const isActive = (row: SubscriptionDbRow) => subscriptionRecord(row, today()).status === 'active';

  async function changed(
    row: SubscriptionDbRow,
    change: Partial<Pick<SubscriptionDbRow, 'status' | 'ends_on' | 'cancelled_at' | 'configuration'>> &
      Partial<Pick<SubscriptionDbRow, 'next_configuration' | 'next_monthly_cents' | 'next_from'>>,
    activity: { messageKey: string; params: Record<string, string>; status: 'success' | 'warning' },
    expectedStatus: SubscriptionDbRow['status'],
  ): Promise<SubscriptionRecord> {
    const holder = await subscriptions.holder(row);
    await db.transaction().execute(async (trx) => {
      // Conditional on the status it was read with: two changes at once cannot both apply.
      const result = await trx
        .updateTable('subscriptions')
        .set(change)
        .where('id', '=', row.id)
        .where('status', '=', expectedStatus)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'INVALID_TRANSITION');
      await createActivityRepository(trx).addActivity({
        type: 'user',
        messageKey: activity.messageKey,
        params: { subscription: `${row.name} #${row.id}`, name: holder?.name ?? '', ...activity.params },
        status: activity.status,
        timestamp: clock.now().toISOString(),
      });
    });
    return subscriptionRecord((await subscriptions.find(row.id))!, today());
  }

  return {
    async list(userId: number): Promise<SubscriptionRecord[]> {
      const day = today();
      return (await subscriptions.listOfUser(userId)).map((row) => subscriptionRecord(row, day));
    },

    /** The monthly price of `configuration` for this eSIM Pro subscription, from the next month on. */
    async preview(userId: number, id: number, configuration: EsimConfiguration): Promise<SubscriptionPreviewAnswer> {
      const row = await own(userId, id);
      if (row.kind !== 'esim-pro') throw new AppError(409, 'INVALID_TRANSITION');
      const { monthlyCents } = calculateEsimPrice(configuration);
      const effectiveFrom = monthStartAfter(today(), 1);
      const current = JSON.parse(row.configuration) as EsimConfiguration;
      return {
        monthlyCents,
        monthlyWithVatCents: monthlyWithVat(monthlyCents),
        currentMonthlyCents: row.monthly_cents,
        effectiveFrom,
        currentMinimumTermEnd: row.minimum_term_end,
        // What the billing run will store when it moves the change in (billing.service.ts `changeMovedIn`).
        minimumTermEnd: sameConfiguration(current, configuration)
          ? row.minimum_term_end
          : minimumTermEndAfterChange(row.minimum_term_end, effectiveFrom, configuration.durationMonths),
      };
    },

    /**
     * A change from the next month on (409 INVALID_TRANSITION unless active). The configuration it has now takes
     * a pending change back.
     */
    async change(userId: number, id: number, configuration: EsimConfiguration): Promise<SubscriptionRecord> {
      const row = await own(userId, id);
      if (row.kind !== 'esim-pro' || !isActive(row)) throw new AppError(409, 'INVALID_TRANSITION');
      const current = JSON.parse(row.configuration) as EsimConfiguration;
      const from = monthStartAfter(today(), 1);
      const pending = !sameConfiguration(current, configuration);
      return changed(
        row,
        {
          next_configuration: pending ? JSON.stringify(configuration) : null,
          next_monthly_cents: pending ? calculateEsimPrice(configuration).monthlyCents : null,
          next_from: pending ? from : null,
        },
        { messageKey: 'activity.subscriptionChanged', params: { from }, status: 'success' },
        'active',
      );
    },

    /**
     * An AI assistant's business settings, from now on (409 INVALID_TRANSITION for another kind or once it has ended);
     * no more languages than its plan has (400 on `business.languages`).
     */
    async changeBusiness(userId: number, id: number, business: AiBusiness): Promise<SubscriptionRecord> {
      const row = await own(userId, id);
      const record = subscriptionRecord(row, today());
      if (row.kind !== 'ai-assistant' || record.status === 'cancelled' || record.plan === null)
        throw new AppError(409, 'INVALID_TRANSITION');
      if (!languagesFitPlan(business.languages, record.plan))
        throw new AppError(400, 'VALIDATION_FAILED', {
          fields: { 'business.languages': 'validation.business.languages.tooMany' },
        });
      return changed(
        row,
        { configuration: JSON.stringify({ plan: record.plan, business }) },
        { messageKey: 'activity.subscriptionBusinessChanged', params: {}, status: 'success' },
        row.status,
      );
    },

    /** Cancels an active subscription: cancelling until the later of this month's end and the minimum term's end. */
    async cancel(userId: number, id: number): Promise<SubscriptionRecord> {
      const row = await own(userId, id);
      if (!isActive(row)) throw new AppError(409, 'INVALID_TRANSITION');
      const endsOn = cancellationEnd(today(), row.minimum_term_end);
      const record = await changed(
        row,
        { status: 'cancelling', ends_on: endsOn, cancelled_at: clock.now().toISOString() },
        { messageKey: 'activity.subscriptionCancelled', params: { date: endsOn }, status: 'warning' },
        'active',
      );
      const holder = await subscriptions.holder(row);
      if (holder) {
        await mail.add(db, cancellationMail(holder, row.name, endsOn));
        mail.wake();
      }
      return record;
    },

    /** Undoes a cancellation while its last day has not passed (409 INVALID_TRANSITION otherwise). */
    async resume(userId: number, id: number): Promise<SubscriptionRecord> {
      const row = await own(userId, id);
      if (row.status !== 'cancelling' || row.ends_on === null || row.ends_on < today())
        throw new AppError(409, 'INVALID_TRANSITION');
      return changed(
        row,
        { status: 'active', ends_on: null, cancelled_at: null },
        { messageKey: 'activity.subscriptionResumed', params: {}, status: 'success' },
        'cancelling',
      );
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
