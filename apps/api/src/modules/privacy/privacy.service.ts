// Privacy (GDPR, docs/contracts.md §14 "Privacy"): the account's data export and the deletion of an account, by the
// customer or by an admin for a customer who asked by other means, each recorded as a privacy request.
//
// Whose rows: records follow accounts, never addresses (§6). An account's rows are those it placed (orders, and the
// eSIMs, subscriptions and porting requests of those orders), those of the customer record linked to it while its
// address is confirmed, and the monthly invoices of its subscriptions. The forms (newsletter, tickets, inquiries) and
// the mails carry only an address: they are the account's only while its address is confirmed.
//
// What a deletion keeps (docs/contracts.md §14): invoices and credit notes with their lines stay for the 7-year fiscal
// retention (art. 52 AWR) with the buyer's name and address as the law asks for on an invoice, and the orders they
// were made for, reduced to that name and address; everything else of the account is deleted or anonymised.
import {
  ACCOUNT_EXPORT_VERSION,
  ACTIVITY_TYPES,
  clampPage,
  isMessageKey,
  totalPagesFor,
  translateMessage,
  type AccountExport,
  type Language,
  type PrivacyRequest,
  type PrivacyRequestListAnswer,
} from '@telecom/domain';
import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { listAssistantCalls } from '../assistant/assistant.service.js';
import type { Database, PortingEventsTable } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { toApiKey } from '../auth/api-keys.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { linkedRecordIds } from '../customers/customers.repository.js';
import { ESIM_JOBS, toEsimRecord } from '../esims/esims.service.js';
import { enqueueJob } from '../jobs/jobs.js';
import { createOrdersRepository } from '../orders/orders.repository.js';
import { invoiceRecords, createInvoicesRepository } from '../invoices/invoices.repository.js';
import { toPortingRecord } from '../porting/porting.service.js';
import { toTopUpRecord } from '../top-ups/top-ups.service.js';
import { subscriptionRecord } from '../subscriptions/subscriptions.repository.js';
import { createUsersRepository, type UserRecord } from '../users/users.repository.js';
import { endSipAccounts } from '../voice/sip-account-lifecycle.js';
import { createVoipNumbersRepository } from '../voip/voip-numbers.repository.js';
import { calendarEventOf } from '../voicemail/calendar.service.js';
import { listGreetings } from '../voicemail/greeting.service.js';
import { listVoicemails } from '../voicemail/voicemail.service.js';
import { toWebhookEndpoint } from '../webhooks/webhooks.repository.js';
import { chunks, createPrivacyRepository, type PrivacyScope } from './privacy.repository.js';

/** What an anonymised order's shipping details say instead of the e-mail address and phone number (shape kept). */
export const ANONYMISED_EMAIL = 'deleted@deleted.invalid';
export const ANONYMISED_PHONE = '0';
/** What an anonymised activity entry names instead of the customer. */
export const ANONYMISED_NAME = '—';

/** The shipping details an invoice needs (buyer's name, company, address); the rest of an order's details goes. */
const INVOICE_FIELDS = [
  'name',
  'company',
  'kvkNumber',
  'vatNumber',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'addressLine2',
  'postcode',
  'city',
  'province',
  'country',
] as const;

/** Invoices that are still to be paid keep their e-mail address: the debt is collected by mail (art. 17(3)(e) GDPR). */
const OPEN_INVOICE_STATUSES = ['draft', 'sent', 'overdue'] as const;

export interface PrivacyServiceOptions {
  db: Kysely<Database>;
  clock?: Clock;
  /** True when the eSIM platform takes profiles back (ES2+ CancelOrder): a deleted account's profiles are given up. */
  cancelsProfiles: boolean;
}

/** Who carries out a deletion: the customer (signed in) or an admin. */
export type PrivacyActor = { by: 'customer' } | { by: 'admin'; adminId: number };

/** `email` equal to `address` regardless of case, on either database. */
const emailEquals = (address: string) => sql<SqlBool>`lower(email) = ${address.toLowerCase()}`;

const personName = (first: string | null, last: string | null) => [first ?? '', last ?? ''].filter(Boolean).join(' ');

