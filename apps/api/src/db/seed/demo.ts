// The demo data (decisions.md §3, issue 4): a deterministic back office that looks like the spec's sample figures
// (1247 customers, 1156 active, 23 new this month, average spend 245; 523 paid invoices worth about 145,670,
// 34 awaiting payment, 8 overdue), with services, recent activity and a demo customer who can log in.
// The same "today" always gives the same rows; dates are relative to it so the dashboard always looks current.
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  foldCase,
  priceOrderProduct,
  type ActivityStatus,
  type ActivityType,
  type CustomerPlan,
  type CustomerStatus,
} from '@telecom/domain';
import type { DataStore } from '../connection.js';
import type { ActivityTable, CustomersTable, Database, InvoicesTable, ServicesTable } from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { createOrdersRepository } from '../../modules/orders/orders.repository.js';
import { seededRandom, type Random } from '../../lib/random.js';

export const DEMO_ACCOUNT = {
  email: 'demo@telenova.nl',
  password: 'Demo-Klant-2026',
  firstName: 'Sanne',
  lastName: 'de Vries',
} as const;

export const DEMO_TARGETS = {
  customers: 1247,
  activeCustomers: 1156,
  newThisMonth: 23,
  averageSpend: 245,
  paidInvoices: 523,
  paidRevenueCents: 14_567_000,
  pendingInvoices: 34,
  overdueInvoices: 8,
  draftInvoices: 6,
  cancelledInvoices: 4,
} as const;

const SEED = 1247;
/** PostgreSQL: the transaction lock that makes seeders of several instances take turns (any fixed number). */
const SEED_LOCK = 7_319_001_020n;
/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 parameters per statement. */
const BATCH_ROWS = 500;

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
const PLANS: readonly { plan: CustomerPlan; planName: string; weight: number }[] = [
  { plan: 'esim-pro', planName: 'eSIM Pro', weight: 45 },
  { plan: 'voip', planName: 'VOIP Standard', weight: 20 },
  { plan: 'voip', planName: 'VOIP Business', weight: 15 },
  { plan: 'business', planName: 'Business Pro', weight: 20 },
];

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Lower case, accents removed, spaces and apostrophes dropped: 'Chloë van ’t Veen' → 'chloe.vantveen'. */
function mailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function weightedPlan(r: Random) {
  let ticket = r.int(1, 100);
  for (const entry of PLANS) {
    ticket -= entry.weight;
    if (ticket <= 0) return entry;
  }
  return PLANS[0]!;
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

async function insertInBatches<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH_ROWS) as never)
      .execute();
  }
}

/**
 * Fills an empty database with the demo data, in one transaction. Returns false (and writes nothing) when it is not
 * empty. Instances seeding at once take turns (on PostgreSQL under a transaction lock; SQLite writes one at a time),
 * and each after the first finds the database no longer empty.
 */
export async function seedDemo(
  store: Pick<DataStore, 'dialect' | 'kysely'>,
  { now }: SeedOptions,
  adminEmail?: string,
): Promise<boolean> {
  if (!(await isEmptyForDemo(store.kysely, adminEmail))) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);

  return store.kysely.transaction().execute(async (db) => {
    if (store.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(db);
    if (!(await isEmptyForDemo(db, adminEmail))) return false;
    await fill(db, now, passwordHash);
    return true;
  });
}

