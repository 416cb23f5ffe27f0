// The API reference (decisions.md §1): an OpenAPI 3.1 document built from the same zod schemas the routes
// validate with, so that the reference cannot drift from the checks. Answer shapes that have no request schema
// are described here with zod as well.
import { z } from 'zod';
import {
  ACCOUNT_CHOICES,
  AdminCustomerSchema,
  AdminInvoiceCreateSchema,
  AdminInvoiceUpdateSchema,
  BulkCustomerStatusSchema,
  BulkIdsSchema,
  BulkInvoiceStatusSchema,
  InvoiceStatusSchema,
  AdminSettingsSchema,
  UserRoleSchema,
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  AddressLookupQuerySchema,
  AMOUNT_RANGES,
  BRAND_NAME,
  CHART_PERIODS,
  CUSTOMER_PLANS,
  CUSTOMER_SORT_KEYS,
  CUSTOMER_STATUSES,
  DELIVERY_METHODS,
  ERROR_CODES,
  ForgotPasswordSchema,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  InquirySchema,
  LanguageSchema,
  LoginSchema,
  MAX_ADMIN_PAGE_SIZE,
  NewsletterSchema,
  OrderRequestSchema,
  PAYMENT_METHODS,
  PasswordChangeSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
  SupportTicketSchema,
  SUPPORTED_LANGUAGES,
} from '@telecom/domain';

type JsonSchema = Record<string, unknown>;

/** A request schema as JSON Schema for what a caller sends (before defaults and transforms). */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

// --- Answer shapes ----------------------------------------------------------------------------------------

const ErrorAnswer = z.object({
  message: z.string().describe('Translated by Accept-Language (en, nl, es; fallback en)'),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional().describe('One translated message per invalid field (400)'),
});

const User = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.email(),
  emailVerified: z.boolean().describe('True once the address has been confirmed through the mailed link'),
  phone: z.string().nullable(),
  role: z.enum(['customer', 'admin']).describe('The stored role; an address never makes anyone an admin'),
  language: z.enum(SUPPORTED_LANGUAGES),
  createdAt: z.iso.datetime(),
});

const PricedData = z.object({ label: z.string().nullable(), price: z.number(), priceCents: z.number().int() });
const Prices = {
  totalPrice: z.number().describe('Euros before VAT (per month for eSIM Pro)'),
  totalPriceCents: z.number().int(),
  vatPercent: z.number(),
  vatCents: z.number().int(),
  totalWithVat: z.number().describe('Euros including VAT'),
  totalWithVatCents: z.number().int(),
};
const Order = z.object({
  id: z.string().regex(/^ORD-\d+$/),
  product: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('esim-pro'),
      name: z.literal('eSIM Pro'),
      duration: z.number().int().describe('Months'),
      calling: z.enum(['nl', 'eu', 'world']),
      data: z.object({ nl: PricedData, eu: PricedData, world: PricedData }),
      subtotalCents: z.number().int(),
      discountPercent: z.number(),
      discountCents: z.number().int(),
      billing: z.literal('monthly'),
      ...Prices,
    }),
    z.object({
      kind: z.literal('travel'),
      name: z.string(),
      regionId: z.string(),
      planId: z.string(),
      data: z.string(),
      duration: z.number().int().describe('Days'),
      billing: z.literal('once'),
      ...Prices,
    }),
  ]),
  customer: z.record(z.string(), z.unknown()).describe('The shipping details as sent, cleaned (postcode as 1234 AB)'),
  delivery: z.enum(DELIVERY_METHODS),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.literal('completed'), transactionId: z.string().regex(/^TX-/) }),
  account: z.enum(ACCOUNT_CHOICES),
  createdAt: z.iso.datetime(),
});

const CustomerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(CUSTOMER_PLANS),
  planName: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  created_at: z.string(),
  totalSpent: z.number().describe('Euros'),
});
const InvoiceRow = z.object({
  id: z.string(),
  invoice_number: z.string().regex(/^INV-\d{4}-\d{3,}$/),
  customer_name: z.string(),
  customer_email: z.string(),
  amount: z.number().describe('Euros'),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.iso.date(),
  due_date: z.iso.date(),
  paid_date: z.iso.date().nullable(),
  recurring: z.boolean(),
});
const InvoiceRecord = InvoiceRow.extend({ customerId: z.string().nullable().describe('The customer it bills, null once that customer is deleted') });
const AdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(['customer', 'admin']),
  language: z.enum(SUPPORTED_LANGUAGES),
  createdAt: z.string(),
  fixedAdmin: z.boolean().describe('The ADMIN_EMAIL account set up at start: its role cannot be changed here'),
});
const AdminReports = z.object({
  revenueByMonth: z
    .array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), revenue: z.number().describe('Euros'), invoices: z.number().int() }))
    .describe('The last 12 months, oldest first, ending with the current month: paid invoices by paid date'),
  customersByPlan: z.array(z.object({ plan: z.enum(CUSTOMER_PLANS), count: z.number().int() })).describe('Plans without customers are left out'),
  customersByStatus: z.array(z.object({ status: z.enum(CUSTOMER_STATUSES), count: z.number().int() })),
  invoicesByStatus: z
    .array(z.object({ status: z.enum(INVOICE_STATUSES), count: z.number().int(), amount: z.number().describe('Euros') }))
    .describe('By the status the invoice list shows: not paid and due before today is overdue'),
});
const ActivityEntry = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  message: z.string(),
  timestamp: z.iso.datetime(),
  status: z.enum(ACTIVITY_STATUSES),
});
const listOf = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    stats: z.record(z.string(), z.number()).optional().describe("The list's stat cards"),
  });

// --- Operations ----------------------------------------------------------------------------------------

type Access = 'public' | 'user' | 'admin' | 'optional';

interface Operation {
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  query?: JsonSchema[];
  answers: Record<number, { description: string; schema?: z.ZodType }>;
}

const ERROR_STATUS: Record<number, string> = {
  400: 'Invalid input: `fields` holds one translated message per field',
  401: 'Not authenticated: no token, or a token that does not verify',
  403: 'Signed in, but not an admin',
  404: 'Not found',
  409: 'Conflict: the e-mail address is taken',
  413: 'Body over 100 kB',
  415: 'Body not sent as application/json',
  429: 'Too many attempts; Retry-After gives the wait in seconds, the message in minutes',
};

const queryParam = (name: string, schema: JsonSchema, description?: string): JsonSchema => ({ name, in: 'query', required: false, schema, description });
const enumParam = (name: string, values: readonly string[], description?: string) => queryParam(name, { type: 'string', enum: [...values] }, description);
/** The `{id}` of a record's path. */
const idParam: JsonSchema = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } };
const pagingParams = [
  queryParam('page', { type: 'integer', minimum: 1, default: 1 }),
  queryParam('pageSize', { type: 'integer', minimum: 1, maximum: MAX_ADMIN_PAGE_SIZE, default: 10 }),
  enumParam('dir', ['asc', 'desc']),
];

