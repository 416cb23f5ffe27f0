import { readFileSync } from 'node:fs';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { BRAND_NAME, publicCompanyDetails } from '@telecom/domain';
import type { Settings } from './config/settings.js';
import type { DataStore } from './db/connection.js';
import { apiNotFound, errorHandler } from './middleware/error-handler.js';
import { readPrerenderedPages } from './http/page-html.js';
import { DEFAULT_WEB_DIST, webAppRouter } from './http/web-app.js';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks.js';
import { createHousekeeping, type Housekeeping } from './lib/housekeeping.js';
import type { Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createOrderLinks } from './lib/order-links.js';
import { createAuthMiddleware, sessionOf } from './modules/auth/authenticate.js';
import { fixedHeaders } from './middleware/fixed-headers.js';
import { jsonBody } from './middleware/json-body.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './middleware/rate-limit.js';
import { createRateLimitCounters } from './middleware/rate-limit.repository.js';
import { requestLog } from './middleware/request-log.js';
import {
  createTableAddressProvider,
  withAddressCache,
  type AddressProvider,
} from './modules/address/address-provider.js';
import { addressRouter } from './modules/address/address.router.js';
import { createPdokAddressProvider } from './modules/address/pdok-address-provider.js';
import { systemClock, type Clock } from './lib/clock.js';
import { activityRouter } from './modules/admin-activity/admin-activity.router.js';
import { createActivityService, type ActivityService } from './modules/admin-activity/admin-activity.service.js';
import { orderDeliveries } from './modules/admin-customers/order-services.js';
import { customersRouter } from './modules/admin-customers/admin-customers.router.js';
import { createCustomersService, type CustomersService } from './modules/admin-customers/admin-customers.service.js';
import { dashboardRouter } from './modules/dashboard/dashboard.router.js';
import { createDashboardService, type DashboardService } from './modules/dashboard/dashboard.service.js';
import { invoicesRouter } from './modules/invoices/invoices.router.js';
import { createInvoicesService, type InvoicesService } from './modules/invoices/invoices.service.js';
import { orderInvoiceHooks } from './modules/invoices/order-invoices.js';
import { reportsRouter } from './modules/reports/reports.router.js';
import { createReportsService, type ReportsService } from './modules/reports/reports.service.js';
import { settingsRouter } from './modules/settings/settings.router.js';
import { createSettingsService, type SettingsService } from './modules/settings/settings.service.js';
import { adminUsersRouter } from './modules/admin-users/admin-users.router.js';
import { createAdminUsersService, type AdminUsersService } from './modules/admin-users/admin-users.service.js';
import { authRouter, tokenCheckRoute } from './modules/auth/auth.router.js';
import { createAuthService, type AuthService } from './modules/auth/auth.service.js';
import { apiKeysRouter } from './modules/auth/api-keys.router.js';
import { createApiKeysService, type ApiKeysService } from './modules/auth/api-keys.service.js';
import { formsRouter } from './modules/forms/forms.router.js';
import { healthRouter } from './modules/health/health.router.js';
import { createMetrics, keepRouteOfError, type Metrics } from './modules/metrics/metrics.js';
import { createTracing, type Tracing } from './modules/metrics/tracing.js';
import { metricsHandler } from './modules/metrics/metrics.router.js';
import { openApiRouter } from './modules/openapi/openapi.router.js';
import { ordersRouter } from './modules/orders/orders.router.js';
import { contractSummaryRouter } from './modules/contract-summary/contract-summary.router.js';
import {
  createContractSummaryService,
  type ContractSummaryService,
} from './modules/contract-summary/contract-summary.service.js';
import { adminOrdersRouter } from './modules/orders/admin-orders.router.js';
import { createOrdersService, type OrdersService, type OrdersServiceOptions } from './modules/orders/orders.service.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { orderChain } from './modules/orders/order-chain.js';
import { paymentsRouter, paymentWebhookRouter } from './modules/payment-notices/payments.router.js';
import { createPaymentsService, type PaymentsService } from './modules/payment-notices/payments.service.js';
import { createMolliePaymentProvider } from './modules/payments/mollie-provider.js';
import { createSimulatedPaymentProvider } from './modules/payments/simulated-provider.js';
import type { EsimProvider } from './modules/esims/esim-provider.js';
import { adminEsimsRouter } from './modules/esims/admin-esims.router.js';
import { esimsRouter } from './modules/esims/esims.router.js';
import { createEsimsService, type EsimsService } from './modules/esims/esims.service.js';
import { orderEsimHooks } from './modules/esims/order-esims.js';
import { createSimulatedEsimProvider } from './modules/esims/simulated-esim-provider.js';
import { createEs2plusClient } from './modules/esims/es2plus-client.js';
import { createEs2plusEsimProvider } from './modules/esims/es2plus-provider.js';
import { es2plusRouter } from './modules/esims/es2plus.router.js';
import { createJobRunner, type JobRunner } from './modules/jobs/jobs.js';
import { topUpsRouter } from './modules/top-ups/top-ups.router.js';
import { createTopUpsService, type TopUpsService } from './modules/top-ups/top-ups.service.js';
import { createMailOutbox, mailOutboxHandlers, type MailOutbox } from './modules/jobs/mail-outbox.js';
import { webhooksRouter } from './modules/webhooks/webhooks.router.js';
import { createWebhooksService, type WebhooksService } from './modules/webhooks/webhooks.service.js';
import type { CarrierProvider } from './modules/porting/carrier-provider.js';
import { portingRouter } from './modules/porting/porting.router.js';
import { createPortingService, orderPortingHooks, type PortingService } from './modules/porting/porting.service.js';
import { privacyRouter } from './modules/privacy/privacy.router.js';
import { createPrivacyService, type PrivacyService } from './modules/privacy/privacy.service.js';
import { createWithdrawalLinks } from './modules/withdrawals/withdrawal-links.js';
import { withdrawalsRouter } from './modules/withdrawals/withdrawals.router.js';
import { createWithdrawalsService, type WithdrawalsService } from './modules/withdrawals/withdrawals.service.js';
import { createSimulatedCarrier } from './modules/porting/simulated-carrier.js';
import { userRouter } from './modules/auth/user.router.js';
import { orderVoipHooks } from './modules/voip/order-voip.js';
import { createKamailioPlatform } from './modules/voice/kamailio-platform.js';
import { createSimulatedVoicePlatform } from './modules/voice/simulated-voice.js';
import type { VoicePlatform } from './modules/voice/voice-platform.js';
import { voiceRouter } from './modules/voice/voice.router.js';
import { voiceRoutingRouter } from './modules/voice/voice-routing.router.js';
import { createVoiceRoutingService, type VoiceRoutingService } from './modules/voice/voice-routing.service.js';
import { createVoiceService, type VoiceService } from './modules/voice/voice.service.js';
import { callMeterRouter } from './modules/voice/call-meter.router.js';
import { assistantRouter } from './modules/assistant/assistant.router.js';
import { createAssistantService, type AssistantService } from './modules/assistant/assistant.service.js';
import { createChatDialogueEngine } from './modules/assistant/chat-dialogue-engine.js';
import {
  ASSISTANT_DIGEST_JOB,
  createAssistantDigest,
  type AssistantDigestService,
} from './modules/assistant/assistant-digest.js';
import { createCalendarService, type CalendarService } from './modules/voicemail/calendar.service.js';
import { createGreetingService, type GreetingService } from './modules/voicemail/greeting.service.js';
import { greetingRouter, greetingUploadRouter } from './modules/voicemail/greeting.router.js';
import { createSimulatedSmsGateway, type SmsGateway } from './modules/voicemail/sms-gateway.js';
import {
  createOpenAiSpeechToText,
  createSimulatedSpeechToText,
  type SpeechToText,
} from './modules/voicemail/speech-to-text.js';
import { voicemailRouter } from './modules/voicemail/voicemail.router.js';
import { createVoicemailService, type VoicemailService } from './modules/voicemail/voicemail.service.js';
import { createCallMeterService, type CallMeterService } from './modules/voice/call-meter.service.js';
import { voipRouter } from './modules/voip/voip.router.js';
import { createVoipService, type VoipService } from './modules/voip/voip.service.js';
import {
  createAdminSubscriptionsService,
  type AdminSubscriptionsService,
} from './modules/subscriptions/admin-subscriptions.service.js';
import { adminSubscriptionsRouter } from './modules/subscriptions/admin-subscriptions.router.js';
import { createBillingService, type BillingService } from './modules/subscriptions/billing.service.js';
import { orderSubscriptionHooks } from './modules/subscriptions/order-subscriptions.js';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.js';
import { subscriptionsRouter } from './modules/subscriptions/subscriptions.router.js';
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from './modules/subscriptions/subscriptions.service.js';

