// Porting requests (nummerbehoud, docs/contracts.md §9, docs/decisions/019-number-porting.md). A paid VOIP order that keeps
// a number makes one (`orderPortingHooks`, in the paid transaction): `requested`, its first event, the carrier told
// and the customer mailed by jobs, so that the work survives a restart. It then moves only forward — requested →
// validated → scheduled (a day to move on) → completed, or rejected with a reason — by the back office
// (`move`), or by the carrier's messages (the donor's answer, `handleCarrierMessages`). Every move is a conditional
// update on the status it was read with (two admins cannot both move it), an event of the customer's timeline, an
// activity entry and a mail in the customer's language; the back office's moves are told to the carrier.
import {
  canMovePorting,
  foldCase,
  formatPhoneNumber,
  PORTING_TRANSITIONS,
  scheduleDateProblem,
  translateMessage,
  type AdminPortingRecord,
  type Language,
  type PortingListAnswer,
  type PortingListQuery,
  type PortingRequestRecord,
  type PortingRow,
  type PortingStatus,
  type PortingStatusBody,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { MailOutbox } from '../jobs/mail-outbox.js';
import { createActivityRepository } from '../activity/activity.repository.js';
import { enqueueJob, type JobHandlers, type JobResult } from '../jobs/jobs.js';
import { publishWebhook } from '../webhooks/webhooks.service.js';
import type { PaidOrder } from '../orders/orders.service.js';
import { CarrierRefusedError, type CarrierMessage, type CarrierProvider } from './carrier-provider.js';
import { portingMail } from './porting-mails.js';
import { createPortingRepository, type PortingDbRow, type PortingEventDbRow } from './porting.repository.js';

/** The jobs of porting: tell the carrier, mail the customer, read the carrier's messages. */
export const PORTING_JOBS = {
  submit: 'porting.submit',
  mail: 'porting.mail',
  notifyCarrier: 'porting.notify-carrier',
  carrierMessages: 'porting.carrier-messages',
} as const;

/** How often the carrier's messages are read while a request is on its way. */
export const CARRIER_POLL_MS = 60_000;

const PortingJobPayload = z.object({ portingId: z.number().int().positive() });
const EventJobPayload = z.object({ eventId: z.number().int().positive() });
/** `withdraw`: we take the request back (its order was refunded), rather than the back office answering for the donor. */
const NotifyJobPayload = EventJobPayload.extend({ from: z.string(), withdraw: z.boolean().optional() });

/** Who moved a request: the back office (told to the carrier), or the carrier's own message. */
export type PortingActor = 'admin' | 'carrier';

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** What the list and its search read of a request: the number as stored and as written, name, e-mail, provider. */
export function portingSearchKey(request: {
  number: string;
  customerName: string;
  customerEmail: string;
  currentProvider: string;
}): string {
  const national = request.number.startsWith('+31') ? `0${request.number.slice(3)}` : request.number.slice(1);
  return foldCase(
    [
      request.number,
      formatPhoneNumber(request.number),
      national,
      request.customerName,
      request.customerEmail,
      request.currentProvider,
    ].join('\n'),
  );
}

function historyOf(events: readonly PortingEventDbRow[]): PortingRequestRecord['history'] {
  return events.map((event) => ({ status: event.status, at: event.at, date: event.date, reason: event.reason }));
}

/** A stored request as its customer sees it, with its history oldest first. */
export function toPortingRecord(row: PortingDbRow, events: readonly PortingEventDbRow[]): PortingRequestRecord {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
    number: row.number,
    display: formatPhoneNumber(row.number),
    numberType: row.number_type,
    currentProvider: row.current_provider,
    holderName: row.holder_name,
    wishedDate: row.wished_date,
    atContractEnd: Number(row.at_contract_end) === 1,
    status: row.status,
    scheduledDate: row.scheduled_date,
    reason: row.reason,
    history: historyOf(events),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toAdminPorting(row: PortingDbRow, events: readonly PortingEventDbRow[]): AdminPortingRecord {
  return {
    ...toPortingRecord(row, events),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    nextStatuses: [...PORTING_TRANSITIONS[row.status]],
  };
}

function toPortingRow(row: PortingDbRow): PortingRow {
  return {
    id: Number(row.id),
    number: row.number,
    display: formatPhoneNumber(row.number),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    currentProvider: row.current_provider,
    status: row.status,
    wishedDate: row.wished_date,
    atContractEnd: Number(row.at_contract_end) === 1,
    scheduledDate: row.scheduled_date,
    orderId: row.order_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    nextStatuses: [...PORTING_TRANSITIONS[row.status]],
  };
}

/** The activity entry of a request's step: in the admin's language when read (the number as written). */
async function recordActivity(
  trx: Transaction<Database>,
  row: Pick<PortingDbRow, 'number' | 'customer_name' | 'current_provider'>,
  step: { status: PortingStatus; date: string | null; reason: string | null },
  at: string,
): Promise<void> {
  await createActivityRepository(trx).addActivity({
    type: 'user',
    messageKey: `activity.porting.${step.status}`,
    params: {
      number: formatPhoneNumber(row.number),
      name: row.customer_name,
      provider: row.current_provider,
      date: step.date ?? '',
      reason: step.reason ?? '',
    },
    status: step.status === 'completed' ? 'success' : step.status === 'rejected' ? 'error' : 'pending',
    timestamp: at,
  });
}

/** The job that reads the carrier's messages, unless one is waiting already (one is enough for every request). */
/** The account's `porting.updated` webhook of a step (docs/contracts.md §18), in the step's transaction. */
function publishPortingStep(
  trx: Transaction<Database>,
  step: { userId: number | null; portingId: number; number: string; status: string },
  now: Date,
): Promise<void> {
  return publishWebhook(trx, {
    userId: step.userId,
    type: 'porting.updated',
    data: { portingId: step.portingId, number: step.number, status: step.status },
    now,
  });
}

async function ensureMessagePoll(db: Kysely<Database>, now: Date): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', PORTING_JOBS.carrierMessages)
    .where('done_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!waiting) await enqueueJob(db, PORTING_JOBS.carrierMessages, {}, new Date(now.getTime() + CARRIER_POLL_MS), now);
}

/**
 * `onOrderPaid` of the orders service: the porting request of a paid VOIP order that keeps a number, after the
 * subscription's hook (whose subscription it links). Once per order, as the hook runs once per paid order.
 */
export function orderPortingHooks(clock: Clock) {
  return {
    async onOrderPaid(trx: Transaction<Database>, { order, customerId, userId, language }: PaidOrder): Promise<void> {
      const { product } = order;
      if (product.kind !== 'voip' || product.porting === null) return;
      const requests = createPortingRepository(trx);
      if (await requests.findByOrder(order.id)) return;
      const now = clock.now();
      const at = now.toISOString();
      const subscription = await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('order_id', '=', order.id)
        .orderBy('id')
        .executeTakeFirst();
      const request = {
        number: product.number,
        customerName: order.customer.name,
        customerEmail: order.customer.email,
        currentProvider: product.porting.currentProvider,
      };
      const portingId = await requests.insertRequest({
        order_id: order.id,
        subscription_id: subscription ? Number(subscription.id) : null,
        customer_id: customerId,
        user_id: userId,
        number: product.number,
        number_type: product.numberType,
        current_provider: product.porting.currentProvider,
        holder_name: product.porting.holderName,
        wished_date: product.porting.atContractEnd ? null : product.porting.date,
        at_contract_end: product.porting.atContractEnd ? 1 : 0,
        status: 'requested',
        scheduled_date: null,
        reason: null,
        carrier_ref: null,
        customer_name: request.customerName,
        customer_email: request.customerEmail,
        name_key: foldCase(request.customerName),
        search_key: portingSearchKey(request),
        language,
        created_at: at,
        updated_at: at,
      });
      const eventId = await requests.insertEvent({
        porting_id: portingId,
        status: 'requested',
        date: null,
        reason: null,
        at,
      });
      await recordActivity(
        trx,
        { number: product.number, customer_name: request.customerName, current_provider: request.currentProvider },
        { status: 'requested', date: null, reason: null },
        at,
      );
      await enqueueJob(trx, PORTING_JOBS.submit, { portingId }, now);
      await enqueueJob(trx, PORTING_JOBS.mail, { eventId }, now);
      await publishPortingStep(trx, { userId, portingId, number: product.number, status: 'requested' }, now);
    },

    /**
     * `onOrderRefunded` (docs/contracts.md §14): a refunded order's open porting request does not go on. It is rejected
     * with the reason (in the customer's language), the customer mailed as at every step, and the carrier told that we
     * withdraw it; in the refund's transaction. A request that completed or was rejected already stays as it is.
     */
    async onOrderRefunded(trx: Transaction<Database>, { order }: { order: { id: string } }): Promise<void> {
      const requests = createPortingRepository(trx);
      const row = await requests.findByOrder(order.id);
      if (!row || !canMovePorting(row.status, 'rejected')) return;
      const account =
        row.user_id === null
          ? undefined
          : await trx.selectFrom('users').select('language').where('id', '=', row.user_id).executeTakeFirst();
      const reason = translateMessage('mail.porting.reason.orderRefunded', account?.language ?? row.language);
      const now = clock.now();
      const at = now.toISOString();
      if (!(await requests.move(Number(row.id), row.status, { status: 'rejected', updated_at: at, reason }))) return;
      const eventId = await requests.insertEvent({
        porting_id: Number(row.id),
        status: 'rejected',
        date: null,
        reason,
        at,
      });
      await recordActivity(trx, row, { status: 'rejected', date: null, reason }, at);
      await enqueueJob(trx, PORTING_JOBS.mail, { eventId }, now);
      await publishPortingStep(
        trx,
        { userId: row.user_id, portingId: Number(row.id), number: row.number, status: 'rejected' },
        now,
      );
      await enqueueJob(trx, PORTING_JOBS.notifyCarrier, { eventId, from: row.status, withdraw: true }, now);
    },
  };
}

export interface PortingServiceOptions {
  db: Kysely<Database>;
  carrier: CarrierProvider;
  /** Where the mails are written (docs/contracts.md §12). */
  mail: MailOutbox;
  publicUrl: string;
  logger: Logger;
  clock?: Clock;
}

export function createPortingService({
  db,
  carrier,
  mail,
  publicUrl,
  logger,
  clock = systemClock,
}: PortingServiceOptions) {
  const requests = createPortingRepository(db);
  const notFound = () => new AppError(404, 'PORTING_NOT_FOUND');

  async function withHistory<T>(
    rows: readonly PortingDbRow[],
    map: (row: PortingDbRow, events: PortingEventDbRow[]) => T,
  ): Promise<T[]> {
    const events = await requests.eventsOf(rows.map((row) => Number(row.id)));
    return rows.map((row) =>
      map(
        row,
        events.filter((event) => Number(event.porting_id) === Number(row.id)),
      ),
    );
  }

  async function adminRecord(id: number): Promise<AdminPortingRecord> {
    const row = await requests.find(id);
    if (!row) throw notFound();
    const [record] = await withHistory([row], toAdminPorting);
    return record!;
  }

  /**
   * Moves request `id` on: only forward (409 INVALID_TRANSITION otherwise, also when another move came first), a
   * scheduled day that is a working day from today (400 on `date`). The change, its event, the activity entry and the
   * jobs of the mail (and, for the back office's moves, of telling the carrier) are one transaction.
   */
  async function move(id: number, body: PortingStatusBody, actor: PortingActor): Promise<void> {
    const row = await requests.find(id);
    if (!row) throw notFound();
    if (!canMovePorting(row.status, body.status)) throw new AppError(409, 'INVALID_TRANSITION');
    const now = clock.now();
    const date = body.status === 'scheduled' ? (body.date ?? null) : null;
    const reason = body.status === 'rejected' ? (body.reason ?? null) : null;
    if (body.status === 'scheduled') {
      const problem = date === null ? 'tooSoon' : scheduleDateProblem(date, isoDay(now));
      if (problem !== null)
        throw new AppError(400, 'VALIDATION_FAILED', { fields: { date: `validation.porting.date.${problem}` } });
    }
    await db.transaction().execute(async (trx) => {
      const stored = createPortingRepository(trx);
      const at = now.toISOString();
      const moved = await stored.move(id, row.status, {
        status: body.status,
        updated_at: at,
        ...(date !== null ? { scheduled_date: date } : {}),
        ...(reason !== null ? { reason } : {}),
      });
      if (!moved) throw new AppError(409, 'INVALID_TRANSITION');
      const eventId = await stored.insertEvent({ porting_id: id, status: body.status, date, reason, at });
      await recordActivity(trx, row, { status: body.status, date, reason }, at);
      await enqueueJob(trx, PORTING_JOBS.mail, { eventId }, now);
      await publishPortingStep(
        trx,
        { userId: row.user_id, portingId: id, number: row.number, status: body.status },
        now,
      );
      if (actor === 'admin') await enqueueJob(trx, PORTING_JOBS.notifyCarrier, { eventId, from: row.status }, now);
    });
  }

  /** The language a request's mails are in: its account's, else the order's. */
  async function languageOf(row: PortingDbRow): Promise<Language> {
    if (row.user_id === null) return row.language;
    const user = await db
      .selectFrom('users')
      .select('language')
      .where('id', '=', Number(row.user_id))
      .executeTakeFirst();
    return user?.language ?? row.language;
  }

  /** Whether the request's order was refunded or withdrawn from (its rejection is our withdrawal, docs/contracts.md §14). */
  async function orderRefunded(orderId: string): Promise<boolean> {
    const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    return order?.status === 'refunded' || order?.status === 'withdrawn';
  }

  // --- The jobs

  /** Sends the porting request to the carrier once and keeps its dossier id; then the carrier's messages are read. */
  async function submit({ payload }: { payload: unknown }): Promise<JobResult> {
    const { portingId } = PortingJobPayload.parse(payload);
    const row = await requests.find(portingId);
    // Rejected before it was sent: there is nothing to ask the carrier.
    if (!row || row.carrier_ref !== null || row.status === 'rejected') return;
    const { ref } = await carrier.requestPorting({
      portingId,
      number: row.number,
      numberType: row.number_type,
      donor: row.current_provider,
      holderName: row.holder_name,
      wishedDate: row.wished_date,
    });
    await requests.setCarrierRef(portingId, ref);
    // Rejected by the back office while it was being sent: withdrawn at once.
    if ((await requests.find(portingId))?.status === 'rejected') await carrier.cancelPorting(ref);
    await ensureMessagePoll(db, clock.now());
  }

  async function sendMail({ id, payload }: { id: number; payload: unknown }): Promise<JobResult> {
    const { eventId } = EventJobPayload.parse(payload);
    const event = await requests.findEvent(eventId);
    const row = event && (await requests.find(Number(event.porting_id)));
    if (!event || !row) return;
    await mail.addForJob(
      id,
      portingMail(
        {
          email: row.customer_email,
          name: row.customer_name,
          language: await languageOf(row),
          number: row.number,
          currentProvider: row.current_provider,
          holderName: row.holder_name,
          wishedDate: row.wished_date,
          atContractEnd: Number(row.at_contract_end) === 1,
        },
        { status: event.status, date: event.date, reason: event.reason, withdrawn: await orderRefunded(row.order_id) },
        publicUrl,
      ),
    );
  }

  /**
   * Tells the carrier what the back office did: a port performed, a request withdrawn. With the simulated carrier the
   * back office's approval and a rejection of a request not yet answered are the donor's answers, given to it as such.
   */
  async function notifyCarrier({ payload }: { payload: unknown }): Promise<JobResult> {
    const { eventId, from, withdraw } = NotifyJobPayload.parse(payload);
    const event = await requests.findEvent(eventId);
    const row = event && (await requests.find(Number(event.porting_id)));
    if (!event || !row) return;
    const ref = row.carrier_ref;
    if (ref === null) {
      // Never sent (rejected first): nothing to tell. Otherwise the request is on its way: later.
      if (row.status === 'rejected') return;
      throw new Error(`Porting request ${row.id} has not reached the carrier yet`);
    }
    if (event.status === 'validated' && carrier.simulate) {
      try {
        await carrier.simulate(ref, { type: 'accepted', firstPossibleDate: null });
      } catch (error) {
        // The donor had answered already: its answer came as a message, and nothing is left to play.
        if (!(error instanceof CarrierRefusedError)) throw error;
      }
    } else if (event.status === 'completed') {
      await carrier.reportPerformed(ref, event.date ?? row.scheduled_date ?? isoDay(clock.now()));
    } else if (event.status === 'rejected') {
      if (from === 'requested' && carrier.simulate && withdraw !== true)
        await carrier.simulate(ref, { type: 'rejected', reason: event.reason ?? '' });
      else await carrier.cancelPorting(ref);
    }
  }

  /** Applies a carrier's message to its request: the donor's acceptance validates it, its refusal rejects it. */
  async function applyMessage(message: CarrierMessage): Promise<void> {
    const row = await requests.findByCarrierRef(message.ref);
    if (!row) {
      logger.warn({ ref: message.ref, type: message.type }, 'a carrier message for no porting request of ours');
      return;
    }
    const body: PortingStatusBody | undefined =
      message.type === 'accepted'
        ? { status: 'validated', reason: undefined }
        : message.type === 'rejected'
          ? { status: 'rejected', reason: message.reason }
          : undefined;
    // A delay or the donor's deactivation moves nothing; an answer that the back office has given already neither.
    if (!body || !canMovePorting(row.status, body.status)) return;
    try {
      await move(Number(row.id), body, 'carrier');
    } catch (error) {
      // Moved meanwhile (by the back office): the message has nothing left to do.
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  }

  /** Reads the carrier's messages, applies and confirms each; again later while a request is on its way. */
  async function handleCarrierMessages(): Promise<JobResult> {
    for (const message of await carrier.receiveMessages()) {
      await applyMessage(message);
      await carrier.confirmMessage(message.id);
    }
    if (await requests.hasOpen()) return { laterMs: CARRIER_POLL_MS };
  }

  return {
    jobHandlers: {
      [PORTING_JOBS.submit]: submit,
      [PORTING_JOBS.mail]: sendMail,
      [PORTING_JOBS.notifyCarrier]: notifyCarrier,
      [PORTING_JOBS.carrierMessages]: handleCarrierMessages,
    } satisfies JobHandlers,

    /** The account's requests (its own orders' and its confirmed customer record's), newest first, with history. */
    async listForUser(userId: number): Promise<PortingRequestRecord[]> {
      return withHistory(await requests.listOfUser(userId), toPortingRecord);
    },

    /** The back office's list: one page of rows with the stat cards over every request. */
    async adminList(query: PortingListQuery): Promise<PortingListAnswer> {
      const [page, stats] = await Promise.all([requests.list(query), requests.stats()]);
      return { ...page, items: page.items.map(toPortingRow), stats };
    },

    adminRecord,

    /** The back office moves a request on (see `move`); answers it as it then is. */
    async moveByAdmin(id: number, body: PortingStatusBody): Promise<AdminPortingRecord> {
      await move(id, body, 'admin');
      return adminRecord(id);
    },

    /** Reads the carrier's messages now (the job does every minute while a request is on its way). */
    handleCarrierMessages,
  };
}

export type PortingService = ReturnType<typeof createPortingService>;
