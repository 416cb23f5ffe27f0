// /api/webhooks (docs/contracts.md §18, docs/decisions/070-webhooks.md): the endpoints an account registers for its
// events, their delivery log, and the events themselves (their payloads are the OpenAPI document's `webhooks`).
import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/** The events an endpoint can subscribe to; `ping` is only sent by "send test event" and needs no subscription. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'invoice.issued',
  'invoice.paid',
  'esim.ready',
  'esim.usage',
  'porting.updated',
  'call.ended',
  'voicemail.received',
  'booking.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What a delivery can carry: a subscribed event or the test event. */
export const WEBHOOK_DELIVERY_TYPES = [...WEBHOOK_EVENT_TYPES, 'ping'] as const;
export type WebhookDeliveryType = (typeof WEBHOOK_DELIVERY_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX = 500;

/** `POST /api/webhooks`: where to send, and which events. */
export const WebhookEndpointBodySchema = z
  .strictObject({
    url: z
      .string({ error: 'validation.webhook.url' })
      .trim()
      .max(WEBHOOK_URL_MAX, { error: 'validation.tooLong' })
      .regex(/^https?:\/\/[^\s/?#]+\S*$/i, { error: 'validation.webhook.url' })
      .meta({ description: 'https://…; http:// only for localhost and 127.0.0.1 outside production' }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'validation.webhook.events' }), {
        error: 'validation.webhook.events',
      })
      .min(1, { error: 'validation.webhook.events' })
      .transform((events) => [...new Set(events)]),
  })
  .meta({
    id: 'WebhookEndpointBody',
    example: { url: 'https://example.nl/hooks/telenova', events: ['order.paid', 'invoice.paid'] },
  });
export type WebhookEndpointBody = z.output<typeof WebhookEndpointBodySchema>;

const EXAMPLE_ENDPOINT = {
  id: 7,
  url: 'https://example.nl/hooks/telenova',
  events: ['order.paid', 'invoice.paid'],
  enabled: true,
  createdAt: '2026-11-30T09:00:00.000Z',
  secret: 'whsec_3f1c9a7e5b2d4f6081a3c5e7f9b1d3f5',
} as const;

/** A registered endpoint; `secret` is its signing secret, which only its owner reads. */
export const WebhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    createdAt: IsoDateTimeSchema,
    secret: z
      .string()
      .regex(/^whsec_[0-9a-f]{32}$/)
      .meta({
        description: 'The signing secret (HMAC-SHA256 key of the Webhook-Signature header)',
      }),
  })
  .meta({ id: 'WebhookEndpoint', example: EXAMPLE_ENDPOINT });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** `GET /api/webhooks`: the account's endpoints, newest first. */
export const WebhookEndpointsAnswerSchema = z
  .object({ endpoints: z.array(WebhookEndpointSchema) })
  .meta({ id: 'WebhookEndpoints', example: { endpoints: [EXAMPLE_ENDPOINT] } });
export type WebhookEndpointsAnswer = z.infer<typeof WebhookEndpointsAnswerSchema>;

const EXAMPLE_DELIVERY = {
  id: 31,
  eventId: 'evt_5a0c2e4f6b8d1a3c5e7f9b1d',
  type: 'order.paid',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseExcerpt: 'ok',
  createdAt: '2026-11-30T09:05:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-30T09:05:01.000Z',
} as const;

/** One event sent (or being sent) to an endpoint, with the endpoint's last answer. */
export const WebhookDeliverySchema = z
  .object({
    id: z.number().int(),
    eventId: z.string().meta({ description: "The event's id: the same in every try, for the receiver to deduplicate" }),
    type: z.enum(WEBHOOK_DELIVERY_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({
      description: 'pending: not yet answered with 2xx, tried again at nextAttemptAt; failed: given up after 8 tries',
    }),
    attempts: z.number().int().min(0),
    responseStatus: z.number().int().nullable().meta({
      description: "The last try's HTTP status; null when it got none (no connection, time-out)",
    }),
    responseExcerpt: z.string().nullable().meta({
      description: "The start of the last answer's body (at most 200 characters), or why there was none",
    }),
    createdAt: IsoDateTimeSchema,
    nextAttemptAt: IsoDateTimeSchema.nullable(),
    deliveredAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery', example: EXAMPLE_DELIVERY });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** `GET /api/webhooks/{id}/deliveries`: the endpoint's newest 100 deliveries. */
export const WebhookDeliveriesAnswerSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema) })
  .meta({ id: 'WebhookDeliveries', example: { deliveries: [EXAMPLE_DELIVERY] } });