export interface AppDeps {
  settings: Settings;
  db: DataStore;
  logger: Logger;
  /** The built web app to serve; undefined serves the default build when it exists, null serves none. */
  webDist?: string | null;
  /** Where e-mail goes; by default SMTP_URL or .eml files in MAIL_DIR. */
  mailer?: Mailer;
  /** The brute-force limits; tests lower them. */
  rateLimits?: RateLimits;
  /** The payment provider; by default the simulated one (PAYMENT_DELAY_MS). */
  payments?: PaymentProvider;
  /** The eSIM platform (SM-DP+); by default the simulated one (ESIM_READY_DELAY_MS). */
  esimProvider?: EsimProvider;
  /** The number-portability carrier (COIN); by default the simulated one. */
  carrier?: CarrierProvider;
  /** The SIP core; by default VOICE_PLATFORM's (the simulated one, or Kamailio over its JSON-RPC). */
  voicePlatform?: VoicePlatform;
  /** Who answers the address lookup; by default ADDRESS_PROVIDER's (the shipped table, or PDOK with a cache). */
  addressProvider?: AddressProvider;
  /** The speech to text of voicemail; by default STT_PROVIDER's (the simulated one, or an OpenAI-compatible server). */
  speechToText?: SpeechToText;
  /** The SMS gateway; by default SMS_PROVIDER's (the simulated one, which keeps each SMS in `simulated_sms`). */
  smsGateway?: SmsGateway;
  /** What runs when an order is paid or refunded (the invoice, the credit note), in that change's transaction. */
  orderHooks?: Pick<OrdersServiceOptions, 'onOrderPaid' | 'onOrderRefunded'>;
  /** "Now" for the back office's figures; tests fix it. */
  clock?: Clock;
  /** True once shutdown has begun: `GET /api/ready` then answers 503 so that a load balancer stops sending. */
  isStopping?: () => boolean;
  /** Work that goes on after its answer (mails); server.ts lets it finish before closing the database. */
  background?: BackgroundTasks;
  /**
   * Tests only: a check of every /api answer against the OpenAPI document (src/test/answer-check.ts), which
   * createTestApp passes. Production has none.
   */
  answerCheck?: RequestHandler;
}

