// The subscriptions table: a row read as the API's Subscription, and the account's rows.
import {
  billingMonth,
  subscriptionAdminActions,
  type SubscriptionServiceRef,
  monthlyWithVat,
  nextInvoiceDate,
  type EsimConfiguration,
  type Language,
  type SubscriptionRecord,
} from '@telecom/domain';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/schema.js';
import { linkedRecordIds } from '../customers/customers.repository.js';

export type SubscriptionDbRow = Selectable<SubscriptionsTable>;

/**
 * What a subscription is, read from its `configuration` JSON by its kind: eSIM Pro's configuration; VOIP's number,
 * number type and bundle; an AI plan's id and, for the AI assistant, the business's settings.
 */
function detailsOf(
  row: SubscriptionDbRow,
): Pick<SubscriptionRecord, 'configuration' | 'plan' | 'number' | 'numberType' | 'bundle' | 'trialEnd' | 'business'> {
  const stored = JSON.parse(row.configuration) as Record<string, unknown>;
  const none = { configuration: null, plan: null, number: null, numberType: null, bundle: null, business: null };
  const trialEnd = row.trial_end;
  if (row.kind === 'esim-pro') return { ...none, configuration: stored as unknown as EsimConfiguration, trialEnd };
  if (row.kind === 'voip')
    return {
      ...none,
      number: row.number,
      numberType: (stored.numberType as SubscriptionRecord['numberType']) ?? null,
      bundle: (stored.bundle as SubscriptionRecord['bundle']) ?? null,
      trialEnd,
    };
  return {
    ...none,
    plan: typeof stored.plan === 'string' ? stored.plan : null,
    business: (stored.business as SubscriptionRecord['business']) ?? null,
    trialEnd,
  };
}

/** A stored row as the API answers it on `today`: its calendar month, its next invoice. */
export function subscriptionRecord(row: SubscriptionDbRow, today: string): SubscriptionRecord {
  const period = billingMonth(today);
  const billable = { startedOn: row.started_on, endsOn: row.ends_on, trialEnd: row.trial_end };
  // A cancelling subscription whose last day has passed has ended, also before the billing run has marked it.
  const ended = row.status !== 'active' && row.ends_on !== null && row.ends_on < today;
  return {
    id: row.id,
    kind: row.kind,
    status: ended ? 'cancelled' : row.status,
    name: row.name,
    ...detailsOf(row),
    monthlyCents: row.monthly_cents,
    monthlyWithVatCents: monthlyWithVat(row.monthly_cents),
    nextConfiguration:
      row.next_configuration === null ? null : (JSON.parse(row.next_configuration) as EsimConfiguration),
    nextMonthlyCents: row.next_monthly_cents,
    startedOn: row.started_on,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    minimumTermEnd: row.minimum_term_end,
    // Suspended: nothing is invoiced while it is (docs/contracts.md §14).
    nextInvoiceDate: ended || row.status === 'suspended' ? null : nextInvoiceDate(billable, today),
    endsOn: row.ends_on,
    orderId: row.order_id,
    esimId: row.esim_id,
  };
}

/** A subscription as the back office's order and customer pages list it, with the actions that apply to it now. */
export function subscriptionServiceRef(row: SubscriptionDbRow, today: string): SubscriptionServiceRef {
  const subscription = subscriptionRecord(row, today);
  return {
    kind: 'subscription',
    id: subscription.id,
    orderId: subscription.orderId,
    name: subscription.name,
    status: subscription.status,
    monthlyCents: subscription.monthlyCents,
    endsOn: subscription.endsOn,
    minimumTermEnd: subscription.minimumTermEnd,
    startedAt: subscription.startedOn,
    actions: [...subscriptionAdminActions(subscription.status)],
  };
}

export function createSubscriptionsRepository(db: Kysely<Database>) {
  /** A subscription of the account's own orders, or of its confirmed customer record (docs/contracts.md §6). */
  const ownedBy = (userId: number) => (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
    eb.or([eb('user_id', '=', userId), eb('customer_id', 'in', linkedRecordIds(db, userId))]);

  return {
    /** The account's subscriptions: its own orders' and its confirmed customer record's (guest orders), newest first. */
    async listOfUser(userId: number): Promise<SubscriptionDbRow[]> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where(ownedBy(userId))
        .orderBy('started_on', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One of the account's subscriptions; undefined for anyone else's. */
    async findOfUser(userId: number, id: number): Promise<SubscriptionDbRow | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('id', '=', id).where(ownedBy(userId)).executeTakeFirst();
    },

    async find(id: number): Promise<SubscriptionDbRow | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Who a subscription's mails and invoices go to: its customer record's name and address, the account's
     * language (else the order's).
     */
    async holder(row: SubscriptionDbRow): Promise<{ name: string; email: string; language: Language } | undefined> {
      const customer =
        row.customer_id === null
          ? undefined
          : await db
              .selectFrom('customers')
              .select(['name', 'email'])
              .where('id', '=', row.customer_id)
              .executeTakeFirst();
      const user =
        row.user_id === null
          ? undefined
          : await db
              .selectFrom('users')
              .select(['first_name', 'last_name', 'email', 'language'])
              .where('id', '=', row.user_id)
              .executeTakeFirst();
      const name = customer?.name ?? (user ? `${user.first_name} ${user.last_name}`.trim() : undefined);
      const email = customer?.email ?? user?.email;
      if (name === undefined || email === undefined) return undefined;
      return { name, email, language: user?.language ?? row.language };
    },
  };
}
