// The API's operations (docs/contracts.md §4): each route of the API declared once, with its path, method,
// operationId, summary, access, and the domain schemas of its parameters, body and answers. The API registers its
// Express routes from this table (apps/api/src/middleware/api-routes.ts: the path, the guard of `access`, the body's
// validation), generates the OpenAPI document from it (modules/openapi/openapi.ts), and the web app types its calls by
// it (apps/web/src/lib/api-client.ts: `callApi('GET /api/orders/{id}', …)`, a type import, no code). No shape is
// written here: the schemas are the domain's.
import { z } from 'zod';
import type { ErrorCode } from '../i18n/messages.js';
import { AssistantKnowledgeSchema } from '../assistant/knowledge.js';
import {
  AiBusinessBodySchema,
  NumberHoldBodySchema,
  PortingStatusBodySchema,
  VoipNumbersQuerySchema,
} from '../schemas/voip.js';
import { NumberRoutingBodySchema, NumberRoutingSchema } from '../voice/routing.js';
import { AddressAnswerSchema, AddressQuerySchema } from './address.js';
import { ActivityListAnswerSchema, ActivityQuerySchema } from './admin-activity.js';
import {
  BulkCustomerStatusBodySchema,
  CustomerAnswerSchema,
  CustomerBodySchema,
  CustomerDetailAnswerSchema,
  CustomerExportQuerySchema,
  CustomerListAnswerSchema,
  CustomerListQuerySchema,
} from './admin-customers.js';
import { DashboardAnswerSchema, DashboardQuerySchema } from './admin-dashboard.js';
import {
  BulkInvoiceDeleteAnswerSchema,
  BulkInvoiceStatusAnswerSchema,
  BulkInvoiceStatusBodySchema,
  CreditNoteBodySchema,
  InvoiceAnswerSchema,
  InvoiceCreateBodySchema,
  InvoiceExportQuerySchema,
  InvoiceListAnswerSchema,
  InvoiceListQuerySchema,
  InvoiceStatusBodySchema,
  InvoiceUpdateBodySchema,
  ReminderAnswerSchema,
  RemindersAnswerSchema,
} from './admin-invoices.js';
import { AdminOrderAnswerSchema, OrderListAnswerSchema, OrderListQuerySchema } from './admin-orders.js';
import { ReportsAnswerSchema } from './admin-reports.js';
import {
  AdminCancelSubscriptionBodySchema,
  AdminEsimAnswerSchema,
  AdminEsimReplacedAnswerSchema,
  AdminSubscriptionAnswerSchema,
} from './admin-services.js';
import { SettingsAnswerSchema, SettingsBodySchema } from './admin-settings.js';
import {
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AdminUsersQuerySchema,
  UserRoleBodySchema,
} from './admin-users.js';
import { ApiKeyCreateBodySchema, ApiKeyCreatedAnswerSchema, ApiKeysAnswerSchema } from './api-keys.js';
import {
  AssistantCallsAnswerSchema,
  AssistantKnowledgeAnswerSchema,
  AssistantSubscriptionPathSchema,
  AssistantTestAnswerSchema,
  AssistantTestBodySchema,
} from './assistant.js';
import {
  ForgotPasswordBodySchema,
  LanguageBodySchema,
  LoginBodySchema,
  PasswordChangeBodySchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SignedInAnswerSchema,
  UserAnswerSchema,
  VerifyEmailBodySchema,
} from './auth.js';
import {
  CallsAnswerSchema,
  CustomerCallsAnswerSchema,
  NumberUsageSchema,
  SipAccountSchema,
  SipPasswordAnswerSchema,
  VoipNumberPathSchema,
  WebPhoneSessionSchema,
} from './calls.js';
import {
  BulkIdsBodySchema,
  DeletedAnswerSchema,
  IdPathSchema,
  MessageAnswerSchema,
  UpdatedAnswerSchema,
} from './common.js';
import { ContractSummaryQuerySchema, OrderContractSummaryQuerySchema } from './contract-summary.js';
import {
  Es2plusHeaderAnswerSchema,
  Es2plusNotificationBodySchema,
  EsimAnswerSchema,
  EsimSimulateBodySchema,
  EsimUsageSchema,
  EsimsAnswerSchema,
} from './esims.js';
import {
  InquiryAnswerSchema,
  InquiryBodySchema,
  NewsletterAnswerSchema,
  NewsletterBodySchema,
  TicketAnswerSchema,
  TicketBodySchema,
} from './forms.js';
import {
  InvoicePayAnswerSchema,
  InvoicePayBodySchema,
  OwnInvoicesAnswerSchema,
  PAY_TOKEN_HEADER,
  PayableInvoiceAnswerSchema,
} from './invoices.js';
import {
  AiTrialAnswerSchema,
  IdempotencyKeySchema,
  OrderAnswerSchema,
  OrderBodySchema,
  OrderIdPathSchema,
  OrdersAnswerSchema,
  PlaceOrderAnswerSchema,
} from './orders.js';
import {
  HostedPaymentAnswerSchema,
  PaymentWebhookBodySchema,
  SimulatePaymentAnswerSchema,
  SimulatePaymentBodySchema,
  TransactionIdPathSchema,
} from './payments.js';
import {
  AccountDeleteBodySchema,
  AccountExportSchema,
  PrivacyRequestAnswerSchema,
  PrivacyRequestListAnswerSchema,
  PrivacyRequestsQuerySchema,
} from './privacy.js';
import {
  SubscriptionAnswerSchema,
  SubscriptionChangeBodySchema,
  SubscriptionPreviewAnswerSchema,
  SubscriptionPreviewQuerySchema,
  SubscriptionsAnswerSchema,
} from './subscriptions.js';
import { HealthAnswerSchema, NotReadyAnswerSchema, OpenApiDocumentSchema, ReadyAnswerSchema } from './system.js';
import {
  AutoTopUpAnswerSchema,
  AutoTopUpBodySchema,
  EsimTopUpsAnswerSchema,
  TopUpAnswerSchema,
  TopUpBodySchema,
} from './top-ups.js';
import {
  AppointmentDecisionBodySchema,
  CalendarAnswerSchema,
  GREETING_MAX_BYTES,
  GREETING_MAX_SECONDS,
  GREETING_TEXT_MAX,
  VoicemailGreetingBodySchema,
  VoicemailGreetingSchema,
  VoicemailPatchBodySchema,
  VoicemailSchema,
  VoicemailTestBodySchema,
  VoicemailsAnswerSchema,
} from './voicemail.js';
import {
  AdminPortingAnswerSchema,
  NumberHoldAnswerSchema,
  PortingListAnswerSchema,
  PortingListQuerySchema,
  PortingsAnswerSchema,
  VoipNumbersAnswerSchema,
} from './voip.js';
import {
  WebhookDeliveriesAnswerSchema,
  WebhookEndpointBodySchema,
  WebhookEndpointSchema,
  WebhookEndpointsAnswerSchema,
  WebhookTestAnswerSchema,
} from './webhooks.js';
import { WithdrawalAnswerSchema, WithdrawalLinkBodySchema } from './withdrawals.js';

/** Who may call: anyone, a signed-in account, an admin, or anyone with a token used when sent. */
export type Access = 'public' | 'user' | 'admin' | 'optional';

export type Tag = 'System' | 'Accounts' | 'Orders' | 'Webhooks' | 'Forms' | 'Back office';

export const TAGS: readonly { name: Tag; description: string }[] = [
  { name: 'System', description: 'Health, readiness and this document' },
  { name: 'Accounts', description: 'Registration, sign-in, profile, password and e-mail confirmation' },
  { name: 'Orders', description: 'Orders, the address lookup and a customer’s own invoices' },
  { name: 'Webhooks', description: "An account's endpoints for its events, their delivery log and test event" },
  { name: 'Forms', description: 'Support tickets, the newsletter and inquiries' },
  { name: 'Back office', description: 'Admin only: 401 without a token, 403 for a customer; never cached' },
];

/** The content types of the answers that are not JSON: downloads (CSV, PDF) and images shown inline (SVG). */
export type FileType = 'text/csv' | 'application/pdf' | 'image/svg+xml' | 'audio/wav' | 'text/calendar';

/** A successful answer: JSON of a domain schema, a download of a content type, or nothing (204). */
export type Answer =
  | { description: string; schema: z.ZodType }
  | { description: string; file: FileType }
  | { description: string; empty: true };