/** The services createApp builds, for the start-up code and tests that need them beside the HTTP app. */
export interface AppServices {
  auth: AuthService;
  /** The accounts' API keys (docs/decisions/069). */
  apiKeys: ApiKeysService;
  orders: OrdersService;
  /** The payment provider the orders use (tests watch its calls). */
  paymentProvider: PaymentProvider;
  /** The eSIM platform the eSIMs come from. */
  esimProvider: EsimProvider;
  esims: EsimsService;
  /** eSIM top-ups and auto top-up (docs/contracts.md §14). */
  topUps: TopUpsService;
  /** The jobs that survive a restart (an eSIM's provisioning): server.ts runs them every second, tests by hand. */
  jobs: JobRunner;
  /**
   * Deletes the jobs finished over a month ago and the Idempotency-Keys past their day (server.ts sweeps hourly;
   * docs/decisions/067-housekeeping.md).
   */
  housekeeping: Housekeeping<'finishedJobs' | 'idempotencyKeys' | 'webhookDeliveries'>;
  payments: PaymentsService;
  customers: CustomersService;
  invoices: InvoicesService;
  activity: ActivityService;
  dashboard: DashboardService;
  reports: ReportsService;
  settings: SettingsService;
  adminUsers: AdminUsersService;
  /** The account's subscriptions. */
  subscriptions: SubscriptionsService;
  /** The back office's actions on subscriptions (docs/contracts.md §14). */
  adminSubscriptions: AdminSubscriptionsService;
  /** The monthly billing run (server.ts runs it daily). */
  billing: BillingService;
  /** New VOIP numbers: the inventory (server.ts ensures it at start), the free numbers, holds. */
  voip: VoipService;
  /** Where every mail is written; the job runner sends it. */
  mail: MailOutbox;
  /** The account's webhook endpoints, and where the event sources publish (docs/contracts.md §18). */
  webhooks: WebhooksService;
  /** The carrier that numbers are ported through. */
  carrier: CarrierProvider;
  /** The SIP core that registers the phones and connects and records the calls (docs/contracts.md §15). */
  voicePlatform: VoicePlatform;
  /** The SIP accounts of the account's numbers and its calls. */
  voice: VoiceService;
  voiceRouting: VoiceRoutingService;
  /** Porting requests: the account's own, the back office's moves, the carrier's messages. */
  porting: PortingService;
  /** Who answers the address lookup of the checkout. */
  addressProvider: AddressProvider;
  /** The account's data export and deletion, and the back office's privacy requests. */
  privacy: PrivacyService;
  /** The contract summary's PDF, before ordering and of an order (docs/contracts.md §13). */
  contractSummaries: ContractSummaryService;
  /** The withdrawal function (docs/contracts.md §13). */
  withdrawals: WithdrawalsService;
  /** Work that goes on after its answer (the withdrawal link's mail). */
  background: BackgroundTasks;
  /** The calling meter of each number, its mails, and a customer's calls for the back office (decision 052). */
  callMeter: CallMeterService;
  /** The voicemail inbox: intake, processing, the owner's decisions, the 90 days' sweep (docs/contracts.md §16). */
  voicemail: VoicemailService;
  /** The business's calendar and its ICS feed. */
  calendar: CalendarService;
  /** The numbers' voicemail greetings. */
  greetings: GreetingService;
  /** The AI assistant's knowledge, its test by text and its call log (docs/contracts.md §16). */
  assistant: AssistantService;
  /** The assistant's daily digest mail, run by its recurring job at 07:00 Amsterdam (docs/decisions/062). */
  assistantDigest: AssistantDigestService;
  /**
   * The speech engine of the assistant's phone calls (docs/decisions/064): the speech to text of voicemail when it is
   * a real one (STT_PROVIDER=openai-compatible, or one the caller of createServices gave); null for the simulated one,
   * which knows only the example messages: the assistant then takes a message.
   */
  speechEngine: SpeechToText | null;
  /** The Prometheus metrics of this app (docs/contracts.md §18); undefined while METRICS_TOKEN is not set. */
  metrics: Metrics | undefined;
  /** OpenTelemetry traces of the requests (docs/contracts.md §18); undefined while no OTLP endpoint is set. */
  tracing: Tracing | undefined;
}

