// The demo data (docs/contracts.md §3 and §7, issues 4 and 21): a back office that looks like the spec's sample figures
// (1247 customers, 1156 active, 23 new this month; 523 paid invoices worth €145,670 before VAT, 34 awaiting payment,
// 8 overdue), a demo customer who can log in, and recent activity — made the way real records are made. A simulated
// clock walks forward through the past three years and, at each moment, calls the services that real requests call:
// customers added in the back office, guests ordering eSIMs with a card (the simulated provider, no delay), invoices
// created as drafts, sent, paid or cancelled on later days, reminders for overdue ones. So each invoice belongs to the
// customer it names, activity names the right invoice and customer, totals are those of the records, and every
// "member since" precedes that member's orders and invoices. All choices are drawn first from one seeded random
// source: the same "now" always gives the same rows. The services' mails go nowhere.
import { sql, type Kysely } from 'kysely';
import {
  priceOrderProduct,
  type CustomerPlan,
  type CustomerPlanName,
  type CustomerStatus,
  type Language,
  type OrderProductChoice,
} from '@telecom/domain';
import type { DataStore } from '../connection.js';
import type { Database, ServicesTable } from '../schema.js';
import type { Clock } from '../../lib/clock.js';
import { createOrderLinks } from '../../lib/order-links.js';
import type { MailOutbox } from '../../modules/jobs/mail-outbox.js';
import { seededRandom, type Random } from '../../lib/random.js';
import { createActivityRepository } from '../../modules/activity/activity.repository.js';
import type { Session } from '../../modules/auth/auth.service.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { createCustomersRepository } from '../../modules/customers/customers.repository.js';
import { createCustomersService } from '../../modules/customers/customers.service.js';
import { createInvoicesService } from '../../modules/invoices/invoices.service.js';
import { orderInvoiceHooks } from '../../modules/invoices/order-invoices.js';
import { createOrdersService } from '../../modules/orders/orders.service.js';
import { createSimulatedPaymentProvider } from '../../modules/payments/simulated-provider.js';
import { createSettingsService } from '../../modules/settings/settings.service.js';
import { createUsersRepository, type UserRecord } from '../../modules/users/users.repository.js';

export const DEMO_ACCOUNT = {
  email: 'demo@telenova.nl',
  password: 'Demo-Klant-2026',
  firstName: 'Sanne',
  lastName: 'de Vries',
} as const;

/**
 * What the seed makes, exactly. The paid invoices are one per paid order and the back office's paid ones, whose amounts
 * make up what the orders leave of `paidRevenueCents` (before VAT). The average spend is not among them: it is derived
 * from the paid invoices with VAT (docs/contracts.md §7), about €141. See docs/decisions/013.
 */
export const DEMO_TARGETS = {
  customers: 1247,
  activeCustomers: 1156,
  newThisMonth: 23,
  /** Customers whose record came from a guest order (the rest are added in the back office, and the demo account). */
  orderCustomers: 230,
  /** Card orders, all paid: one per order customer, a second for some, and the demo account's two. */
  orders: 272,
  paidInvoices: 523,
  paidRevenueCents: 14_567_000,
  pendingInvoices: 34,
  overdueInvoices: 8,
  draftInvoices: 6,
  cancelledInvoices: 4,
} as const;

const SEED = 1247;
/** PostgreSQL: the transaction lock under which a seeder claims the empty database (any fixed number). */
const SEED_LOCK = 7_319_001_020n;
/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 500;
/** Guests with a second order. */
const REPEAT_ORDERS = DEMO_TARGETS.orders - DEMO_TARGETS.orderCustomers - 2;
/** Back-office invoices that end paid: the rest of the paid invoices come from orders. */
const PAID_OFFICE_INVOICES = DEMO_TARGETS.paidInvoices - DEMO_TARGETS.orders;

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
const DEMO_PRODUCTS: readonly OrderProductChoice[] = [
  { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 } },
  { kind: 'travel', regionId: 'europa', planId: 'standard' },
];
const DEMO_ADDRESS = ADDRESSES[0];
const DEMO_PHONE = '+31 6 12345678';
/** The simulated provider's test card that it accepts. */
const CARD_NUMBER = '4111 1111 1111 1111';
/** The site's address in the payments' return and webhook addresses (card payments settle at once: never called). */
const DEMO_PUBLIC_URL = 'http://localhost:3000';

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
  return {
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
      mail: discard,
      payments,
      publicUrl: DEMO_PUBLIC_URL,
      // Its mails are discarded: their links need no secret of the site's.
      orderLinks: createOrderLinks('demo seed order links'),
      // The app's own hooks: a paid order's invoice, a refunded one's credit note.
      ...orderInvoiceHooks(clock),
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
}

