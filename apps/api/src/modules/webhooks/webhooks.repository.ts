// The webhook tables (migration sqlite/046, postgres/035): an account's endpoints and their deliveries.
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@telecom/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema.js';

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** How many deliveries an endpoint's log shows, newest first. */
export const DELIVERY_LOG_LENGTH = 100;

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: Number(row.id),
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: Number(row.enabled) === 1,
    createdAt: row.created_at,
    secret: row.secret,
  };
}

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    type: row.type as WebhookDelivery['type'],
    status: row.status,
    attempts: Number(row.attempts),
    responseStatus: row.response_status === null ? null : Number(row.response_status),
    responseExcerpt: row.response_excerpt,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
  };
}

export function createWebhooksRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    listEndpoints(userId: number): Promise<WebhookEndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The account's endpoint `id`; undefined for another account's, as for none. */
    findEndpoint(userId: number, id: number): Promise<WebhookEndpointRow | undefined> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async insertEndpoint(values: {
      userId: number;
      url: string;
      events: readonly string[];
      secret: string;
      createdAt: string;
    }): Promise<WebhookEndpointRow> {
      return db
        .insertInto('webhook_endpoints')
        .values({
          user_id: values.userId,
          url: values.url,
          events: JSON.stringify(values.events),
          secret: values.secret,
          created_at: values.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async deleteEndpoint(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('webhook_endpoints')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    listDeliveries(endpointId: number): Promise<WebhookDeliveryRow[]> {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('id', 'desc')
        .limit(DELIVERY_LOG_LENGTH)
        .execute();
    },

    findDelivery(id: number): Promise<WebhookDeliveryRow | undefined> {
      return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertDelivery(values: {
      endpointId: number;
      eventId: string;
      type: string;
      body: string;
      createdAt: string;
    }): Promise<WebhookDeliveryRow> {
      return db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: values.endpointId,
          event_id: values.eventId,
          type: values.type,
          body: values.body,
          next_attempt_at: values.createdAt,
          created_at: values.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** One try's outcome: its answer, and the delivery delivered, failed, or due again at `nextAttemptAt`. */
    async recordAttempt(
      id: number,
      attempt: {
        attempts: number;
        status: WebhookDeliveryRow['status'];
        responseStatus: number | null;
        responseExcerpt: string | null;
        nextAttemptAt: string | null;
        deliveredAt: string | null;
      },
    ): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({
          attempts: attempt.attempts,
          status: attempt.status,
          response_status: attempt.responseStatus,
          response_excerpt: attempt.responseExcerpt,
          next_attempt_at: attempt.nextAttemptAt,
          delivered_at: attempt.deliveredAt,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
