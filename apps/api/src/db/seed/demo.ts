// The demo data (docs/contracts.md §3 and §7, issues 4, 21 and 37): a back office that looks like the spec's sample
// figures (1247 customers, 1156 active, 23 new this month; 523 paid invoices worth €145,670 before VAT, 34 awaiting
// payment, 8 overdue), a demo customer who can log in, and recent activity — made the way real records are made. A
// simulated clock walks forward through the past three years and, at each moment, calls the services that real
// requests call: customers added in the back office, guests ordering eSIMs, travel plans and VOIP numbers (new or
// kept from another provider) with a card (the simulated provider, no delay), businesses registering and ordering the
// AI assistant, invoices created as drafts, sent, paid or cancelled on later days, reminders for overdue ones.
// A paid order runs the app's own chain (decisions.md §14 "Demo data is the real chain"): its invoice, its eSIM
// (provisioned by its job on the simulated platform), its subscription, its VOIP number and its porting request;
// then the phone installs the eSIM and uses data through the simulated platform's events (what
// POST /api/esims/{id}/simulate does), the donor answers porting requests through the simulated carrier and the back
// office schedules and completes the accepted ones, so that requests end in every state. This month's billing run
// invoices the subscriptions of earlier months on its first day, as the server's daily run would (the months before
// are not billed: their invoices would be more than the sample's paid ones). The demo account has an installed eSIM
// Pro in use, a VOIP number, AI voicemail and a travel eSIM. So each invoice belongs to the customer it names,
// activity names the right invoice and customer, totals are those of the records, and every "member since" precedes
// that member's orders and invoices. All choices are drawn first from one seeded random source (the eSIM codes from a
// second, seeded too): the same "now" always gives the same rows. The services' mails go nowhere.
import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  addWorkingDays,
  analyseMessage,
  formatPhoneNumber,
  translateMessage,
  areaOfNumber,
  areaOfPostcode,
  earliestPortingDate,
  findTravelPlan,
  ICCID_LENGTH,
  ICCID_PREFIX,
  isBilledInMonth,
  numberInventory,
  orderInvoiceLines,
  priceOrderProduct,
  VOIP_AREAS,
  type CustomerPlan,
  type CustomerPlanName,
  type CustomerStatus,
  type EsimSimulateBody,
  type Language,
  type OrderProductChoice,
  type VoipBundleId,
} from '@telecom/domain';
import { openDatabase, type DataStore } from '../connection.js';
import { CopyRefusedError, copyDatabase } from '../copy-database.js';
import { migrate } from '../migrate.js';
import type { Database, ServicesTable } from '../schema.js';
import type { Clock } from '../../lib/clock.js';
import { createLogger } from '../../lib/logger.js';
import { createOrderLinks } from '../../lib/order-links.js';
import type { MailOutbox } from '../../modules/jobs/mail-outbox.js';
import { seededRandom, type Random } from '../../lib/random.js';
import { createActivityRepository } from '../../modules/activity/activity.repository.js';
import type { Session } from '../../modules/auth/auth.service.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { createCustomersRepository } from '../../modules/customers/customers.repository.js';
import { createCustomersService } from '../../modules/admin-customers/admin-customers.service.js';
import { orderDeliveries } from '../../modules/admin-customers/order-services.js';
import { createEsimsService, ESIM_JOBS } from '../../modules/esims/esims.service.js';
import { orderEsimHooks } from '../../modules/esims/order-esims.js';
import { createSimulatedEsimProvider } from '../../modules/esims/simulated-esim-provider.js';
import { createInvoicesService } from '../../modules/invoices/invoices.service.js';
import { orderInvoiceHooks } from '../../modules/invoices/order-invoices.js';
import { createJobRunner } from '../../modules/jobs/jobs.js';
import { createOrdersService } from '../../modules/orders/orders.service.js';
import { orderChain } from '../../modules/orders/order-chain.js';
import { createSimulatedPaymentProvider } from '../../modules/payments/simulated-provider.js';
import { createPortingRepository } from '../../modules/porting/porting.repository.js';
import { createPortingService, orderPortingHooks, PORTING_JOBS } from '../../modules/porting/porting.service.js';
import { createSimulatedCarrier } from '../../modules/porting/simulated-carrier.js';
import { createSettingsService } from '../../modules/settings/settings.service.js';
import { createBillingService } from '../../modules/subscriptions/billing.service.js';
import { orderSubscriptionHooks, subscriptionOfProduct } from '../../modules/subscriptions/order-subscriptions.js';
import { createUsersRepository, type UserRecord } from '../../modules/users/users.repository.js';
import { orderVoipHooks } from '../../modules/voip/order-voip.js';
import { createVoipService } from '../../modules/voip/voip.service.js';
import { createSimulatedVoicePlatform } from '../../modules/voice/simulated-voice.js';
import type { PlatformCall } from '../../modules/voice/voice-platform.js';
import { createVoiceService } from '../../modules/voice/voice.service.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from '../../modules/voicemail/voicemail-examples.js';
import {
  APPOINTMENT_MINUTES,
  DAY_ONLY_APPOINTMENT_TIME,
  VOICEMAIL_RETENTION_DAYS,
} from '../../modules/voicemail/voicemail.service.js';
import { BUSINESS_TIME_ZONE, businessTimeToUtc } from '../../modules/voicemail/voicemail-times.js';
import { wavSeconds } from '../../modules/voice/wav.js';

export const DEMO_ACCOUNT = {
  email: 'demo@telenova.nl',
  password: 'Demo-Klant-2026',
  firstName: 'Sanne',
  lastName: 'de Vries',
} as const;

/**
 * What the seed makes, exactly. The paid invoices are one per paid order, one per subscription that this month's
 * billing run invoices, and the back office's paid ones, whose amounts make up what the others leave of
 * `paidRevenueCents` (before VAT). The average spend is not among them: it is derived from the paid invoices with VAT
 * (docs/contracts.md §7), about €141. See docs/decisions/013.
 */
export const DEMO_TARGETS = {
  customers: 1247,
  activeCustomers: 1156,
  newThisMonth: 23,
  /** Customers whose record came from a guest order (the rest are added in the back office, and the demo account). */
  orderCustomers: 230,
  /**
   * Card orders, all paid: one per order customer, a second for some (an eSIM, a travel plan, a new VOIP number or one
   * kept from another provider), a business's AI assistant (its free trial charges nothing: no invoice), and the demo
   * account's four.
   */
  orders: 272,
  paidInvoices: 523,
  paidRevenueCents: 14_567_000,
  pendingInvoices: 34,
  overdueInvoices: 8,
  draftInvoices: 6,
  cancelledInvoices: 4,
} as const;

const SEED = 1247;
/** PostgreSQL: the lock under which a seeder claims the empty database (any fixed number). */
const SEED_LOCK = 7_319_001_020n;
/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 500;
/** The demo account's number (its VOIP order below): the inventory's first in Amsterdam. */
const DEMO_NUMBER = numberInventory('020')[0]!;
/** The demo account's orders, oldest first, and how many days before now each is placed. */
const DEMO_ORDERS: readonly { daysAgo: number; product: OrderProductChoice }[] = [
  {
    daysAgo: 62,
    product: {
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
    },
  },
  // Its number: the inventory's first in Amsterdam (no one else in the demo takes an 020 number).
  {
    daysAgo: 45,
    product: { kind: 'voip', numberType: 'nl', number: DEMO_NUMBER, bundle: 'nl-unlimited' },
  },
  { daysAgo: 30, product: { kind: 'ai-voicemail', plan: 'basic' } },
  { daysAgo: 9, product: { kind: 'travel', regionId: 'europa', planId: 'standard' } },
];
/**
 * The calls of the demo account's number (docs/contracts.md §15), each so many days before now's day at a time of day
 * (UTC), with how long it was answered: calls out to Dutch landlines and mobiles (free in its NL unlimited bundle),
 * one to a Belgian mobile (61 s: 2 minutes at € 0.08), one that came in and one that no one answered.
 */