export function createPrivacyService({ db, clock = systemClock, cancelsProfiles }: PrivacyServiceOptions) {
  const today = () => clock.now().toISOString().slice(0, 10);

  /** The ids of the customer records linked to the account while its address is confirmed (§6). */
  async function linkedRecords(on: Kysely<Database>, userId: number): Promise<number[]> {
    return (await linkedRecordIds(on, userId).execute()).map((row) => Number(row.id));
  }

  /** The activity entries about the scope's orders, invoices and subscriptions (and the account's registration). */
  async function activityAbout(
    on: Kysely<Database>,
    refs: { orders: readonly string[]; invoiceNumbers: readonly string[]; subscriptionIds: readonly number[] },
    user: UserRecord | undefined,
  ) {
    const like = (value: string) => value.replace(/[\\%_]/g, '');
    const references = [
      ...refs.orders.map((id) => ({ key: 'order', value: id, pattern: `%"order":"${like(id)}"%` })),
      ...refs.invoiceNumbers.flatMap((number) => [
        { key: 'invoice', value: number, pattern: `%"invoice":"${like(number)}"%` },
        { key: 'creditNote', value: number, pattern: `%"creditNote":"${like(number)}"%` },
      ]),
      ...refs.subscriptionIds.map((id) => ({
        key: 'subscription',
        value: `#${id}`,
        pattern: `%"subscription":"% #${id}"%`,
      })),
    ];
    const rows = references.length === 0 ? [] : await createPrivacyRepository(on).activityMentioning(references);
    const about = rows.filter((row) => {
      const params = JSON.parse(row.params) as Record<string, unknown>;
      return references.some((ref) => {
        const value = params[ref.key];
        if (typeof value !== 'string') return false;
        return ref.key === 'subscription' ? value.endsWith(` ${ref.value}`) : value === ref.value;
      });
    });
    // The account's registration: its entry has the account's creation time and name.
    if (user) {
      const registered = await on
        .selectFrom('activity')
        .select(['id', 'type', 'message_key', 'params', 'timestamp'])
        .where('message_key', '=', 'activity.customerRegistered')
        .where('timestamp', '=', user.createdAt)
        .execute();
      const name = personName(user.firstName, user.lastName);
      for (const row of registered) {
        const params = JSON.parse(row.params) as Record<string, unknown>;
        if (params.name === name && !about.some((entry) => entry.id === Number(row.id)))
          about.push({ ...row, id: Number(row.id) });
      }
    }
    return about.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
  }

  /** The rows of the scope that a deletion acts on, read in the deletion's transaction. */
  async function scopeRows(on: Kysely<Database>, scope: PrivacyScope) {
    const repository = createPrivacyRepository(on);
    const orders = await repository.orderIds(scope);
    const subscriptions = await repository.idsOf('subscriptions', scope, orders);
    const esims = await repository.idsOf('esims', scope, orders);
    const porting = await repository.idsOf('porting_requests', scope, orders);
    const invoices = await repository.invoiceIds(scope, orders, subscriptions);
    return { orders, subscriptions, esims, porting, invoices };
  }

  async function invoiceNumbers(on: Kysely<Database>, ids: readonly number[]): Promise<string[]> {
    const numbers: string[] = [];
    for (const part of chunks(ids))
      numbers.push(
        ...(await on.selectFrom('invoices').select('invoice_number').where('id', 'in', part).execute()).map(
          (row) => row.invoice_number,
        ),
      );
    return numbers;
  }

  /** Deletes or anonymises the scope's rows (see the head of this file); in the caller's transaction. */
  async function erase(trx: Transaction<Database>, scope: PrivacyScope, user: UserRecord | undefined): Promise<void> {
    const now = clock.now().toISOString();
    const day = now.slice(0, 10);
    const rows = await scopeRows(trx, scope);
    const verifiedEmail = user && user.emailVerifiedAt !== null ? user.email : null;

    // The back office's log keeps what happened, without the name.
    const numbers = await invoiceNumbers(trx, rows.invoices);
    const entries = await activityAbout(
      trx,
      { orders: rows.orders, invoiceNumbers: numbers, subscriptionIds: rows.subscriptions },
      user,
    );
    for (const entry of entries) {
      const params = JSON.parse(entry.params) as Record<string, unknown>;
      if (!('name' in params)) continue;
      await trx
        .updateTable('activity')
        .set({ params: JSON.stringify({ ...params, name: ANONYMISED_NAME }) })
        .where('id', '=', entry.id)
        .execute();
    }

    // Services end now: subscriptions cancelled (nothing more invoiced), numbers back to the inventory.
    const voipNumbers = createVoipNumbersRepository(trx);
    for (const part of chunks(rows.subscriptions)) {
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'cancelled',
          ends_on: day,
          cancelled_at: now,
          next_configuration: null,
          next_monthly_cents: null,
          next_from: null,
        })
        .where('id', 'in', part)
        .where('status', '!=', 'cancelled')
        .execute();
      // The AI assistant's business details (name, phone, greeting) go; the plan stays for the invoices' sake.
      const assistants = await trx
        .selectFrom('subscriptions')
        .select(['id', 'configuration'])
        .where('id', 'in', part)
        .where('kind', '=', 'ai-assistant')
        .execute();
      for (const assistant of assistants) {
        const { plan } = JSON.parse(assistant.configuration) as { plan?: unknown };
        await trx
          .updateTable('subscriptions')
          .set({ configuration: JSON.stringify({ plan }) })
          .where('id', '=', assistant.id)
          .execute();
      }
      await trx.updateTable('subscriptions').set({ user_id: null }).where('id', 'in', part).execute();
      await voipNumbers.freeOfSubscriptions(part, now);
      await endSipAccounts(trx, part, new Date(now));
    }
    for (const part of chunks(rows.orders))
      await trx.updateTable('services').set({ status: 'expired' }).where('order_id', 'in', part).execute();
    if (scope.customerIds.length > 0)
      await trx
        .updateTable('services')
        .set({ status: 'expired' })
        .where('customer_id', 'in', [...scope.customerIds])
        .execute();

    // eSIMs stop; a platform that takes profiles back is asked to (a job, outside this transaction); the codes go.
    for (const part of chunks(rows.esims)) {
      if (cancelsProfiles) {
        const live = await trx
          .selectFrom('esims')
          .select('id')
          .where('id', 'in', part)
          .where('status', '!=', 'expired')
          .where('provider_ref', 'is not', null)
          .execute();
        for (const { id } of live) await enqueueJob(trx, ESIM_JOBS.cancel, { esimId: Number(id) }, clock.now());
      }
      await trx
        .updateTable('esims')
        .set({ status: 'expired', valid_until: now })
        .where('id', 'in', part)
        .where('status', '!=', 'expired')
        .execute();
      await trx
        .updateTable('esims')
        .set({ email: '', activation_code: null, smdp_address: null, user_id: null })
        .where('id', 'in', part)
        .execute();
      // No more top-ups: auto top-up's settings go, and one still waiting for its payment will not be applied. The
      // paid ones stay, as the invoices they were charged on.
      await trx.deleteFrom('esim_auto_top_ups').where('esim_id', 'in', part).execute();
      await trx
        .updateTable('esim_top_ups')
        .set({ status: 'expired' })
        .where('esim_id', 'in', part)
        .where('status', '=', 'pending')
        .execute();
    }

    // Voicemail (docs/contracts.md §16): the messages with their recordings, the calendar, its feed and the SMS kept
    // by the simulated gateway go.
    if (scope.userId !== null) {
      await trx.deleteFrom('appointments').where('user_id', '=', scope.userId).execute();
      await trx.deleteFrom('voicemails').where('user_id', '=', scope.userId).execute();
      await trx.deleteFrom('calendar_feeds').where('user_id', '=', scope.userId).execute();
      await trx.deleteFrom('simulated_sms').where('user_id', '=', scope.userId).execute();
    }
    // The numbers' greetings: the business's words and voice.
    for (const part of chunks(rows.subscriptions))
      await trx.deleteFrom('voicemail_greetings').where('subscription_id', 'in', part).execute();

    // Porting requests: an open one is rejected (the account is gone); the holder's and customer's details go.
    for (const part of chunks(rows.porting)) {
      const open = await trx
        .selectFrom('porting_requests')
        .select('id')
        .where('id', 'in', part)
        .where('status', 'in', ['requested', 'validated', 'scheduled'])
        .execute();
      for (const { id } of open) {
        await trx
          .updateTable('porting_requests')
          .set({ status: 'rejected', reason: 'account deleted', updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('porting_events')
          .values({ porting_id: Number(id), status: 'rejected', date: null, reason: 'account deleted', at: now })
          .execute();
      }
      await trx
        .updateTable('porting_requests')
        .set({
          holder_name: '',
          customer_name: '',
          customer_email: '',
          name_key: '',
          search_key: '',
          user_id: null,
          updated_at: now,
        })
        .where('id', 'in', part)
        .execute();
    }

    // Orders: one that was never paid goes; one with an invoice stays, with only what the invoice needs.
    for (const part of chunks(rows.orders)) {
      await trx.deleteFrom('idempotency_keys').where('order_id', 'in', part).execute();
      await trx
        .deleteFrom('orders')
        .where('id', 'in', part)
        .where('status', 'in', ['failed', 'expired'])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.order_id', '=', 'orders.id'))),
        )
        .execute();
      const kept = await trx.selectFrom('orders').select(['id', 'customer']).where('id', 'in', part).execute();
      for (const order of kept) {
        const details = JSON.parse(order.customer) as Record<string, unknown>;
        const minimal: Record<string, unknown> = {};
        for (const field of INVOICE_FIELDS) if (details[field] !== undefined) minimal[field] = details[field];
        await trx
          .updateTable('orders')
          .set({
            customer: JSON.stringify({ ...minimal, email: ANONYMISED_EMAIL, phone: ANONYMISED_PHONE }),
            customer_email: '',
            email_key: '',
            access_token_hash: null,
            user_id: null,
          })
          .where('id', '=', order.id)
          .execute();
      }
    }

    // Invoices stay (7 years) with the buyer's name; a settled one loses its e-mail address.
    for (const part of chunks(rows.invoices))
      await trx
        .updateTable('invoices')
        .set({ customer_email: '', email_key: '' })
        .where('id', 'in', part)
        .where((eb) => eb.or([eb('status', 'not in', [...OPEN_INVOICE_STATUSES]), eb('kind', '=', 'credit-note')]))
        .execute();

    // The customer records go (invoices, orders and services keep their rows: their references become empty).
    if (scope.customerIds.length > 0)
      await trx
        .deleteFrom('customers')
        .where('id', 'in', [...scope.customerIds])
        .execute();

    // What only an address ties to the account, while that address is confirmed.
    if (verifiedEmail !== null) {
      const emailIs = emailEquals(verifiedEmail);
      await trx.deleteFrom('newsletter_subscriptions').where(emailIs).execute();
      await trx.deleteFrom('tickets').where(emailIs).execute();
      await trx.deleteFrom('inquiries').where(emailIs).execute();
      await createPrivacyRepository(trx).deleteSentMailsTo(verifiedEmail);
    }

    // The account itself: its sign-in, links and tokens go with it; the address is free for a new account.
    if (user) await trx.deleteFrom('users').where('id', '=', user.id).execute();
  }

  async function requestRecord(on: Kysely<Database>, id: number): Promise<PrivacyRequest> {
    const [row] = await createPrivacyRepository(on).pageOfRequests(1, 0, id);
    return toRequest(row!);
  }

  return {
    /** All the account's data (docs/contracts.md §14), recorded as an export request. */
    async exportAccount(userId: number, language: Language): Promise<AccountExport> {
      const users = createUsersRepository(db);
      const user = await users.findById(userId);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const now = clock.now();
      const customerIds = await linkedRecords(db, userId);
      const scope: PrivacyScope = { userId, customerIds };
      const rows = await scopeRows(db, scope);
      const repository = createPrivacyRepository(db);
      const verifiedEmail = user.emailVerifiedAt !== null ? user.email : null;

      const ordersRepository = createOrdersRepository(db);
      const storedOrders = [];
      for (const id of rows.orders) {
        const stored = await ordersRepository.findById(id);
        if (stored) storedOrders.push(stored.order);
      }
      const orderRows = [];
      for (const part of chunks(rows.orders))
        orderRows.push(
          ...(await db
            .selectFrom('orders')
            .select([
              'id',
              'payment_method',
              'payment_status',
              'transaction_id',
              'total_with_vat_cents',
              'created_at',
              'paid_at',
            ])
            .where('id', 'in', part)
            .execute()),
        );

      const invoicesRepository = createInvoicesRepository(db);
      const invoiceRows = [];
      for (const id of rows.invoices) {
        const row = await invoicesRepository.findInvoice(id);
        if (row) invoiceRows.push(row);
      }
      const invoices = await invoiceRecords(invoicesRepository, invoiceRows);
      const invoicePayments = [];
      for (const part of chunks(rows.invoices))
        invoicePayments.push(
          ...(await db.selectFrom('invoice_payments').selectAll().where('invoice_id', 'in', part).execute()),
        );

      const subscriptionRows = [];
      const esimRows = [];
      const portingRows = [];
      const portingEvents: Selectable<PortingEventsTable>[] = [];
      const voipNumbers = [];
      for (const part of chunks(rows.subscriptions)) {
        subscriptionRows.push(...(await db.selectFrom('subscriptions').selectAll().where('id', 'in', part).execute()));
        voipNumbers.push(
          ...(await db
            .selectFrom('voip_numbers')
            .select(['number', 'subscription_id'])
            .where('subscription_id', 'in', part)
            .execute()),
        );
      }
      const topUpRows = [];
      const autoTopUpRows = [];
      for (const part of chunks(rows.esims)) {
        esimRows.push(...(await db.selectFrom('esims').selectAll().where('id', 'in', part).execute()));
        topUpRows.push(
          ...(await db.selectFrom('esim_top_ups').selectAll().where('esim_id', 'in', part).orderBy('id').execute()),
        );
        autoTopUpRows.push(
          ...(await db.selectFrom('esim_auto_top_ups').selectAll().where('esim_id', 'in', part).execute()),
        );
      }
      for (const part of chunks(rows.porting)) {
        portingRows.push(...(await db.selectFrom('porting_requests').selectAll().where('id', 'in', part).execute()));
        portingEvents.push(
          ...(await db
            .selectFrom('porting_events')
            .selectAll()
            .where('porting_id', 'in', part)
            .orderBy('id')
            .execute()),
        );
      }

      const customerRecord =
        customerIds.length === 0
          ? undefined
          : await db.selectFrom('customers').selectAll().where('id', '=', customerIds[0]!).executeTakeFirst();

      const mails = verifiedEmail === null ? [] : await repository.mailsTo(verifiedEmail);
      const entries = await activityAbout(
        db,
        {
          orders: rows.orders,
          invoiceNumbers: invoices.map((invoice) => invoice.invoice_number),
          subscriptionIds: rows.subscriptions,
        },
        user,
      );
      const emailIs = emailEquals(verifiedEmail ?? '');
      const newsletter =
        verifiedEmail === null
          ? undefined
          : await db.selectFrom('newsletter_subscriptions').selectAll().where(emailIs).executeTakeFirst();
      const tickets =
        verifiedEmail === null
          ? []
          : await db.selectFrom('tickets').selectAll().where(emailIs).orderBy('created_at').execute();
      const inquiries =
        verifiedEmail === null
          ? []
          : await db.selectFrom('inquiries').selectAll().where(emailIs).orderBy('created_at').execute();
      const { voicemails } = await listVoicemails(db, userId);
      const appointments = (
        await db
          .selectFrom('appointments')
          .select(['id', 'source', 'voicemail_id', 'title', 'start_at', 'end_at', 'contact'])
          .where('user_id', '=', userId)
          .orderBy('start_at')
          .orderBy('id')
          .execute()
      ).map(calendarEventOf);
      const todayIso = today();
      const numberOf = new Map(invoices.map((invoice) => [invoice.id, invoice.invoice_number]));
      const totalOf = new Map(invoices.map((invoice) => [invoice.id, invoice.totalAmountCents]));

      const answer: AccountExport = {
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: now.toISOString(),
        account: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          name: personName(user.firstName, user.lastName),
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
          phone: user.phone,
          role: user.role,
          language: user.language,
          createdAt: user.createdAt,
          newsletter: user.newsletter,
        },
        customerRecord: customerRecord
          ? {
              id: Number(customerRecord.id),
              name: customerRecord.name,
              email: customerRecord.email,
              plan: customerRecord.plan,
              status: customerRecord.status,
              createdAt: customerRecord.created_at,
            }
          : null,
        orders: storedOrders,
        invoices,
        payments: [
          ...orderRows.map((row) => ({
            of: 'order' as const,
            reference: row.id,
            method: row.payment_method,
            status: row.payment_status,
            transactionId: row.transaction_id,
            amountCents: Number(row.total_with_vat_cents),
            createdAt: row.created_at,
            paidAt: row.paid_at,
          })),
          ...invoicePayments.map((row) => ({
            of: 'invoice' as const,
            reference: numberOf.get(Number(row.invoice_id)) ?? String(row.invoice_id),
            method: null,
            status: row.status,
            transactionId: row.transaction_id,
            amountCents: totalOf.get(Number(row.invoice_id)) ?? null,
            createdAt: row.created_at,
            paidAt: null,
          })),
        ],
        subscriptions: subscriptionRows.map((row) => subscriptionRecord(row, todayIso)),
        esims: esimRows.map((row) => toEsimRecord(row, now)),
        usage: esimRows.map((row) => ({
          esimId: Number(row.id),
          usedMb: Number(row.used_mb),
          includedMb: row.included_mb === null ? null : Number(row.included_mb),
          periodStart: row.period_start,
          periodEnd: row.period_end,
        })),
        topUps: topUpRows.map(toTopUpRecord),
        autoTopUps: autoTopUpRows.map((row) => ({
          esimId: Number(row.esim_id),
          enabled: Number(row.enabled) === 1,
          bundle: row.bundle,
          monthlyCapEuros: Number(row.monthly_cap_cents) / 100,
          updatedAt: row.updated_at,
        })),
        voipNumbers: voipNumbers.map((row) => ({
          number: row.number,
          subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
        })),
        portingRequests: portingRows.map((row) =>
          toPortingRecord(
            row,
            portingEvents.filter((event) => Number(event.porting_id) === Number(row.id)),
          ),
        ),
        mails: mails.map((job) => {
          const payload = JSON.parse(job.payload) as { key?: unknown; to?: unknown; subject?: unknown };
          return {
            key: String(payload.key ?? ''),
            to: String(payload.to ?? ''),
            subject: String(payload.subject ?? ''),
            sent: job.done_at !== null,
            createdAt: job.created_at,
          };
        }),
        activity: entries.map((entry) => ({
          timestamp: entry.timestamp,
          type: (ACTIVITY_TYPES as readonly string[]).includes(entry.type)
            ? (entry.type as (typeof ACTIVITY_TYPES)[number])
            : 'clock',
          message: isMessageKey(entry.message_key)
            ? translateMessage(entry.message_key, language, JSON.parse(entry.params) as Record<string, string>)
            : entry.message_key,
        })),
        newsletter: newsletter
          ? { email: newsletter.email, language: newsletter.language, subscribedAt: newsletter.created_at }
          : null,
        tickets: tickets.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          status: row.status,
          createdAt: row.created_at,
        })),
        inquiries: inquiries.map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          name: row.name,
          email: row.email,
          phone: row.phone,
          company: row.company,
          message: row.message,
          createdAt: row.created_at,
        })),
        voicemails,
        appointments,
        assistantCalls: await listAssistantCalls(db, userId),
        voicemailGreetings: await listGreetings(db, userId),
        apiKeys: (
          await db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id').execute()
        ).map((row) => ({ ...toApiKey(row), revokedAt: row.revoked_at })),
        webhookEndpoints: (
          await db.selectFrom('webhook_endpoints').selectAll().where('user_id', '=', userId).orderBy('id').execute()
        ).map((row) => {
          const { secret: _secret, ...endpoint } = toWebhookEndpoint(row);
          return endpoint;
        }),
      };
      const at = now.toISOString();
      await repository.insertRequest({
        kind: 'export',
        userId,
        customerId: customerIds[0] ?? null,
        requestedBy: 'customer',
        adminId: null,
        requestedAt: at,
        completedAt: at,
      });
      return answer;
    },

    /** The signed-in customer deletes their account, after typing their password again (400 WRONG_PASSWORD). */
    async deleteOwnAccount(user: UserRecord, password: string): Promise<void> {
      if (!(await verifyPassword(password, user.passwordHash)))
        throw new AppError(400, 'WRONG_PASSWORD', { fields: { password: 'errors.WRONG_PASSWORD' } });
      if (user.role === 'admin') throw new AppError(409, 'ACCOUNT_IS_ADMIN');
      const requestedAt = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const current = await createUsersRepository(trx).findById(user.id);
        if (!current) throw new AppError(401, 'UNAUTHENTICATED');
        const customerIds = await linkedRecords(trx, user.id);
        await erase(trx, { userId: user.id, customerIds }, current);
        await createPrivacyRepository(trx).insertRequest({
          kind: 'delete',
          userId: user.id,
          customerId: customerIds[0] ?? null,
          requestedBy: 'customer',
          adminId: null,
          requestedAt,
          completedAt: clock.now().toISOString(),
        });
      });
    },

    /**
     * An admin deletes a customer who asked by other means: the record, and the account linked to it while that
     * account's address is confirmed (404 for an unknown record, 409 ACCOUNT_IS_ADMIN for an admin's account).
     */
    async deleteCustomer(customerId: number, adminId: number): Promise<PrivacyRequest> {
      const requestedAt = clock.now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const record = await trx
          .selectFrom('customers')
          .select(['id', 'user_id'])
          .where('id', '=', customerId)
          .executeTakeFirst();
        if (!record) throw new AppError(404, 'NOT_FOUND');
        let user: UserRecord | undefined;
        if (record.user_id !== null) {
          const linked = await linkedRecords(trx, record.user_id);
          if (linked.includes(customerId)) user = await createUsersRepository(trx).findById(record.user_id);
        }
        if (user?.role === 'admin') throw new AppError(409, 'ACCOUNT_IS_ADMIN');
        const customerIds = user ? [...new Set([customerId, ...(await linkedRecords(trx, user.id))])] : [customerId];
        await erase(trx, { userId: user?.id ?? null, customerIds }, user);
        return createPrivacyRepository(trx).insertRequest({
          kind: 'delete',
          userId: user?.id ?? null,
          customerId,
          requestedBy: 'admin',
          adminId,
          requestedAt,
          completedAt: clock.now().toISOString(),
        });
      });
      return requestRecord(db, id);
    },

    /** The back office's list, newest first. */
    async listRequests(page: number, pageSize: number): Promise<PrivacyRequestListAnswer> {
      const repository = createPrivacyRepository(db);
      const total = await repository.countRequests();
      const totalPages = totalPagesFor(total, pageSize);
      const current = clampPage(page, totalPages);
      const rows = await repository.pageOfRequests(pageSize, (current - 1) * pageSize);
      return { items: rows.map(toRequest), page: current, pageSize, total, totalPages };
    },
  };
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof createPrivacyRepository>['pageOfRequests']>>[number];

function toRequest(row: RequestRow): PrivacyRequest {
  const customerName = row.user_email === null ? null : personName(row.first_name, row.last_name) || row.user_email;
  const adminName =
    row.admin_email === null ? null : personName(row.admin_first_name, row.admin_last_name) || row.admin_email;
  return {
    id: Number(row.id),
    kind: row.kind,
    userId: row.user_id === null ? null : Number(row.user_id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    customerName,
    requestedBy: row.requested_by,
    adminName,
    requestedAt: row.requested_at,
    completedAt: row.completed_at,
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
