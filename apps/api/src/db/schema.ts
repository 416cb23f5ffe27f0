// The tables as Kysely sees them (docs/contracts.md §11): one description for SQLite and PostgreSQL, kept equal to the
// migrations of both (`migrations/sqlite`, `migrations/postgres`; `schema-parity.pg.test.ts` holds this file and both
// migrated databases to the same tables and columns). Times are ISO strings in TEXT columns, or milliseconds in
// INTEGER/BIGINT ones; booleans are 0/1 integers on both databases.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  CallDisposition,
  RoutingFallback,
  EsimStatus,
  Language,
  OrderStatus,
  PaymentStatus,
  OrderKind,
  PortingStatus,
  VoipNumberType,
  SubscriptionKind,
  SubscriptionStatus,
  PaymentMethod,
  TopUpBundleId,
  TopUpStatus,
} from '@telecom/domain';

/** A column the database fills in when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Unique regardless of case. */
  email: string;
  email_verified_at: string | null;
  phone: string | null;
  password_hash: string;
  role: Defaulted<'customer' | 'admin'>;
  language: Defaulted<Language>;
  newsletter: Defaulted<0 | 1>;
  token_version: Defaulted<number>;
  created_at: string;
  updated_at: string;
  /** The domain's foldCase of `first_name || ' ' || last_name`, for the back office's search and sorting. */
  name_key: Defaulted<string>;
  /** The domain's foldCase of `email`. */
  email_key: Defaulted<string>;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface TicketsTable {
  id: string;
  name: string;
  email: string;
  subject: 'esim' | 'voip' | 'ai' | 'billing' | 'other';
  message: string;
  language: Language;
  status: Defaulted<'open' | 'closed'>;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  /** Unique regardless of case. */
  email: string;
  language: Language;
  created_at: string;
}

export interface InquiriesTable {
  id: Generated<number>;
  kind: 'investment' | 'sales' | 'quote' | 'ai-assistant';
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  range: string | null;
  plan: string | null;
  language: Language;
  created_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  /** foldCase(name): what searches and sorting read. */
  name_key: string;
  email: string;
  email_key: string;
  plan: 'esim-pro' | 'voip' | 'business';
  plan_name: string;
  status: 'active' | 'inactive' | 'suspended';
  created_at: string;
  created_at_ms: number;
  /** The totals of the record's paid invoices, kept by the database's triggers on invoices (migration 019 / 010). */
  spent_cents: Generated<number>;
}

export interface InvoicesTable {
  id: Generated<number>;
  invoice_number: string;
  number_key: string;
  customer_id: number | null;
  customer_name: string;
  name_key: string;
  customer_email: string;
  email_key: string;
  /** Before VAT (the list's amount); negative on a credit note. */
  amount_cents: number;
  /** 21% of amount_cents, rounded half up. */
  vat_cents: number;
  /** amount_cents + vat_cents. */
  total_cents: number;
  status: 'draft' | 'sent' | 'paid' | 'overdue' | 'cancelled';
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  recurring: Defaulted<0 | 1>;
  kind: Defaulted<'invoice' | 'credit-note'>;
  /** A credit note's original invoice. */
  credit_note_of: number | null;
  /** The order (ORD-…) the invoice was made for. */
  order_id: string | null;
  /** Its VAT rate in percent (pricing/vat.ts: the buyer's country's, 0 when reverse charged); 21 before migration 029. */
  vat_percent: Defaulted<number>;
  /** 1 when the buyer accounts for the VAT ("btw verlegd"). */
  reverse_charge: Defaulted<0 | 1>;
}

/** An invoice's lines, in `position` order: unit prices before VAT, at `vat_rate` percent. */
export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  vat_rate: Defaulted<number>;
}

export interface ServicesTable {
  id: Generated<number>;
  customer_id: number | null;
  kind: 'esim-pro' | 'voip' | 'ai-voicemail' | 'business' | 'other';
  status: 'active' | 'expired';
  started_at: string;
  /** The paid order that delivered it (null for the demo's and older rows): its refund or end expires it. */
  order_id: Defaulted<string | null>;
}