const DEMO_CALLS: readonly {
  daysAgo: number;
  at: string;
  direction: 'outbound' | 'inbound';
  other: string;
  seconds: number | null;
}[] = [
  { daysAgo: 9, at: '08:12:04', direction: 'outbound', other: '+31302345678', seconds: 252 },
  { daysAgo: 7, at: '12:40:31', direction: 'outbound', other: '+31612345678', seconds: 95 },
  { daysAgo: 5, at: '09:05:12', direction: 'inbound', other: '+31651234567', seconds: 187 },
  { daysAgo: 3, at: '14:20:45', direction: 'outbound', other: '+32471234567', seconds: 61 },
  { daysAgo: 2, at: '10:02:09', direction: 'outbound', other: '+31687654321', seconds: null },
  { daysAgo: 1, at: '15:45:50', direction: 'outbound', other: '+31104567890', seconds: 38 },
];
/**
 * The demo account's voicemail (docs/contracts.md §16, docs/decisions/062): the three recorded examples, oldest first,
 * as processed messages on its number so many minutes before now. María García's appointment request was accepted
 * (read, in the calendar), Jan de Vries's waits for an answer (read, pending), Sarah Miller's urgent call is new.
 */
const DEMO_VOICEMAILS: readonly {
  /** The example's caller (voicemail-examples.ts). */
  caller: string;
  minutesAgo: number;
  status: 'new' | 'read';
  /** What became of an appointment request the message makes. */
  request: 'pending' | 'approved';
}[] = [
  { caller: '+31611223344', minutesAgo: 3 * 24 * 60 + 140, status: 'read', request: 'approved' },
  { caller: '+31612345678', minutesAgo: 26 * 60 + 15, status: 'read', request: 'pending' },
  { caller: '+31698765432', minutesAgo: 35, status: 'new', request: 'pending' },
];
/** How long after it came in the owner accepted María García's request. */
const DEMO_ACCEPTED_AFTER_MS = 2 * 60 * 60_000;
/** Guests with a second order. */
const REPEAT_ORDERS = DEMO_TARGETS.orders - DEMO_TARGETS.orderCustomers - DEMO_ORDERS.length;
/**
 * The fates of the porting requests of the guests' VOIP orders that keep a number (each is a second order): moved on
 * as the real ones are, by the carrier's answer and the back office's steps.
 */
const PORTING_FATES = [
  'completed',
  'completed',
  'completed',
  'completed',
  'rejected',
  'rejected',
  'scheduled',
  'scheduled',
  'validated',
  'validated',
  'requested',
  'requested',
] as const;
type PortingFate = (typeof PORTING_FATES)[number];
/**
 * Businesses among the order customers: each registers an account and orders the AI assistant (its free trial first)
 * as its first order, which makes its record.
 */
const AI_ASSISTANT_BUSINESSES = [
  { trade: 'Bakkerij', plan: 'starter', languages: ['nl', 'en'] },
  { trade: 'Fysiotherapie', plan: 'professional', languages: ['nl', 'en', 'de'] },
  { trade: 'Installatiebedrijf', plan: 'starter', languages: ['nl'] },
] as const;
/** The guests' second orders that are a new VOIP number of the inventory. */
const NEW_NUMBER_ORDERS = 6;
/** Where the guests' new VOIP numbers come from (Amsterdam's first is the demo account's). */
const GUEST_NUMBER_AREAS = VOIP_AREAS.filter((area) => area.numberType === 'nl' && area.id !== '020').slice(0, 4);
const VOIP_BUNDLES_CHOSEN: readonly (VoipBundleId | null)[] = [null, null, 'nl-unlimited', 'europe'];
const DONORS = ['KPN', 'Vodafone', 'Odido', 'Ben', 'Simyo', 'Lebara'];
/** The donors' reasons for refusing a port, as an operator writes them. */
const REFUSALS = [
  'De naam van de houder komt niet overeen met het contract',
  'Het nummer is niet bekend bij deze aanbieder',
];

const FIRST_NAMES = [
  'Daan',
  'Sem',
  'Lucas',
  'Levi',
  'Finn',
  'Milan',
  'Bram',
  'Thijs',
  'Jesse',
  'Ruben',
  'Lars',
  'Tim',
  'Sven',
  'Niels',
  'Jeroen',
  'Pieter',
  'Willem',
  'Joost',
  'Maarten',
  'Koen',
  'Stijn',
  'Gijs',
  'Wouter',
  'Hendrik',
  'Johan',
  'Kees',
  'Henk',
  'Jan',
  'Mohamed',
  'Youssef',
  'Emma',
  'Julia',
  'Sophie',
  'Tess',
  'Anna',
  'Saar',
  'Lotte',
  'Fleur',
  'Noor',
  'Eva',
  'Lieke',
  'Sanne',
  'Iris',
  'Femke',
  'Anouk',
  'Marieke',
  'Ingrid',
  'Annelies',
  'Kim',
  'Esther',
  'Linda',
  'Marloes',
  'Roos',
  'Fenna',
  'Yara',
  'Fatima',
  'Chloë',
  'Zoë',
  'Noë',
  'Bregje',
];
const PREFIXES = ['', '', '', '', 'de ', 'van ', 'van der ', 'van den ', 'van de ', 'ter ', "van 't ", 'den '];
const SURNAMES = [
  'Jansen',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'Dekker',
  'Brouwer',
  'Dijkstra',
  'Koster',
  'Prins',
  'Huisman',
  'Kok',
  'Willems',
  'Jacobs',
  'Schouten',
  'Post',
  'Kuipers',
  'Veenstra',
  'Vermeulen',
  'Hoekstra',
  'Boer',
  'Vries',
  'Berg',
  'Dijk',
  'Wal',
  'Leeuwen',
  'Linden',
  'Heuvel',
  'Beek',
  'Groot',
  'Graaf',
  'Wit',
  'Jong',
  'Haan',
  'Bruijn',
  'Hoek',
  'Veen',
  'Laan',
  'Vliet',
  'Boersma',
  'Postma',
  'Wouters',
  'Zwart',
  'Martens',
  'Kramer',
  'El Amrani',
  'Yilmaz',
  'Çelik',
  'Oosterhuis',
  'Stegeman',
  'Gerritsen',
];
const MAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'ziggo.nl',
  'kpnmail.nl',
  'live.nl',
  'xs4all.nl',
  'planet.nl',
  'icloud.com',
];
/** The back office's customers by plan name; eSIM Pro customers come from their orders. */
const OFFICE_PLANS: readonly { plan: CustomerPlan; planName: CustomerPlanName; weight: number }[] = [
  { plan: 'esim-pro', planName: 'eSIM Pro', weight: 15 },
  { plan: 'voip', planName: 'VOIP Standard', weight: 35 },
  { plan: 'voip', planName: 'VOIP Business', weight: 25 },
  { plan: 'business', planName: 'Business Pro', weight: 25 },
];
/** Where guests have their eSIMs sent: real Dutch addresses of public buildings. */
const ADDRESSES = [
  { postcode: '3511 WC', houseNumber: '11', street: 'Vredenburgkade', city: 'Utrecht', province: 'Utrecht' },
  { postcode: '1012 JS', houseNumber: '1', street: 'Dam', city: 'Amsterdam', province: 'Noord-Holland' },
  { postcode: '2511 CV', houseNumber: '2', street: 'Spui', city: 'Den Haag', province: 'Zuid-Holland' },
  { postcode: '3011 AD', houseNumber: '40', street: 'Coolsingel', city: 'Rotterdam', province: 'Zuid-Holland' },
  { postcode: '9712 HN', houseNumber: '1', street: 'Grote Markt', city: 'Groningen', province: 'Groningen' },
  { postcode: '5611 EM', houseNumber: '1', street: 'Stadhuisplein', city: 'Eindhoven', province: 'Noord-Brabant' },
  { postcode: '6811 GW', houseNumber: '22', street: 'Korenmarkt', city: 'Arnhem', province: 'Gelderland' },
  { postcode: '8011 PK', houseNumber: '3', street: 'Grote Kerkplein', city: 'Zwolle', province: 'Overijssel' },
] as const;
/** What guests order: eSIM Pro configurations and travel plans. */
const PRODUCTS: readonly OrderProductChoice[] = [
  { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 } },
  { kind: 'esim-pro', configuration: { durationMonths: 24, calling: 'eu', nlData: 3, euData: 2, worldData: 0 } },
  { kind: 'esim-pro', configuration: { durationMonths: 6, calling: 'nl', nlData: 1, euData: 0, worldData: 0 } },
  { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'world', nlData: 2, euData: 2, worldData: 1 } },
  { kind: 'travel', regionId: 'europa', planId: 'standard' },
  { kind: 'travel', regionId: 'europa', planId: 'basic' },
  { kind: 'travel', regionId: 'asia', planId: 'standard' },
  { kind: 'travel', regionId: 'americas', planId: 'premium' },
];
const DEMO_ADDRESS = ADDRESSES[0];

