// The back office acts on subscriptions (docs/contracts.md §14): suspend (nothing is invoiced while suspended), resume
// (back to what it was: cancelling while it has a last day, else active; or a cancellation taken back), cancel at the
// end of the term (as the customer can) or now (it ends today and what it delivers stops: its eSIM, its service, a new
// VOIP number back to the inventory). Suspending a customer record suspends its subscriptions, reactivating it resumes
// them (`suspendOfCustomer` / `resumeOfCustomer`, in the customer change's transaction). Each change is conditional on
// the status it was read with and is an activity entry, with the acting admin (lib/actor-context.ts).
import {
  cancellationEnd,
  subscriptionAdminActions,
  type AdminCancelSubscriptionBody,
  type SubscriptionAdminAction,
  type SubscriptionServiceRef,
} from '@telecom/domain';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { ESIM_JOBS } from '../esims/esims.service.js';
import { enqueueJob } from '../jobs/jobs.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { endSipAccounts } from '../voice/sip-account-lifecycle.js';
import { createVoipNumbersRepository } from '../voip/voip-numbers.repository.js';
import { cancellationMail } from './subscriptions.service.js';
import {
  createSubscriptionsRepository,
  subscriptionRecord,
  subscriptionServiceRef,
  type SubscriptionDbRow,
} from './subscriptions.repository.js';

export interface AdminSubscriptionsOptions {
  db: Kysely<Database>;
  mail: MailOutbox;
  /** Whether an ended eSIM's profile is given up at the platform (the `esim.cancel` job: ES2+). */
  cancelsProfiles: boolean;
  clock?: Clock;
}

type Db = Kysely<Database> | Transaction<Database>;

const label = (row: Pick<SubscriptionDbRow, 'name' | 'id'>) => `${row.name} #${row.id}`;

/** Suspended → what it was: cancelling while it has a last day, else active. */
const statusAfterSuspension = (row: Pick<SubscriptionDbRow, 'ends_on'>) =>
  row.ends_on === null ? ('active' as const) : ('cancelling' as const);

/**
 * Suspends the active and cancelling subscriptions of customer record `customerId` (not yet ended on `today`), each
 * with its activity entry; in the caller's transaction.
 */
export async function suspendOfCustomer(trx: Db, customerId: number, customerName: string, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const rows = await trx
    .selectFrom('subscriptions')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['active', 'cancelling'])
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'suspended', suspended_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await createActivityRepository(trx).addActivity({
      type: 'user',
      messageKey: 'activity.subscriptionSuspended',
      params: { subscription: label(row), name: customerName },
      status: 'warning',
      timestamp: now.toISOString(),
    });
  }
}

/** Resumes the suspended subscriptions of customer record `customerId`, each with its activity entry. */
export async function resumeOfCustomer(trx: Db, customerId: number, customerName: string, now: Date): Promise<void> {
  const rows = await trx
    .selectFrom('subscriptions')
    .select(['id', 'name', 'ends_on'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'suspended')
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('subscriptions')
      .set({ status: statusAfterSuspension(row), suspended_at: null })
      .where('id', '=', row.id)
      .execute();
    await createActivityRepository(trx).addActivity({
      type: 'user',
      messageKey: 'activity.subscriptionResumed',
      params: { subscription: label(row), name: customerName },
      status: 'success',
      timestamp: now.toISOString(),
    });
  }
}