/**
 * The eSIM provider ESIM_PROVIDER names (docs/contracts.md §12): the built-in simulated SM-DP+, or an SM-DP+ through
 * ES2+ with the client certificate files read now (settings checked they are readable).
 */
function createEsimProvider(settings: Settings, store: DataStore, clock: Clock | undefined): EsimProvider {
  const { esims } = settings;
  if (esims.provider === 'simulated')
    return createSimulatedEsimProvider({ db: store.kysely, readyDelayMs: settings.esimReadyDelayMs, clock });
  const read = (file: string | undefined) => (file === undefined ? undefined : readFileSync(file));
  return createEs2plusEsimProvider({
    db: store.kysely,
    client: createEs2plusClient({
      url: esims.url,
      functionRequester: esims.functionRequester,
      cert: read(esims.certFile),
      key: read(esims.keyFile),
      ca: read(esims.caFile),
    }),
    profileType: esims.profileType,
    smdpIdentifier: esims.smdpIdentifier,
    clock,
  });
}

/** The services of the app, built from its dependencies. */
export function createServices({
  settings,
  db: store,
  logger,
  mailer: givenMailer,
  payments,
  esimProvider: givenEsimProvider,
  carrier: givenCarrier,
  voicePlatform: givenVoicePlatform,
  addressProvider,
  orderHooks,
  clock,
  background: givenBackground,
  speechToText: givenSpeechToText,
  smsGateway: givenSmsGateway,
}: AppDeps): AppServices {
  if (!settings.jwtSecret) throw new Error('createServices needs settings.jwtSecret (see config/jwt-secret.ts)');
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: settings.smtpUrl,
      mailDir: settings.mailDir,
      from: `${BRAND_NAME} <no-reply@${new URL(settings.publicUrl).hostname}>`,
    });
  const background = givenBackground ?? createBackgroundTasks(logger);
  const settingsService = createSettingsService(store.kysely, clock);
  // Every mail goes through the outbox in the jobs table; the runner sends it (docs/contracts.md §12).
  const mail = createMailOutbox(store.kysely, clock ?? systemClock, () => jobs.wake());
  const apiKeys = createApiKeysService({ db: store.kysely, clock });
  // Every event source publishes its webhooks in its own transaction; the runner posts them (docs/contracts.md §18).
  const webhooks = createWebhooksService({
    db: store.kysely,
    production: settings.nodeEnv === 'production' && !settings.allowLocalWebhooks,
    wake: () => jobs.wake(),
    clock,
  });
  const auth = createAuthService({
    apiKeys,
    db: store.kysely,
    background,
    jwtSecret: settings.jwtSecret,
    jwtTtlSeconds: settings.jwtTtlSeconds,
    publicUrl: settings.publicUrl,
    brandName: BRAND_NAME,
    mail,
    supportEmail: async () => (await settingsService.settings()).supportEmail,
  });
  const paymentProvider =
    payments ??
    (settings.payments.provider === 'mollie'
      ? createMolliePaymentProvider(settings.payments)
      : createSimulatedPaymentProvider({ db: store.kysely, delayMs: settings.paymentDelayMs, clock }));
  const invoiceHooks = orderInvoiceHooks(clock ?? systemClock);
  const subscriptionHooks = orderSubscriptionHooks(clock ?? systemClock);
  const voipHooks = orderVoipHooks(clock ?? systemClock);
  const portingHooks = orderPortingHooks(clock ?? systemClock);
  const esimProvider = givenEsimProvider ?? createEsimProvider(settings, store, clock);
  // The signed links of an order's mails, for guests (docs/contracts.md §12): keyed by the site's secret.
  const orderLinks = createOrderLinks(settings.jwtSecret);
  const esims = createEsimsService({
    db: store.kysely,
    provider: esimProvider,
    mail,
    publicUrl: settings.publicUrl,
    orderLinks,
    clock,
  });
  const topUps = createTopUpsService({
    db: store.kysely,
    provider: paymentProvider,
    esims,
    mail,
    publicUrl: settings.publicUrl,
    clock,
  });
  const esimHooks = orderEsimHooks(clock ?? systemClock, { cancelsProfiles: esims.cancelsProfiles });
  const carrier = givenCarrier ?? createSimulatedCarrier({ db: store.kysely, clock });
  const voicePlatform =
    givenVoicePlatform ??
    (settings.voice.platform === 'kamailio'
      ? createKamailioPlatform({ db: store.kysely, domain: settings.sip.domain, rpcUrl: settings.voice.rpcUrl })
      : createSimulatedVoicePlatform({ domain: settings.sip.domain }));
  const voiceRouting = createVoiceRoutingService({ db: store.kysely, clock });
  const voice = createVoiceService({
    db: store.kysely,
    platform: voicePlatform,
    sip: settings.sip,
    clock,
    // The calling meter's mails, for the numbers that placed the calls just imported. The calls are kept whatever
    // happens to the mails: a mail that could not be written goes with the server's next import sweep.
    afterImport: async (callers) => {
      try {
        await callMeter.noticeThresholds(callers);
      } catch (error) {
        logger.error({ err: error }, 'writing the calling meter mails failed; the import sweep tries again');
      }
    },
  });
  const callMeter = createCallMeterService({
    db: store.kysely,
    mail,
    publicUrl: settings.publicUrl,
    importCalls: voice.importCalls,
    listCalls: (userId) => voice.listCalls(userId),
    holderOf: (db, subscription) => createSubscriptionsRepository(db).holder(subscription),
    clock,
  });
  const porting = createPortingService({
    db: store.kysely,
    carrier,
    mail,
    publicUrl: settings.publicUrl,
    logger,
    clock,
  });
  const { speechToText: stt } = settings;
  const speechEngine =
    givenSpeechToText ?? (stt.provider === 'openai-compatible' ? createOpenAiSpeechToText(stt) : null);
  const voicemail = createVoicemailService({
    db: store.kysely,
    speechToText: speechEngine ?? createSimulatedSpeechToText(),
    sms: givenSmsGateway ?? createSimulatedSmsGateway({ db: store.kysely, clock }),
    mail,
    publicUrl: settings.publicUrl,
    wake: () => jobs.wake(),
    clock,
  });
  const assistantDigest = createAssistantDigest({
    db: store.kysely,
    mail,
    publicUrl: settings.publicUrl,
    logger,
    clock,
  });
  const jobs = createJobRunner({
    db: store.kysely,
    handlers: {
      ...esims.jobHandlers,
      ...topUps.jobHandlers,
      ...porting.jobHandlers,
      ...voice.jobHandlers,
      ...voicemail.jobHandlers,
      ...assistantDigest.jobHandlers,
      ...mailOutboxHandlers({ db: store.kysely, mailer, company: () => settingsService.settings() }),
      ...webhooks.jobHandlers,
    },
    logger,
    clock,
    recurring: [ASSISTANT_DIGEST_JOB],
  });
  const contractSummaries = createContractSummaryService({
    db: store.kysely,
    settings: settingsService,
    publicUrl: settings.publicUrl,
    clock,
  });
  const orders = createOrdersService({
    db: store.kysely,
    mail,
    clock,
    deliveriesOf: orderDeliveries(store.kysely),
    publicUrl: settings.publicUrl,
    orderLinks,
    payments: paymentProvider,
    // A VOIP order takes its new number as it is stored, and lets it go when its payment fails.
    onOrderStoring: voipHooks.onOrderStoring,
    onOrderUnpaid: voipHooks.onOrderUnpaid,
    // The invoice, the eSIM, the subscription, the number and the porting request of a paid order; the credit note
    // of a refunded one, its services ended and its open porting request rejected (docs/contracts.md §14); a test's
    // hooks run after them.
    ...orderChain({
      invoices: invoiceHooks,
      esims: esimHooks,
      subscriptions: subscriptionHooks,
      voip: voipHooks,
      porting: portingHooks,
      after: orderHooks,
    }),
    // The paid order's eSIM is provisioned at once, not at the job runner's next tick, and its webhooks posted.
    afterOrderPaid: () => jobs.wake(),
    // The confirmation mail carries the contract summary (docs/decisions/044-contract-summary.md).
    confirmationAttachment: contractSummaries.attachment,
  });
  const { kysely } = store;
  const invoices = createInvoicesService({
    db: kysely,
    mail,
    settings: settingsService,
    clock,
    // A credit note of an order's invoice refunds the order's payment, whose refund makes the credit note.
    refundOrder: async (orderId) => {
      await orders.refund(orderId);
    },
    payments: { provider: paymentProvider, publicUrl: settings.publicUrl, jwtSecret: settings.jwtSecret },
  });
  // A withdrawal ends what the order delivered as a refund does (the chain's refund hooks), and writes the credit note of
  // the refunded share itself, not the whole invoice's (docs/contracts.md §13).
  const withdrawals = createWithdrawalsService({
    db: store.kysely,
    payments: paymentProvider,
    mail,
    publicUrl: settings.publicUrl,
    links: createWithdrawalLinks(settings.jwtSecret),
    endServices: orderChain({
      invoices: { onOrderPaid: async () => undefined, onOrderRefunded: async () => undefined },
      esims: esimHooks,
      subscriptions: subscriptionHooks,
      voip: voipHooks,
      porting: portingHooks,
    }).onOrderRefunded,
    clock,
  });
  return {
    auth,
    apiKeys,
    orders,
    withdrawals,
    background,
    paymentProvider,
    esimProvider,
    esims,
    topUps,
    jobs,
    housekeeping: createHousekeeping({
      finishedJobs: (options) => jobs.deleteFinished(options),
      idempotencyKeys: (options) => orders.deleteExpiredIdempotencyKeys(options),
      webhookDeliveries: (options) => webhooks.deleteSettledDeliveries(options),
    }),
    payments: createPaymentsService({
      orders,
      invoices,
      topUps,
      provider: paymentProvider,
      merchantName: async () => (await settingsService.settings()).companyName,
    }),
    customers: createCustomersService({ db: kysely, clock }),
    invoices,
    activity: createActivityService(kysely),
    dashboard: createDashboardService(kysely, clock),
    reports: createReportsService(kysely, clock),
    settings: settingsService,
    adminUsers: createAdminUsersService({ db: kysely, fixedAdminId: () => auth.fixedAdminId(), clock }),
    subscriptions: createSubscriptionsService({ db: kysely, mail, clock }),
    adminSubscriptions: createAdminSubscriptionsService({
      db: kysely,
      mail,
      cancelsProfiles: esims.cancelsProfiles,
      clock,
    }),
    billing: createBillingService({ db: kysely, settings: settingsService, clock, importCalls: voice.importCalls }),
    voip: createVoipService({ db: kysely, clock }),
    mail,
    webhooks,
    carrier,
    voicePlatform,
    voice,
    voiceRouting,
    callMeter,
    voicemail,
    calendar: createCalendarService({ db: kysely, publicUrl: settings.publicUrl, clock }),
    greetings: createGreetingService({ db: kysely, clock }),
    assistantDigest,
    speechEngine,
    assistant: createAssistantService({
      db: kysely,
      clock,
      engine:
        settings.dialogue.provider === 'openai-compatible'
          ? createChatDialogueEngine({ ...settings.dialogue, logger })
          : undefined,
    }),
    porting,
    metrics: settings.metricsToken ? createMetrics({ db: kysely, clock }) : undefined,
    tracing: settings.tracing ? createTracing(settings.tracing) : undefined,
    privacy: createPrivacyService({ db: kysely, clock, cancelsProfiles: esims.cancelsProfiles }),
    contractSummaries,
    addressProvider:
      addressProvider ??
      (settings.address.provider === 'pdok'
        ? withAddressCache(createPdokAddressProvider({ url: settings.address.url }))
        : createTableAddressProvider()),
  };
}