/**
 * The address an order is placed from: for a new Dutch number the one in its area, as the numbering rule asks of a
 * consumer (docs/decisions/048); the picked one otherwise (picked all the same, so the walk's randomness stays as it was).
 */
function addressForNumber(product: OrderProductChoice, picked: (typeof ADDRESSES)[number]): (typeof ADDRESSES)[number] {
  if (product.kind !== 'voip' || product.porting || !product.number) return picked;
  const area = areaOfNumber(product.number)?.id;
  return ADDRESSES.find((address) => areaOfPostcode(address.postcode) === area) ?? picked;
}
const DEMO_PHONE = '+31 6 12345678';
/** The simulated provider's test card that it accepts. */
const CARD_NUMBER = '4111 1111 1111 1111';
/** The site's address in the payments' return and webhook addresses (card payments settle at once: never called). */
const DEMO_PUBLIC_URL = 'http://localhost:3000';
const DEMO_SIP_DOMAIN = 'sip.localhost';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Lower case, accents removed, spaces and apostrophes dropped: 'Chloë van ’t Veen' → 'chloe.vantveen'. */
function mailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function weighted<T extends { weight: number }>(r: Random, entries: readonly T[]): T {
  let ticket = r.int(
    1,
    entries.reduce((sum, entry) => sum + entry.weight, 0),
  );
  for (const entry of entries) {
    ticket -= entry.weight;
    if (ticket <= 0) return entry;
  }
  return entries[0]!;
}

/** Amounts that add up exactly to `totalCents`, shaped by random weights (some small, some large). */
function spread(r: Random, count: number, totalCents: number, shape: () => number): number[] {
  const weights = Array.from({ length: count }, shape);
  const sum = weights.reduce((a, b) => a + b, 0);
  const amounts = weights.map((weight) => Math.floor((weight / sum) * totalCents));
  let rest = totalCents - amounts.reduce((a, b) => a + b, 0);
  for (let index = 0; rest > 0; index = (index + 1) % count, rest -= 1) amounts[index]! += 1;
  return amounts;
}

export interface SeedOptions {
  /** The current moment; the data is laid out around its date. */
  now: Date;
}

/** True when the database holds no customers and no accounts apart from the admin account. */
export async function isEmptyForDemo(db: Kysely<Database>, adminEmail: string | undefined): Promise<boolean> {
  const customers = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<string>`lower(email)`, '<>', (adminEmail ?? '').toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(customers.count) === 0 && Number(users.count) === 0;
}

// --- the plan: every random choice, made before anything is written ----------------------------------------------

interface PlannedCustomer {
  name: string;
  email: string;
  /** 'order': the record comes from the guest's first order; otherwise the back office adds it. */
  origin: 'order' | 'office';
  plan: CustomerPlan;
  planName: CustomerPlanName;
  signupMs: number;
  /** The latest moment something happens to the customer (an order, an invoice change). */
  lastMs: number;
  /** Has a draft or unpaid invoice: stays active. */
  open: boolean;
  status: CustomerStatus;
  /** Known once the record exists. */
  id?: number;
  /** A business with an account (its session known once it has registered), whose orders are the account's. */
  business?: { session?: Session };
}