export interface Operation {
  /** camelCase, unique: the web reference page links to an operation by it. */
  operationId: string;
  summary: string;
  description?: string;
  tag: Tag;
  access: Access;
  /** A signed-in session only: a call with an API key is refused (403 API_KEY_NOT_ALLOWED). Only with `user`. */
  sessionOnly?: true;
  path?: z.ZodObject;
  /**
   * The 404 code of a path its schema refuses (an id that is no number, a number in another form): such a path names
   * a record that does not exist, so it gets the same answer as one that is not there. Every operation with a path
   * has one.
   */
  notFound?: ErrorCode;
  query?: z.ZodObject;
  /** Request headers the call reads (beside Authorization). */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body may also come form-encoded (application/x-www-form-urlencoded), as a payment provider posts it. */
  formBody?: true;
  /** The body is a file of this type itself (an upload), not JSON. */
  fileBody?: { type: FileType; description: string };
  answers: Record<number, Answer>;
  /**
   * The error answers (all in the Error shape) with what they mean here. 401 and 403 follow from `access`;
   * 400, 413 and 415 from a body; 400 from a query or a path that is no valid percent-encoding (a path its schema
   * refuses is `notFound`); 500 is on every operation.
   */
  errors?: Record<number, string>;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

// Each keeps its schema's or file type's own type, from which the web app's calls take their answers' types.
const json = <S extends z.ZodType>(description: string, schema: S) => ({ description, schema });
const empty = (description: string) => ({ description, empty: true as const });
const file = <F extends FileType>(description: string, type: F) => ({ description, file: type });

/** The order's access token, which reads its eSIMs as it reads the order. */
const ORDER_TOKEN_HEADERS = z.object({
  'X-Order-Token': z.string().optional().meta({
    description:
      "The order's accessToken from the answer of POST /api/orders, or (to read only) the `t` of a signed link in the order's mails",
  }),
});

/** The token of the link to step 2 of a withdrawal, mailed by POST /api/withdrawals/link (docs/contracts.md §13). */
const WITHDRAWAL_TOKEN_HEADERS = z.object({
  'X-Withdrawal-Token': z.string().optional().meta({
    description: 'The `t` of the link to step 2 that POST /api/withdrawals/link mailed to the order’s address',
  }),
});

/** The standard meaning of an error status; openapi.ts lists each once under `components.responses`. */
export const STANDARD_ERRORS = {
  400: 'Invalid input: `fields` holds one translated message per field or query parameter (VALIDATION_FAILED: a filter, sort, month or page outside its allowed values, a parameter given twice), a body that is not JSON (INVALID_JSON), or a path that is not valid percent-encoding (BAD_REQUEST)',
  401: 'Not authenticated: no token, or a token or API key that does not verify or is revoked (UNAUTHENTICATED, INVALID_TOKEN)',
  403: 'Signed in, but not an admin (FORBIDDEN), or an API key without the scope the call needs (INSUFFICIENT_SCOPE)',
  404: 'Not found (NOT_FOUND)',
  413: 'Body over 100 kB (PAYLOAD_TOO_LARGE)',
  415: 'Body not sent as application/json (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Too many attempts, or an API key over its requests a minute (TOO_MANY_REQUESTS); Retry-After gives the wait in seconds, the message in minutes',
  500: 'Something failed on our side (INTERNAL); no details are given',
} as const satisfies Record<number, string>;

export const OPERATIONS = {
  '/api/health': {
    get: {
      operationId: 'getHealth',
      summary: 'Health check: the process is up',
      tag: 'System',
      access: 'public',
      answers: { 200: json('Up', HealthAnswerSchema) },
    },
  },
  '/api/ready': {
    get: {
      operationId: 'getReadiness',
      summary: 'Readiness: the database answers',
      tag: 'System',
      access: 'public',
      answers: {
        200: json('Ready', ReadyAnswerSchema),
        503: json('The database does not answer, or the server is shutting down', NotReadyAnswerSchema),
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This document',
      tag: 'System',
      access: 'public',
      answers: { 200: json('OpenAPI 3.1', OpenApiDocumentSchema) },
    },
  },

  '/api/auth/register': {
    post: {
      operationId: 'register',
      summary: 'Create an account',
      tag: 'Accounts',
      access: 'public',
      body: RegisterBodySchema,
      answers: {
        201: json('Created and signed in; a confirmation link is mailed to the address', SignedInAnswerSchema),
      },
      errors: { 409: 'The e-mail address is taken (EMAIL_TAKEN)', 429: STANDARD_ERRORS[429] },
    },
  },
  '/api/auth/login': {
    post: {
      operationId: 'login',
      summary: 'Log in (`remember`: 30 days instead of JWT_TTL)',
      tag: 'Accounts',
      access: 'public',
      body: LoginBodySchema,
      answers: { 200: json('Signed in', SignedInAnswerSchema) },
      errors: {
        401: 'Unknown e-mail or wrong password: one answer for both (INVALID_CREDENTIALS)',
        429: STANDARD_ERRORS[429],
      },
    },
  },
  '/api/auth/verify': {
    get: {
      operationId: 'verifyToken',
      summary: 'The account of the token',
      tag: 'Accounts',
      access: 'user',
      answers: { 200: json('Valid token', UserAnswerSchema) },
    },
  },
  '/api/auth/logout': {
    post: {
      operationId: 'logout',
      summary: 'Revoke this token',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      answers: { 204: empty('Logged out; the token no longer verifies') },
    },
  },
  '/api/auth/profile': {
    put: {
      operationId: 'updateProfile',
      summary: 'Update name, e-mail or phone',
      description:
        'Only the fields sent; "" clears the phone. A new address is unconfirmed until its mailed link is opened; the old address gets a notice.',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      body: ProfileBodySchema,
      answers: { 200: json('Updated', UserAnswerSchema) },
      errors: { 409: 'The e-mail address is taken (EMAIL_TAKEN)' },
    },
  },
  '/api/auth/password': {
    put: {
      operationId: 'changePassword',
      summary: 'Change the password; every earlier token stops verifying',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      body: PasswordChangeBodySchema,
      answers: { 204: empty('Changed') },
      errors: { 400: 'Invalid input, or the current password is wrong (WRONG_PASSWORD)', 429: STANDARD_ERRORS[429] },
    },
  },
  '/api/api-keys': {
    get: {
      operationId: 'listApiKeys',
      summary: "The account's API keys that are not revoked, newest first (never their secrets)",
      tag: 'Accounts',
      access: 'user',
      answers: { 200: json('The keys', ApiKeysAnswerSchema) },
    },
    post: {
      operationId: 'createApiKey',
      summary: 'Make an API key with scopes; its secret is in this answer only',
      description:
        'Send the secret as `Authorization: Bearer tn_live_…`: the call then acts as the account, within the scopes (`read`: GET; `write`: the other methods; `admin`, for admins only: the back office besides). Key calls answer RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, and 429 over the limit. Needs a signed-in session: an API key cannot make keys.',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      body: ApiKeyCreateBodySchema,
      answers: { 201: json('Made: the key and its secret, shown this once', ApiKeyCreatedAnswerSchema) },
      errors: {
        403: 'The `admin` scope asked by an account that is not an admin (FORBIDDEN), or the call came with an API key (API_KEY_NOT_ALLOWED)',
      },
    },
  },
  '/api/api-keys/{id}': {
    delete: {
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key: it stops working at once',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 204: empty('Revoked') },
      errors: {
        403: 'The call came with an API key (API_KEY_NOT_ALLOWED): revoking takes a signed-in session',
        404: 'No key of this account with this id, or revoked already (NOT_FOUND)',
      },
    },
  },
  '/api/account/export': {
    get: {
      operationId: 'exportAccount',
      summary: "All the account's data as one JSON download (GDPR); recorded as a privacy request",
      description:
        'Content-Disposition names it account-data-YYYY-MM-DD.json. Profile, orders, invoices with lines, payments, ' +
        'subscriptions, eSIMs and their usage, VOIP numbers, porting requests, the mails sent to the confirmed address ' +
        '(recipient and subject), activity about them, and the newsletter, tickets and inquiries of the confirmed address.',
      tag: 'Accounts',
      access: 'user',
      answers: { 200: json('The export (`version`, `exportedAt` and the sections)', AccountExportSchema) },
    },
  },
  '/api/account/delete': {
    post: {
      operationId: 'deleteAccount',
      summary: 'Delete the account (GDPR), with its password typed again',
      description:
        'Services end now, the account and what no law requires to keep are deleted or anonymised; invoices stay for ' +
        'the 7-year fiscal retention with the name and address. The account can no longer sign in and its address ' +
        'is free. Recorded as a privacy request.',
      tag: 'Accounts',
      access: 'user',
      sessionOnly: true,
      body: AccountDeleteBodySchema,
      answers: { 204: empty('Deleted; the token no longer verifies') },
      errors: {
        400: 'Invalid input, or the password is wrong (WRONG_PASSWORD)',
        409: 'An admin account (ACCOUNT_IS_ADMIN): another admin makes it a customer first',
        429: STANDARD_ERRORS[429],
      },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      operationId: 'requestPasswordReset',
      summary: 'Mail a reset link (valid once, for 1 hour)',
      tag: 'Accounts',
      access: 'public',
      body: ForgotPasswordBodySchema,
      answers: { 202: json('The same answer whether or not the address has an account', MessageAnswerSchema) },
      errors: { 429: STANDARD_ERRORS[429] },
    },
  },
  '/api/auth/reset-password': {
    post: {
      operationId: 'resetPassword',
      summary: 'Set a new password with the token of the mailed link',
      tag: 'Accounts',
      access: 'public',
      body: ResetPasswordBodySchema,
      answers: { 204: empty('Reset; earlier tokens and links stop working; not signed in') },
      errors: { 400: 'Invalid input, or an unknown, used or expired token (RESET_TOKEN_INVALID)' },
    },
  },
  '/api/auth/verify-email': {
    post: {
      operationId: 'verifyEmail',
      summary:
        'Confirm the e-mail address with the token of the mailed link (valid once, for 24 hours); no sign-in needed',
      tag: 'Accounts',
      access: 'public',
      body: VerifyEmailBodySchema,
      answers: { 204: empty("Confirmed: the account's emailVerified is true, and its customer record is linked") },
      errors: {
        400: 'Invalid input, or an unknown token (VERIFICATION_TOKEN_INVALID)',
        409: 'The link was used already, or a later link or address change replaced it (VERIFICATION_TOKEN_USED)',
        410: 'The link has expired (VERIFICATION_TOKEN_EXPIRED)',
      },
    },
  },
  '/api/auth/resend-verification': {
    post: {
      operationId: 'resendVerification',
      summary: "Mail a new confirmation link to the account's address",
      tag: 'Accounts',
      access: 'user',
      answers: { 202: json('Sent', MessageAnswerSchema) },
      errors: { 409: 'The address is confirmed already (EMAIL_ALREADY_VERIFIED)', 429: STANDARD_ERRORS[429] },
    },
  },
  '/api/user/language': {
    put: {
      operationId: 'setLanguage',
      summary: "Store the account's language",
      tag: 'Accounts',
      access: 'user',
      body: LanguageBodySchema,
      answers: { 200: json('Stored', UserAnswerSchema) },
    },
  },

  '/api/orders': {
    post: {
      operationId: 'placeOrder',
      summary: 'Place an order; the server computes every price',
      description:
        'A guest order needs no token; account "existing" or "new" needs the token of that account, to which the order is linked (AI voicemail and the AI assistant are for accounts only: `account: "guest"` answers 400 on `account`). Any price a client sends is ignored. The order is stored `pending` before the payment is created: a card settles at once (the order is `paid`, or 402); iDEAL, PayPal and Apple Pay answer the order `pending` with `payment.redirectUrl`, the hosted payment page. A VOIP order with a new `number` takes it as it is stored (a free number, or the one its `numberHold` token holds) and holds it until the payment expires; paid, it is the subscription\'s. An account\'s first AI assistant order starts its 30-day free trial: nothing goes to the payment provider, the order is `paid` at once with `transactionId: null`, it has no invoice, and the billing run invoices the months after the trial. One trial per account: once an assistant order of the account was paid or trialled (refunded and cancelled ones included), a new one has `trialDays: 0` and charges its first month through the payment provider like AI voicemail (see GET /api/orders/ai-trial). A retry with the same Idempotency-Key and body answers the same order and accessToken without a second payment.',
      tag: 'Orders',
      access: 'optional',
      headers: z.object({ 'Idempotency-Key': IdempotencyKeySchema.optional() }),
      body: OrderBodySchema,
      answers: {
        201: json(
          'Stored: paid (card) or pending with the payment page to go to; Location names the order',
          PlaceOrderAnswerSchema,
        ),
      },
      errors: {
        400: `${STANDARD_ERRORS[400]}; an Idempotency-Key that is not 1–255 visible ASCII characters`,
        401: 'Account "existing" or "new" without a valid token (UNAUTHENTICATED)',
        402: 'The card was declined (PAYMENT_FAILED); the order is stored as failed (a VOIP number is let go)',
        409: 'The Idempotency-Key was used for another request (IDEMPOTENCY_CONFLICT); the new VOIP number is held by someone else or taken (NUMBER_NOT_AVAILABLE): nothing is stored',
      },
    },
    get: {
      operationId: 'listOrders',
      summary: "The signed-in account's orders, newest first",
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('Orders', OrdersAnswerSchema) },
    },
  },
  '/api/orders/ai-trial': {
    get: {
      operationId: 'getAiTrial',
      summary: "Whether the signed-in account has had the AI assistant's free trial",
      description:
        'One trial per account: true once an AI assistant order of the account was paid or trialled (refunded and cancelled ones included). The checkout prices the next assistant order with it (`priceOrderProduct(…, { aiTrialUsed })`), as the server will.',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('Whether the trial was used', AiTrialAnswerSchema) },
    },
  },
  '/api/orders/{id}': {
    get: {
      operationId: 'getOrder',
      summary: 'One order, for its account or whoever sends its access token',
      description:
        'The bearer token of the account that placed it, or the header X-Order-Token with the accessToken of the 201 answer or the link token (`t`) of the order’s mails. Anyone else gets 404, as for an order that does not exist.',
      tag: 'Orders',
      access: 'optional',
      path: OrderIdPathSchema,
      notFound: 'ORDER_NOT_FOUND',
      headers: z.object({
        'X-Order-Token': z.string().optional().meta({
          description:
            "The order's accessToken from the answer of POST /api/orders, or (to read only) the `t` of a signed link in the order's mails",
        }),
      }),
      answers: { 200: json('The order', OrderAnswerSchema) },
      errors: { 404: 'No such order, or neither its account nor its token (ORDER_NOT_FOUND)' },
    },
  },
  '/api/orders/{id}/invoice.pdf': {
    get: {
      operationId: 'downloadOrderInvoicePdf',
      summary:
        "The order's invoice as PDF, for its account or whoever sends its token (a guest, from the order's mail)",
      tag: 'Orders',
      access: 'optional',
      path: OrderIdPathSchema,
      notFound: 'ORDER_NOT_FOUND',
      headers: z.object({
        'X-Order-Token': z.string().optional().meta({
          description:
            "The order's accessToken from the answer of POST /api/orders, or the `t` of a signed link in the order's mails",
        }),
      }),
      answers: { 200: file('A PDF attachment (Content-Disposition names it INV-YYYY-NNN.pdf)', 'application/pdf') },
      errors: {
        404: 'No such order, or neither its account nor its token (ORDER_NOT_FOUND); an order without an invoice yet (INVOICE_NOT_FOUND)',
      },
    },
  },
  '/api/contract-summary.pdf': {
    get: {
      operationId: 'downloadContractSummaryPdf',
      summary:
        'The contract summary (EECC art. 102) of what the order wizard would order now, as PDF, in `lang` or Accept-Language',
      description:
        "`product` is the kind; the other parameters are that kind's choices, as the order request's `product` names them. The server prices them as it prices an order; the provider's details are the settings'. Public and cacheable.",
      tag: 'Orders',
      access: 'public',
      query: ContractSummaryQuerySchema,
      answers: { 200: file('A PDF attachment (contract-summary.pdf)', 'application/pdf') },
      errors: { 400: STANDARD_ERRORS[400] },
    },
  },
  '/api/orders/{id}/contract-summary.pdf': {
    get: {
      operationId: 'downloadOrderContractSummaryPdf',
      summary:
        "The order's contract summary as PDF, in the order's language (or `lang`): for its account, an admin, or whoever sends its token",
      tag: 'Orders',
      access: 'optional',
      path: OrderIdPathSchema,
      notFound: 'ORDER_NOT_FOUND',
      query: OrderContractSummaryQuerySchema,
      headers: z.object({
        'X-Order-Token': z.string().optional().meta({
          description:
            "The order's accessToken from the answer of POST /api/orders, or the `t` of a signed link in the order's mails",
        }),
      }),
      answers: {
        200: file('A PDF attachment (Content-Disposition names it contract-summary-ORD-….pdf)', 'application/pdf'),
      },
      errors: { 404: 'No such order, or neither its account, an admin nor its token (ORDER_NOT_FOUND)' },
    },
  },
  '/api/orders/{id}/withdrawal': {
    get: {
      operationId: 'getOrderWithdrawal',
      summary:
        'Step 2 of a withdrawal: the order and what withdrawing now refunds (or, once withdrawn, what it refunded)',
      description:
        'For the account that placed the order, or whoever sends the token of the link that POST /api/withdrawals/link mailed as X-Withdrawal-Token (docs/contracts.md §13). Anyone else gets 404.',
      tag: 'Orders',
      access: 'optional',
      path: OrderIdPathSchema,
      notFound: 'ORDER_NOT_FOUND',
      headers: WITHDRAWAL_TOKEN_HEADERS,
      answers: { 200: json('The order and its withdrawal', WithdrawalAnswerSchema) },
      errors: { 404: 'No such order, or neither its account nor its link token (ORDER_NOT_FOUND)' },
    },
  },
  '/api/orders/{id}/withdraw': {
    post: {
      operationId: 'withdrawOrder',
      summary:
        'Withdraw from a paid order within 14 days (the right of withdrawal): its services end, the days not used are refunded, the acknowledgement is mailed',
      description:
        'The 14 days count from the day after the payment, in Dutch time; the 14th day counts in full. The refund is paid × (days not used / days of the period), in whole cents, with a credit note of that amount (docs/contracts.md §13).',
      tag: 'Orders',
      access: 'optional',
      path: OrderIdPathSchema,
      notFound: 'ORDER_NOT_FOUND',
      headers: WITHDRAWAL_TOKEN_HEADERS,
      answers: { 200: json('The withdrawn order and its withdrawal', WithdrawalAnswerSchema) },
      errors: {
        404: 'No such order, or neither its account nor its link token (ORDER_NOT_FOUND)',
        409: 'Not paid or refunded already (ORDER_NOT_PAID), withdrawn already (ORDER_WITHDRAWN), or past the 14 days (WITHDRAWAL_PERIOD_ENDED)',
      },
    },
  },
  '/api/withdrawals/link': {
    post: {
      operationId: 'requestWithdrawalLink',
      summary: 'Step 1 of a withdrawal without an account: mail the link to step 2 to the order’s address',
      tag: 'Orders',
      access: 'public',
      body: WithdrawalLinkBodySchema,
      answers: { 202: json('The same answer whether or not the order and address match', MessageAnswerSchema) },
      errors: { 429: STANDARD_ERRORS[429] },
    },
  },
  '/api/esims': {
    get: {
      operationId: 'listEsims',
      summary: "The signed-in account's eSIMs, newest first",
      description:
        'Each eSIM is `preparing` until its provider has made its profile (seconds after the payment); from `ready` on it has its iccid, smdpAddress, activationCode, lpa and iosInstallUrl.',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('eSIMs', EsimsAnswerSchema) },
    },
  },
  '/api/esims/{id}': {
    get: {
      operationId: 'getEsim',
      summary: 'One eSIM, for its account or whoever sends its order’s access token',
      description:
        'The bearer token of the account that ordered it, or the header X-Order-Token with the order’s accessToken or the link token (`t`) of its mails. Anyone else gets 404, as for an eSIM that does not exist. A travel plan is `expired` after validUntil.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      answers: { 200: json('The eSIM', EsimAnswerSchema) },
      errors: { 404: 'No such eSIM, or neither its account nor its order’s token (ESIM_NOT_FOUND)' },
    },
  },
  '/api/esims/{id}/qr.svg': {
    get: {
      operationId: 'getEsimQrCode',
      summary: 'The QR code of the eSIM’s LPA string, as an SVG image',
      description:
        'What a phone scans to install the eSIM: `LPA:1$<smdpAddress>$<activationCode>` (error correction M). Access as for the eSIM. While the eSIM is `preparing` there is no code yet: 404, as the image does not exist yet (poll the eSIM until it is `ready`).',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      answers: { 200: file('An SVG image of the QR code', 'image/svg+xml') },
      errors: {
        404: 'No such eSIM, not its account or token, or no codes yet while preparing (ESIM_NOT_FOUND)',
      },
    },
  },
  '/api/esims/{id}/usage': {
    get: {
      operationId: 'getEsimUsage',
      summary: 'The data the eSIM used in its current period',
      description:
        'eSIM Pro: the calendar month (a new month starts at 0). A travel plan: from its installation for its validity (before installation: the period it would have if installed today). includedMb is the period’s allowance: the plan’s data plus the paid top-ups of the period (topUpMb); null when unlimited.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      answers: { 200: json('This period’s usage', EsimUsageSchema) },
      errors: { 404: 'No such eSIM, or neither its account nor its order’s token (ESIM_NOT_FOUND)' },
    },
  },
  '/api/esims/{id}/simulate': {
    post: {
      operationId: 'simulateEsim',
      summary: 'Make the simulated SM-DP+ install the eSIM or count data use (simulated provider only)',
      description:
        '`installed` (a `ready` eSIM): installed now, a travel plan valid from now for its days. `usage` (an installed or active eSIM): adds `mb` to this period; at 80% and at 100% of the included data a warning mail goes out, once each per period. Access as for the eSIM. Served only while the built-in simulated provider runs.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      body: EsimSimulateBodySchema,
      answers: { 200: json('The eSIM after the event', EsimAnswerSchema) },
      errors: {
        404: 'No such eSIM, or neither its account nor its order’s token (ESIM_NOT_FOUND)',
        409: 'The event does not apply to the eSIM’s status: installing one that is not ready, usage before installation or after expiry (INVALID_TRANSITION)',
      },
    },
  },
  '/api/esims/{id}/top-up': {
    post: {
      operationId: 'topUpEsim',
      summary: 'Buy a data bundle for the eSIM: the payment provider’s page to pay it on',
      description:
        'The eSIM’s account (bearer) or its order’s access token in X-Order-Token (a mail’s link token reads only). The top-up is stored `pending`, then paid on the provider’s page like an order; once the provider reports it paid (its webhook, or its page) the bundle’s data is added to the allowance of the current period at once (an eSIM Pro’s month, a travel plan’s validity), an invoice is made and a confirmation mail sent, once however many notices come. The provider sends the payer back to /dashboard/esims/{id}?topUp={topUpId}.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      body: TopUpBodySchema,
      answers: { 201: json('The top-up is stored and its payment open', TopUpAnswerSchema) },
      errors: {
        400: STANDARD_ERRORS[400],
        404: 'No such eSIM, or neither its account nor its order’s access token (ESIM_NOT_FOUND)',
        409: 'The eSIM has unlimited data, is not ready yet or has ended (TOP_UP_NOT_AVAILABLE)',
      },
    },
  },
  '/api/esims/{id}/top-ups': {
    get: {
      operationId: 'getEsimTopUps',
      summary: 'The eSIM’s top-ups, whether it can have one, and its auto top-up settings',
      description: 'Access as for buying a top-up. Newest first; a pending top-up whose payment expired is `expired`.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      answers: { 200: json('The top-ups and auto top-up', EsimTopUpsAnswerSchema) },
      errors: { 404: 'No such eSIM, or neither its account nor its order’s access token (ESIM_NOT_FOUND)' },
    },
  },
  '/api/esims/{id}/auto-top-up': {
    put: {
      operationId: 'setEsimAutoTopUp',
      summary: 'Switch auto top-up on or off, with its bundle and monthly cap',
      description:
        'On, the bundle is bought automatically once 10% of the period’s allowance is left, collected by the payment provider’s mandate, as long as the calendar month’s auto top-ups (incl. VAT) stay within the cap. Offered only when the provider can collect without the customer (autoTopUpAvailable); switched on past 90% already, it buys at once.',
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      headers: ORDER_TOKEN_HEADERS,
      body: AutoTopUpBodySchema,
      answers: { 200: json('The auto top-up settings', AutoTopUpAnswerSchema) },
      errors: {
        400: STANDARD_ERRORS[400],
        404: 'No such eSIM, or neither its account nor its order’s access token (ESIM_NOT_FOUND)',
        409: 'The provider cannot collect (AUTO_TOP_UP_UNAVAILABLE), or the eSIM cannot have top-ups (TOP_UP_NOT_AVAILABLE)',
      },
    },
  },
  '/api/payments/{transactionId}': {
    get: {
      operationId: 'getHostedPayment',
      summary: "The simulated provider's hosted payment page: amount, description, method and status",
      tag: 'Orders',
      access: 'public',
      path: TransactionIdPathSchema,
      notFound: 'PAYMENT_NOT_FOUND',
      answers: { 200: json('The payment', HostedPaymentAnswerSchema) },
      errors: { 404: 'No such payment on a hosted page (PAYMENT_NOT_FOUND)' },
    },
  },
  '/api/payments/{transactionId}/simulate': {
    post: {
      operationId: 'simulatePayment',
      summary: 'The hosted payment page’s buttons: pay, fail or cancel (simulated provider only)',
      description:
        'The simulated provider settles the payment and notifies the API as its webhook would; the order moves on. Served only while the built-in simulated provider runs.',
      tag: 'Orders',
      access: 'public',
      path: TransactionIdPathSchema,
      notFound: 'PAYMENT_NOT_FOUND',
      body: SimulatePaymentBodySchema,
      answers: { 200: json('Settled; redirectUrl is where the visitor goes next', SimulatePaymentAnswerSchema) },
      errors: {
        404: 'No such payment on a hosted page (PAYMENT_NOT_FOUND)',
        409: 'The payment is no longer open: paid, failed, canceled or expired (PAYMENT_NOT_OPEN)',
      },
    },
  },
  '/api/payments/webhook': {
    post: {
      operationId: 'receivePaymentWebhook',
      summary: "The payment provider's notice that a payment changed",
      description:
        'Form-encoded `id=…` as Mollie sends it, or JSON. The status is fetched from the provider, never read from the body. 200 for any id, known or not.',
      tag: 'Orders',
      access: 'public',
      body: PaymentWebhookBodySchema,
      formBody: true,
      answers: { 200: empty('Received') },
    },
  },
  '/api/esim/es2plus/notifications': {
    post: {
      operationId: 'receiveEsimDownloadProgress',
      summary: "The SM-DP+'s ES2+ HandleDownloadProgressInfo (ESIM_PROVIDER=es2plus)",
      description:
        'GSMA SGP.22 ES2+, posted by the SM-DP+ (over mutual TLS at the proxy in production). Checked: the header’s functionRequesterIdentifier (ES2PLUS_SMDP_IDENTIFIER) and the ICCID, one of our orders. notificationPointId 4 (BPP installation) with Executed-Success makes the ready eSIM installed. 204 when accepted; a refused notification answers 200 with the ES2+ header Failed and its statusCodeData (8.1/1.2 requester not allowed, 8.1/2.1 invalid, 8.2.1/3.9 unknown ICCID), as does every notification while the simulated provider runs.',
      tag: 'Orders',
      access: 'public',
      body: Es2plusNotificationBodySchema,
      answers: {
        200: json('Refused: the ES2+ header with status Failed', Es2plusHeaderAnswerSchema),
        204: empty('Accepted'),
      },
    },
  },
  '/api/address': {
    get: {
      operationId: 'lookUpAddress',
      summary: 'Street, city and province of a Dutch postcode and house number',
      tag: 'Orders',
      access: 'public',
      query: AddressQuerySchema,
      answers: { 200: json('Found', AddressAnswerSchema) },
      errors: {
        400: STANDARD_ERRORS[400],
        404: 'No address at this postcode and house number (ADDRESS_NOT_FOUND)',
        503: 'The address provider (PDOK) does not answer now; the visitor types the address (ADDRESS_LOOKUP_UNAVAILABLE)',
      },
    },
  },
  '/api/invoices': {
    get: {
      operationId: 'listOwnInvoices',
      summary: "The signed-in customer's own invoices, newest first",
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('Invoices', OwnInvoicesAnswerSchema) },
    },
  },
  '/api/invoices/{id}/pdf': {
    get: {
      operationId: 'downloadOwnInvoicePdf',
      summary: "One of the signed-in customer's own invoices as PDF, in their language",
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: file('A PDF attachment (Content-Disposition names it INV-YYYY-NNN.pdf)', 'application/pdf') },
      errors: { 404: 'Not an invoice of this account (NOT_FOUND)' },
    },
  },
  '/api/invoices/{id}/pay': {
    post: {
      operationId: 'payInvoice',
      summary: 'Pay an open invoice online: the payment provider’s page to go to',
      description: `The signed-in account's own invoice, or any invoice with the token of its signed pay link (the \`t\` of \`/facturen/{id}/betalen?t=…\` in a reminder mail) in the header ${PAY_TOKEN_HEADER}, without an account. The invoice must be open (sent; past its due date too). Once the provider reports the payment paid (its webhook, or its page), the invoice is paid; a failed, expired or canceled payment leaves it open. The provider sends the payer back to /dashboard/billing (account) or to the pay link's page.`,
      tag: 'Orders',
      access: 'optional',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      headers: z.object({
        [PAY_TOKEN_HEADER]: z.string().optional().meta({ description: "The token of the invoice's signed pay link" }),
      }),
      body: InvoicePayBodySchema,
      answers: { 201: json('The payment is created, open', InvoicePayAnswerSchema) },
      errors: {
        400: STANDARD_ERRORS[400],
        401: 'Neither signed in nor a pay token (UNAUTHENTICATED)',
        404: 'Not an invoice of this account, or a wrong pay token (NOT_FOUND)',
        409: 'Already paid (INVOICE_PAID), or not open: a draft, cancelled invoice or credit note (INVOICE_NOT_OPEN)',
      },
    },
  },
  '/api/invoices/{id}/pay-link': {
    get: {
      operationId: 'getPayableInvoice',
      summary: 'What the signed pay link’s page shows: the invoice number, amount and whether it is still open',
      tag: 'Orders',
      access: 'public',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      headers: z.object({
        [PAY_TOKEN_HEADER]: z.string().meta({ description: "The token of the invoice's signed pay link" }),
      }),
      answers: { 200: json('The invoice', PayableInvoiceAnswerSchema) },
      errors: {
        401: 'No token (UNAUTHENTICATED)',
        404: 'No such invoice, or a wrong token (NOT_FOUND)',
        409: 'A draft, cancelled invoice or credit note (INVOICE_NOT_OPEN)',
      },
    },
  },

  '/api/subscriptions': {
    get: {
      operationId: 'listSubscriptions',
      summary: "The signed-in account's subscriptions, newest first",
      description:
        'Each with its calendar month (currentPeriodStart/End), its next invoice (the 1st of next month; null when it ends before), its monthly price before and with VAT, and a change that takes effect next month.',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('Subscriptions', SubscriptionsAnswerSchema) },
    },
  },
  '/api/subscriptions/{id}/preview': {
    get: {
      operationId: 'previewSubscriptionChange',
      summary: 'The monthly price of a new eSIM Pro configuration, from the next month on',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      query: SubscriptionPreviewQuerySchema,
      answers: { 200: json('The new and the current monthly price', SubscriptionPreviewAnswerSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; a configuration that cannot be ordered`,
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not an eSIM Pro subscription (INVALID_TRANSITION)',
      },
    },
  },
  '/api/subscriptions/{id}': {
    put: {
      operationId: 'changeSubscription',
      summary: 'Change the configuration from the next month on',
      description:
        'Stored as the next configuration and price; the billing run of next month moves it in. Sending the current configuration takes a pending change back.',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      body: SubscriptionChangeBodySchema,
      answers: { 200: json('The subscription with its next configuration', SubscriptionAnswerSchema) },
      errors: {
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not an eSIM Pro subscription, or cancelling or cancelled (INVALID_TRANSITION)',
      },
    },
  },
  '/api/subscriptions/{id}/business': {
    put: {
      operationId: 'changeSubscriptionBusiness',
      summary: "Change an AI assistant's business settings, from now on",
      description:
        'The name, phone number, languages (no more than the plan has), opening hours and greeting the assistant answers with. An activity entry records the change.',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      body: AiBusinessBodySchema,
      answers: { 200: json('The subscription with its new settings', SubscriptionAnswerSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; more languages than the plan has (on business.languages)`,
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not an AI assistant subscription, or it has ended (INVALID_TRANSITION)',
      },
    },
  },
  '/api/subscriptions/{id}/cancel': {
    post: {
      operationId: 'cancelSubscription',
      summary: "Cancel: cancelling until the later of this month's end and the minimum term's end",
      description: 'A confirmation naming the end date is mailed in the customer’s language.',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      answers: { 200: json('The subscription, cancelling, with endsOn', SubscriptionAnswerSchema) },
      errors: {
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Already cancelling or cancelled (INVALID_TRANSITION)',
      },
    },
  },
  '/api/porting': {
    get: {
      operationId: 'listPorting',
      summary: "The signed-in account's porting requests (nummerbehoud), newest first",
      description:
        'Each number being moved to us with its current provider, its status (requested → validated → scheduled → completed, or rejected with a reason) and its history of steps, oldest first (docs/contracts.md §9).',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('Porting requests', PortingsAnswerSchema) },
    },
  },
  '/api/subscriptions/{id}/resume': {
    post: {
      operationId: 'resumeSubscription',
      summary: 'Undo a cancellation while its last day has not passed',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      answers: { 200: json('The subscription, active again', SubscriptionAnswerSchema) },
      errors: {
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not cancelling, or it has ended (INVALID_TRANSITION)',
      },
    },
  },

  '/api/voip/numbers': {
    get: {
      operationId: 'listFreeVoipNumbers',
      summary: 'Up to 20 free numbers of an area, to choose a new VOIP number from',
      description:
        'Numbers held by someone else (for 15 minutes, or by an order while its payment is open) or assigned are left out; a hold that has lapsed is free again.',
      tag: 'Orders',
      access: 'public',
      query: VoipNumbersQuerySchema,
      answers: { 200: json('The free numbers, in number order', VoipNumbersAnswerSchema) },
      errors: { 400: `${STANDARD_ERRORS[400]}; an area that is not in the list (on area)` },
    },
  },
  '/api/calls': {
    get: {
      operationId: 'listCalls',
      summary: "The signed-in account's calls, newest first (at most 200)",
      description:
        "Every call its numbers placed or received, as the voice platform recorded it: caller, callee (E.164), start, answer, end, seconds from answer to end, disposition, and its destination class. An outbound call is rated per started minute at its destination's rate after the bundle's minutes of that month (docs/contracts.md §15); costCents is excl. VAT, 0 for on-net and inbound calls.",
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('The calls', CallsAnswerSchema) },
    },
  },
  '/api/voip/numbers/{number}/sip': {
    get: {
      operationId: 'getSipAccount',
      summary: "A number's SIP account: how any SIP phone or app signs in with it",
      description:
        'User name, domain, server, port, transports and the WebSocket address for a phone in the browser, and when the password was set (null: none yet). The password itself is shown only when it is set.',
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The SIP account', SipAccountSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voip/numbers/{number}/sip/password': {
    post: {
      operationId: 'setSipPassword',
      summary: 'Set a new SIP password for a number (shown this once; the old one stops working)',
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The new password and the account', SipPasswordAnswerSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voip/numbers/{number}/sip/web-session': {
    post: {
      operationId: 'createWebPhoneSession',
      summary: 'A short-lived SIP credential for a phone in the browser (SIP over WebSocket)',
      description:
        "Registers and calls as the number (its SIP URI) under an authentication name of its own, for 12 hours. The number's own password is neither needed nor changed, and several browsers can be signed in at once beside the number's SIP phones.",
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The credential, shown this once', WebPhoneSessionSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voip/numbers/{number}/routing': {
    get: {
      operationId: 'getNumberRouting',
      summary: "A number's routing: how long its devices ring and where an unanswered call goes",
      description:
        'Ring seconds (5–60), then the fallback: none (the caller hears that nobody answered), a forward to another number, voicemail or the AI assistant (until those exist: as none). With opening hours (per weekday, Europe/Amsterdam), a call outside them goes straight to their own route. A number without a routing of its own answers the default: 20 seconds, none, no hours.',
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The routing', NumberRoutingSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
    put: {
      operationId: 'setNumberRouting',
      summary: "Replace a number's routing (the SIP core uses it from the next call)",
      description:
        'A forward number may be written as the dial rule takes it (+31…, 0031…, 0… Dutch national); it is answered in E.164 and kept only for a forward. It may not be the number itself, a premium-rate (09xx) or short number.',
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      body: NumberRoutingBodySchema,
      answers: { 200: json('The routing as kept', NumberRoutingSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; ring seconds outside 5–60, a forward without a valid number or to the number itself, a time that is not HH:MM, a range that closes before it opens or overlaps another of its day (each at its field, as openingHours.days.mon.0.closes)`,
        404: 'Not a number of this account (NOT_FOUND)',
      },
    },
  },
  '/api/voip/numbers/{number}/greeting': {
    get: {
      operationId: 'getVoicemailGreeting',
      summary: "A number's voicemail greeting: what a caller hears before leaving a message",
      description:
        "An uploaded recording plays when there is one; else the business's text, spoken by the platform (espeak-ng) in the number's language; else the standard greeting. `plays` says which. A later owner of the number starts with the standard greeting.",
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The greeting', VoicemailGreetingSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
    put: {
      operationId: 'setVoicemailGreetingText',
      summary: "Set the greeting's text (null or empty: none)",
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      body: VoicemailGreetingBodySchema,
      answers: { 200: json('The greeting as kept', VoicemailGreetingSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; a text over ${GREETING_TEXT_MAX} characters or with control characters`,
        404: 'Not a number of this account (NOT_FOUND)',
      },
    },
  },
  '/api/voip/numbers/{number}/greeting/recording': {
    get: {
      operationId: 'getVoicemailGreetingRecording',
      summary: "The greeting's uploaded recording",
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: file('The WAV file as uploaded', 'audio/wav') },
      errors: { 404: 'Not a number of this account, or it has no recording (NOT_FOUND)' },
    },
    put: {
      operationId: 'uploadVoicemailGreetingRecording',
      summary: 'Upload a recorded greeting: the WAV file itself as the body',
      description: `Content-Type audio/wav; PCM or G.711 (µ-law, A-law); at most ${GREETING_MAX_SECONDS} seconds and ${GREETING_MAX_BYTES / 1_000_000} MB. It plays instead of the text until it is deleted. Example: curl -X PUT -H 'Authorization: Bearer …' -H 'Content-Type: audio/wav' --data-binary @begroeting.wav …/greeting/recording`,
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      fileBody: { type: 'audio/wav', description: 'The recording (WAV)' },
      answers: { 200: json('The greeting, now playing the recording', VoicemailGreetingSchema) },
      errors: {
        400: `No WAV file (GREETING_NOT_WAV), or longer than ${GREETING_MAX_SECONDS} seconds (GREETING_TOO_LONG)`,
        404: 'Not a number of this account (NOT_FOUND)',
        413: `Larger than ${GREETING_MAX_BYTES / 1_000_000} MB (PAYLOAD_TOO_LARGE)`,
        415: 'Not sent as audio/wav (UNSUPPORTED_MEDIA_TYPE)',
      },
    },
    delete: {
      operationId: 'deleteVoicemailGreetingRecording',
      summary: 'Delete the recorded greeting: the text (or the standard greeting) plays again',
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The greeting as it is now', VoicemailGreetingSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voip/numbers/{number}/usage': {
    get: {
      operationId: 'getNumberUsage',
      summary: "A number's calling meter: this month's bundle minutes used, and the minutes charged so far",
      description:
        "Rated from the number's calls of this calendar month with its bundle, as the call history rates them (docs/contracts.md §15): bundle minutes used of the bundle's (Europe 500, World 200; NL unlimited has no total, only its fair use), and the minutes charged at the rates with their cost excl. VAT. The customer gets a mail when the bundle minutes reach 80 % and 100 %.",
      tag: 'Orders',
      access: 'user',
      path: VoipNumberPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json("The number's meter", NumberUsageSchema) },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voicemails': {
    get: {
      operationId: 'listVoicemails',
      summary: "The account's voicemail messages, newest first, and how many are new",
      description:
        'Each message with its transcript, one-line summary, urgency, callback number and appointment request once the speech to text has answered (null until then; a new message is there within a minute). Messages are deleted 90 days after they came in (expiresAt).',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('The inbox', VoicemailsAnswerSchema) },
    },
  },
  '/api/voicemails/test': {
    post: {
      operationId: 'leaveTestVoicemail',
      summary: "Leave a recorded example message on one of the account's numbers",
      description:
        'Through the same intake as a caller’s message: stored, transcribed, analysed and mailed to the account. The examples go in turn, the Dutch appointment request (Tuesday 8 December at 10:00) first.',
      tag: 'Orders',
      access: 'user',
      body: VoicemailTestBodySchema,
      answers: { 202: empty('Left; it is in the inbox once transcribed') },
      errors: { 404: 'Not a number of this account (NOT_FOUND)' },
    },
  },
  '/api/voicemails/{id}': {
    patch: {
      operationId: 'updateVoicemail',
      summary: 'Mark a message read, or new again',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: VoicemailPatchBodySchema,
      answers: { 200: json('The message', VoicemailSchema) },
      errors: { 404: 'Not a message of this account (NOT_FOUND)' },
    },
    delete: {
      operationId: 'deleteVoicemail',
      summary: 'Delete a message, its recording and the calendar appointment it made',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 204: empty('Deleted') },
      errors: { 404: 'Not a message of this account (NOT_FOUND)' },
    },
  },
  '/api/voicemails/{id}/audio': {
    get: {
      operationId: 'getVoicemailAudio',
      summary: "A message's recording",
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: {
        200: file('The recording as received (WAV, at most 3 minutes); `Accept-Ranges: bytes`', 'audio/wav'),
        206: file('The bytes one `Range: bytes=…` asked for, with `Content-Range`', 'audio/wav'),
      },
      errors: {
        404: 'Not a message of this account (NOT_FOUND)',
        416: 'The Range starts beyond the recording (RANGE_NOT_SATISFIABLE); `Content-Range: bytes */<size>`',
      },
    },
  },
  '/api/voicemails/{id}/appointment': {
    post: {
      operationId: 'decideVoicemailAppointment',
      summary: "Accept or decline a message's appointment request",
      description:
        'accept: approved, and an appointment of 30 minutes in the calendar (a request that named a day only starts at 09:00, Europe/Amsterdam); reject: rejected. Either way the caller gets an SMS at the callback number, in the language of the message, naming the day (and time).',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: AppointmentDecisionBodySchema,
      answers: { 200: json('The message after the decision', VoicemailSchema) },
      errors: {
        404: 'Not a message of this account (NOT_FOUND)',
        409: 'The message has no appointment request, or it was decided already (INVALID_TRANSITION)',
      },
    },
  },
  '/api/calendar': {
    get: {
      operationId: 'getCalendar',
      summary: "The business's calendar and the secret address of its ICS feed",
      description:
        'Accepted voicemail appointments and the AI assistant’s bookings, soonest first. The feed’s address is made at the first look.',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('The calendar', CalendarAnswerSchema) },
    },
  },
  '/api/calendar/feed': {
    post: {
      operationId: 'renewCalendarFeed',
      summary: 'A new secret address for the ICS feed; the old one stops working (404)',
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('The calendar with its new feed address', CalendarAnswerSchema) },
    },
  },
  '/api/calendar/{token}.ics': {
    get: {
      operationId: 'getCalendarFeed',
      summary: 'The calendar as an ICS feed, for any calendar app to subscribe to',
      description: 'No login: the secret address is the key. Times in UTC; each event’s UID is its id.',
      tag: 'Orders',
      access: 'public',
      path: z.object({ token: z.string().meta({ description: 'The secret of the address GET /api/calendar gives' }) }),
      notFound: 'CALENDAR_FEED_NOT_FOUND',
      answers: { 200: file('The calendar (iCalendar, RFC 5545)', 'text/calendar') },
      errors: { 404: 'No feed has this address, or a newer one replaced it (CALENDAR_FEED_NOT_FOUND)' },
    },
  },
  '/api/voip/numbers/hold': {
    post: {
      operationId: 'holdVoipNumber',
      summary: 'Hold a free number for 15 minutes while it is ordered',
      description:
        "Held for whoever has the answer's holdToken: send it as the VOIP order's `numberHold`. Send it as `holdToken` with another number to move the hold there (the number held before is let go), or with the same number to renew it. At most 10 new holds per client address in 15 minutes.",
      tag: 'Orders',
      access: 'public',
      body: NumberHoldBodySchema,
      answers: { 201: json('Held until heldUntil', NumberHoldAnswerSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; a number that is not one of the inventory (on number)`,
        409: 'Someone else holds the number, or it is taken (NUMBER_NOT_AVAILABLE)',
        429: STANDARD_ERRORS[429],
      },
    },
  },

  '/api/tickets': {
    post: {
      operationId: 'createTicket',
      summary: 'Send a support ticket',
      tag: 'Forms',
      access: 'public',
      body: TicketBodySchema,
      answers: { 201: json('Stored', TicketAnswerSchema) },
    },
  },
  '/api/newsletter': {
    post: {
      operationId: 'subscribeNewsletter',
      summary: 'Subscribe to the newsletter (idempotent per e-mail)',
      tag: 'Forms',
      access: 'public',
      body: NewsletterBodySchema,
      answers: { 201: json('Subscribed', NewsletterAnswerSchema) },
    },
  },
  '/api/inquiries': {
    post: {
      operationId: 'createInquiry',
      summary: 'Investment, contact-sales, quote or AI-assistant request',
      tag: 'Forms',
      access: 'public',
      body: InquiryBodySchema,
      answers: { 201: json('Stored', InquiryAnswerSchema) },
    },
  },

  '/api/admin/stats': {
    get: {
      operationId: 'getAdminDashboard',
      summary: 'Dashboard figures, revenue chart, service distribution, recent activity',
      tag: 'Back office',
      access: 'admin',
      query: DashboardQuerySchema,
      answers: { 200: json('Figures', DashboardAnswerSchema) },
    },
  },
  '/api/admin/customers': {
    get: {
      operationId: 'listAdminCustomers',
      summary: 'Customers, filtered, sorted and paged on the server',
      description:
        'Every parameter is strict: a value outside its allowed ones, or a parameter given twice, answers 400 VALIDATION_FAILED with `fields` naming it; an empty or absent one takes its default.',
      tag: 'Back office',
      access: 'admin',
      query: CustomerListQuerySchema,
      answers: { 200: json('One page with the stat cards', CustomerListAnswerSchema) },
    },
    post: {
      operationId: 'createAdminCustomer',
      summary: 'Add a customer',
      tag: 'Back office',
      access: 'admin',
      body: CustomerBodySchema,
      answers: { 201: json('Created; Location names the record', CustomerAnswerSchema) },
      errors: { 409: 'A customer has this e-mail address (CUSTOMER_EXISTS)' },
    },
  },
  '/api/admin/customers/export': {
    get: {
      operationId: 'exportAdminCustomers',
      summary: 'Every customer of the list query (or of ?ids=1,2) as CSV, in the list order',
      description:
        "The list's query, as strict as the list's (400 with `fields`). The file starts with a UTF-8 byte order mark; in the admin's language (Accept-Language, else the admin's own): nl and es separate cells with `;` and write amounts with a decimal comma, en with `,` and a decimal point; amounts have two decimals and no thousands separator. A cell starting with = + - @, a tab or CR is prefixed with `'`. Streamed (chunked, no Content-Length): the rows are read a page at a time as the connection takes them; a failure after the first page breaks off the connection.",
      tag: 'Back office',
      access: 'admin',
      query: CustomerExportQuerySchema,
      answers: { 200: file('A CSV attachment (Content-Disposition names it customers-YYYY-MM-DD.csv)', 'text/csv') },
    },
  },
  '/api/admin/customers/bulk-status': {
    post: {
      operationId: 'setAdminCustomersStatus',
      summary: 'Set the status of chosen customers',
      tag: 'Back office',
      access: 'admin',
      body: BulkCustomerStatusBodySchema,
      answers: { 200: json('How many were found and set', UpdatedAnswerSchema) },
    },
  },
  '/api/admin/customers/bulk-delete': {
    post: {
      operationId: 'deleteAdminCustomers',
      summary: 'Delete chosen customers (their invoices stay, unlinked)',
      tag: 'Back office',
      access: 'admin',
      body: BulkIdsBodySchema,
      answers: { 200: json('How many were deleted', DeletedAnswerSchema) },
    },
  },
  '/api/admin/customers/{id}': {
    get: {
      operationId: 'getAdminCustomer',
      summary: 'One customer with their invoices and services',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The customer', CustomerDetailAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404] },
    },
    put: {
      operationId: 'updateAdminCustomer',
      summary: 'Change a customer',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: CustomerBodySchema,
      answers: { 200: json('Changed', CustomerAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Another customer has this e-mail address (CUSTOMER_EXISTS)' },
    },
    delete: {
      operationId: 'deleteAdminCustomer',
      summary: 'Delete a customer (their invoices stay, unlinked)',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 204: empty('Deleted') },
      errors: { 404: STANDARD_ERRORS[404] },
    },
  },
  '/api/admin/customers/{id}/calls': {
    get: {
      operationId: 'getAdminCustomerCalls',
      summary: "A customer's calls with their cost, and this month's calling meter of each of their numbers",
      description:
        "The calls of the customer's account as GET /api/calls answers them (newest first, at most 200), and the meter of each of its numbers as GET /api/voip/numbers/{number}/usage. A customer without an account has none.",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The calls and the meters', CustomerCallsAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404] },
    },
  },

  '/api/admin/orders': {
    get: {
      operationId: 'listAdminOrders',
      summary: 'Orders, filtered, sorted and paged on the server, with the stat cards over every order',
      description:
        'Strict: a status, kind, month, sort or dir outside the allowed values answers 400 with `fields`. Search finds order ids, names and e-mail addresses, ignoring case and accents.',
      tag: 'Back office',
      access: 'admin',
      query: OrderListQuerySchema,
      answers: { 200: json('One page with the stat cards', OrderListAnswerSchema) },
      errors: { 400: STANDARD_ERRORS[400] },
    },
  },
  '/api/admin/orders/{id}': {
    get: {
      operationId: 'getAdminOrder',
      summary: 'One order with its payment, account, invoice, credit note and services',
      tag: 'Back office',
      access: 'admin',
      path: OrderIdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The order', AdminOrderAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404] },
    },
  },
  '/api/admin/orders/{id}/refund': {
    post: {
      operationId: 'refundAdminOrder',
      summary: 'Refund a paid order: the payment is refunded and the order becomes refunded',
      description:
        'What the order delivered ends: its subscriptions are cancelled today, its eSIMs expire (given up at a platform that takes orders back), a new VOIP number goes back to the free numbers, and an open porting request is rejected with the reason and its customer mailed.',
      tag: 'Back office',
      access: 'admin',
      path: OrderIdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('Refunded', AdminOrderAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Only a paid order can be refunded (INVALID_TRANSITION)' },
    },
  },

  '/api/admin/subscriptions/{id}/suspend': {
    post: {
      operationId: 'suspendAdminSubscription',
      summary: 'Suspend an active or cancelling subscription: nothing is invoiced while it is suspended',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      answers: { 200: json('Suspended', AdminSubscriptionAnswerSchema) },
      errors: {
        404: 'No such subscription (SUBSCRIPTION_NOT_FOUND)',
        409: 'Only an active or cancelling subscription can be suspended (INVALID_TRANSITION)',
      },
    },
  },
  '/api/admin/subscriptions/{id}/resume': {
    post: {
      operationId: 'resumeAdminSubscription',
      summary:
        'Resume a suspended subscription (to cancelling while it has a last day, else active), or take a cancellation back',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      answers: { 200: json('Resumed', AdminSubscriptionAnswerSchema) },
      errors: {
        404: 'No such subscription (SUBSCRIPTION_NOT_FOUND)',
        409: 'Only a suspended or cancelling subscription can be resumed (INVALID_TRANSITION)',
      },
    },
  },
  '/api/admin/subscriptions/{id}/cancel': {
    post: {
      operationId: 'cancelAdminSubscription',
      summary: "Cancel a subscription now, or at the later of this month's end and the minimum term's end",
      description:
        '`when: "term-end"` (an active subscription): `cancelling` until that day, and the customer is mailed, as when they cancel themselves. `when: "now"` (any subscription not ended): `cancelled` today, its pending change dropped, and what it delivered stops: its eSIM expires, a new VOIP number goes back to the free numbers.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      body: AdminCancelSubscriptionBodySchema,
      answers: { 200: json('Cancelled', AdminSubscriptionAnswerSchema) },
      errors: {
        404: 'No such subscription (SUBSCRIPTION_NOT_FOUND)',
        409: 'The subscription has ended already, or (term-end) is not active (INVALID_TRANSITION)',
      },
    },
  },
  '/api/admin/esims/{id}/block': {
    post: {
      operationId: 'blockAdminEsim',
      summary: 'Block a lost or stolen eSIM: blocked at once, its profile disabled at the eSIM platform',
      description:
        'A ready, installed or active eSIM. It shows as blocked to its customer, without its codes, and takes no usage. The profile is disabled at the platform by a job; where the platform cannot (ES2+: a profile already on a phone), the activity log says so with the ICCID, for the network to bar.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      answers: { 200: json('Blocked', AdminEsimAnswerSchema) },
      errors: {
        404: 'No such eSIM (ESIM_NOT_FOUND)',
        409: 'Only a ready, installed or active eSIM can be blocked (INVALID_TRANSITION)',
      },
    },
  },
  '/api/admin/esims/{id}/replace': {
    post: {
      operationId: 'replaceAdminEsim',
      summary: 'Replace an eSIM by a new one with its own profile and QR code, for the same order and subscription',
      description:
        "A ready, installed, active or blocked eSIM. The old one is blocked (if it was not); the new one is prepared at the platform, takes its place on the subscription (its data used and a travel plan's validity carried over), and its installation mail goes out once it is ready.",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      answers: { 201: json('The new eSIM and the blocked one', AdminEsimReplacedAnswerSchema) },
      errors: {
        404: 'No such eSIM (ESIM_NOT_FOUND)',
        409: 'The eSIM is being prepared or has expired (INVALID_TRANSITION)',
      },
    },
  },
  '/api/admin/esims/{id}/resend': {
    post: {
      operationId: 'resendAdminEsim',
      summary: "Send an eSIM's installation mail (QR code and codes) again",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'ESIM_NOT_FOUND',
      answers: { 200: json('The mail is on its way', AdminEsimAnswerSchema) },
      errors: {
        404: 'No such eSIM (ESIM_NOT_FOUND)',
        409: 'Only a ready, installed or active eSIM has codes to send (INVALID_TRANSITION)',
      },
    },
  },

  '/api/admin/porting': {
    get: {
      operationId: 'listAdminPorting',
      summary:
        'Porting requests, filtered, sorted and paged on the server, with the count per status over every request',
      description:
        'Strict: a status, sort or dir outside the allowed values answers 400 with `fields`. Search finds numbers (as stored or as written), names, e-mail addresses and providers, ignoring case and accents.',
      tag: 'Back office',
      access: 'admin',
      query: PortingListQuerySchema,
      answers: { 200: json('One page with the stat cards', PortingListAnswerSchema) },
      errors: { 400: STANDARD_ERRORS[400] },
    },
  },
  '/api/admin/porting/{id}': {
    get: {
      operationId: 'getAdminPorting',
      summary: 'One porting request with its customer, history and the statuses it may move to',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'PORTING_NOT_FOUND',
      answers: { 200: json('The porting request', AdminPortingAnswerSchema) },
      errors: { 404: 'No such porting request (PORTING_NOT_FOUND)' },
    },
  },
  '/api/admin/porting/{id}/status': {
    post: {
      operationId: 'movePorting',
      summary: 'Move a porting request on: its next status, with the porting date (scheduled) or the reason (rejected)',
      description:
        'Only forward: requested → validated → scheduled → completed, or rejected before completion. The date is a working day from today within 120 days. The customer is mailed at every step, in their language, and the carrier is told.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'PORTING_NOT_FOUND',
      body: PortingStatusBodySchema,
      answers: { 200: json('The porting request as it now is', AdminPortingAnswerSchema) },
      errors: {
        404: 'No such porting request (PORTING_NOT_FOUND)',
        409: 'Not a next status of the request, or another move came first (INVALID_TRANSITION)',
      },
    },
  },

  '/api/admin/invoices': {
    get: {
      operationId: 'listAdminInvoices',
      summary: 'Invoices, filtered, sorted and paged on the server',
      description:
        'Every parameter is strict: a value outside its allowed ones, or a parameter given twice, answers 400 VALIDATION_FAILED with `fields` naming it; an empty or absent one takes its default.',
      tag: 'Back office',
      access: 'admin',
      query: InvoiceListQuerySchema,
      answers: { 200: json('One page with the stat cards', InvoiceListAnswerSchema) },
    },
    post: {
      operationId: 'createAdminInvoice',
      summary: 'Create an invoice of one line (number INV-YYYY-NNN of the issue year; 21% VAT added)',
      tag: 'Back office',
      access: 'admin',
      body: InvoiceCreateBodySchema,
      answers: { 201: json('Created; Location names the record', InvoiceAnswerSchema) },
    },
  },
  '/api/admin/invoices/export': {
    get: {
      operationId: 'exportAdminInvoices',
      summary: 'Every invoice of the list query (or of ?ids=1,2) as CSV, in the list order',
      description:
        "The list's query, as strict as the list's (400 with `fields`). The file starts with a UTF-8 byte order mark; in the admin's language (Accept-Language, else the admin's own): nl and es separate cells with `;` and write amounts with a decimal comma, en with `,` and a decimal point; amounts have two decimals and no thousands separator. A cell starting with = + - @, a tab or CR is prefixed with `'`. Streamed (chunked, no Content-Length): the rows are read a page at a time as the connection takes them; a failure after the first page breaks off the connection.",
      tag: 'Back office',
      access: 'admin',
      query: InvoiceExportQuerySchema,
      answers: { 200: file('A CSV attachment (Content-Disposition names it invoices-YYYY-MM-DD.csv)', 'text/csv') },
    },
  },
  '/api/admin/invoices/bulk-status': {
    post: {
      operationId: 'setAdminInvoicesStatus',
      summary: 'Move chosen invoices to a status',
      description:
        'Only the invoices that may move to the status (draft → sent | cancelled, sent → paid | cancelled) move; the others and unknown ids are skipped and counted.',
      tag: 'Back office',
      access: 'admin',
      body: BulkInvoiceStatusBodySchema,
      answers: { 200: json('How many moved and how many were skipped', BulkInvoiceStatusAnswerSchema) },
    },
  },
  '/api/admin/invoices/bulk-delete': {
    post: {
      operationId: 'deleteAdminInvoices',
      summary: 'Delete chosen draft invoices (others are skipped)',
      tag: 'Back office',
      access: 'admin',
      body: BulkIdsBodySchema,
      answers: { 200: json('How many were deleted and how many were skipped', BulkInvoiceDeleteAnswerSchema) },
    },
  },
  '/api/admin/invoices/reminders': {
    post: {
      operationId: 'sendAdminInvoiceReminders',
      summary: 'E-mail reminders for chosen sent invoices (the others are skipped)',
      tag: 'Back office',
      access: 'admin',
      body: BulkIdsBodySchema,
      answers: { 200: json('Sent and skipped', RemindersAnswerSchema) },
    },
  },
  '/api/admin/invoices/{id}': {
    get: {
      operationId: 'getAdminInvoice',
      summary: 'One invoice',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The invoice', InvoiceAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404] },
    },
    put: {
      operationId: 'updateAdminInvoice',
      summary: 'Change a draft invoice',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: InvoiceUpdateBodySchema,
      answers: { 200: json('Changed', InvoiceAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Not a draft (INVOICE_NOT_DRAFT)' },
    },
    delete: {
      operationId: 'deleteAdminInvoice',
      summary: 'Delete a draft invoice (its number is never given out again)',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 204: empty('Deleted') },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Not a draft (INVOICE_NOT_DRAFT)' },
    },
  },
  '/api/admin/invoices/{id}/status': {
    post: {
      operationId: 'setAdminInvoiceStatus',
      summary: 'Move an invoice forward (paid sets the paid date to today)',
      description: 'draft → sent, draft → cancelled, sent → paid, sent → cancelled; anything else is refused.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: InvoiceStatusBodySchema,
      answers: { 200: json('Changed', InvoiceAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Not allowed from the current status (INVALID_TRANSITION)' },
    },
  },
  '/api/admin/invoices/{id}/reminder': {
    post: {
      operationId: 'sendAdminInvoiceReminder',
      summary: 'E-mail a payment reminder for a sent invoice, in the customer’s language',
      description: 'The mail says overdue only once the due date has passed; before that it reminds of the due date.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 202: json('Sent', ReminderAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Not a sent invoice (INVOICE_NOT_SENT)' },
    },
  },
  '/api/admin/invoices/{id}/pdf': {
    get: {
      operationId: 'downloadAdminInvoicePdf',
      summary: "The invoice or credit note as PDF, in the customer's language",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: file('A PDF attachment (Content-Disposition names it INV-YYYY-NNN.pdf)', 'application/pdf') },
      errors: { 404: STANDARD_ERRORS[404] },
    },
  },
  '/api/admin/invoices/{id}/credit-note': {
    post: {
      operationId: 'creditAdminInvoice',
      summary: 'Credit a paid invoice: a credit note CN-YYYY-NNN with the negative lines',
      description:
        "For an invoice that came from an order, the order's payment is refunded and the order becomes refunded.",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: CreditNoteBodySchema,
      answers: { 201: json('The credit note; Location names it', InvoiceAnswerSchema) },
      errors: {
        404: STANDARD_ERRORS[404],
        409: 'Not a paid invoice (INVOICE_NOT_PAID), or it has a credit note already (CREDIT_NOTE_EXISTS)',
      },
    },
  },

  '/api/admin/activity': {
    get: {
      operationId: 'listAdminActivity',
      summary: 'Recent activity, newest first',
      tag: 'Back office',
      access: 'admin',
      query: ActivityQuerySchema,
      answers: { 200: json('One page', ActivityListAnswerSchema) },
    },
  },
  '/api/admin/privacy-requests': {
    get: {
      operationId: 'listPrivacyRequests',
      summary: 'Data exports and account deletions, newest first',
      tag: 'Back office',
      access: 'admin',
      query: PrivacyRequestsQuerySchema,
      answers: { 200: json('One page', PrivacyRequestListAnswerSchema) },
    },
  },
  '/api/admin/customers/{id}/privacy-delete': {
    post: {
      operationId: 'deleteCustomerData',
      summary: 'Carry out a deletion request for a customer who asked by other means',
      description:
        'Deletes the customer record and the account linked to it (a confirmed address), as POST /api/account/delete does.',
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The recorded request', PrivacyRequestAnswerSchema) },
      errors: { 404: 'No such customer (NOT_FOUND)', 409: 'The linked account is an admin (ACCOUNT_IS_ADMIN)' },
    },
  },
  '/api/admin/users': {
    get: {
      operationId: 'listAdminUsers',
      summary: 'User accounts by name, searched by name or e-mail',
      tag: 'Back office',
      access: 'admin',
      query: AdminUsersQuerySchema,
      answers: { 200: json('One page', AdminUserListAnswerSchema) },
    },
  },
  '/api/admin/users/{id}/role': {
    put: {
      operationId: 'setAdminUserRole',
      summary: "Change an account's role (not your own, not the ADMIN_EMAIL account)",
      tag: 'Back office',
      access: 'admin',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      body: UserRoleBodySchema,
      answers: { 200: json('Changed', AdminUserAnswerSchema) },
      errors: { 404: STANDARD_ERRORS[404], 409: 'Your own or the fixed admin account (ROLE_LOCKED)' },
    },
  },
  '/api/admin/settings': {
    get: {
      operationId: 'getAdminSettings',
      summary: 'The business settings',
      tag: 'Back office',
      access: 'admin',
      answers: { 200: json('Settings', SettingsAnswerSchema) },
    },
    put: {
      operationId: 'updateAdminSettings',
      summary: 'Store the business settings',
      tag: 'Back office',
      access: 'admin',
      body: SettingsBodySchema,
      answers: { 200: json('Stored', SettingsAnswerSchema) },
    },
  },
  '/api/admin/reports': {
    get: {
      operationId: 'getAdminReports',
      summary: 'Paid revenue per month (12 months), customers per plan and status, invoices per displayed status',
      tag: 'Back office',
      access: 'admin',
      answers: { 200: json('Figures', ReportsAnswerSchema) },
    },
  },
  '/api/subscriptions/{id}/assistant': {
    get: {
      operationId: 'getAssistantKnowledge',
      summary: "An AI assistant's knowledge: greeting, opening hours, services, questions, availability, handoff rules",
      description:
        'As saved with PUT; before that the default made from the business settings of the order (its greeting and hours, 30-minute slots, 30 days ahead).',
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      answers: { 200: json('The knowledge', AssistantKnowledgeAnswerSchema) },
      errors: {
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not an AI assistant subscription, or it has ended (INVALID_TRANSITION)',
      },
    },
    put: {
      operationId: 'saveAssistantKnowledge',
      summary: "Save an AI assistant's knowledge; the assistant answers from it at once",
      tag: 'Orders',
      access: 'user',
      path: IdPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      body: AssistantKnowledgeSchema,
      answers: {
        200: json('The knowledge as saved (keywords in lower case, numbers in E.164)', AssistantKnowledgeAnswerSchema),
      },
      errors: {
        400: `${STANDARD_ERRORS[400]} (validation.assistant.* messages on the knowledge's fields)`,
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND)',
        409: 'Not an AI assistant subscription, or it has ended (INVALID_TRANSITION)',
      },
    },
  },
  '/api/assistant/{subscriptionId}/test': {
    post: {
      operationId: 'testAssistant',
      summary: 'Test your assistant: one turn of a conversation by text',
      description:
        "Without `conversation` a new one starts with the greeting; send the previous answer's `conversation` and `callId` for the next turn. The assistant answers from the saved knowledge at the server's time, keeping clear of the calendar's appointments. A booking is checked again and written into the calendar (source assistant). Each conversation is one row of the call log (channel test), its outcome that of the last booking, transfer or message.",
      tag: 'Orders',
      access: 'user',
      path: AssistantSubscriptionPathSchema,
      notFound: 'SUBSCRIPTION_NOT_FOUND',
      body: AssistantTestBodySchema,
      answers: { 200: json("The assistant's reply and action", AssistantTestAnswerSchema) },
      errors: {
        404: 'Not a subscription of this account (SUBSCRIPTION_NOT_FOUND), or not its test conversation (ASSISTANT_CALL_NOT_FOUND)',
        409: 'Not an AI assistant subscription, or it has ended (INVALID_TRANSITION); the time was booked in the meantime (SLOT_TAKEN)',
      },
    },
  },
  '/api/assistant/calls': {
    get: {
      operationId: 'listAssistantCalls',
      summary: "The AI assistant's call log, newest first, and this month's calls against the plan's limit",
      description:
        "Each conversation with its transcript, summary (the caller's first words), outcome and booking. usage counts this calendar month's phone calls per running assistant; tests by text do not count.",
      tag: 'Orders',
      access: 'user',
      answers: { 200: json('The call log', AssistantCallsAnswerSchema) },
    },
  },
  '/api/webhooks': {
    get: {
      operationId: 'listWebhookEndpoints',
      summary: "The signed-in account's webhook endpoints, newest first, each with its signing secret",
      tag: 'Webhooks',
      access: 'user',
      answers: { 200: json('The endpoints', WebhookEndpointsAnswerSchema) },
    },
    post: {
      operationId: 'createWebhookEndpoint',
      summary: 'Register a webhook endpoint for some of the events (the top-level webhooks of this document)',
      description:
        'Every delivery is a POST of `{ id, type, created, data }` with the header `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`. Verify it by computing the HMAC over the raw body, comparing it in constant time, and refusing a t more than 5 minutes from your clock. Answer 2xx within 10 s; anything else is tried again after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h and 24 h (8 tries). The same event keeps its id in every try. In production the URL must be https:// to a public address.',
      tag: 'Webhooks',
      access: 'user',
      body: WebhookEndpointBodySchema,
      answers: { 201: json('The endpoint with its signing secret', WebhookEndpointSchema) },
      errors: {
        400: `${STANDARD_ERRORS[400]}; a URL that is not https:// (http:// only for localhost outside production) or points to a private network, or no events (on url, events)`,
      },
    },
  },
  '/api/webhooks/{id}': {
    delete: {
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete a webhook endpoint and its delivery log; nothing more is sent to it',
      tag: 'Webhooks',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 204: empty('Deleted') },
      errors: { 404: 'Not an endpoint of this account (NOT_FOUND)' },
    },
  },
  '/api/webhooks/{id}/deliveries': {
    get: {
      operationId: 'listWebhookDeliveries',
      summary: "An endpoint's delivery log: the newest 100 deliveries with their last answer",
      tag: 'Webhooks',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 200: json('The deliveries, newest first', WebhookDeliveriesAnswerSchema) },
      errors: { 404: 'Not an endpoint of this account (NOT_FOUND)' },
    },
  },
  '/api/webhooks/{id}/test': {
    post: {
      operationId: 'sendWebhookTestEvent',
      summary: 'Send the ping event to an endpoint, whatever events it subscribed to',
      tag: 'Webhooks',
      access: 'user',
      path: IdPathSchema,
      notFound: 'NOT_FOUND',
      answers: { 202: json('The delivery, queued', WebhookTestAnswerSchema) },
      errors: { 404: 'Not an endpoint of this account (NOT_FOUND)' },
    },
  },
} satisfies Record<string, Partial<Record<Method, Operation>>>;
