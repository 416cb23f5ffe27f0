// Privacy (GDPR, docs/contracts.md §14): the account's data export (GET /api/account/export), the deletion of the
// account (POST /api/account/delete, and an admin's POST /api/admin/customers/{id}/privacy-delete) and the back
// office's list of these requests (GET /api/admin/privacy-requests).

import { z } from 'zod';
import { ACTIVITY_TYPES } from '../admin-lists/types.js';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.js';
import { LoginPasswordSchema } from '../schemas/fields.js';
import { INQUIRY_KINDS, TICKET_SUBJECTS } from '../schemas/forms.js';
import { ApiKeySchema } from './api-keys.js';
import { AssistantCallSchema } from './assistant.js';
import { InvoiceRecordSchema } from './admin-invoices.js';
import { UserSchema } from './auth.js';
import { IsoDateSchema, IsoDateTimeSchema, listPageSchema, PagingQuerySchema } from './common.js';
import { EsimSchema } from './esims.js';
import { OrderSchema } from './orders.js';
import { SubscriptionSchema } from './subscriptions.js';
import { TopUpSchema } from './top-ups.js';
import { TOP_UP_BUNDLE_IDS } from '../services/top-ups.js';
import { PortingRequestSchema } from './voip.js';
import { CalendarEventSchema, VoicemailGreetingSchema, VoicemailSchema } from './voicemail.js';
import { WebhookEndpointSchema } from './webhooks.js';

/** The export's format; raised when a field changes meaning or goes away (new sections may come without). */
export const ACCOUNT_EXPORT_VERSION = 1;