export interface ActivityTable {
  id: Generated<number>;
  type: 'user' | 'payment' | 'invoice' | 'clock';
  message_key: string;
  /** JSON text. */
  params: Defaulted<string>;
  timestamp: string;
  status: 'success' | 'pending' | 'warning' | 'error';
  /** Who made the change (the signed-in user, by id and by name as it was then); null for the system. */
  actor_user_id: Defaulted<number | null>;
  actor_name: Defaulted<string | null>;
}

export interface OrdersTable {
  id: string;
  user_id: number | null;
  account: 'guest' | 'existing' | 'new';
  product_kind: OrderKind;
  /** JSON text. */
  product: string;
  /** JSON text. */
  customer: string;
  customer_email: string;
  delivery: 'email' | 'sms';
  payment_method: 'ideal' | 'creditcard' | 'paypal' | 'applepay';
  payment_status: PaymentStatus;
  /** The provider's payment id; null until the provider has answered (or when it could not be reached). */
  transaction_id: string | null;
  total_price_cents: number;
  total_with_vat_cents: number;
  language: Language;
  created_at: string;
  status: OrderStatus;
  /** While open: where the visitor pays (the provider's hosted page). */
  payment_redirect_url: string | null;
  /** An open payment expires then (docs/contracts.md §7: 15 minutes). */
  payment_expires_at: string;
  /** SHA-256 (hex) of the order's access token (X-Order-Token); the token itself is never stored here. */
  access_token_hash: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  /** The customer record a paid order was booked on. */
  customer_id: number | null;
  /** foldCase of the shipping name and e-mail: the back office's search and sort. */
  name_key: string;
  email_key: string;
  /** When the consumer consented at checkout that the service starts at once (docs/contracts.md §13). */
  withdrawal_consent_at: string | null;
  /** When the consumer withdrew from the order, and what was refunded then (with VAT). */
  withdrawn_at: string | null;
  withdrawal_refund_cents: number | null;
  /** A business order's details (JSON text); null for a consumer. */
  business: Defaulted<string | null>;
}

/** POST /api/orders's Idempotency-Key: the order a key made (null while its first request is at work). */
export interface IdempotencyKeysTable {
  key: string;
  /** SHA-256 (hex) of the account and the cleaned body. */
  request_hash: string;
  order_id: string | null;
  /** The order's access token, so that a retry answers what the first request did. */
  access_token: string | null;
  created_at: string;
}

/** The built-in simulated payment provider's own payments (a real provider keeps these itself). */
export interface SimulatedPaymentsTable {
  transaction_id: string;
  order_id: string;
  method: 'ideal' | 'creditcard' | 'paypal' | 'applepay';
  amount_cents: number;
  description: string;
  status: PaymentStatus;
  bank: string | null;
  return_url: string;
  webhook_url: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  refund_id: string | null;
  refunded_cents: Defaulted<number>;
  refunded_at: string | null;
}

/** Which provider transaction pays which open invoice (POST /api/invoices/{id}/pay). */
export interface InvoicePaymentsTable {
  transaction_id: string;
  invoice_id: number;
  status: PaymentStatus;
  /** Who started it: the signed-in account or the reminder's pay link (where the provider sends the payer back). */
  via: 'account' | 'link';
  created_at: string;
}

/** A data bundle bought for an eSIM (docs/contracts.md §14), paid through the payment provider like an order. */
export interface EsimTopUpsTable {
  id: Generated<number>;
  esim_id: number;
  bundle: TopUpBundleId;
  mb: number;
  price_cents: number;
  price_with_vat_cents: number;
  status: TopUpStatus;
  automatic: Defaulted<0 | 1>;
  /** The period it adds data to: an eSIM Pro's month start; null for a travel plan (its whole validity). */
  period_start: string | null;
  /** An auto top-up's trigger, unique: one purchase per allowance reached. */
  auto_key: string | null;
  method: PaymentMethod;
  transaction_id: string | null;
  invoice_id: number | null;
  language: Language;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
}

/** An eSIM's auto top-up settings. */
export interface EsimAutoTopUpsTable {
  esim_id: number;
  enabled: 0 | 1;
  bundle: TopUpBundleId;
  monthly_cap_cents: number;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface NumberSequencesTable {
  name: string;
  last_value: number;
}

/** Counters of the rate limits, shared by every instance (middleware/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** When the window ends, in ms since the epoch. */
  reset_at: number;
}