const OPERATIONS: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>> = {
  '/api/health': { get: { summary: 'Health check', tag: 'System', access: 'public', answers: { 200: { description: 'Up', schema: z.object({ status: z.literal('ok') }) } } } },
  '/api/ready': { get: { summary: 'Readiness: the database answers', tag: 'System', access: 'public', answers: { 200: { description: 'Ready', schema: z.object({ status: z.literal('ready') }) }, 503: { description: 'The database does not answer, or the server is shutting down', schema: z.object({ status: z.enum(['unavailable', 'stopping']) }) } } } },
  '/api/openapi.json': { get: { summary: 'This document', tag: 'System', access: 'public', answers: { 200: { description: 'OpenAPI 3.1' } } } },
  '/api/auth/register': {
    post: { summary: 'Create an account', tag: 'Accounts', access: 'public', body: RegisterSchema, answers: { 201: { description: 'Created and signed in; a confirmation link is mailed to the address', schema: z.object({ user: User, token: z.string() }) }, 400: { description: ERROR_STATUS[400]! }, 409: { description: ERROR_STATUS[409]! }, 429: { description: ERROR_STATUS[429]! } } },
  },
  '/api/auth/login': {
    post: { summary: 'Log in (`remember`: 30 days instead of JWT_TTL)', tag: 'Accounts', access: 'public', body: LoginSchema, answers: { 200: { description: 'Signed in', schema: z.object({ user: User, token: z.string() }) }, 400: { description: ERROR_STATUS[400]! }, 401: { description: 'Unknown e-mail or wrong password (one answer for both)' }, 429: { description: ERROR_STATUS[429]! } } },
  },
  '/api/auth/verify': { get: { summary: 'The account of the token', tag: 'Accounts', access: 'user', answers: { 200: { description: 'Valid token', schema: z.object({ user: User }) } } } },
  '/api/auth/logout': { post: { summary: 'Revoke this token', tag: 'Accounts', access: 'user', answers: { 204: { description: 'Logged out; the token no longer verifies' } } } },
  '/api/auth/profile': { put: { summary: 'Update name, e-mail or phone (only the fields sent; "" clears the phone). A new address is unconfirmed until its mailed link is opened; the old address gets a notice', tag: 'Accounts', access: 'user', body: ProfileSchema, answers: { 200: { description: 'Updated', schema: z.object({ user: User }) }, 400: { description: ERROR_STATUS[400]! }, 409: { description: ERROR_STATUS[409]! } } } },
  '/api/auth/password': { put: { summary: 'Change the password; every earlier token stops verifying', tag: 'Accounts', access: 'user', body: PasswordChangeSchema, answers: { 204: { description: 'Changed' }, 400: { description: 'Invalid input, or the current password is wrong (WRONG_PASSWORD)' }, 429: { description: ERROR_STATUS[429]! } } } },
  '/api/auth/forgot-password': { post: { summary: 'Mail a reset link (valid once, for 1 hour)', tag: 'Accounts', access: 'public', body: ForgotPasswordSchema, answers: { 202: { description: 'The same answer whether or not the address has an account', schema: z.object({ message: z.string() }) }, 400: { description: ERROR_STATUS[400]! }, 429: { description: ERROR_STATUS[429]! } } } },
  '/api/auth/reset-password': { post: { summary: 'Set a new password with the token of the mailed link', tag: 'Accounts', access: 'public', body: ResetPasswordSchema, answers: { 204: { description: 'Reset; earlier tokens and links stop working; not signed in' }, 400: { description: 'Invalid input, or an unknown, used or expired token (RESET_TOKEN_INVALID)' } } } },
  '/api/auth/verify-email': {
    post: {
      summary: 'Confirm the e-mail address with the token of the mailed link (valid once, for 24 hours); no sign-in needed',
      tag: 'Accounts',
      access: 'public',
      body: VerifyEmailSchema,
      answers: {
        204: { description: 'Confirmed: the account\'s emailVerified is true, and its customer record is linked' },
        400: { description: 'Invalid input, or an unknown token (VERIFICATION_TOKEN_INVALID)' },
        409: { description: 'The link was used already, or a later link or address change replaced it (VERIFICATION_TOKEN_USED)' },
        410: { description: 'The link has expired (VERIFICATION_TOKEN_EXPIRED)' },
      },
    },
  },
  '/api/auth/resend-verification': {
    post: {
      summary: 'Mail a new confirmation link to the account\'s address',
      tag: 'Accounts',
      access: 'user',
      answers: {
        202: { description: 'Sent', schema: z.object({ message: z.string() }) },
        409: { description: 'The address is confirmed already (EMAIL_ALREADY_VERIFIED)' },
        429: { description: ERROR_STATUS[429]! },
      },
    },
  },
  '/api/user/language': { put: { summary: "Store the account's language", tag: 'Accounts', access: 'user', body: LanguageSchema, answers: { 200: { description: 'Stored', schema: z.object({ user: User }) }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/orders': {
    post: { summary: 'Place an order; the server computes every price', tag: 'Orders', access: 'optional', body: OrderRequestSchema, answers: { 201: { description: 'Paid and stored', schema: z.object({ order: Order }) }, 400: { description: ERROR_STATUS[400]! }, 401: { description: 'account "existing" or "new" without a valid token' }, 402: { description: 'The payment was declined (PAYMENT_FAILED)' } } },
    get: { summary: "The signed-in account's orders, newest first", tag: 'Orders', access: 'user', answers: { 200: { description: 'Orders', schema: z.object({ orders: z.array(Order) }) } } },
  },
  '/api/address': {
    get: {
      summary: 'Street, city and province of a Dutch postcode and house number',
      tag: 'Orders',
      access: 'public',
      query: Object.entries((inputSchema(AddressLookupQuerySchema).properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({ name, in: 'query', required: true, schema })),
      answers: { 200: { description: 'Found', schema: z.object({ street: z.string(), city: z.string(), province: z.string() }) }, 400: { description: ERROR_STATUS[400]! }, 404: { description: 'No address known (ADDRESS_NOT_FOUND)' } },
    },
  },
  '/api/tickets': { post: { summary: 'Send a support ticket', tag: 'Forms', access: 'public', body: SupportTicketSchema, answers: { 201: { description: 'Stored' }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/newsletter': { post: { summary: 'Subscribe to the newsletter (idempotent per e-mail)', tag: 'Forms', access: 'public', body: NewsletterSchema, answers: { 201: { description: 'Subscribed' }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/inquiries': { post: { summary: 'Investment, contact-sales, quote or AI-assistant request', tag: 'Forms', access: 'public', body: InquirySchema, answers: { 201: { description: 'Stored' }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/admin/stats': {
    get: { summary: 'Dashboard figures, revenue chart, service distribution, recent activity', tag: 'Back office', access: 'admin', query: [enumParam('period', CHART_PERIODS)], answers: { 200: { description: 'Figures' } } },
  },
  '/api/admin/customers': {
    post: { summary: 'Add a customer', tag: 'Back office', access: 'admin', body: AdminCustomerSchema, answers: { 201: { description: 'Created', schema: z.object({ customer: CustomerRow }) }, 400: { description: ERROR_STATUS[400]! }, 409: { description: 'A customer has this e-mail address (CUSTOMER_EXISTS)' } } },
    get: {
      summary: 'Customers, filtered, sorted and paged on the server',
      tag: 'Back office',
      access: 'admin',
      query: [queryParam('search', { type: 'string' }, 'Name or e-mail, case-insensitive substring'), enumParam('status', CUSTOMER_STATUSES), enumParam('plan', CUSTOMER_PLANS), enumParam('sort', CUSTOMER_SORT_KEYS), ...pagingParams],
      answers: { 200: { description: 'One page', schema: listOf(CustomerRow) } },
    },
  },
  '/api/admin/invoices': {
    post: { summary: 'Create an invoice (number INV-YYYY-NNN of the issue year)', tag: 'Back office', access: 'admin', body: AdminInvoiceCreateSchema, answers: { 201: { description: 'Created', schema: z.object({ invoice: InvoiceRecord }) }, 400: { description: ERROR_STATUS[400]! } } },
    get: {
      summary: 'Invoices, filtered, sorted and paged on the server',
      tag: 'Back office',
      access: 'admin',
      query: [
        queryParam('search', { type: 'string' }, 'Invoice number, customer name or e-mail'),
        enumParam('status', INVOICE_STATUSES, '`overdue` matches the displayed status: not paid and due before today'),
        queryParam('month', { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, 'Issue month, YYYY-MM'),
        enumParam('amount', AMOUNT_RANGES, 'Inclusive bounds: 50 and 100 fall into two ranges'),
        enumParam('sort', INVOICE_SORT_KEYS),
        ...pagingParams,
      ],
      answers: { 200: { description: 'One page', schema: listOf(InvoiceRow) } },
    },
  },
  '/api/admin/activity': { get: { summary: 'Recent activity, newest first', tag: 'Back office', access: 'admin', query: pagingParams.slice(0, 2), answers: { 200: { description: 'One page', schema: listOf(ActivityEntry) } } } },
  '/api/admin/customers/{id}': {
    get: { summary: 'One customer with their invoices and services', tag: 'Back office', access: 'admin', query: [idParam], answers: { 200: { description: 'The customer', schema: z.object({ customer: CustomerRow, invoices: z.array(InvoiceRecord), services: z.array(z.object({ id: z.string(), kind: z.string(), status: z.string(), startedAt: z.string() })) }) }, 404: { description: ERROR_STATUS[404]! } } },
    put: { summary: 'Change a customer', tag: 'Back office', access: 'admin', query: [idParam], body: AdminCustomerSchema, answers: { 200: { description: 'Changed', schema: z.object({ customer: CustomerRow }) }, 400: { description: ERROR_STATUS[400]! }, 404: { description: ERROR_STATUS[404]! }, 409: { description: 'Another customer has this e-mail address (CUSTOMER_EXISTS)' } } },
    delete: { summary: 'Delete a customer (their invoices stay, unlinked)', tag: 'Back office', access: 'admin', query: [idParam], answers: { 204: { description: 'Deleted' }, 404: { description: ERROR_STATUS[404]! } } },
  },
  '/api/admin/customers/bulk-status': { post: { summary: 'Set the status of chosen customers', tag: 'Back office', access: 'admin', body: BulkCustomerStatusSchema, answers: { 200: { description: 'How many changed', schema: z.object({ updated: z.number().int() }) }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/admin/customers/bulk-delete': { post: { summary: 'Delete chosen customers', tag: 'Back office', access: 'admin', body: BulkIdsSchema, answers: { 200: { description: 'How many were deleted', schema: z.object({ deleted: z.number().int() }) }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/admin/customers/export': { get: { summary: 'Every customer of the list query (or of ?ids=1,2) as CSV, in the list order', tag: 'Back office', access: 'admin', query: [queryParam('ids', { type: 'string', pattern: '^\\d+(,\\d+)*$' }), queryParam('search', { type: 'string' }), enumParam('status', CUSTOMER_STATUSES), enumParam('plan', CUSTOMER_PLANS), enumParam('sort', CUSTOMER_SORT_KEYS), enumParam('dir', ['asc', 'desc'])], answers: { 200: { description: 'text/csv attachment' } } } },
  '/api/admin/invoices/{id}': {
    get: { summary: 'One invoice', tag: 'Back office', access: 'admin', query: [idParam], answers: { 200: { description: 'The invoice', schema: z.object({ invoice: InvoiceRecord }) }, 404: { description: ERROR_STATUS[404]! } } },
    put: { summary: 'Change a draft invoice', tag: 'Back office', access: 'admin', query: [idParam], body: AdminInvoiceUpdateSchema, answers: { 200: { description: 'Changed', schema: z.object({ invoice: InvoiceRecord }) }, 400: { description: ERROR_STATUS[400]! }, 404: { description: ERROR_STATUS[404]! }, 409: { description: 'Not a draft (INVOICE_NOT_DRAFT)' } } },
    delete: { summary: 'Delete an invoice', tag: 'Back office', access: 'admin', query: [idParam], answers: { 204: { description: 'Deleted' }, 404: { description: ERROR_STATUS[404]! } } },
  },
  '/api/admin/invoices/{id}/status': { post: { summary: 'Set the status of an invoice (paid sets the paid date to today)', tag: 'Back office', access: 'admin', query: [idParam], body: InvoiceStatusSchema, answers: { 200: { description: 'Changed', schema: z.object({ invoice: InvoiceRecord }) }, 400: { description: ERROR_STATUS[400]! }, 404: { description: ERROR_STATUS[404]! } } } },
  '/api/admin/invoices/{id}/reminder': { post: { summary: 'E-mail a payment reminder to the customer', tag: 'Back office', access: 'admin', query: [idParam], answers: { 202: { description: 'Sent' }, 404: { description: ERROR_STATUS[404]! }, 409: { description: 'Already paid (INVOICE_PAID)' } } } },
  '/api/admin/invoices/{id}/download': { get: { summary: 'The invoice as an HTML document', tag: 'Back office', access: 'admin', query: [idParam], answers: { 200: { description: 'text/html attachment' }, 404: { description: ERROR_STATUS[404]! } } } },

  '/api/admin/invoices/bulk-status': { post: { summary: 'Set the status of chosen invoices', tag: 'Back office', access: 'admin', body: BulkInvoiceStatusSchema, answers: { 200: { description: 'How many changed', schema: z.object({ updated: z.number().int() }) }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/admin/invoices/reminders': { post: { summary: 'E-mail reminders for chosen invoices (paid ones are skipped)', tag: 'Back office', access: 'admin', body: BulkIdsSchema, answers: { 200: { description: 'Sent and skipped', schema: z.object({ sent: z.number().int(), skipped: z.number().int() }) }, 400: { description: ERROR_STATUS[400]! } } } },
  '/api/admin/invoices/export': { get: { summary: 'Every invoice of the list query (or of ?ids=1,2) as CSV, in the list order', tag: 'Back office', access: 'admin', query: [queryParam('ids', { type: 'string', pattern: '^\\d+(,\\d+)*$' }), queryParam('search', { type: 'string' }), enumParam('status', INVOICE_STATUSES), queryParam('month', { type: 'string' }), enumParam('amount', AMOUNT_RANGES), enumParam('sort', INVOICE_SORT_KEYS), enumParam('dir', ['asc', 'desc'])], answers: { 200: { description: 'text/csv attachment' } } } },
  '/api/admin/users': { get: { summary: 'User accounts by name, searched by name or e-mail', tag: 'Back office', access: 'admin', query: [queryParam('search', { type: 'string' }), ...pagingParams.slice(0, 2)], answers: { 200: { description: 'One page', schema: listOf(AdminUser) } } } },
  '/api/admin/users/{id}/role': { put: { summary: "Change an account's role (not your own, not the ADMIN_EMAIL account)", tag: 'Back office', access: 'admin', query: [idParam], body: UserRoleSchema, answers: { 200: { description: 'Changed', schema: z.object({ user: AdminUser }) }, 400: { description: ERROR_STATUS[400]! }, 404: { description: ERROR_STATUS[404]! }, 409: { description: 'Your own or the fixed admin account (ROLE_LOCKED)' } } } },
  '/api/admin/settings': {
    get: { summary: 'The business settings', tag: 'Back office', access: 'admin', answers: { 200: { description: 'Settings', schema: z.object({ settings: AdminSettingsSchema }) } } },
    put: { summary: 'Store the business settings', tag: 'Back office', access: 'admin', body: AdminSettingsSchema, answers: { 200: { description: 'Stored', schema: z.object({ settings: AdminSettingsSchema }) }, 400: { description: ERROR_STATUS[400]! } } },
  },
  '/api/admin/reports': { get: { summary: 'Paid revenue per month (12 months), customers per plan and status, invoices per displayed status', tag: 'Back office', access: 'admin', answers: { 200: { description: 'Figures', schema: AdminReports } } } },
  '/api/invoices': { get: { summary: "The signed-in customer's own invoices, newest first", tag: 'Orders', access: 'user', answers: { 200: { description: 'Invoices', schema: z.object({ invoices: z.array(InvoiceRecord) }) } } } },
};

function operationObject(op: Operation): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const answers: Operation['answers'] = { ...op.answers };
  if (op.access === 'user' || op.access === 'admin') answers[401] ??= { description: ERROR_STATUS[401]! };
  if (op.access === 'admin') answers[403] ??= { description: ERROR_STATUS[403]! };
  if (op.body) {
    answers[413] ??= { description: ERROR_STATUS[413]! };
    answers[415] ??= { description: ERROR_STATUS[415]! };
  }
  for (const [status, { description, schema }] of Object.entries(answers)) {
    const isError = Number(status) >= 400;
    const content = schema ?? (isError ? ErrorAnswer : undefined);
    responses[status] = content ? { description, content: { 'application/json': { schema: outputSchema(content) } } } : { description };
  }
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.access === 'user' || op.access === 'admin' ? { security: [{ bearer: [] }] } : {}),
    ...(op.access === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(op.query ? { parameters: op.query } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(op.body) } } } } : {}),
    responses,
  };
}

/** The whole OpenAPI 3.1 document. */
export function buildOpenApiDocument(): JsonSchema {
  const paths = Object.fromEntries(
    Object.entries(OPERATIONS).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operationObject(op)])),
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} API`,
      version: '1.0.0',
      description:
        'JSON in and out. Errors are { message, code, fields? }, translated by Accept-Language (en, nl, es). Authenticated calls send Authorization: Bearer <token> from /api/auth/login or /api/auth/register.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: outputSchema(ErrorAnswer), User: outputSchema(User), Order: outputSchema(Order) },
    },
    paths,
  };
}

/** Every documented call as `METHOD /path`, for tests. */
export function documentedOperations(): string[] {
  return Object.entries(OPERATIONS).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}