export const PRIVACY_REQUEST_KINDS = ['export', 'delete'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** `POST /api/account/delete`: the account's password, typed again. */
export const AccountDeleteSchema = z.object({ password: LoginPasswordSchema });
export type AccountDeleteInput = z.input<typeof AccountDeleteSchema>;
export const AccountDeleteBodySchema = AccountDeleteSchema.meta({
  id: 'AccountDeleteRequest',
  example: { password: 'Zomer2025!Fiets' },
});

const ExportPaymentSchema = z.object({
  /** What was paid: an order (its id) or an open invoice (its number). */
  of: z.enum(['order', 'invoice']),
  reference: z.string(),
  method: z.string().nullable(),
  status: z.string(),
  transactionId: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  createdAt: IsoDateTimeSchema,
  paidAt: IsoDateTimeSchema.nullable(),
});

export const AccountExportSchema = z
  .object({
    version: z.literal(ACCOUNT_EXPORT_VERSION),
    exportedAt: IsoDateTimeSchema,
    account: UserSchema.extend({ newsletter: z.boolean() }),
    /** The back-office customer record linked to the account (a confirmed address, §6), if any. */
    customerRecord: z
      .object({
        id: z.number().int().positive(),
        name: z.string(),
        email: z.string(),
        plan: z.string(),
        status: z.string(),
        createdAt: z.string(),
      })
      .nullable(),
    orders: z.array(OrderSchema),
    invoices: z.array(InvoiceRecordSchema),
    payments: z.array(ExportPaymentSchema),
    subscriptions: z.array(SubscriptionSchema),
    esims: z.array(EsimSchema),
    /** Each eSIM's data use in its current period. */
    usage: z.array(
      z.object({
        esimId: z.number().int().positive(),
        usedMb: z.number().int().nonnegative(),
        includedMb: z.number().int().nullable(),
        periodStart: IsoDateSchema.nullable(),
        periodEnd: IsoDateSchema.nullable(),
      }),
    ),
    /** The eSIMs' top-ups: data bundles bought by hand or by auto top-up, paid or not. */
    topUps: z.array(TopUpSchema),
    /** Each eSIM's auto top-up settings, where they were ever set. */
    autoTopUps: z.array(
      z.object({
        esimId: z.number().int().positive(),
        enabled: z.boolean(),
        bundle: z.enum(TOP_UP_BUNDLE_IDS),
        monthlyCapEuros: z.number().int(),
        updatedAt: IsoDateTimeSchema,
      }),
    ),
    voipNumbers: z.array(z.object({ number: z.string(), subscriptionId: z.number().int().nullable() })),
    portingRequests: z.array(PortingRequestSchema),
    /** The mails sent (or about to be sent) to the account's confirmed address: who to, subject, when. */
    mails: z.array(
      z.object({
        key: z.string(),
        to: z.string(),
        subject: z.string(),
        sent: z.boolean(),
        createdAt: IsoDateTimeSchema,
      }),
    ),
    /** The back office's log entries about the account's orders, invoices and subscriptions. */
    activity: z.array(z.object({ timestamp: IsoDateTimeSchema, type: z.enum(ACTIVITY_TYPES), message: z.string() })),
    newsletter: z
      .object({ email: z.string(), language: z.enum(SUPPORTED_LANGUAGES), subscribedAt: IsoDateTimeSchema })
      .nullable(),
    tickets: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        subject: z.enum(TICKET_SUBJECTS),
        message: z.string(),
        status: z.string(),
        createdAt: IsoDateTimeSchema,
      }),
    ),
    inquiries: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(INQUIRY_KINDS),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        company: z.string().nullable(),
        message: z.string().nullable(),
        createdAt: IsoDateTimeSchema,
      }),
    ),
    /** The voicemail messages (docs/contracts.md §16) with their transcripts; each recording is its audio call's. */
    voicemails: z.array(VoicemailSchema),
    /** The business's calendar: accepted appointment requests and the AI assistant's bookings. */
    appointments: z.array(CalendarEventSchema),
    /** The AI assistant's call log (docs/contracts.md §16): every conversation with its transcript. */
    assistantCalls: z.array(AssistantCallSchema),
    /** The numbers' voicemail greetings: the text; each recording is its recording call's. */
    voicemailGreetings: z.array(VoicemailGreetingSchema),
    /** The API keys, revoked ones too; never a secret, which is not kept. */
    apiKeys: z.array(ApiKeySchema.extend({ revokedAt: IsoDateTimeSchema.nullable() })),
    /** The webhook endpoints, without their signing secrets: a file to keep or pass on must not sign events. */
    webhookEndpoints: z.array(WebhookEndpointSchema.omit({ secret: true })),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const PrivacyRequestSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    userId: z.number().int().nullable(),
    customerId: z.number().int().nullable(),
    /** The account's name while it exists; null once it is deleted (nothing of it is kept here). */
    customerName: z.string().nullable(),
    requestedBy: z.enum(['customer', 'admin']),
    /** The admin who carried it out, when an admin did. */
    adminName: z.string().nullable(),
    requestedAt: IsoDateTimeSchema,
    completedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({
    id: 'PrivacyRequest',
    example: {
      id: 4,
      kind: 'delete',
      userId: 12,
      customerId: 31,
      customerName: null,
      requestedBy: 'customer',
      adminName: null,
      requestedAt: '2026-11-23T10:30:00.000Z',
      completedAt: '2026-11-23T10:30:00.000Z',
    },
  });
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

export const PrivacyRequestsQuerySchema = PagingQuerySchema;
export type PrivacyRequestsQuery = z.output<typeof PrivacyRequestsQuerySchema>;

export const PrivacyRequestListAnswerSchema = listPageSchema(PrivacyRequestSchema).meta({ id: 'PrivacyRequestList' });
export type PrivacyRequestListAnswer = z.infer<typeof PrivacyRequestListAnswerSchema>;

export const PrivacyRequestAnswerSchema = z
  .object({ request: PrivacyRequestSchema })
  .meta({ id: 'PrivacyRequestAnswer' });
export type PrivacyRequestAnswer = z.infer<typeof PrivacyRequestAnswerSchema>;
