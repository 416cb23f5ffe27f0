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
    const run = async () => {
      const out: string[] = [];
      const code = await billingCommand(['--date', '2026-12-01'], { env, out: (line) => out.push(line) });
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
