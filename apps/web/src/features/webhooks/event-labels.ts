// The translation key of each webhook event's name, so that a page names an event in the reader's language.
import type { WebhookDeliveryType } from '@telecom/domain';

export const EVENT_LABEL_KEYS = {
  'order.paid': 'webhooks.events.orderPaid',
  'invoice.issued': 'webhooks.events.invoiceIssued',
  'invoice.paid': 'webhooks.events.invoicePaid',
  'esim.ready': 'webhooks.events.esimReady',
  'esim.usage': 'webhooks.events.esimUsage',
  'porting.updated': 'webhooks.events.portingUpdated',
  'call.ended': 'webhooks.events.callEnded',
  'voicemail.received': 'webhooks.events.voicemailReceived',
  'booking.created': 'webhooks.events.bookingCreated',
  ping: 'webhooks.events.ping',
} as const satisfies Record<WebhookDeliveryType, string>;