type DemoEvent = { at: number } & (
  | { kind: 'customer'; customer: PlannedCustomer }
  | { kind: 'order'; order: PlannedOrder }
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

  // --- orders: each guest's first order makes their record; some order again; the demo account orders twice --------
  let orderCents = 0;
  const order = (at: number, customer: PlannedCustomer | undefined, product: OrderProductChoice) => {
    orderCents += priceOrderProduct(product).totalPriceCents;
    events.push({
      at,
      kind: 'order',
      order: {
        customer,
        product,
        address: customer ? r.pick(ADDRESSES) : DEMO_ADDRESS,
        phone: customer ? `+31 6 ${r.int(10_000_000, 99_999_999)}` : DEMO_PHONE,
        delivery: r.next() < 0.8 ? 'email' : 'sms',
        language: customer ? (r.next() < 0.85 ? 'nl' : 'en') : 'nl',
      },
    });
    if (customer) customer.lastMs = Math.max(customer.lastMs, at);
  };
  const guests = customers.filter((customer) => customer.origin === 'order');
  for (const guest of guests) order(guest.signupMs, guest, r.pick(PRODUCTS));
  const returning = shuffle(
    r,
    guests.filter((guest) => guest.signupMs < nowMs - 3 * DAY),
  ).slice(0, REPEAT_ORDERS);
  for (const guest of returning) {
    order(guest.signupMs + DAY + Math.floor(r.next() * (nowMs - HOUR - guest.signupMs - DAY)), guest, r.pick(PRODUCTS));
  }
  const demoSignupMs = duringDay(todayMs - 70 * DAY);
  order(nowMs - 62 * DAY, undefined, DEMO_PRODUCTS[0]!);
  order(nowMs - 9 * DAY, undefined, DEMO_PRODUCTS[1]!);

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
    PAID_OFFICE_INVOICES,
    t.paidRevenueCents - orderCents,
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

  // --- services: what each customer has, from their first order or a few days after joining ------------------------
  const services: PlannedService[] = [];
  for (const customer of customers) {
    // Never before joining, never in the future (a customer who joined this very hour starts at once).
    const startedMs =
      customer.origin === 'order'
        ? customer.signupMs
        : Math.max(customer.signupMs, Math.min(customer.signupMs + r.int(0, 14) * DAY, nowMs - HOUR));
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
  return { demoSignupMs, events, services };
}

/**
 * Fills an empty database with the demo data. Returns false (and writes nothing) when it is not empty. A seeder first
 * claims the empty database by making the demo account, in a transaction that checks it is still empty (on
 * PostgreSQL under a transaction lock; SQLite writes one at a time), so that of instances seeding at once only one
 * goes on; it then plays the demo world's history through the services, which open their own transactions.
 */
export async function seedDemo(
  store: Pick<DataStore, 'dialect' | 'kysely'>,
  { now }: SeedOptions,
  adminEmail?: string,
): Promise<boolean> {
  if (!(await isEmptyForDemo(store.kysely, adminEmail))) return false;
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
  await play(store.kysely, plan, demoUser);
  return true;
}

/** Walks the clock through the plan's events, each done by the service that does it for real. */
async function play(db: Kysely<Database>, plan: DemoPlan, demoUser: UserRecord): Promise<void> {
  let nowMs = 0;
  const clock: Clock = { now: () => new Date(nowMs) };
  const { customers, invoices, orders } = demoServices(db, clock);
  const records = createCustomersRepository(db);
  const activity = createActivityRepository(db);
  const demoSession: Session = {
    user: demoUser,
    claims: { userId: demoUser.id, tokenVersion: demoUser.tokenVersion, jti: 'demo-seed', expiresAt: 0 },
  };
  let demoFirstOrderMs: number | undefined;
  let schemaMonth = '';
  let requestSchema: ReturnType<typeof orders.requestSchema> | undefined;

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
      case 'order': {
        const { order } = event;
        const guest = order.customer;
        const name = guest ? guest.name : `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;
        const year = new Date(nowMs).getUTCFullYear();
        // The month's schema (it refuses cards expired before the month), made once a month of the walk.
        const month = new Date(nowMs).toISOString().slice(0, 7);
        if (month !== schemaMonth) [schemaMonth, requestSchema] = [month, orders.requestSchema()];
        const request = requestSchema!.parse({
          product: order.product,
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
            card: { number: CARD_NUMBER, expiry: `12/${String((year + 3) % 100).padStart(2, '0')}`, cvc: '123', name },
          },
          account: guest ? 'guest' : 'existing',
          withdrawalConsent: true,
        });
        await orders.place(request, guest ? undefined : demoSession, order.language);
        if (guest) guest.id ??= await records.customerIdByEmail(guest.email);
        else demoFirstOrderMs ??= nowMs;
        break;
      }
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

  // The services: the customers' own, and the demo account's eSIM Pro from its first order.
  const demoCustomerId = await records.customerIdByEmail(DEMO_ACCOUNT.email);
  const rows = plan.services.map(({ customer, kind, startedMs }) => ({
    customer_id: customer.id!,
    kind,
    status: customer.status === 'active' ? ('active' as const) : ('expired' as const),
    started_at: new Date(startedMs).toISOString(),
  }));
  if (demoCustomerId !== undefined && demoFirstOrderMs !== undefined)
    rows.push({
      customer_id: demoCustomerId,
      kind: 'esim-pro',
      status: 'active',
      started_at: new Date(demoFirstOrderMs).toISOString(),
    });
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db
      .insertInto('services')
      .values(rows.slice(start, start + BATCH_ROWS))
      .execute();
  }
}
