// The monthly billing run (docs/contracts.md §8): on the next 1st one invoice per subscription, sent and then paid by the
// simulated direct debit, in the customer's language with 21% VAT; never a second one for the month (a second run,
// two at once); nothing in the order's own month; a change moved in first; a cancelled subscription ends and is not
// invoiced after its end. Daily in the server: one instance per day. And `npm run billing -- --date`.
import { mkdtempSync, rmSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateEsimPrice, monthlyWithVat } from '@telecom/domain';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { ESIM_PRO, orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { billingCommand } from './billing-command.js';
import { createBillingService } from './billing.service.js';

let now = new Date('2026-11-24T10:00:00.000Z');
let t: TestApp;
let ingrid: TestCustomer;

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl', language: 'nl' });
});

const at = (iso: string) => {
  now = new Date(iso);
};

interface OwnInvoice {
  id: number;
  invoice_number: string;
  status: string;
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  recurring: boolean;
  orderId: string | null;
  amountCents: number;
  vatAmountCents: number;
  totalAmountCents: number;
  lines: { description: string; unitPriceCents: number; vatPercent: number }[];
}

/** The customer's own invoices that a billing run made (those without an order). */
async function billedInvoices(customer: TestCustomer = ingrid): Promise<OwnInvoice[]> {
  const answer = await customer.get('/api/invoices');
  expect(answer.status).toBe(200);
  return (answer.body.invoices as OwnInvoice[]).filter((invoice) => invoice.orderId === null);
}

/** Every invoice row in the database. */
const invoiceRows = async () => t.store.kysely.selectFrom('invoices').select(['id', 'order_id']).execute();

const subscriptionOf = async (customer: TestCustomer = ingrid) =>
  (await customer.get('/api/subscriptions')).body.subscriptions[0];

