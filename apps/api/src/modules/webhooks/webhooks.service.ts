// Webhooks (docs/contracts.md §18, docs/decisions/070-webhooks.md): an account registers endpoints for its events, and
// `publishWebhook` records a delivery for each enabled endpoint subscribed to the event, with a job that posts it, in the
// caller's transaction: an event exists exactly when the change it reports commits. The job posts the signed JSON
// body; an answer in 2xx delivers it, anything else is tried again after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and
// 24 h, and the eighth failure gives up. Every try's answer is kept on the delivery, for the owner's delivery log.
import { randomBytes } from 'node:crypto';
import type {
  WebhookDelivery,
  WebhookDeliveryType,
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEventData,
  WebhookEventType,
} from '@telecom/domain';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { deleteInBatches, type HousekeepingOptions } from '../../lib/housekeeping.js';
import { enqueueJob, type JobHandlers, type JobResult } from '../jobs/jobs.js';
import { postWebhook } from './webhook-post.js';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url.js';
import {
  createWebhooksRepository,
  toWebhookDelivery,
  toWebhookEndpoint,
  type WebhookDeliveryRow,
} from './webhooks.repository.js';

export const WEBHOOK_JOB = 'webhook.deliver';

/** The waits after the 1st, 2nd … 7th failed try; the 8th failure gives up (about 45 hours after the first try). */
export const WEBHOOK_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** How long a delivery's log entry is kept once it is settled (delivered or given up): as long as a finished job. */
export const SETTLED_DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60_000;

const DeliveryJobPayload = z.object({ deliveryId: z.number().int() });

/** Where an event is recorded: the caller's transaction, or the database when it has none. */
type Executor = Kysely<Database> | Transaction<Database>;

export interface WebhooksServiceOptions {
  db: Kysely<Database>;
  /** Production: https only, to public addresses only (webhook-url.ts). */
  production: boolean;
  /** After a test event is recorded: the job runner posts it now rather than at its next tick. */
  wake: () => void;
  clock?: Clock;
  /** Resolves a host name when an endpoint is registered (dns.lookup; tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
}

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** The delivery of one event to one endpoint, and its job, in `on`. */
async function recordDelivery(
  on: Executor,
  endpointId: number,
  event: { id: string; type: WebhookDeliveryType; data: unknown },
  now: Date,
): Promise<WebhookDeliveryRow> {
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    created: Math.floor(now.getTime() / 1000),
    data: event.data,
  });
  const delivery = await createWebhooksRepository(on).insertDelivery({
    endpointId,
    eventId: event.id,
    type: event.type,
    body,
    createdAt: now.toISOString(),
  });
  await enqueueJob(on, WEBHOOK_JOB, { deliveryId: Number(delivery.id) }, now);
  return delivery;
}

/**
 * Records event `type` with `data`, happened at `now`, for every enabled endpoint of account `userId` subscribed to
 * it, in `on` (the transaction of the change it reports, as enqueueJob and enqueueMail): nothing for a guest (`userId`
 * null) or an account without such an endpoint. The job runner posts them after the commit, at its next tick or when
 * the caller wakes it.
 */
export async function publishWebhook<T extends WebhookEventType>(
  on: Executor,
  event: { userId: number | null; type: T; data: WebhookEventData<T>; now: Date },
): Promise<void> {
  if (event.userId === null) return;
  const endpoints = await createWebhooksRepository(on).listEndpoints(event.userId);
  const subscribed = endpoints.filter(
    (row) => Number(row.enabled) === 1 && (JSON.parse(row.events) as string[]).includes(event.type),
  );
  if (subscribed.length === 0) return;
  const delivered = { id: eventId(), type: event.type, data: event.data };
  for (const endpoint of subscribed) await recordDelivery(on, Number(endpoint.id), delivered, event.now);
}