/**
 * The security headers of every API answer (JSON only): nothing in it may load anything or be framed, and the headers
 * that concern HTML documents are left off.
 */
export const API_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Builds the Express app. It never listens: server.ts does, and tests drive it with supertest. */
export function createApp(deps: AppDeps, services: AppServices = createServices(deps)): Express {
  const { logger, webDist } = deps;
  const { auth, orders } = services;
  // The counters in the database: every instance on it counts together (issue 19). API keys count here too.
  const rateLimiting = {
    limits: {
      ...(deps.rateLimits ?? DEFAULT_RATE_LIMITS),
      apiKeyRequests: { windowMs: 60_000, limit: deps.settings.apiKeyRequestsPerMinute },
    },
    counters: createRateLimitCounters(deps.db.kysely),
  };
  const authMiddleware = createAuthMiddleware(auth, rateLimiting);
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed from every answer's body: API answers change with the data, and the pages carry their own
  // (http/page-html.ts), as the built files do.
  app.set('etag', false);
  // Which X-Forwarded-For to believe when finding the client's address (docs/contracts.md §3, TRUST_PROXY).
  app.set('trust proxy', deps.settings.trustProxy);

  app.use(requestLog(logger));
  // Metrics (docs/contracts.md §18): every answer counted and timed, from the first layer on; nothing when they are off.
  const { metrics, tracing } = services;
  if (metrics) app.use(metrics.countRequests);
  // Traces (docs/contracts.md §18): each request a span, when an OTLP endpoint is set.
  if (tracing) app.use(tracing.traceRequests);
  if (deps.answerCheck) app.use('/api', deps.answerCheck);
  const inlineScriptHashes =
    webDist === null ? [] : (readPrerenderedPages(webDist ?? DEFAULT_WEB_DIST)?.scriptHashes ?? []);
  // Security headers. The web app: a Content-Security-Policy that it satisfies (scripts and styles from the site
  // only, no inline script but the pages' start, no eval) and helmet's other defaults. The API answers JSON only:
  // nothing in it may load anything or be framed, and the headers that concern HTML documents are left off.
  const webHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // A prerendered page's inline start, by its hash (docs/decisions/029); no other inline script.
        'script-src': ["'self'", ...inlineScriptHashes],
        // blob: the eSIM's QR code, fetched with the order's token and shown from an object URL (docs/contracts.md §8).
        'img-src': ["'self'", 'data:', 'blob:'],
        // blob: a voicemail's recording, fetched with the token and played from an object URL (docs/decisions/058).
        'media-src': ["'self'", 'blob:'],
        // The phone in the browser's SIP over WebSocket (docs/decisions/054).
        'connect-src': ["'self'", webSocketOrigin(deps.settings.sip.webSocketUrl)],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // The API's headers are the same for every answer: helmet's, read once (middleware/fixed-headers.ts).
  const apiHeaders = fixedHeaders(helmet(API_HEADER_OPTIONS));

  // The token check of every signed-in page view: a route of the app itself, matched before any other layer (its
  // small answer is never compressed).
  const tokenCheck = tokenCheckRoute(auth, authMiddleware, [apiHeaders]);
  app[tokenCheck.method](tokenCheck.path, ...tokenCheck.handlers);
  // Prometheus' scrape, beside the API rather than in it: not a call of the REST API nor of its OpenAPI document.
  app.get('/metrics', apiHeaders, metricsHandler(metrics, deps.settings.metricsToken));

  // gzip for text answers over 1 kB where answers can be that large: the web app (HTML, SVG; its built scripts and
  // styles have brotli and gzip copies), the API reference, lists and exports. The small answers of the other calls
  // (a token check, a form) skip its cost, which is more than a third of such a call's.
  const compress = compression();
  app.use(['/api/admin', '/api/openapi.json', '/api/orders', '/api/invoices'], compress);

  const api = express.Router();
  // The payment provider's webhook posts a form (`id=…`), as Mollie does: before the JSON-only body handling.
  api.use(paymentWebhookRouter(services.payments));
  // A voicemail greeting's recording is uploaded as the WAV file itself.
  api.use(greetingUploadRouter(services.greetings, authMiddleware));
  api.use(jsonBody);
  api.use(healthRouter(deps.db, logger, deps.isStopping));
  api.use(openApiRouter());
  api.use(authRouter(auth, authMiddleware, rateLimiting));
  api.use(userRouter(auth, authMiddleware));
  api.use(apiKeysRouter(services.apiKeys, auth, authMiddleware));
  api.use(
    ordersRouter(orders, authMiddleware, services.esims, (orderId) => services.invoices.orderInvoicePdf(orderId)),
  );
  api.use(contractSummaryRouter(services.contractSummaries, orders, authMiddleware));
  api.use(esimsRouter(services.esims, authMiddleware));
  api.use(topUpsRouter(services.topUps, authMiddleware));
  api.use(es2plusRouter(services.esims));
  api.use(paymentsRouter(services.payments));
  api.use(subscriptionsRouter(services.subscriptions, authMiddleware));
  api.use(voiceRouter(services.voice, authMiddleware));
  api.use(voiceRoutingRouter(services.voiceRouting, authMiddleware));
  api.use(voicemailRouter(services.voicemail, services.calendar, authMiddleware));
  api.use(greetingRouter(services.greetings, authMiddleware));
  api.use(assistantRouter(services.assistant, authMiddleware));
  api.use(
    webhooksRouter(services.webhooks, {
      requireAuth: authMiddleware.requireAuth,
      accountOf: (res) => sessionOf(res).user.id,
    }),
  );
  api.use(voipRouter(services.voip, rateLimiting));
  api.use(addressRouter(services.addressProvider));
  api.use(formsRouter(deps.db.kysely));
  // The back office: admin only (401 without a token, 403 for a customer), never stored by a cache.
  api.use('/admin', authMiddleware.requireAdmin, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(dashboardRouter(services.dashboard, authMiddleware));
  api.use(adminOrdersRouter(orders, authMiddleware));
  api.use(adminSubscriptionsRouter(services.adminSubscriptions, authMiddleware));
  api.use(adminEsimsRouter(services.esims, authMiddleware));
  api.use(portingRouter(services.porting, authMiddleware));
  api.use(customersRouter(services.customers, authMiddleware));
  api.use(callMeterRouter(services.callMeter, authMiddleware));
  api.use(invoicesRouter(services.invoices, authMiddleware));
  api.use(activityRouter(services.activity, authMiddleware));
  api.use(adminUsersRouter(services.adminUsers, authMiddleware));
  api.use(settingsRouter(services.settings, authMiddleware));
  api.use(reportsRouter(services.reports, authMiddleware));
  api.use(privacyRouter(services.privacy, authMiddleware, rateLimiting));
  api.use(withdrawalsRouter(services.withdrawals, authMiddleware, rateLimiting, services.background));
  // A failed call's route pattern, kept while /api is still its base (modules/metrics/metrics.ts).
  if (metrics || tracing) api.use(keepRouteOfError);
  api.use(apiNotFound);
  app.use('/api', apiHeaders, api);

  app.use(webHeaders);
  const web =
    webDist === null
      ? undefined
      : webAppRouter(webDist, {
          publicUrl: deps.settings.publicUrl,
          companyDetails: async () => publicCompanyDetails(await services.settings.settings()),
        });
  if (web) app.use(compress, web);

  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}

/** A WebSocket address's scheme, host and port, as a Content-Security-Policy source. */
function webSocketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}