/** An eSIM a paid order delivers (docs/contracts.md §8), with the codes its provider gave it and this period's usage. */
export interface EsimsTable {
  id: Generated<number>;
  order_id: string;
  customer_id: number | null;
  user_id: number | null;
  kind: 'esim-pro' | 'travel';
  name: string;
  status: EsimStatus;
  /** The provider's id of the eSIM profile. */
  provider_ref: string | null;
  iccid: string | null;
  smdp_address: string | null;
  activation_code: string | null;
  /** Data per period in MB; null when unlimited. */
  included_mb: number | null;
  used_mb: Defaulted<number>;
  /** The usage period (ISO dates): a calendar month for eSIM Pro, the validity for a travel plan. */
  period_start: string | null;
  period_end: string | null;
  /** The period_start of the period whose 80% / 100% warning was sent. */
  warned_80_period: string | null;
  warned_100_period: string | null;
  /** A travel plan's validity in days from its installation. */
  validity_days: number | null;
  language: Language;
  email: string;
  created_at: string;
  ready_at: string | null;
  installed_at: string | null;
  valid_until: string | null;
  /** When the back office blocked it (lost or stolen, docs/contracts.md §14). */
  blocked_at: Defaulted<string | null>;
}

/** A subscription billed monthly (docs/contracts.md §8); `configuration` is JSON text (an eSIM Pro configuration). */
export interface SubscriptionsTable {
  id: Generated<number>;
  order_id: string;
  customer_id: number | null;
  user_id: number | null;
  esim_id: number | null;
  kind: SubscriptionKind;
  name: string;
  status: SubscriptionStatus;
  /** JSON text. */
  configuration: string;
  monthly_cents: number;
  /** A change from the month `next_from` on (JSON text), moved into configuration by the billing run. */
  next_configuration: string | null;
  next_monthly_cents: number | null;
  next_from: string | null;
  started_on: string;
  minimum_term_end: string;
  ends_on: string | null;
  cancelled_at: string | null;
  trial_end: string | null;
  number: string | null;
  language: Language;
  created_at: string;
  /** While suspended by the back office: since when (docs/contracts.md §14). */
  suspended_at: Defaulted<string | null>;
  /** The VAT of the order that started it (pricing/vat.ts), charged on every month. */
  vat_percent: Defaulted<number>;
  reverse_charge: Defaulted<0 | 1>;
}

/** One invoice per subscription per month: the key is what makes a second billing run change nothing. */
export interface SubscriptionInvoicesTable {
  subscription_id: number;
  period_start: string;
  invoice_id: number | null;
}

/** Work that survives a restart (an eSIM's provisioning): due at run_at, claimed until locked_until. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: Defaulted<string>;
  run_at: string;
  attempts: Defaulted<number>;
  locked_until: string | null;
  done_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** An account's webhook endpoint (migration 046): events is a JSON array of event types. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** JSON text. */
  events: string;
  secret: string;
  enabled: Defaulted<number>;
  created_at: string;
}

/** One event for one endpoint, with the last try's answer (migration 046). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_id: string;
  type: string;
  /** The JSON text sent, the same in every try. */
  body: string;
  attempts: Defaulted<number>;
  status: Defaulted<'pending' | 'delivered' | 'failed'>;
  response_status: number | null;
  response_excerpt: string | null;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** The billing run of a day (ISO date); the instance whose insert succeeds runs it. */
export interface BillingRunsTable {
  run_date: string;
  started_at: string;
  finished_at: string | null;
  /** JSON text: the run's BillingRunResult. */
  result: string | null;
}

/** The simulated SM-DP+'s own profiles (a real platform keeps these itself). */
export interface SimulatedEsimProfilesTable {
  ref: string;
  iccid: string;
  smdp_address: string;
  activation_code: string;
  status: EsimStatus;
  used_mb: Defaulted<number>;
  ready_at: string;
  created_at: string;
}

/** The ES2+ client's record of an eSIM's order at the SM-DP+ (ESIM_PROVIDER=es2plus). */
export interface Es2plusOrdersTable {
  esim_id: number;
  /** From DownloadOrder; the eSIM's provider_ref. */
  iccid: string;
  /** ordered (DownloadOrder done) → released (ConfirmOrder with releaseFlag done) → installed / deleted; cancelled. */
  state: 'ordered' | 'released' | 'installed' | 'deleted' | 'cancelled';
  matching_id: string | null;
  smdp_address: string | null;
  eid: string | null;
  /** The last notification's notificationPointId and status, e.g. '4 Executed-Success'. */
  last_notification: string | null;
  created_at: string;
  updated_at: string;
}