describe('the billing run', () => {
  it('invoices the next month once, collected by direct debit, in the customer’s language with 21% VAT', async () => {
    await orderAndPay(t, ingrid);
    const { monthlyCents } = calculateEsimPrice(ESIM_PRO);
    const before = await invoiceRows();
    expect(before).toHaveLength(1); // the order's own invoice
    const admin = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
    await t.services.auth.ensureAdminAccount(admin);
    const adminToken = (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
    const totalSpent = async () =>
      (
        await request(t.app)
          .get(`/api/admin/customers?search=${ingrid.email}`)
          .set('Authorization', `Bearer ${adminToken}`)
      ).body.items[0].totalSpent as number;
    expect(await totalSpent()).toBe(monthlyWithVat(monthlyCents) / 100);

    at('2026-12-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2026-12-01')).toEqual({
      date: '2026-12-01',
      invoiced: 1,
      collected: 1,
      ended: 0,
    });
    const billed = await billedInvoices();
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({
      status: 'paid',
      issue_date: '2026-12-01',
      due_date: '2026-12-15',
      paid_date: '2026-12-01',
      recurring: true,
      amountCents: monthlyCents,
      vatAmountCents: monthlyWithVat(monthlyCents) - monthlyCents,
      totalAmountCents: monthlyWithVat(monthlyCents),
      lines: [{ description: 'eSIM Pro — december 2026', unitPriceCents: monthlyCents, vatPercent: 21 }],
    });
    expect(billed[0]!.invoice_number).toMatch(/^INV-2026-\d{3}$/);
    const { id } = await subscriptionOf();
    expect(
      await t.store.kysely.selectFrom('subscription_invoices').selectAll().where('subscription_id', '=', id).execute(),
    ).toEqual([{ subscription_id: id, period_start: '2026-12-01', invoice_id: billed[0]!.id }]);

    // Sent, then paid: the payment is booked as the back office's are.
    const payments = await t.store.kysely
      .selectFrom('activity')
      .select('message_key')
      .where('message_key', '=', 'activity.paymentReceived')
      .where('params', 'like', `%${billed[0]!.invoice_number}%`)
      .execute();
    expect(payments).toHaveLength(1);
    // The back office's figures follow: the customer's total spent holds both paid invoices.
    expect(await totalSpent()).toBe((2 * monthlyWithVat(monthlyCents)) / 100);

    // A second run on the same day, and one later that month: still one invoice.
    expect((await t.services.billing.runBilling('2026-12-01')).invoiced).toBe(0);
    expect((await t.services.billing.runBilling('2026-12-17')).invoiced).toBe(0);
    expect(await invoiceRows()).toHaveLength(2);
    expect(await billedInvoices()).toHaveLength(1);
  });

  it('makes one invoice when two runs go at once', async () => {
    await orderAndPay(t, ingrid);
    at('2026-12-01T00:05:00.000Z');
    const results = await Promise.all([
      t.services.billing.runBilling('2026-12-01'),
      t.services.billing.runBilling('2026-12-01'),
    ]);
    expect(results.map((result) => result.invoiced).sort()).toEqual([0, 1]);
    expect(await billedInvoices()).toHaveLength(1);
    expect(await invoiceRows()).toHaveLength(2);
  });

  it('invoices nothing in the order’s own month: the order paid it', async () => {
    await orderAndPay(t, ingrid);
    expect(await t.services.billing.runBilling('2026-11-24')).toEqual({
      date: '2026-11-24',
      invoiced: 0,
      collected: 0,
      ended: 0,
    });
    expect(await t.services.billing.runBilling('2026-11-30')).toMatchObject({ invoiced: 0 });
    expect(await invoiceRows()).toHaveLength(1);
  });

  it('moves a change in on the next 1st and invoices its new price', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await subscriptionOf();
    const next = { durationMonths: 12, calling: 'world', nlData: 4, euData: 0, worldData: 0 } as const;
    at('2026-11-25T12:00:00.000Z');
    expect((await ingrid.put(`/api/subscriptions/${id}`, { configuration: next })).status).toBe(200);
    at('2026-12-01T03:00:00.000Z');
    await t.services.billing.runBilling('2026-12-01');
    const newPrice = calculateEsimPrice(next).monthlyCents;
    expect(newPrice).not.toBe(calculateEsimPrice(ESIM_PRO).monthlyCents);
    expect((await billedInvoices())[0]).toMatchObject({
      amountCents: newPrice,
      totalAmountCents: monthlyWithVat(newPrice),
    });
    expect(await subscriptionOf()).toMatchObject({
      configuration: next,
      monthlyCents: newPrice,
      nextConfiguration: null,
      nextMonthlyCents: null,
    });
  });

  it('ends a cancelled subscription after its last day and invoices it no more', async () => {
    await orderAndPay(t, ingrid, { kind: 'esim-pro', configuration: { ...ESIM_PRO, durationMonths: 3 } });
    const { id } = await subscriptionOf();
    expect((await ingrid.post(`/api/subscriptions/${id}/cancel`)).body.subscription.endsOn).toBe('2027-01-31');
    expect((await t.services.billing.runBilling('2026-12-01')).invoiced).toBe(1);
    expect((await t.services.billing.runBilling('2027-01-01')).invoiced).toBe(1);
    at('2027-02-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2027-02-01')).toEqual({
      date: '2027-02-01',
      invoiced: 0,
      collected: 0,
      ended: 1,
    });
    expect(await t.services.billing.runBilling('2027-03-01')).toMatchObject({ invoiced: 0, ended: 0 });
    expect(await subscriptionOf()).toMatchObject({ status: 'cancelled', nextInvoiceDate: null });
    expect((await billedInvoices()).map((invoice) => invoice.lines[0]!.description)).toEqual(
      expect.arrayContaining(['eSIM Pro — december 2026', 'eSIM Pro — januari 2027']),
    );
    expect(await billedInvoices()).toHaveLength(2);
  });

  it('gives the invoice as a PDF in the customer’s language, with the address of the order', async () => {
    await orderAndPay(t, ingrid);
    await t.services.billing.runBilling('2026-12-01');
    const [invoice] = await billedInvoices();
    const pdf = await ingrid
      .get(`/api/invoices/${invoice!.id}/pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ');
    await parser.destroy();
    expect(text).toContain(`Factuur ${invoice!.invoice_number}`);
    expect(text).toContain('eSIM Pro — december 2026');
    expect(text).toContain('Vredenburgkade 11');
    expect(text).toContain('Betaald');
  });

  it('writes the line in the customer’s language', async () => {
    const pedro = await registerCustomer(t, { email: 'pedro@example.es', firstName: 'Pedro', language: 'es' });
    await orderAndPay(t, pedro);
    await t.services.billing.runBilling('2026-12-01');
    expect((await billedInvoices(pedro))[0]!.lines[0]!.description).toBe('eSIM Pro — diciembre de 2026');
  });
});

describe('a subscription that cannot be billed', () => {
  it('fails the run, naming it, while the others are billed; nothing is claimed for it', async () => {
    await orderAndPay(t, ingrid);
    const pedro = await registerCustomer(t, { email: 'pedro@example.es', firstName: 'Pedro', language: 'es' });
    await orderAndPay(t, pedro);
    const { id } = await subscriptionOf(ingrid);
    // Neither a customer record nor an account left to bill.
    await t.store.kysely
      .updateTable('subscriptions')
      .set({ customer_id: null, user_id: null })
      .where('id', '=', id)
      .execute();
    await expect(t.services.billing.runBilling('2026-12-01')).rejects.toThrow(
      `The billing run of 2026-12-01 failed for subscription ${id} (1 invoiced, 0 ended)`,
    );
    expect(await billedInvoices(pedro)).toHaveLength(1);
    expect(
      await t.store.kysely.selectFrom('subscription_invoices').select('subscription_id').execute(),
    ).not.toContainEqual({ subscription_id: id });
  });
});

describe('the daily run in the server', () => {
  it('runs each day once across instances and records its result', async () => {
    await orderAndPay(t, ingrid);
    // A second instance on the same database.
    const other = await createTestApp({ db: t.store, clock: { now: () => now } });
    at('2026-12-01T00:10:00.000Z');
    const results = await Promise.all([t.services.billing.runToday(), other.services.billing.runToday()]);
    expect(results.filter((result) => result !== undefined)).toEqual([
      { date: '2026-12-01', invoiced: 1, collected: 1, ended: 0 },
    ]);
    at('2026-12-01T00:20:00.000Z');
    expect(await t.services.billing.runToday()).toBeUndefined();
    const runs = await t.store.kysely.selectFrom('billing_runs').selectAll().execute();
    expect(runs).toEqual([
      {
        run_date: '2026-12-01',
        started_at: '2026-12-01T00:10:00.000Z',
        finished_at: '2026-12-01T00:10:00.000Z',
        result: JSON.stringify({ date: '2026-12-01', invoiced: 1, collected: 1, ended: 0 }),
      },
    ]);
    expect(await billedInvoices()).toHaveLength(1);
  });
});

describe('npm run billing -- --date', () => {
  let dir: string;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a missing or wrong date with exit code 2 and says how to call it', async () => {
    for (const args of [[], ['--date'], ['--date', '2026-13-01'], ['--date=2026-02-30'], ['--date', 'tomorrow']]) {
      const errors: string[] = [];
      expect(await billingCommand(args, { err: (line) => errors.push(line), out: () => undefined })).toBe(2);
      expect(errors.join('\n')).toContain('Usage: npm run billing -- --date YYYY-MM-DD');
    }
  });

  it('runs the billing on the database of the settings, once per month, and exits 0', async () => {
    dir = mkdtempSync(join(tmpdir(), 'billing-'));
    const file = join(dir, 'app.db');
    const store = openDatabase(file);
    const app = await createTestApp({ db: store, clock: { now: () => now } });
    const customer = await registerCustomer(app, { email: 'kees@example.nl', firstName: 'Kees' });
    await orderAndPay(app, customer);
    const env = { NODE_ENV: 'test', DATABASE_PATH: file, JWT_SECRET: TEST_JWT_SECRET };
    at('2026-12-01T03:00:00.000Z');
    const run = async () => {
      const out: string[] = [];
      const code = await billingCommand(['--date', '2026-12-01'], {
        env,
        out: (line) => out.push(line),
        clock: { now: () => now },
      });
      return { code, result: JSON.parse(out.at(-1)!) };
    };
    expect(await run()).toEqual({
      code: 0,
      result: { date: '2026-12-01', invoiced: 1, collected: 1, ended: 0 },
    });
    expect((await run()).result).toMatchObject({ invoiced: 0 });
    expect(await billedInvoices(customer)).toHaveLength(1);
    const runs = await store.kysely.selectFrom('billing_runs').select(['run_date', 'result']).execute();
    expect(runs).toEqual([
      { run_date: '2026-12-01', result: JSON.stringify({ date: '2026-12-01', invoiced: 0, collected: 0, ended: 0 }) },
    ]);
    await store.close();
  });
});

/** Every row the billing run can write, to see that something changed nothing. */
async function everyRow(kysely: TestApp['store']['kysely']) {
  const all = async (table: 'invoices' | 'invoice_lines' | 'subscription_invoices' | 'activity' | 'billing_runs') =>
    kysely.selectFrom(table).selectAll().execute();
  return {
    invoices: await all('invoices'),
    lines: await all('invoice_lines'),
    claims: await all('subscription_invoices'),
    activity: await all('activity'),
    runs: await all('billing_runs'),
    subscriptions: await kysely.selectFrom('subscriptions').selectAll().orderBy('id').execute(),
    counters: await kysely.selectFrom('number_sequences').selectAll().orderBy('name').execute(),
  };
}

/** The numbers of the year's invoices, sorted by their number part. */
const invoiceNumbers = async () =>
  (await t.store.kysely.selectFrom('invoices').select('invoice_number').execute())
    .map((row) => row.invoice_number)
    .sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)));

/** INV-2026-001 … INV-2026-(count). */
const numbersUpTo = (count: number) =>
  Array.from({ length: count }, (_, i) => `INV-2026-${String(i + 1).padStart(3, '0')}`);

describe('the billing run in batches', () => {
  const customers = async (count: number) => {
    const made: TestCustomer[] = [];
    for (let i = 0; i < count; i++) {
      const customer = await registerCustomer(t, { email: `klant${i}@example.nl`, firstName: `Klant${i}` });
      await orderAndPay(t, customer);
      made.push(customer);
    }
    return made;
  };
  const batched = (batchSize: number) =>
    createBillingService({ db: t.store.kysely, settings: t.services.settings, clock: { now: () => now }, batchSize });

  it('invoices every due subscription once across pages, numbered on from the counter, and nothing on a second run', async () => {
    const made = await customers(5);
    expect(await invoiceNumbers()).toEqual(numbersUpTo(5)); // the orders' own invoices
    at('2026-12-01T03:00:00.000Z');
    expect(await batched(2).runBilling('2026-12-01')).toEqual({
      date: '2026-12-01',
      invoiced: 5,
      collected: 5,
      ended: 0,
    });
    expect(await invoiceNumbers()).toEqual(numbersUpTo(10));
    for (const customer of made) {
      const billed = await billedInvoices(customer);
      expect(billed).toHaveLength(1);
      expect(billed[0]).toMatchObject({ status: 'paid', paid_date: '2026-12-01', recurring: true });
    }
    const claims = await t.store.kysely.selectFrom('subscription_invoices').selectAll().execute();
    expect(claims).toHaveLength(5);
    expect(claims.every((claim) => claim.invoice_id !== null && claim.period_start === '2026-12-01')).toBe(true);
    // Each of the run's invoices is booked as created and then paid.
    for (const number of numbersUpTo(10).slice(5)) {
      const entries = await t.store.kysely
        .selectFrom('activity')
        .select('message_key')
        .where('params', 'like', `%"${number}"%`)
        .orderBy('id')
        .execute();
      expect(entries.map((entry) => entry.message_key)).toEqual([
        'activity.invoiceCreated',
        'activity.paymentReceived',
      ]);
    }

    expect((await batched(2).runBilling('2026-12-01')).invoiced).toBe(0);
    expect((await batched(3).runBilling('2026-12-20')).invoiced).toBe(0);
    expect(await invoiceNumbers()).toEqual(numbersUpTo(10));
  });

  it('leaves nothing of a batch that failed, bills the rest one by one, and bills the failed one on the next run', async () => {
    const made = await customers(3);
    const subscriptionIds = (await t.store.kysely.selectFrom('subscriptions').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    const broken = subscriptionIds[1]!;
    // A price that the invoices table refuses (an invoice's amount is never negative): the batch's insert of its
    // invoices fails after its claims and counter take.
    await t.store.kysely.updateTable('subscriptions').set({ monthly_cents: -1 }).where('id', '=', broken).execute();
    at('2026-12-01T03:00:00.000Z');
    await expect(batched(10).runBilling('2026-12-01')).rejects.toThrow(
      `The billing run of 2026-12-01 failed for subscription ${broken} (2 invoiced, 0 ended)`,
    );
    expect((await billedInvoices(made[0])).length).toBe(1);
    expect((await billedInvoices(made[1])).length).toBe(0);
    expect((await billedInvoices(made[2])).length).toBe(1);
    const claims = await t.store.kysely
      .selectFrom('subscription_invoices')
      .selectAll()
      .orderBy('subscription_id')
      .execute();
    expect(claims.map((claim) => claim.subscription_id)).toEqual([subscriptionIds[0], subscriptionIds[2]]);
    expect(claims.every((claim) => claim.invoice_id !== null)).toBe(true);
    // No number lost to the rolled back batch: the orders' three and the run's two, one after the other.
    expect(await invoiceNumbers()).toEqual(numbersUpTo(5));
    expect(
      await t.store.kysely.selectFrom('number_sequences').select('last_value').where('name', '=', 'INV-2026').execute(),
    ).toEqual([{ last_value: 5 }]);

    await t.store.kysely.updateTable('subscriptions').set({ monthly_cents: 1500 }).where('id', '=', broken).execute();
    expect((await batched(10).runBilling('2026-12-01')).invoiced).toBe(1);
    expect((await billedInvoices(made[1]))[0]).toMatchObject({ amountCents: 1500, invoice_number: 'INV-2026-006' });
    expect(await invoiceNumbers()).toEqual(numbersUpTo(6));
  });

  it('invoices no subscription whose status is not active or cancelling', async () => {
    await customers(2);
    const [first] = await t.store.kysely.selectFrom('subscriptions').select('id').orderBy('id').execute();
    // Cancelled at once by hand, without a last day: the run neither invoices nor ends it.
    await t.store.kysely
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('id', '=', first!.id)
      .execute();
    at('2026-12-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2026-12-01')).toMatchObject({ invoiced: 1, ended: 0 });
    expect(
      await t.store.kysely.selectFrom('subscription_invoices').select('subscription_id').execute(),
    ).not.toContainEqual({ subscription_id: first!.id });
  });
});

describe('npm run billing -- --date in the future, --dry-run', () => {
  let dir: string;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A database file with Kees's and Pedro's paid eSIM Pro orders, and the command's settings for it. */
  async function databaseWithOrders() {
    dir = mkdtempSync(join(tmpdir(), 'billing-'));
    const file = join(dir, 'app.db');
    const store = openDatabase(file);
    const app = await createTestApp({ db: store, clock: { now: () => now } });
    await orderAndPay(app, await registerCustomer(app, { email: 'kees@example.nl', firstName: 'Kees' }));
    await orderAndPay(
      app,
      await registerCustomer(app, { email: 'pedro@example.es', firstName: 'Pedro', language: 'es' }),
    );
    return { store, env: { NODE_ENV: 'test', DATABASE_PATH: file, JWT_SECRET: TEST_JWT_SECRET } };
  }

  const command = async (args: string[], env: Record<string, string>) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await billingCommand(args, {
      env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      clock: { now: () => now },
    });
    return { code, out, err: err.join('\n') };
  };

  it('refuses a date after today with exit code 2 and changes nothing', async () => {
    const { store, env } = await databaseWithOrders();
    at('2026-11-28T10:00:00.000Z');
    const before = await everyRow(store.kysely);
    const refused = await command(['--date', '2026-12-01'], env);
    expect(refused.code).toBe(2);
    expect(refused.out).toEqual([]);
    expect(refused.err).toContain('Refusing to bill 2026-12-01: it is after today (2026-11-28, UTC)');
    expect(refused.err).toContain('--dry-run');
    expect(await everyRow(store.kysely)).toEqual(before);
    // Today itself is no refusal.
    expect((await command(['--date', '2026-11-28'], env)).code).toBe(0);
    await store.close();
  });

  it('prints with --dry-run, for any date, what the run would invoice, per kind, and changes nothing', async () => {
    const { store, env } = await databaseWithOrders();
    at('2026-11-28T10:00:00.000Z');
    const before = await everyRow(store.kysely);
    const preview = await command(['--date', '2027-01-01', '--dry-run'], env);
    expect(preview).toMatchObject({ code: 0, err: '' });
    const { monthlyCents } = calculateEsimPrice(ESIM_PRO);
    const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    expect(preview.out).toEqual(
      expect.arrayContaining([
        `would invoice 2 subscription(s): ${euro(2 * monthlyCents)} before VAT, ${euro(2 * monthlyWithVat(monthlyCents))} with VAT`,
        `  esim-pro: 2, ${euro(2 * monthlyCents)} before VAT, ${euro(2 * monthlyWithVat(monthlyCents))} with VAT`,
        'would end 0 subscription(s)',
      ]),
    );
    expect(preview.out.join('\n')).toContain(`Kees van der Wit: eSIM Pro — januari 2027, ${euro(monthlyCents)}`);
    expect(preview.out.join('\n')).toContain('Pedro van der Wit: eSIM Pro — enero de 2027');
    expect(JSON.parse(preview.out.at(-1)!)).toMatchObject({
      date: '2027-01-01',
      invoiced: 2,
      amountCents: 2 * monthlyCents,
      totalCents: 2 * monthlyWithVat(monthlyCents),
      byKind: { 'esim-pro': { invoiced: 2 } },
      ended: 0,
    });
    expect(await everyRow(store.kysely)).toEqual(before);
    await store.close();
  });
});