export type WebhookDeliveriesAnswer = z.infer<typeof WebhookDeliveriesAnswerSchema>;

/** `POST /api/webhooks/{id}/test`: the delivery of the `ping` event just queued. */
export const WebhookTestAnswerSchema = z
  .object({ delivery: WebhookDeliverySchema })
  .meta({ id: 'WebhookTestAnswer', example: { delivery: { ...EXAMPLE_DELIVERY, type: 'ping', status: 'pending' } } });
export type WebhookTestAnswer = z.infer<typeof WebhookTestAnswerSchema>;

const cents = () => z.number().int().meta({ description: 'Euro cents, incl. VAT' });

/** Each event's `data`: small, ids and amounts in cents, for the receiver to fetch more through the API. */
export const WEBHOOK_EVENT_DATA = {
  'order.paid': z.object({
    orderId: z.string(),
    amountCents: cents(),
    status: z.literal('paid'),
    paidAt: IsoDateTimeSchema,
  }),
  'invoice.issued': z.object({
    invoiceId: z.number().int(),
    number: z.string(),
    totalCents: cents(),
    status: z.string().meta({
      description:
        'Its status when issued: paid (an order, a top-up, a month collected by direct debit) or sent (open)',
    }),
    orderId: z.string().nullable(),
  }),
  'invoice.paid': z.object({
    invoiceId: z.number().int(),
    number: z.string(),
    totalCents: cents(),
    paidAt: IsoDateTimeSchema,
  }),
  'esim.ready': z.object({ esimId: z.number().int(), orderId: z.string(), iccid: z.string() }),
  'esim.usage': z.object({
    esimId: z.number().int(),
    percent: z.union([z.literal(80), z.literal(100)]).meta({ description: 'The share of the bundle reached' }),
    periodStart: z.string(),
  }),
  'porting.updated': z.object({
    portingId: z.number().int(),
    number: z.string(),
    status: z.string().meta({ description: "The porting request's new status" }),
  }),
  'call.ended': z.object({
    callId: z.string(),
    direction: z.enum(['outbound', 'inbound']).meta({ description: "Seen from the account's number" }),
    caller: z.string(),
    callee: z.string(),
    seconds: z.number().int(),
    disposition: z.string(),
    endedAt: IsoDateTimeSchema,
  }),
  'voicemail.received': z.object({
    voicemailId: z.number().int(),
    number: z.string().meta({ description: 'The number called, E.164' }),
    caller: z.string().nullable().meta({ description: 'E.164; null when withheld' }),
    seconds: z.number().int(),
    receivedAt: IsoDateTimeSchema,
  }),
  'booking.created': z.object({
    appointmentId: z.number().int(),
    source: z.enum(['assistant', 'voicemail']).meta({
      description: 'Booked by the AI assistant, or a voicemail request the owner accepted',
    }),
    startAt: IsoDateTimeSchema,
    endAt: IsoDateTimeSchema,
  }),
  ping: z.object({ message: z.string() }),
} satisfies Record<WebhookDeliveryType, z.ZodObject>;
export type WebhookEventData<T extends WebhookDeliveryType> = z.input<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The JSON body of every delivery. */
export function webhookEventSchema<T extends WebhookDeliveryType>(type: T) {
  return z.object({
    id: z.string().meta({ description: 'evt_…, the same in every try' }),
    type: z.literal(type),
    created: z.number().int().meta({ description: 'Unix seconds when the event happened' }),
    data: WEBHOOK_EVENT_DATA[type],
  });
}