/** The inventory of new VOIP numbers: free, held (by a token or an open order) or assigned. */
export interface VoipNumbersTable {
  /** E.164. */
  number: string;
  area: string;
  status: 'free' | 'held' | 'assigned';
  hold_token_hash: string | null;
  held_until: string | null;
  order_id: string | null;
  subscription_id: number | null;
  updated_at: string;
}

/** A request to port a number to us (docs/contracts.md §9). */
export interface PortingRequestsTable {
  id: Generated<number>;
  order_id: string;
  subscription_id: number | null;
  customer_id: number | null;
  user_id: number | null;
  /** E.164. */
  number: string;
  number_type: VoipNumberType;
  current_provider: string;
  holder_name: string;
  wished_date: string | null;
  /** 0 or 1. */
  at_contract_end: number;
  status: PortingStatus;
  scheduled_date: string | null;
  reason: string | null;
  carrier_ref: string | null;
  customer_name: string;
  customer_email: string;
  name_key: string;
  search_key: string;
  language: Language;
  created_at: string;
  updated_at: string;
}

/** The built-in simulated carrier's dossier of a porting request it was sent (docs/decisions/019). */
export interface SimulatedCarrierDossiersTable {
  ref: string;
  porting_id: number;
  number: string;
  donor: string;
  holder_name: string;
  wished_date: string | null;
  status: 'requested' | 'accepted' | 'rejected' | 'cancelled' | 'performed';
  performed_on: string | null;
  created_at: string;
  updated_at: string;
}

/** A message the simulated carrier has for us (a donor's answer), until it is confirmed. */
export interface SimulatedCarrierMessagesTable {
  id: Generated<number>;
  ref: string;
  type: 'accepted' | 'rejected' | 'delayed' | 'deactivated';
  /** JSON text. */
  payload: string;
  created_at: string;
  confirmed_at: string | null;
}

/** Every status a porting request had, with its date (scheduled) or reason (rejected). */
export interface PortingEventsTable {
  id: Generated<number>;
  porting_id: number;
  status: PortingStatus;
  date: string | null;
  reason: string | null;
  at: string;
}

/** A data export or an account deletion (docs/contracts.md §14 "Privacy"); outlives the account it was about. */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  kind: 'export' | 'delete';
  user_id: number | null;
  customer_id: number | null;
  requested_by: 'customer' | 'admin';
  admin_id: number | null;
  requested_at: string;
  completed_at: string | null;
}

/**
 * Kamailio's tables (docs/decisions/047, migrations sqlite/032 and postgres/024), in Kamailio 5.6's schema: `version`
 * holds each table's schema version, which Kamailio checks when it starts.
 */
export interface KamailioVersionTable {
  id: Generated<number>;
  table_name: string;
  table_version: number;
}

/** A VOIP number's SIP account as the product knows it (the platform keeps the digests): since when its password holds. */
export interface SipAccountsTable {
  /** E.164 with '+'. */
  number: string;
  subscription_id: number;
  password_set_at: string;
}

/** A call the voice platform reported, once per call id (migration 033). */
export interface CallsTable {
  call_id: string;
  /** E.164 with '+'. */
  caller: string;
  callee: string;
  started_at: string;
  answered_at: string | null;
  ended_at: string;
  seconds: number;
  disposition: CallDisposition;
}

/** A SIP account (auth_db), written by the product: md5 digests of the credentials, never the password. */
export interface SubscriberTable {
  id: Generated<number>;
  /** The authentication name: the number as E.164 digits (`31201234567`), or a browser's `web-…`. */
  username: string;
  domain: string;
  /** Kamailio's plain-text password column: always empty here. */
  password: Defaulted<string>;
  /** md5(username:realm:password). */
  ha1: string;
  /** md5(username@domain:realm:password), for clients that send the domain in the user name. */
  ha1b: string;
  /** The number this credential speaks for, as E.164 digits: `username` itself, or a browser's number. */
  account: Defaulted<string>;
  /** When a browser's credential stops, in seconds since the epoch; 0: never (a number's own account). */
  expires_at: Defaulted<number>;
}