async function fill(db: Kysely<Database>, now: Date, passwordHash: string): Promise<void> {
  const r = seededRandom(SEED);
  const todayMs = Date.parse(`${isoDate(now.getTime())}T00:00:00Z`);
  const monthStartMs = Date.parse(`${isoDate(now.getTime()).slice(0, 7)}-01T00:00:00Z`);
  const nowMs = now.getTime();
  const nowIso = now.toISOString();

  // --- the demo account and its customer record --------------------------------------------------------
  const demoUser = await db
    .insertInto('users')
    .values({
      first_name: DEMO_ACCOUNT.firstName,
      last_name: DEMO_ACCOUNT.lastName,
      email: DEMO_ACCOUNT.email,
      email_verified_at: nowIso,
      phone: '+31 6 12345678',
      password_hash: passwordHash,
      role: 'customer',
      language: 'nl',
      newsletter: 1,
      created_at: nowIso,
      updated_at: nowIso,
      name_key: foldCase(`${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`),
      email_key: foldCase(DEMO_ACCOUNT.email),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // --- customers and their services ---------------------------------------------------------------------
  const t = DEMO_TARGETS;
  const spend = spread(r, t.customers, t.averageSpend * 100 * t.customers, () => 0.2 + r.next() ** 2 * 3);
  const usedEmails = new Set<string>();
  const customerRows: Insertable<CustomersTable>[] = [];
  const serviceRows: { email: string; row: Omit<Insertable<ServicesTable>, 'customer_id'> }[] = [];
  for (let index = 0; index < t.customers; index += 1) {
    const isDemo = index === 0;
    const first = isDemo ? DEMO_ACCOUNT.firstName : r.pick(FIRST_NAMES);
    const prefix = isDemo ? 'de ' : r.pick(PREFIXES);
    const surname = isDemo ? 'Vries' : r.pick(SURNAMES);
    const name = `${first} ${prefix}${surname}`;
    let email = isDemo
      ? DEMO_ACCOUNT.email
      : `${mailPart(first)}.${mailPart(prefix + surname)}@${r.pick(MAIL_DOMAINS)}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = email.replace(/(\d*)@/, `${n}@`);
    usedEmails.add(email);
    // The first customers are the new ones of this month, then three years back.
    const isNew = index < t.newThisMonth;
    const createdMs = isNew
      ? monthStartMs + Math.floor(r.next() * Math.max(1, nowMs - monthStartMs - 60_000))
      : monthStartMs - r.int(1, 3 * 365) * DAY + r.int(8, 20) * 3_600_000;
    const { plan, planName } = isDemo ? PLANS[0]! : weightedPlan(r);
    const status: CustomerStatus = index < t.activeCustomers ? 'active' : r.next() < 0.7 ? 'inactive' : 'suspended';
    customerRows.push({
      user_id: isDemo ? demoUser.id : null,
      name,
      name_key: foldCase(name),
      email,
      email_key: foldCase(email),
      plan,
      plan_name: planName,
      status,
      created_at: new Date(createdMs).toISOString(),
      created_at_ms: createdMs,
      total_spent_cents: spend[index]!,
    });

    // Services: one per customer, a second for some; expired for customers who left.
    const serviceKinds: ServicesTable['kind'][] =
      plan === 'business' ? ['business', 'ai-voicemail'] : plan === 'voip' ? ['voip'] : ['esim-pro'];
    if (r.next() < 0.25) serviceKinds.push(r.pick(['ai-voicemail', 'other', 'voip'] as const));
    for (const kind of serviceKinds) {
      const startedMs = index % 97 === 5 ? nowMs - r.int(1, 6) * DAY : Math.max(createdMs, nowMs - r.int(8, 700) * DAY);
      serviceRows.push({
        email,
        row: {
          kind,
          status: status === 'active' ? 'active' : 'expired',
          started_at: new Date(startedMs).toISOString(),
        },
      });
    }
  }
  // Inserted in order, so that ids follow the list; each row's id is found again by its (unique) address.
  const idByEmail = new Map<string, number>();
  for (let start = 0; start < customerRows.length; start += BATCH_ROWS) {
    const inserted = await db
      .insertInto('customers')
      .values(customerRows.slice(start, start + BATCH_ROWS))
      .returning(['id', 'email'])
      .execute();
    for (const row of inserted) idByEmail.set(row.email, row.id);
  }
  const customerId = (email: string) => idByEmail.get(email)!;
  await insertInBatches(
    db,
    'services',
    serviceRows.map(({ email, row }) => ({ ...row, customer_id: customerId(email) })),
  );
  const customerNames = customerRows.map((row) => ({ id: customerId(row.email), name: row.name, email: row.email }));

  // --- invoices ------------------------------------------------------------------------------------------
  type Draft = {
    customer: (typeof customerNames)[number];
    issueMs: number;
    dueMs: number;
    paidMs: number | null;
    status: 'paid' | 'sent' | 'draft' | 'cancelled';
    cents: number;
  };
  const drafts: Draft[] = [];
  const paidAmounts = spread(r, t.paidInvoices, t.paidRevenueCents, () => 0.15 + r.next() ** 1.5 * 2);
  for (let index = 0; index < t.paidInvoices; index += 1) {
    const issueMs = todayMs - r.int(16, 540) * DAY;
    drafts.push({
      customer: r.pick(customerNames),
      issueMs,
      dueMs: issueMs + 30 * DAY,
      paidMs: issueMs + r.int(1, 15) * DAY,
      status: 'paid',
      cents: paidAmounts[index]!,
    });
  }
  const amount = () => r.pick([1500, 2000, 2500, 4500, 8900, 12_900, 24_500, 49_900, 65_000]) + r.int(0, 99);
  for (let index = 0; index < t.pendingInvoices; index += 1) {
    const issueMs = todayMs - r.int(0, 14) * DAY;
    drafts.push({
      customer: r.pick(customerNames),
      issueMs,
      dueMs: issueMs + 30 * DAY,
      paidMs: null,
      status: 'sent',
      cents: amount(),
    });
  }
  for (let index = 0; index < t.overdueInvoices; index += 1) {
    const issueMs = todayMs - r.int(35, 75) * DAY;
    drafts.push({
      customer: r.pick(customerNames),
      issueMs,
      dueMs: issueMs + 14 * DAY,
      paidMs: null,
      status: 'sent',
      cents: amount(),
    });
  }
  for (let index = 0; index < t.draftInvoices + t.cancelledInvoices; index += 1) {
    const issueMs = todayMs - r.int(0, 20) * DAY;
    const status = index < t.draftInvoices ? 'draft' : 'cancelled';
    drafts.push({
      customer: r.pick(customerNames),
      issueMs,
      dueMs: issueMs + 30 * DAY + (status === 'draft' ? 30 * DAY : 0),
      paidMs: null,
      status,
      cents: amount(),
    });
  }
  drafts.sort((a, b) => a.issueMs - b.issueMs);
  const perYear = new Map<string, number>();
  const invoiceRows: Insertable<InvoicesTable>[] = [];
  for (const invoice of drafts) {
    const year = isoDate(invoice.issueMs).slice(0, 4);
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    const invoiceNumber = `INV-${year}-${String(number).padStart(3, '0')}`;
    invoiceRows.push({
      invoice_number: invoiceNumber,
      number_key: foldCase(invoiceNumber),
      customer_id: invoice.customer.id,
      customer_name: invoice.customer.name,
      name_key: foldCase(invoice.customer.name),
      customer_email: invoice.customer.email,
      email_key: foldCase(invoice.customer.email),
      amount_cents: invoice.cents,
      status: invoice.status,
      issue_date: isoDate(invoice.issueMs),
      due_date: isoDate(invoice.dueMs),
      paid_date: invoice.paidMs === null ? null : isoDate(Math.min(invoice.paidMs, todayMs)),
      recurring: r.next() < 0.4 ? 1 : 0,
    });
  }
  await insertInBatches(db, 'invoices', invoiceRows);

  // --- activity: the last three days -----------------------------------------------------------------------
  const kinds: readonly [ActivityType, string, ActivityStatus][] = [
    ['user', 'activity.customerRegistered', 'success'],
    ['payment', 'activity.paymentReceived', 'success'],
    ['payment', 'activity.paymentFailed', 'error'],
    ['invoice', 'activity.invoiceSent', 'pending'],
    ['invoice', 'activity.invoiceOverdue', 'warning'],
    ['user', 'activity.orderPlaced', 'success'],
    ['user', 'activity.serviceActivated', 'success'],
    ['clock', 'activity.backupCompleted', 'success'],
    ['clock', 'activity.maintenanceScheduled', 'pending'],
  ];
  const activityRows: Insertable<ActivityTable>[] = [];
  let atMs = nowMs - 40_000;
  for (let index = 0; index < 48; index += 1) {
    const [type, key, status] = kinds[index % kinds.length]!;
    const customer = r.pick(customerNames);
    const params = {
      name: customer.name,
      invoice: `INV-${isoDate(todayMs).slice(0, 4)}-${String(r.int(1, 400)).padStart(3, '0')}`,
      order: `ORD-${atMs}`,
      service: r.pick(['eSIM Pro', 'VOIP', 'AI Voicemail']),
    };
    activityRows.push({
      type,
      message_key: key,
      params: JSON.stringify(params),
      timestamp: new Date(atMs).toISOString(),
      status,
    });
    atMs -= r.int(2, 90) * 60_000;
  }
  await insertInBatches(db, 'activity', activityRows);

  // --- two orders of the demo account --------------------------------------------------------------------
  const orders = createOrdersRepository(db);
  const demoCustomer = {
    name: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
    email: DEMO_ACCOUNT.email,
    phone: '+31 6 12345678',
  };
  const address = {
    country: 'NL' as const,
    postcode: '3511 WC',
    houseNumber: '11',
    houseNumberAddition: undefined,
    addressLine2: undefined,
    street: 'Vredenburgkade',
    city: 'Utrecht',
    province: 'Utrecht',
  };
  const orderAt = [nowMs - 62 * DAY, nowMs - 9 * DAY];
  await orders.insert({
    userId: demoUser.id,
    language: 'nl',
    accessTokenHash: null,
    order: {
      id: `ORD-${orderAt[0]}`,
      product: priceOrderProduct({
        kind: 'esim-pro',
        configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
      }),
      customer: { ...demoCustomer, ...address },
      delivery: 'email',
      payment: { method: 'ideal', status: 'paid', transactionId: 'TX-DEMO00000001' },
      status: 'paid',
      account: 'existing',
      createdAt: new Date(orderAt[0]!).toISOString(),
      paidAt: new Date(orderAt[0]!).toISOString(),
    },
    paymentExpiresAt: new Date(orderAt[0]!).toISOString(),
  });
  await orders.insert({
    userId: demoUser.id,
    language: 'nl',
    accessTokenHash: null,
    order: {
      id: `ORD-${orderAt[1]}`,
      product: priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' }),
      customer: { ...demoCustomer, ...address },
      delivery: 'sms',
      payment: { method: 'creditcard', status: 'paid', transactionId: 'TX-DEMO00000002' },
      status: 'paid',
      account: 'existing',
      createdAt: new Date(orderAt[1]!).toISOString(),
      paidAt: new Date(orderAt[1]!).toISOString(),
    },
    paymentExpiresAt: new Date(orderAt[1]!).toISOString(),
  });
  // Both are paid: booked on the demo account's customer record.
  const demoRecord = await db
    .selectFrom('customers')
    .select('id')
    .where('user_id', '=', demoUser.id)
    .executeTakeFirst();
  if (demoRecord)
    await db.updateTable('orders').set({ customer_id: demoRecord.id }).where('user_id', '=', demoUser.id).execute();
}