/** The demo world's services, on a clock the seed moves. */
function demoServices(db: Kysely<Database>, clock: Clock) {
  const ids = seededRandom(SEED + 1);
  // The demo's history mails nobody: its orders and reminders write no mail to the outbox.
  const discard: MailOutbox = { add: async () => undefined, addForJob: async () => undefined, wake: () => undefined };
  let transactions = 0;
  const payments = createSimulatedPaymentProvider({
    db,
    delayMs: 0,
    clock,
    // Replayable ids: TX- and twelve hex digits, as the provider's own.
    transactionId: () => {
      transactions += 1;
      const random = ids.int(0, 0xffff).toString(16).padStart(4, '0');
      return `TX-${(0xde000000 + transactions).toString(16)}${random}`.toUpperCase();
    },
  });
  const settings = createSettingsService(db, clock);
  const orderLinks = createOrderLinks('demo seed order links');
  // The simulated platform, its profiles ready at once, their codes drawn from the seeded source.
  const hex = (length: number) => Array.from({ length }, () => ids.int(0, 15).toString(16).toUpperCase()).join('');
  const esimProvider = createSimulatedEsimProvider({
    db,
    readyDelayMs: 0,
    clock,
    codes: {
      iccidBody: () =>
        Array.from({ length: ICCID_LENGTH - ICCID_PREFIX.length - 1 }, () => String(ids.int(0, 9))).join(''),
      activationCode: () => `K2-${hex(6)}-${hex(6)}`,
    },
  });
  const esims = createEsimsService({
    db,
    provider: esimProvider,
    mail: discard,
    publicUrl: DEMO_PUBLIC_URL,
    orderLinks,
    clock,
  });
  const carrier = createSimulatedCarrier({ db, clock });
  const logger = createLogger('silent');
  const porting = createPortingService({ db, carrier, mail: discard, publicUrl: DEMO_PUBLIC_URL, logger, clock });
  // Its mails' jobs are done without composing a mail (an eSIM's with its QR code): the outbox would discard it.
  const noMail = async () => undefined;
  const jobs = createJobRunner({
    db,
    handlers: {
      ...esims.jobHandlers,
      ...porting.jobHandlers,
      [ESIM_JOBS.readyMail]: noMail,
      [ESIM_JOBS.usageWarning]: noMail,
      [PORTING_JOBS.mail]: noMail,
    },
    logger,
    clock,
  });
  // A paid order's chain, as createServices (app.ts) composes it: the invoice, the eSIM, the subscription (which links
  // the eSIM), the VOIP number (assigned to the subscription) and the porting request (which links it).
  const invoiceHooks = orderInvoiceHooks(clock);
  const esimHooks = orderEsimHooks(clock);
  const subscriptionHooks = orderSubscriptionHooks(clock);
  const voipHooks = orderVoipHooks(clock);
  const portingHooks = orderPortingHooks(clock);
  // The calls of the demo account's number, reported as a voice platform reports them.
  const voicePlatform = createSimulatedVoicePlatform({ domain: DEMO_SIP_DOMAIN });
  return {
    esims,
    carrier,
    porting,
    jobs,
    voip: createVoipService({ db, clock }),
    voicePlatform,
    // Only its import of the platform's calls is used: the SIP settings are never shown.
    voice: createVoiceService({
      db,
      platform: voicePlatform,
      sip: {
        domain: DEMO_SIP_DOMAIN,
        server: DEMO_SIP_DOMAIN,
        port: 5060,
        webSocketUrl: `wss://${DEMO_SIP_DOMAIN}/ws`,
      },
      clock,
    }),
    billing: createBillingService({ db, settings, clock }),
    customers: createCustomersService({ db, clock }),
    // Its reminders' pay links are signed with a key of its own: they go nowhere.
    invoices: createInvoicesService({
      db,
      mail: discard,
      settings,
      clock,
      payments: { provider: payments, publicUrl: DEMO_PUBLIC_URL, jwtSecret: 'demo-history' },
    }),
    orders: createOrdersService({
      db,
      clock,
      deliveriesOf: orderDeliveries(db),
      mail: discard,
      payments,
      publicUrl: DEMO_PUBLIC_URL,
      // Its mails are discarded: their links need no secret of the site's.
      orderLinks,
      onOrderStoring: voipHooks.onOrderStoring,
      onOrderUnpaid: voipHooks.onOrderUnpaid,
      // The app's chain for a paid order (the demo refunds none through the service).
      onOrderPaid: orderChain({
        invoices: invoiceHooks,
        esims: esimHooks,
        subscriptions: subscriptionHooks,
        voip: voipHooks,
        porting: portingHooks,
      }).onOrderPaid,
    }),
  };
}

interface PlannedInvoice {
  customer: PlannedCustomer;
  amountCents: number;
  issueMs: number;
  dueMs: number;
  recurring: boolean;
  /** Known once it exists. */
  id?: number;
}

interface PlannedOrder {
  /** A guest whose record the order makes or finds; undefined for the demo account's orders. */
  customer: PlannedCustomer | undefined;
  product: OrderProductChoice;
  address: (typeof ADDRESSES)[number];
  phone: string;
  delivery: 'email' | 'sms';
  language: Language;
  /** Known once it is placed: its id, and the token its guest reads (and plays the eSIM's phone) with. */
  id?: string;
  accessToken?: string;
}

/** A porting request's next step: the donor's answer (through the carrier), or the back office's move. */
type PortingStep =
  | { by: 'carrier'; answer: 'accepted' }
  | { by: 'carrier'; answer: 'rejected'; reason: string }
  | { by: 'office'; status: 'scheduled'; date: string }
  | { by: 'office'; status: 'completed' };

type DemoEvent = { at: number } & (
  | { kind: 'customer'; customer: PlannedCustomer }
  /** A business registers its account, just before its first order. */
  | { kind: 'account'; customer: PlannedCustomer }
  | { kind: 'order'; order: PlannedOrder }
  /** What the phone does with the order's eSIM: installs it, uses data (the simulated platform's events). */
  | { kind: 'esim'; order: PlannedOrder; event: EsimSimulateBody }
  | { kind: 'porting'; order: PlannedOrder; step: PortingStep }
  /** The month's billing run, as the server runs it on the first day of the month. */
  | { kind: 'billing' }
  | { kind: 'invoice'; invoice: PlannedInvoice; step: 'create' | 'sent' | 'paid' | 'cancelled' | 'remind' }
  | { kind: 'status'; customer: PlannedCustomer }
  | { kind: 'system'; messageKey: 'activity.backupCompleted' | 'activity.maintenanceScheduled' }
);

interface PlannedService {
  customer: PlannedCustomer;
  kind: ServicesTable['kind'];
  startedMs: number;
}

interface DemoPlan {
  demoSignupMs: number;
  events: DemoEvent[];
  services: PlannedService[];
  /** The demo account's calls, as the voice platform reports them. */
  calls: PlatformCall[];
  /** The demo account's voicemail messages, oldest first (without their owner), and each one's accepting time. */
  voicemails: { row: Omit<Insertable<Database['voicemails']>, 'user_id'>; acceptedAt: string | null }[];
}

function shuffle<T>(r: Random, values: T[]): T[] {
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = r.int(0, index);
    [values[index], values[other]] = [values[other]!, values[index]!];
  }
  return values;
}