/**
 * A call record Kamailio writes (acc): `acc` the answer of a call (an INVITE's 2xx) and its end (the BYE), joined by
 * `callid`; `missed_calls` an INVITE that failed. The last four columns are the product's extras (acc's `db_extra`).
 */
export interface KamailioCallRecordTable {
  id: Generated<number>;
  method: string;
  from_tag: string;
  to_tag: string;
  callid: string;
  sip_code: string;
  sip_reason: string;
  /** Kamailio's own time of the record (SQLite: a Julian day number; PostgreSQL: a timestamp in UTC). */
  time: unknown;
  /** The caller's number (E.164 digits); the INVITE's records only. */
  src_user: string | null;
  /** The number called, after the dial rule (E.164 digits); the INVITE's records only. */
  dst_user: string | null;
  /** When the INVITE arrived, in seconds since the epoch (to the microsecond), as text; '' in a BYE's record. */
  invited_at: string | null;
  /** When the record's event happened (answer, hang-up or failure), in seconds since the epoch. */
  event_at: number | null;
  /** Where Kamailio forwarded the call by the callee's routing (E.164 digits); null or '' when it did not. */
  forwarded_to: Defaulted<string | null>;
  /** When it forwarded, in seconds since the epoch as text; null or '' when it did not. */
  forwarded_at: Defaulted<string | null>;
}

/** A number's routing (migration 035), read by Kamailio for every call to the number. */
export interface VoiceRoutingTable {
  /** E.164 digits, as `subscriber.username`. */
  number: string;
  subscription_id: number;
  ring_seconds: number;
  fallback: RoutingFallback;
  /** E.164 digits; a forward only. */
  forward_to: string | null;
  has_hours: 0 | 1;
  outside_fallback: RoutingFallback;
  outside_forward_to: string | null;
  updated_at: string;
}

/** An opening range of a number's weekday: minutes since local midnight (Europe/Amsterdam), ISO weekday. */
export interface VoiceOpeningHoursTable {
  number: string;
  weekday: number;
  opens_minute: number;
  closes_minute: number;
}

/** A calling meter mail sent: a threshold of a number's bundle minutes in a month (migration 036). */
export interface CallMeterNoticesTable {
  /** E.164 with '+'. */
  number: string;
  /** YYYY-MM-01. */
  month_start: string;
  threshold: 80 | 100;
  noticed_at: string;
}

/** A voicemail message, its recording and its analysis (migration 037, docs/decisions/057). */
export interface VoicemailsTable {
  id: Generated<number>;
  user_id: number;
  /** The number called, E.164 with '+'. */
  number: string;
  /** E.164 with '+'; null when withheld. */
  caller: string | null;
  received_at: string;
  seconds: number;
  /** The WAV as received (at most 3 minutes). */
  audio: Buffer;
  status: Defaulted<'new' | 'read'>;
  transcript: string | null;
  language: 'nl' | 'en' | 'de' | 'fr' | 'es' | null;
  summary: string | null;
  urgency: 'urgent' | 'normal' | 'spam' | null;
  callback_number: string | null;
  /** YYYY-MM-DD and HH:MM in Europe/Amsterdam. */
  appointment_date: string | null;
  appointment_time: string | null;
  appointment_status: 'pending' | 'approved' | 'rejected' | null;
  /** When the processing job stored the transcript and analysis; null until then. */
  processed_at: string | null;
  expires_at: string;
}

/** A number's voicemail greeting (migration 041): the business's text and/or an uploaded WAV recording. */
export interface VoicemailGreetingsTable {
  /** E.164 digits, as `voice_routing`. */
  number: string;
  subscription_id: number;
  text: string | null;
  recording: Buffer | null;
  recording_seconds: number | null;
  updated_at: string;
}

/** An account's API key (migration 045, docs/decisions/069): its scopes and the SHA-256 hash of its secret. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** Space-separated: read, write, admin. */
  scopes: string;
  /** The secret's start, `tn_live_` and four characters. */
  prefix: string;
  /** SHA-256 of the secret, in hex. */
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An appointment of the business's calendar (migration 037). */
export interface AppointmentsTable {
  id: Generated<number>;
  user_id: number;
  source: 'voicemail' | 'assistant';
  voicemail_id: number | null;
  title: string;
  start_at: string;
  end_at: string;
  contact: string | null;
  created_at: string;
}