export function createAdminSubscriptionsService({
  db,
  mail,
  cancelsProfiles,
  clock = systemClock,
}: AdminSubscriptionsOptions) {
  const subscriptions = createSubscriptionsRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);

  /** The subscription for an action that must apply to its status now: 404 SUBSCRIPTION_NOT_FOUND, 409 otherwise. */
  async function forAction(id: number, action: SubscriptionAdminAction): Promise<SubscriptionDbRow> {
    const row = await subscriptions.find(id);
    if (!row) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
    if (!subscriptionAdminActions(subscriptionRecord(row, today()).status).includes(action))
      throw new AppError(409, 'INVALID_TRANSITION');
    return row;
  }

  /**
   * The change, conditional on the status it was read with (409 INVALID_TRANSITION when another came first), its
   * activity entry and whatever else the action does (`also`), in one transaction; answers the subscription as it is.
   */
  async function apply(
    row: SubscriptionDbRow,
    change: Updateable<SubscriptionsTable>,
    activity: { messageKey: string; params?: Record<string, string>; status: 'success' | 'warning' },
    also?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<SubscriptionServiceRef> {
    const holder = await subscriptions.holder(row);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('subscriptions')
        .set(change)
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'INVALID_TRANSITION');
      await createActivityRepository(trx).addActivity({
        type: 'user',
        messageKey: activity.messageKey,
        params: { subscription: label(row), name: holder?.name ?? '', ...activity.params },
        status: activity.status,
        timestamp: now.toISOString(),
      });
      await also?.(trx);
    });
    return subscriptionServiceRef((await subscriptions.find(row.id))!, today());
  }

  /** What an ended subscription delivered stops: its eSIM (expired), the order's service, a new VOIP number. */
  async function stopDelivery(trx: Transaction<Database>, row: SubscriptionDbRow, now: Date): Promise<void> {
    const at = now.toISOString();
    if (row.esim_id !== null) {
      const stopped = await trx
        .updateTable('esims')
        .set({ status: 'expired', valid_until: at })
        .where('id', '=', row.esim_id)
        .where('status', 'not in', ['expired', 'blocked'])
        .executeTakeFirst();
      if (Number(stopped.numUpdatedRows) === 1 && cancelsProfiles)
        await enqueueJob(trx, ESIM_JOBS.cancel, { esimId: Number(row.esim_id) }, now);
    }
    await trx.updateTable('services').set({ status: 'expired' }).where('order_id', '=', row.order_id).execute();
    await createVoipNumbersRepository(trx).freeOfSubscriptions([row.id], at);
    await endSipAccounts(trx, [row.id], now);
  }

  return {
    /** Active or cancelling → suspended: not invoiced until resumed. */
    async suspend(id: number): Promise<SubscriptionServiceRef> {
      const row = await forAction(id, 'suspend');
      return apply(
        row,
        { status: 'suspended', suspended_at: clock.now().toISOString() },
        { messageKey: 'activity.subscriptionSuspended', status: 'warning' },
      );
    },

    /** Suspended → what it was; cancelling → active (the cancellation taken back, as the customer can). */
    async resume(id: number): Promise<SubscriptionServiceRef> {
      const row = await forAction(id, 'resume');
      const change: Updateable<SubscriptionsTable> =
        row.status === 'suspended'
          ? { status: statusAfterSuspension(row), suspended_at: null }
          : { status: 'active', ends_on: null, cancelled_at: null };
      return apply(row, change, { messageKey: 'activity.subscriptionResumed', status: 'success' });
    },

    /**
     * `term-end` (an active one): cancelling until the later of this month's end and the minimum term's end, confirmed
     * to the customer by mail. `now` (anything not ended): cancelled today, its pending change dropped, and what it
     * delivered stops.
     */
    async cancel(id: number, { when }: AdminCancelSubscriptionBody): Promise<SubscriptionServiceRef> {
      const now = clock.now();
      if (when === 'term-end') {
        const row = await forAction(id, 'cancel-term-end');
        const endsOn = cancellationEnd(today(), row.minimum_term_end);
        const holder = await subscriptions.holder(row);
        const cancelled = await apply(
          row,
          { status: 'cancelling', ends_on: endsOn, cancelled_at: now.toISOString() },
          { messageKey: 'activity.subscriptionCancelled', params: { date: endsOn }, status: 'warning' },
          async (trx) => {
            if (holder) await mail.add(trx, cancellationMail(holder, row.name, endsOn));
          },
        );
        mail.wake();
        return cancelled;
      }
      const row = await forAction(id, 'cancel-now');
      return apply(
        row,
        {
          status: 'cancelled',
          ends_on: today(),
          cancelled_at: now.toISOString(),
          suspended_at: null,
          next_configuration: null,
          next_monthly_cents: null,
          next_from: null,
        },
        { messageKey: 'activity.subscriptionEndedNow', status: 'warning' },
        (trx) => stopDelivery(trx, row, now),
      );
    },
  };
}

export type AdminSubscriptionsService = ReturnType<typeof createAdminSubscriptionsService>;