/** Every choice of the demo world, drawn from one seeded source around `now`. */
function planDemo(now: Date): DemoPlan {
  const t = DEMO_TARGETS;
  const r = seededRandom(SEED);
  const nowMs = now.getTime();
  const todayMs = Date.parse(`${isoDate(nowMs)}T00:00:00Z`);
  const monthStartMs = Date.parse(`${isoDate(nowMs).slice(0, 7)}-01T00:00:00Z`);
  /** A moment in office hours on the day of `dayMs`, and never after `latestMs`. */
  const duringDay = (dayMs: number, latestMs = nowMs - MINUTE) =>
    Math.min(Math.floor(dayMs / DAY) * DAY + r.int(8 * 60, 18 * 60 - 1) * MINUTE + r.int(0, 59) * 1000, latestMs);
  const events: DemoEvent[] = [];

  // --- customers: the demo account's record comes from its first order, the others as drawn here -------------------
  const others = t.customers - 1;
  const origins = shuffle(
    r,
    Array.from({ length: others }, (_, index): PlannedCustomer['origin'] =>
      index < t.orderCustomers ? 'order' : 'office',
    ),
  );
  const usedEmails = new Set<string>([DEMO_ACCOUNT.email]);
  const customers: PlannedCustomer[] = origins.map((origin, index) => {
    const first = r.pick(FIRST_NAMES);
    const prefix = r.pick(PREFIXES);
    const surname = r.pick(SURNAMES);
    let email = `${mailPart(first)}.${mailPart(prefix + surname)}@${r.pick(MAIL_DOMAINS)}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = email.replace(/(\d*)@/, `${n}@`);
    usedEmails.add(email);
    // The first ones joined this month; the others over the three years before it.
    const signupMs =
      index < t.newThisMonth
        ? monthStartMs + Math.floor(r.next() * Math.max(1, nowMs - monthStartMs - MINUTE))
        : duringDay(monthStartMs - r.int(1, 3 * 365) * DAY);
    const { plan, planName } =
      origin === 'order' ? { plan: 'esim-pro' as const, planName: 'eSIM Pro' as const } : weighted(r, OFFICE_PLANS);
    return {
      name: `${first} ${prefix}${surname}`,
      email,
      origin,
      plan,
      planName,
      signupMs,
      lastMs: signupMs,
      open: false,
      status: 'active',
    };
  });
  for (const customer of customers) {
    if (customer.origin === 'office') events.push({ at: customer.signupMs, kind: 'customer', customer });
  }

  // --- orders: each guest's first order makes their record; some order again; the demo account orders four times ----
  const placed: { at: number; product: OrderProductChoice }[] = [];
  const order = (at: number, customer: PlannedCustomer | undefined, product: OrderProductChoice): PlannedOrder => {
    const planned: PlannedOrder = {
      customer,
      product,
      address: addressForNumber(product, customer ? r.pick(ADDRESSES) : DEMO_ADDRESS),
      phone: customer ? `+31 6 ${r.int(10_000_000, 99_999_999)}` : DEMO_PHONE,
      delivery: r.next() < 0.8 ? 'email' : 'sms',
      language: customer ? (r.next() < 0.85 ? 'nl' : 'en') : 'nl',
    };
    events.push({ at, kind: 'order', order: planned });
    placed.push({ at, product });
    if (customer) customer.lastMs = Math.max(customer.lastMs, at);
    useEsim(planned, at);
    return planned;
  };
  /**
   * What the phone does with an order's eSIM: installed within two days (a few never, the latest perhaps not yet), then
   * data used: an eSIM Pro's in the weeks before now (its figure counts per calendar month), a travel plan's while it is
   * valid (for the plans of the last months). The demo account's are installed and used up to a few minutes ago.
   */
  function useEsim(planned: PlannedOrder, at: number): void {
    const { product } = planned;
    if (product.kind !== 'esim-pro' && product.kind !== 'travel') return;
    const own = planned.customer === undefined;
    const installedMs = at + r.int(15, own ? 180 : 2 * 24 * 60) * MINUTE;
    const neverInstalled = r.next() < 0.05;
    if (installedMs > nowMs - 20 * MINUTE || (neverInstalled && !own)) return;
    events.push({ at: installedMs, kind: 'esim', order: planned, event: { event: 'installed' } });
    const validityDays = product.kind === 'travel' ? findTravelPlan(product.regionId, product.planId)!.duration : 0;
    const fromMs = product.kind === 'travel' ? installedMs + HOUR : Math.max(installedMs + HOUR, nowMs - 40 * DAY);
    const untilMs =
      product.kind === 'travel'
        ? Math.min(nowMs - 10 * MINUTE, installedMs + validityDays * DAY - HOUR)
        : nowMs - 10 * MINUTE;
    // A travel plan that ended months ago: installed, its use forgotten (the platform keeps no figures that old).
    if (untilMs <= fromMs || untilMs < nowMs - 90 * DAY) return;
    for (let use = own ? 2 : 1; use > 0; use -= 1)
      events.push({
        at: fromMs + Math.floor(r.next() * (untilMs - fromMs)),
        kind: 'esim',
        order: planned,
        event: { event: 'usage', mb: r.int(40, 900) },
      });
    if (own) events.push({ at: untilMs, kind: 'esim', order: planned, event: { event: 'usage', mb: r.int(120, 480) } });
  }

  const guests = customers.filter((customer) => customer.origin === 'order');
  const businesses = guests
    .filter((guest) => guest.signupMs < nowMs - 5 * DAY)
    .slice(0, AI_ASSISTANT_BUSINESSES.length);
  businesses.forEach((guest, index) => {
    const { trade, plan, languages } = AI_ASSISTANT_BUSINESSES[index]!;
    const name = `${trade} ${guest.name.split(' ').slice(1).join(' ')}`;
    guest.business = {};
    events.push({ at: guest.signupMs - r.int(5, 30) * MINUTE, kind: 'account', customer: guest });
    order(guest.signupMs, guest, {
      kind: 'ai-assistant',
      plan,
      business: {
        name,
        languages: [...languages],
        hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '08:30', close: '17:30' },
        greeting: `Goedendag, u spreekt met de digitale assistent van ${name}.`,
      },
    });
  });
  for (const guest of guests) if (!guest.business) order(guest.signupMs, guest, r.pick(PRODUCTS));
  const returning = shuffle(
    r,
    guests.filter((guest) => !guest.business && guest.signupMs < nowMs - 3 * DAY),
  ).slice(0, REPEAT_ORDERS);
  /** The first returning guest who had joined a day before `ms`, taken off the list. */
  const returningBefore = (ms: number) => {
    const index = returning.findIndex((guest) => guest.signupMs < ms - DAY);
    if (index < 0) throw new Error('The demo plan found no returning guest for a second order');
    return returning.splice(index, 1)[0]!;
  };
  const someTimeAfter = (guest: PlannedCustomer, latestMs = nowMs - HOUR) =>
    guest.signupMs + DAY + Math.floor(r.next() * (latestMs - guest.signupMs - DAY));

  // VOIP orders that keep a number: their porting requests end in every state, moved on as the real ones are.
  for (const fate of PORTING_FATES) {
    const [earliestMs, latestMs] = (
      {
        completed: [nowMs - 700 * DAY, nowMs - 30 * DAY],
        rejected: [nowMs - 500 * DAY, nowMs - 10 * DAY],
        scheduled: [nowMs - 4 * DAY, nowMs - 2 * DAY],
        validated: [nowMs - 60 * HOUR, nowMs - 30 * HOUR],
        requested: [nowMs - 20 * HOUR, nowMs - 2 * HOUR],
      } satisfies Record<PortingFate, [number, number]>
    )[fate];
    const guest = returningBefore(latestMs);
    const fromMs = Math.max(earliestMs, guest.signupMs + DAY);
    const at = fromMs + Math.floor(r.next() * (latestMs - fromMs));
    planPorting(order(at, guest, portingProduct(guest, at, fate)), at, fate);
  }
  /** A VOIP order keeping the guest's mobile number, wished a few working days after the earliest day. */
  function portingProduct(guest: PlannedCustomer, at: number, fate: PortingFate): OrderProductChoice {
    const extra = fate === 'scheduled' ? r.int(4, 8) : r.int(0, 6);
    return {
      kind: 'voip',
      numberType: 'nl',
      bundle: r.pick(VOIP_BUNDLES_CHOSEN),
      porting: {
        number: `06${r.int(10_000_000, 99_999_999)}`,
        currentProvider: r.pick(DONORS),
        holderName: guest.name,
        date: addWorkingDays(earliestPortingDate(isoDate(at)), extra),
        atContractEnd: false,
      },
    };
  }
  /** The donor's answer some hours later; an accepted port scheduled on the wished day, completed on that day. */
  function planPorting(planned: PlannedOrder, at: number, fate: PortingFate): void {
    if (fate === 'requested') return;
    const answeredMs = at + r.int(3, 20) * HOUR;
    if (fate === 'rejected') {
      events.push({
        at: answeredMs,
        kind: 'porting',
        order: planned,
        step: { by: 'carrier', answer: 'rejected', reason: r.pick(REFUSALS) },
      });
      return;
    }
    events.push({ at: answeredMs, kind: 'porting', order: planned, step: { by: 'carrier', answer: 'accepted' } });
    if (fate === 'validated') return;
    const date = (planned.product as Extract<OrderProductChoice, { kind: 'voip' }>).porting!.date!;
    const scheduledMs = answeredMs + r.int(1, 6) * HOUR;
    events.push({
      at: scheduledMs,
      kind: 'porting',
      order: planned,
      step: { by: 'office', status: 'scheduled', date },
    });
    if (fate === 'scheduled') return;
    const completedMs = Date.parse(`${date}T07:00:00Z`) + r.int(0, 180) * MINUTE;
    events.push({ at: completedMs, kind: 'porting', order: planned, step: { by: 'office', status: 'completed' } });
  }

  // New VOIP numbers from the inventory, each area's in turn.
  const numbersTaken = new Map<string, number>();
  for (let index = 0; index < NEW_NUMBER_ORDERS; index += 1) {
    const area = GUEST_NUMBER_AREAS[index % GUEST_NUMBER_AREAS.length]!;
    const taken = numbersTaken.get(area.id) ?? 0;
    numbersTaken.set(area.id, taken + 1);
    const guest = returningBefore(nowMs - DAY);
    order(someTimeAfter(guest), guest, {
      kind: 'voip',
      numberType: 'nl',
      number: numberInventory(area.id)[taken]!,
      bundle: r.pick(VOIP_BUNDLES_CHOSEN),
    });
  }
  for (const guest of [...returning]) order(someTimeAfter(guest), guest, r.pick(PRODUCTS));
  const demoSignupMs = duringDay(todayMs - 70 * DAY);
  for (const { daysAgo, product } of DEMO_ORDERS) order(nowMs - daysAgo * DAY, undefined, product);

  // --- this month's billing run, on its first day: every subscription of an earlier month, invoiced and collected ----
  const billingMs = monthStartMs + Math.min(5 * MINUTE, Math.floor((nowMs - monthStartMs) / 2));
  const billingDate = isoDate(monthStartMs);
  events.push({ at: billingMs, kind: 'billing' });
  // What the orders and the run invoice: the paid invoices and the revenue that the back office's invoices complete.
  let paidByOrdersAndRun = 0;
  let invoicedCents = 0;
  for (const { at, product } of placed) {
    const priced = priceOrderProduct(product);
    if (orderInvoiceLines(priced, 'nl').length > 0) paidByOrdersAndRun += 1;
    invoicedCents += priced.totalPriceCents;
    const subscription = subscriptionOfProduct(priced, isoDate(at));
    const billed =
      subscription !== undefined &&
      at < billingMs &&
      isBilledInMonth({ startedOn: isoDate(at), endsOn: null, trialEnd: subscription.trial_end }, billingDate);
    if (billed) {
      paidByOrdersAndRun += 1;
      invoicedCents += subscription.monthly_cents;
    }
  }
  /** Back-office invoices that end paid: the rest of the paid invoices come from orders and the billing run. */
  const paidOfficeInvoices = t.paidInvoices - paidByOrdersAndRun;

  // --- the back office's invoices, each for a customer who had joined by then ---------------------------------------
  const office = customers.filter((customer) => customer.origin === 'office');
  const customerBefore = (ms: number) => {
    for (;;) {
      const customer = r.pick(office);
      if (customer.signupMs < ms - DAY) return customer;
    }
  };
  const invoice = (issueMs: number, amountCents: number, dueDays: number) => {
    const planned: PlannedInvoice = {
      customer: customerBefore(issueMs),
      amountCents,
      issueMs,
      dueMs: issueMs + dueDays * DAY,
      recurring: r.next() < 0.4,
    };
    events.push({ at: issueMs, kind: 'invoice', invoice: planned, step: 'create' });
    return planned;
  };
  const step = (planned: PlannedInvoice, at: number, name: 'sent' | 'paid' | 'cancelled' | 'remind') => {
    events.push({ at, kind: 'invoice', invoice: planned, step: name });
    planned.customer.lastMs = Math.max(planned.customer.lastMs, at);
  };
  const sendAfter = (issueMs: number) => Math.min(issueMs + r.int(5, 120) * MINUTE, nowMs - MINUTE);
  const paidAmounts = spread(
    r,
    paidOfficeInvoices,
    t.paidRevenueCents - invoicedCents,
    () => 0.15 + r.next() ** 1.5 * 2,
  );
  for (const amountCents of paidAmounts) {
    const planned = invoice(duringDay(todayMs - r.int(16, 540) * DAY), amountCents, 30);
    step(planned, sendAfter(planned.issueMs), 'sent');
    step(planned, duringDay(planned.issueMs + r.int(1, 15) * DAY), 'paid');
  }
  const openAmount = () => r.pick([1500, 2000, 2500, 4500, 8900, 12_900, 24_500, 49_900, 65_000]) + r.int(0, 99);
  const open = (planned: PlannedInvoice) => {
    planned.customer.open = true;
    return planned;
  };
  for (let index = 0; index < t.pendingInvoices; index += 1) {
    const planned = open(invoice(duringDay(todayMs - r.int(0, 14) * DAY, nowMs - 3 * HOUR), openAmount(), 30));
    step(planned, sendAfter(planned.issueMs), 'sent');
  }
  for (let index = 0; index < t.overdueInvoices; index += 1) {
    const planned = open(invoice(duringDay(todayMs - r.int(35, 75) * DAY), openAmount(), 14));
    step(planned, sendAfter(planned.issueMs), 'sent');
    step(planned, duringDay(planned.dueMs + r.int(1, 5) * DAY), 'remind');
  }
  for (let index = 0; index < t.draftInvoices; index += 1) {
    open(invoice(duringDay(todayMs - r.int(0, 20) * DAY, nowMs - HOUR), openAmount(), 30));
  }
  for (let index = 0; index < t.cancelledInvoices; index += 1) {
    const planned = invoice(duringDay(todayMs - r.int(5, 30) * DAY), openAmount(), 30);
    if (index % 2 === 1) step(planned, sendAfter(planned.issueMs), 'sent');
    step(planned, duringDay(planned.issueMs + r.int(1, 4) * DAY), 'cancelled');
  }

  // --- customers who left: inactive or suspended some time after the last thing that happened to them -------------
  let leaving = t.customers - t.activeCustomers;
  for (const customer of shuffle(r, [...office])) {
    if (leaving === 0) break;
    if (customer.open || customer.lastMs >= todayMs - 2 * DAY) continue;
    const at = duringDay(customer.lastMs + DAY + Math.floor(r.next() * (todayMs - DAY - customer.lastMs)));
    customer.status = r.next() < 0.7 ? 'inactive' : 'suspended';
    customer.lastMs = at;
    events.push({ at, kind: 'status', customer });
    leaving -= 1;
  }

  // --- what the system itself records: the nightly backups of the last week, a maintenance notice -----------------
  for (let day = 0; day < 7; day += 1) {
    const at = todayMs - day * DAY + 3 * HOUR;
    if (at < nowMs) events.push({ at, kind: 'system', messageKey: 'activity.backupCompleted' });
  }
  events.push({ at: duringDay(todayMs - DAY), kind: 'system', messageKey: 'activity.maintenanceScheduled' });

  // --- services: the back office's customers' own, a few days after joining (an order's come with the order) --------
  const services: PlannedService[] = [];
  for (const customer of office) {
    // Never before joining, never in the future (a customer who joined this very hour starts at once).
    const startedMs = Math.max(customer.signupMs, Math.min(customer.signupMs + r.int(0, 14) * DAY, nowMs - HOUR));
    const kinds: ServicesTable['kind'][] =
      customer.plan === 'business' ? ['business', 'ai-voicemail'] : customer.plan === 'voip' ? ['voip'] : ['esim-pro'];
    for (const kind of kinds) services.push({ customer, kind, startedMs });
    if (r.next() < 0.2) {
      const laterMs = startedMs + Math.floor(r.next() * Math.max(0, nowMs - HOUR - startedMs));
      services.push({ customer, kind: r.pick(['ai-voicemail', 'other'] as const), startedMs: laterMs });
    }
  }

  // Stable: what was planned first for one moment happens first.
  events.sort((a, b) => a.at - b.at);
  return { demoSignupMs, events, services, calls: demoCalls(todayMs), voicemails: demoVoicemails(nowMs) };
}

/**
 * The demo account's messages as the processing job stores them (transcript, the domain's analysis at the time each came
 * in, processed 20 s later), made here rather than by running speech to text per message.
 */
function demoVoicemails(nowMs: number): DemoPlan['voicemails'] {
  return DEMO_VOICEMAILS.map(({ caller, minutesAgo, status, request }) => {
    const example = VOICEMAIL_EXAMPLES.find((candidate) => candidate.caller === caller)!;
    const audio = exampleAudio(example);
    const receivedMs = nowMs - minutesAgo * MINUTE;
    const analysis = analyseMessage(example.transcript, {
      now: new Date(receivedMs),
      timeZone: BUSINESS_TIME_ZONE,
      language: example.language,
    });
    const requestStatus = analysis.appointment ? request : null;
    return {
      row: {
        number: DEMO_NUMBER,
        caller,
        received_at: new Date(receivedMs).toISOString(),
        seconds: wavSeconds(audio)!,
        audio,
        status,
        transcript: example.transcript,
        language: analysis.language,
        summary: analysis.summary || null,
        urgency: analysis.urgency,
        callback_number: analysis.callbackNumber ?? caller,
        appointment_date: analysis.appointment?.date ?? null,
        appointment_time: analysis.appointment?.time ?? null,
        appointment_status: requestStatus,
        processed_at: new Date(receivedMs + 20_000).toISOString(),
        expires_at: new Date(receivedMs + VOICEMAIL_RETENTION_DAYS * DAY).toISOString(),
      },
      acceptedAt: requestStatus === 'approved' ? new Date(receivedMs + DEMO_ACCEPTED_AFTER_MS).toISOString() : null,
    };
  });
}

/** The demo account's calls on their days before today (a call starts 4 s before it is answered, if it is). */
function demoCalls(todayMs: number): PlatformCall[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  return DEMO_CALLS.map(({ daysAgo, at, direction, other, seconds }, index): PlatformCall => {
    const startedMs = Date.parse(`${isoDate(todayMs - daysAgo * DAY)}T${at}.000Z`);
    const answeredMs = seconds === null ? null : startedMs + 4_000;
    return {
      callId: `demo-call-${index + 1}`,
      caller: direction === 'outbound' ? DEMO_NUMBER : other,
      callee: direction === 'outbound' ? other : DEMO_NUMBER,
      startedAt: iso(startedMs),
      answeredAt: answeredMs === null ? null : iso(answeredMs),
      endedAt: iso(answeredMs === null ? startedMs + 30_000 : answeredMs + seconds! * 1000),
      seconds: seconds ?? 0,
      disposition: seconds === null ? 'no-answer' : 'answered',
    };
  });
}

/**
 * Fills an empty database with the demo data. Returns false (and writes nothing) when it is not empty. A seeder first
 * claims the empty database by making the demo account, in a transaction that checks it is still empty (on
 * PostgreSQL under a transaction lock; SQLite writes one at a time), so that of instances seeding at once only one
 * goes on; it then plays the demo world's history through the services, which open their own transactions.
 *
 * An empty PostgreSQL database is filled otherwise: the history is played on an in-memory SQLite database and its rows
 * are copied across as `npm run db:copy` does, which takes seconds where the services' 20,000 round trips to
 * PostgreSQL take half a minute. One that holds anything at all (an admin account, the number inventory) is filled by
 * the services, beside what is there.
 */
export async function seedDemo(
  store: Pick<DataStore, 'dialect' | 'kysely' | 'schema'>,
  { now }: SeedOptions,
  adminEmail?: string,
): Promise<boolean> {
  if (!(await isEmptyForDemo(store.kysely, adminEmail))) return false;
  if (store.dialect === 'postgres') {
    const copied = await seedByCopy(store, now, adminEmail);
    if (copied !== undefined) return copied;
  }
  return seedByServices(store, now, adminEmail);
}

/**
 * PostgreSQL's seed made on SQLite and copied (see `seedDemo`). Under a session lock, so that of instances
 * seeding at once one copies and the others find the rows. Answers undefined when the database is not wholly empty:
 * the copy fills an empty database only, and the services seed beside what is there.
 */
async function seedByCopy(
  store: Pick<DataStore, 'dialect' | 'kysely' | 'schema'>,
  now: Date,
  adminEmail: string | undefined,
): Promise<boolean | undefined> {
  // One connection for all of it (the lock, the check, the copy's transaction): seeders waiting for the lock hold one
  // connection each, and never wait for a second from a pool that they fill.
  return store.kysely.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    const source = openDatabase(':memory:');
    try {
      if (!(await isEmptyForDemo(connection, adminEmail))) return false;
      await migrate(source);
      if (!(await seedByServices(source, now, undefined))) throw new Error('a new SQLite database is not empty');
      await copyDatabase(source, { dialect: store.dialect, kysely: connection, schema: store.schema } as DataStore);
      return true;
    } catch (error) {
      if (error instanceof CopyRefusedError) return undefined;
      throw error;
    } finally {
      await source.close();
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

async function seedByServices(
  store: Pick<DataStore, 'dialect' | 'kysely'>,
  now: Date,
  adminEmail: string | undefined,
): Promise<boolean> {
  const plan = planDemo(now);
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const demoUser = await store.kysely.transaction().execute(async (trx) => {
    if (store.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmptyForDemo(trx, adminEmail))) return undefined;
    const users = createUsersRepository(trx);
    const user = await users.insert({
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      email: DEMO_ACCOUNT.email,
      phone: DEMO_PHONE,
      passwordHash,
      language: 'nl',
      newsletter: true,
      emailVerified: true,
      createdAt: new Date(plan.demoSignupMs).toISOString(),
    });
    await users.recordRegistration(user);
    return user;
  });
  if (!demoUser) return false;
  // The businesses' accounts: a password no one knows (they are not for logging in).
  await play(store.kysely, plan, demoUser, await hashPassword(randomBytes(24).toString('base64url')));
  return true;
}

/** Walks the clock through the plan's events, each done by the service that does it for real. */
async function play(
  db: Kysely<Database>,
  plan: DemoPlan,
  demoUser: UserRecord,
  businessPasswordHash: string,
): Promise<void> {
  let nowMs = 0;
  const clock: Clock = { now: () => new Date(nowMs) };
  const { customers, invoices, orders, esims, carrier, porting, jobs, voip, billing, voicePlatform, voice } =
    demoServices(db, clock);
  const records = createCustomersRepository(db);
  const activity = createActivityRepository(db);
  const sessionOf = (user: UserRecord): Session => ({
    user,
    claims: { userId: user.id, tokenVersion: user.tokenVersion, jti: 'demo-seed', expiresAt: 0 },
  });
  const demoSession = sessionOf(demoUser);
  let schemaMonth = '';
  let requestSchema: ReturnType<typeof orders.requestSchema> | undefined;
  /** The jobs that what just happened enqueued (an eSIM's provisioning, a porting request's dossier, their mails). */
  const runJobs = async () => {
    if ((await jobs.runDueJobs()).failed === 0) return;
    const failed = await db
      .selectFrom('jobs')
      .select(['kind', 'last_error'])
      .where('last_error', 'is not', null)
      .execute();
    throw new Error(`A job of the demo's history failed: ${JSON.stringify(failed)}`);
  };
  const portingOf = async (planned: PlannedOrder) => (await createPortingRepository(db).findByOrder(planned.id!))!;

  // The VOIP numbers that its orders take from, as the server makes them at its start.
  nowMs = plan.events[0]?.at ?? 0;
  await voip.ensureInventory();
  for (const event of plan.events) {
    nowMs = event.at;
    switch (event.kind) {
      case 'customer': {
        const { customer } = event;
        const row = await customers.createCustomer({
          name: customer.name,
          email: customer.email,
          plan: customer.plan,
          planName: customer.planName,
          status: 'active',
        });
        customer.id = Number(row.id);
        break;
      }
      case 'account': {
        // As the checkout's registration makes it (its address confirmed: the demo mails nobody to confirm it).
        const { customer } = event;
        const [firstName, ...lastName] = customer.name.split(' ');
        const users = createUsersRepository(db);
        const user = await users.insert({
          firstName: firstName!,
          lastName: lastName.join(' '),
          email: customer.email,
          phone: null,
          passwordHash: businessPasswordHash,
          language: 'nl',
          newsletter: false,
          emailVerified: true,
          createdAt: clock.now().toISOString(),
        });
        await users.recordRegistration(user);
        customer.business!.session = sessionOf(user);
        break;
      }
      case 'order': {
        const { order } = event;
        const guest = order.customer;
        const session = guest ? guest.business?.session : demoSession;
        const name = guest ? guest.name : `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;
        const year = new Date(nowMs).getUTCFullYear();
        // The month's schema (it refuses cards expired before the month), made once a month of the walk; the day's for
        // a number to keep (it refuses a wished date too soon from today).
        const month = new Date(nowMs).toISOString().slice(0, 7);
        if (month !== schemaMonth) [schemaMonth, requestSchema] = [month, orders.requestSchema()];
        const { product } = order;
        const porting = product.kind === 'voip' ? product.porting : undefined;
        const request = (porting ? orders.requestSchema() : requestSchema!).parse({
          // A number kept with the holder's consent, as the checkout asks it.
          product: porting ? { ...product, porting: { ...porting, consent: true } } : product,
          customer: {
            name,
            email: guest ? guest.email : DEMO_ACCOUNT.email,
            phone: order.phone,
            country: 'NL',
            ...order.address,
          },
          delivery: order.delivery,
          payment: {
            method: 'creditcard',
            card: {
              number: CARD_NUMBER,
              expiry: `12/${String((year + 3) % 100).padStart(2, '0')}`,
              cvc: '123',
              name,
            },
          },
          account: !guest ? 'existing' : guest.business ? 'new' : 'guest',
          withdrawalConsent: true,
        });
        const answer = await orders.place(request, session, order.language);
        [order.id, order.accessToken] = [answer.order.id, answer.accessToken];
        if (guest) guest.id ??= await records.customerIdByEmail(guest.email);
        await runJobs();
        break;
      }
      case 'esim': {
        // The phone of the order's guest (with the order's token) or of the demo account, as the simulation's API does.
        const { order } = event;
        const esim = await db
          .selectFrom('esims')
          .select('id')
          .where('order_id', '=', order.id!)
          .executeTakeFirstOrThrow();
        await esims.simulate(
          Number(esim.id),
          event.event,
          order.customer ? undefined : demoSession,
          order.customer ? order.accessToken : undefined,
        );
        // An installation enqueues nothing; data use may enqueue its warning.
        if (event.event.event === 'usage') await runJobs();
        break;
      }
      case 'porting': {
        const { step } = event;
        const request = await portingOf(event.order);
        if (step.by === 'carrier') {
          // The donor answers through the exchange; its message is read as the carrier's job reads it.
          await carrier.simulate(
            request.carrier_ref!,
            step.answer === 'accepted'
              ? { type: 'accepted', firstPossibleDate: null }
              : { type: 'rejected', reason: step.reason },
          );
          await porting.handleCarrierMessages();
        } else if (step.status === 'scheduled') {
          await porting.moveByAdmin(Number(request.id), { status: 'scheduled', date: step.date, reason: undefined });
        } else {
          await porting.moveByAdmin(Number(request.id), { status: 'completed', reason: undefined });
        }
        await runJobs();
        break;
      }
      case 'billing':
        await billing.runToday();
        break;
      case 'invoice': {
        const { invoice } = event;
        if (event.step === 'create') {
          const created = await invoices.createInvoice({
            customerId: invoice.customer.id!,
            amount: invoice.amountCents,
            issueDate: isoDate(invoice.issueMs),
            dueDate: isoDate(invoice.dueMs),
            status: 'draft',
            recurring: invoice.recurring,
          });
          invoice.id = Number(created.id);
        } else if (event.step === 'remind') await invoices.sendReminder(invoice.id!);
        else await invoices.setInvoiceStatus(invoice.id!, event.step);
        break;
      }
      case 'status':
        await customers.customersStatus([event.customer.id!], event.customer.status);
        break;
      case 'system':
        await activity.addActivity({
          type: 'clock',
          messageKey: event.messageKey,
          params: {},
          status: event.messageKey === 'activity.backupCompleted' ? 'success' : 'pending',
          timestamp: clock.now().toISOString(),
        });
        break;
    }
  }

  // The demo account's calls: reported by the platform, kept by the product as it keeps every call.
  for (const call of plan.calls) voicePlatform.recordCall(call);
  await voice.importCalls();

  // The demo account's voicemail, in one insert, and the calendar's appointment of the request it accepted.
  const voicemails = await db
    .insertInto('voicemails')
    .values(plan.voicemails.map(({ row }) => ({ ...row, user_id: demoUser.id })))
    .returning('id')
    .execute();
  const accepted = plan.voicemails.flatMap(({ row, acceptedAt }, index) => {
    if (!acceptedAt || !row.appointment_date) return [];
    const start = businessTimeToUtc(row.appointment_date, row.appointment_time ?? DAY_ONLY_APPOINTMENT_TIME);
    const contact = row.callback_number ?? row.caller;
    return [
      {
        user_id: demoUser.id,
        source: 'voicemail' as const,
        voicemail_id: Number(voicemails[index]!.id),
        title: translateMessage('calendar.voicemail.title', demoUser.language, {
          contact: contact ? formatPhoneNumber(contact) : '—',
        }),
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + APPOINTMENT_MINUTES * MINUTE).toISOString(),
        contact,
        created_at: acceptedAt,
      },
    ];
  });
  if (accepted.length > 0) await db.insertInto('appointments').values(accepted).execute();

  // The back office's customers' services (an order's were made with it).
  const rows = plan.services.map(({ customer, kind, startedMs }) => ({
    customer_id: customer.id!,
    kind,
    status: customer.status === 'active' ? ('active' as const) : ('expired' as const),
    started_at: new Date(startedMs).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db
      .insertInto('services')
      .values(rows.slice(start, start + BATCH_ROWS))
      .execute();
  }
}
