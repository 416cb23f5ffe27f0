// The built-in simulated payment provider's hosted payment page (docs/contracts.md §7): what `/betalen/{transactionId}`
// shows, the buttons' `simulate` call and the provider's webhook. A real provider (Mollie, Stripe) hosts this page
// itself; only the webhook and the order's redirect stay.

import { z } from 'zod';
import type { PAYMENT_METHODS } from '../schemas/checkout.js';
import { IsoDateTimeSchema } from './common.js';
import { PAYMENT_STATUSES } from './orders.js';

/** The methods that leave the site for the provider's hosted page (cards settle within the request). */
export const REDIRECT_PAYMENT_METHODS = [
  'ideal',
  'paypal',
  'applepay',
] as const satisfies readonly (typeof PAYMENT_METHODS)[number][];
export type RedirectPaymentMethod = (typeof REDIRECT_PAYMENT_METHODS)[number];

/** The iDEAL banks the hosted page offers (brand names: the same in every language). */
export const IDEAL_BANKS = [
  { id: 'abn-amro', name: 'ABN AMRO' },
  { id: 'asn', name: 'ASN Bank' },
  { id: 'bunq', name: 'bunq' },
  { id: 'ing', name: 'ING' },
  { id: 'knab', name: 'Knab' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'regiobank', name: 'RegioBank' },
  { id: 'revolut', name: 'Revolut' },
  { id: 'sns', name: 'SNS' },
  { id: 'triodos', name: 'Triodos Bank' },
] as const;
export const IDEAL_BANK_IDS = IDEAL_BANKS.map((bank) => bank.id) as [
  (typeof IDEAL_BANKS)[number]['id'],
  ...(typeof IDEAL_BANKS)[number]['id'][],
];

/** How long an open payment waits for the visitor before it expires. */
export const PAYMENT_EXPIRY_MINUTES = 15;

/** `{transactionId}` of /api/payments/{transactionId}: anything else is a payment that does not exist (404). */
export const TransactionIdPathSchema = z.object({
  transactionId: z
    .string()
    .regex(/^TX-[0-9A-F]{6,32}$/)
    .meta({ description: "The provider's transaction id", example: 'TX-4F9A2C81B3D7' }),
});

const EXAMPLE_HOSTED_PAYMENT = {
  transactionId: 'TX-4F9A2C81B3D7',
  orderId: 'ORD-1736848200000',
  method: 'ideal',
  status: 'open',
  amount: 24.19,
  amountCents: 2419,
  description: 'Order ORD-1736848200000',
  merchant: 'Telenova',
  expiresAt: '2025-01-14T09:45:00.000Z',
  returnUrl: '/order-confirmation?order=ORD-1736848200000',
} as const;

/** `GET /api/payments/{transactionId}`: what the hosted payment page shows. The id itself is the secret. */
export const HostedPaymentSchema = z
  .object({
    transactionId: z.string(),
    orderId: z.string(),
    method: z.enum(REDIRECT_PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().meta({ description: 'Euros including VAT' }),
    amountCents: z.number().int(),
    description: z.string(),
    merchant: z.string().meta({ description: "The seller's company name" }),
    expiresAt: IsoDateTimeSchema.meta({ description: 'An open payment expires then (15 minutes after it was made)' }),
    returnUrl: z.string().meta({ description: 'Where the page sends the visitor once the payment is settled' }),
  })
  .meta({ id: 'HostedPayment', example: EXAMPLE_HOSTED_PAYMENT });
export type HostedPayment = z.infer<typeof HostedPaymentSchema>;

export const HostedPaymentAnswerSchema = z
  .object({ payment: HostedPaymentSchema })
  .meta({ id: 'HostedPaymentAnswer', example: { payment: EXAMPLE_HOSTED_PAYMENT } });
export type HostedPaymentAnswer = z.infer<typeof HostedPaymentAnswerSchema>;

/** `POST /api/payments/{transactionId}/simulate` (simulated provider only): the hosted page's buttons. */
export const SimulatePaymentBodySchema = z
  .object({
    outcome: z.enum(['paid', 'failed', 'canceled']),
    bank: z.enum(IDEAL_BANK_IDS).optional().meta({ description: 'iDEAL only: the bank chosen on the page' }),
  })
  .meta({ id: 'SimulatePaymentRequest', example: { outcome: 'paid', bank: 'ing' } });
export type SimulatePaymentBody = z.infer<typeof SimulatePaymentBodySchema>;

/** 200 of `simulate`: the payment as it now is, and where to send the visitor. */
export const SimulatePaymentAnswerSchema = z.object({ payment: HostedPaymentSchema, redirectUrl: z.string() }).meta({
  id: 'SimulatedPayment',
  example: { payment: { ...EXAMPLE_HOSTED_PAYMENT, status: 'paid' }, redirectUrl: EXAMPLE_HOSTED_PAYMENT.returnUrl },
});
export type SimulatePaymentAnswer = z.infer<typeof SimulatePaymentAnswerSchema>;

/**
 * `POST /api/payments/webhook`: the provider's notice that a payment changed, as Mollie sends it (`id=…`, form- or
 * JSON-encoded). The body is never trusted: the API fetches the payment's status from the provider.
 */
export const PaymentWebhookBodySchema = z
  .object({ id: z.string().min(1).max(100) })
  .meta({ id: 'PaymentWebhook', example: { id: 'TX-4F9A2C81B3D7' } });