export function createWebhooksService({ db, production, wake, clock = systemClock, resolve }: WebhooksServiceOptions) {
  const webhooks = createWebhooksRepository(db);

  async function ownEndpoint(userId: number, id: number) {
    const row = await webhooks.findEndpoint(userId, id);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return row;
  }

  /** One try of delivery `deliveryId`: posted, its answer kept, and tried again later while it has tries left. */
  async function deliver({ payload }: { payload: unknown }): Promise<JobResult> {
    const { deliveryId } = DeliveryJobPayload.parse(payload);
    const delivery = await webhooks.findDelivery(deliveryId);
    // Delivered or given up already (a job run again after a crash), or its endpoint deleted with it.
    if (!delivery || delivery.status !== 'pending') return;
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .select(['url', 'secret', 'enabled'])
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint) return;
    const attempts = Number(delivery.attempts) + 1;
    const answer =
      Number(endpoint.enabled) === 1
        ? await postWebhook(
            endpoint.url,
            delivery.body,
            {
              [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
                endpoint.secret,
                Math.floor(clock.now().getTime() / 1000),
                delivery.body,
              ),
              'User-Agent': 'Telenova-Webhooks/1.0',
            },
            { production },
          )
        : { status: null, excerpt: 'The endpoint is disabled' };
    const now = clock.now();
    const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const givingUp = !delivered && (attempts >= WEBHOOK_MAX_ATTEMPTS || Number(endpoint.enabled) !== 1);
    const delayMs = delivered || givingUp ? undefined : WEBHOOK_RETRY_DELAYS_MS[attempts - 1]!;
    await webhooks.recordAttempt(deliveryId, {
      attempts,
      status: delivered ? 'delivered' : givingUp ? 'failed' : 'pending',
      responseStatus: answer.status,
      responseExcerpt: answer.excerpt === '' ? null : answer.excerpt,
      nextAttemptAt: delayMs === undefined ? null : new Date(now.getTime() + delayMs).toISOString(),
      deliveredAt: delivered ? now.toISOString() : null,
    });
    // A failed try is the endpoint's answer, not the job's failure: the job comes back at the delivery's own
    // schedule (the runner's `laterMs`), which is much longer than the runner's backoff for its own failures.
    return delayMs === undefined ? undefined : { laterMs: delayMs };
  }

  /**
   * Housekeeping (docs/decisions/067): deliveries settled (delivered, or given up) over 30 days ago, a batch at a time;
   * a delivery still being tried is kept, however old. Their jobs go with the finished jobs' own sweep.
   */
  function deleteSettledDeliveries(options: HousekeepingOptions = {}): Promise<number> {
    const before = new Date(clock.now().getTime() - SETTLED_DELIVERY_RETENTION_MS).toISOString();
    return deleteInBatches(async (limit) => {
      const result = await db
        .deleteFrom('webhook_deliveries')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_deliveries')
            .select('id')
            .where('status', 'in', ['delivered', 'failed'])
            .where('created_at', '<', before)
            .orderBy('id')
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    }, options);
  }

  return {
    jobHandlers: { [WEBHOOK_JOB]: deliver } satisfies JobHandlers,
    deleteSettledDeliveries,

    async list(userId: number): Promise<WebhookEndpoint[]> {
      return (await webhooks.listEndpoints(userId)).map(toWebhookEndpoint);
    },

    /** Registers an endpoint with a new signing secret; a URL it may not post to is 400 on `url`. */
    async create(userId: number, body: WebhookEndpointBody): Promise<WebhookEndpoint> {
      const problem = await webhookUrlProblem(body.url, { production, resolve });
      if (problem) throw new AppError(400, 'VALIDATION_FAILED', { fields: { url: problem } });
      const row = await webhooks.insertEndpoint({
        userId,
        url: body.url,
        events: body.events,
        secret: `whsec_${randomBytes(16).toString('hex')}`,
        createdAt: clock.now().toISOString(),
      });
      return toWebhookEndpoint(row);
    },

    /** Deletes the account's endpoint with its delivery log; another account's is 404. */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await webhooks.deleteEndpoint(userId, id))) throw new AppError(404, 'NOT_FOUND');
    },

    async deliveries(userId: number, id: number): Promise<WebhookDelivery[]> {
      await ownEndpoint(userId, id);
      return (await webhooks.listDeliveries(id)).map(toWebhookDelivery);
    },

    /** Sends the `ping` event to the endpoint, whatever it subscribed to, and answers its delivery as recorded. */
    async sendTest(userId: number, id: number): Promise<WebhookDelivery> {
      const endpoint = await ownEndpoint(userId, id);
      const data: WebhookEventData<'ping'> = { message: 'A test event from the dashboard' };
      const delivery = await db
        .transaction()
        .execute((trx) => recordDelivery(trx, Number(endpoint.id), { id: eventId(), type: 'ping', data }, clock.now()));
      wake();
      return toWebhookDelivery(delivery);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