/** The knowledge of an AI assistant subscription (migration 038): AssistantKnowledgeSchema as JSON text. */
export interface AssistantKnowledgeTable {
  subscription_id: number;
  knowledge: string;
  updated_at: string;
}

/** One conversation of an AI assistant (migration 038); transcript is JSON text of its turns. */
export interface AssistantCallsTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number;
  channel: 'test' | 'phone';
  started_at: string;
  ended_at: string | null;
  transcript: string;
  summary: string;
  outcome: 'answered' | 'booked' | 'transferred' | 'message';
  transfer_number: string | null;
  appointment_id: number | null;
  /** The caller's number (E.164) of a phone call (migration 039); null for a test by text or a withheld number. */
  caller: string | null;
}

/** The daily digest mails written, one per account and day (migration 039, docs/decisions/062). */
export interface AssistantDigestsTable {
  user_id: number;
  /** The digest's day in Europe/Amsterdam, YYYY-MM-DD. */
  day: string;
  calls: number;
  sent_at: string;
}

/** The secret token of an account's ICS feed (migration 037). */
export interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: string;
}

/** An SMS the simulated gateway "sent" (migration 037). */
export interface SimulatedSmsTable {
  id: Generated<number>;
  user_id: number | null;
  recipient: string;
  text: string;
  sent_at: string;
}

/**
 * The back office's counters (docs/decisions/041), written only by the databases' triggers and read by
 * stat-counters.ts. PostgreSQL keeps a delta row per change and folds them; SQLite one row per key.
 */
export interface InvoiceCountsTable {
  kind: string;
  status: string;
  /** '' where the displayed status does not depend on the due date. */
  due_date: string;
  n: number;
  amount_cents: number;
  customer_total_cents: number;
}

export interface CustomerCountsTable {
  status: string;
  plan: string;
  /** YYYY-MM. */
  created_month: string;
  n: number;
}

export interface OrderCountsTable {
  status: string;
  n: number;
  total_with_vat_cents: number;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  tickets: TicketsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  inquiries: InquiriesTable;
  customers: CustomersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  services: ServicesTable;
  activity: ActivityTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  simulated_payments: SimulatedPaymentsTable;
  settings: SettingsTable;
  number_sequences: NumberSequencesTable;
  rate_limits: RateLimitsTable;
  esims: EsimsTable;
  subscriptions: SubscriptionsTable;
  subscription_invoices: SubscriptionInvoicesTable;
  jobs: JobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  billing_runs: BillingRunsTable;
  simulated_esim_profiles: SimulatedEsimProfilesTable;
  es2plus_orders: Es2plusOrdersTable;
  invoice_payments: InvoicePaymentsTable;
  esim_top_ups: EsimTopUpsTable;
  esim_auto_top_ups: EsimAutoTopUpsTable;
  voip_numbers: VoipNumbersTable;
  porting_requests: PortingRequestsTable;
  porting_events: PortingEventsTable;
  simulated_carrier_dossiers: SimulatedCarrierDossiersTable;
  simulated_carrier_messages: SimulatedCarrierMessagesTable;
  privacy_requests: PrivacyRequestsTable;
  version: KamailioVersionTable;
  subscriber: SubscriberTable;
  acc: KamailioCallRecordTable;
  missed_calls: KamailioCallRecordTable;
  sip_accounts: SipAccountsTable;
  calls: CallsTable;
  voice_routing: VoiceRoutingTable;
  voice_opening_hours: VoiceOpeningHoursTable;
  call_meter_notices: CallMeterNoticesTable;
  voicemails: VoicemailsTable;
  appointments: AppointmentsTable;
  calendar_feeds: CalendarFeedsTable;
  simulated_sms: SimulatedSmsTable;
  assistant_knowledge: AssistantKnowledgeTable;
  assistant_calls: AssistantCallsTable;
  voicemail_greetings: VoicemailGreetingsTable;
  assistant_digests: AssistantDigestsTable;
  invoice_counts: InvoiceCountsTable;
  customer_counts: CustomerCountsTable;
  order_counts: OrderCountsTable;
  api_keys: ApiKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type CustomerRowDb = Selectable<CustomersTable>;
export type InvoiceRowDb = Selectable<InvoicesTable>;
