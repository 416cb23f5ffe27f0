// eSIM top-ups (docs/contracts.md §14) through the API as the dashboard calls it: a bundle bought and paid on the
// provider's page adds its data to the allowance at once, with an invoice and a mail, once however many notices come;
// auto top-up buys at 90% used within its monthly cap; a travel plan's end is announced 3 days before, once.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ESIM_PRO, orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { createSimulatedPaymentProvider } from '../payments/simulated-provider.js';

const START = '2026-11-24T10:00:00.000Z';
const DAY = 86_400_000;
/** Europa Standard: 10 GB (10,240 MB) for 15 days from its installation. */
const TRAVEL = { kind: 'travel', regionId: 'europa', planId: 'standard' };

interface Setup {
  t: TestApp;
  customer: TestCustomer;
  esimId: number;
  setNow(iso: string): void;
}

/** A customer with a paid, provisioned and installed eSIM of `product`. */
async function customerWithEsim(
  product: object = TRAVEL,
  {
    language = 'nl',
    t: given,
  }: { language?: 'en' | 'nl' | 'es'; t?: (clock: { now: () => Date }) => Promise<TestApp> } = {},
): Promise<Setup> {
  let now = new Date(START);
  const clock = { now: () => now };
  const t = given ? await given(clock) : await createTestApp({ clock });
  const customer = await registerCustomer(t, { email: `ingrid.${language}@example.nl`, language });
  const order = await orderAndPay(t, customer, product);
  await t.services.jobs.runDueJobs();
  const esimId = (await customer.get(`/api/orders/${order.id}`)).body.esims[0].id as number;
  expect((await customer.post(`/api/esims/${esimId}/simulate`, { event: 'installed' })).status).toBe(200);
  return { t, customer, esimId, setNow: (iso) => (now = new Date(iso)) };
}

const usageOf = async ({ customer, esimId }: Setup) => (await customer.get(`/api/esims/${esimId}/usage`)).body;
const topUpsOf = async ({ customer, esimId }: Setup) => (await customer.get(`/api/esims/${esimId}/top-ups`)).body;
const webhook = (t: TestApp, transactionId: string) =>
  request(t.app).post('/api/payments/webhook').type('form').send(`id=${transactionId}`);
/** Text with the non-breaking spaces Intl puts in amounts as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const topUpRows = (t: TestApp) => t.store.kysely.selectFrom('esim_top_ups').selectAll().orderBy('id').execute();

describe('POST /api/esims/{id}/top-up', () => {
  it('adds the bundle’s data once it is paid, with its invoice and a mail, and a second webhook changes nothing', async () => {
    const setup = await customerWithEsim();
    const { t, customer, esimId } = setup;
    expect(await usageOf(setup)).toMatchObject({ usedMb: 0, includedMb: 10240, topUpMb: 0 });

    const started = await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '3gb' });
    expect(started.status).toBe(201);
    expect(started.body.topUp).toMatchObject({
      esimId,
      bundle: '3gb',
      mb: 3072,
      priceCents: 999,
      priceWithVatCents: 1209,
      status: 'pending',
      automatic: false,
      paidAt: null,
      invoiceId: null,
    });
    expect(started.body.redirectUrl).toMatch(/^\/betalen\/TX-[0-9A-F]+$/);
    const transactionId = started.body.redirectUrl.replace('/betalen/', '') as string;
    // Not paid yet: nothing added, nothing invoiced.
    expect((await usageOf(setup)).includedMb).toBe(10240);
    expect(await topUpRows(t)).toMatchObject([{ status: 'pending', transaction_id: transactionId, invoice_id: null }]);

    // The hosted page shows the top-up's amount and sends the customer back to the eSIM's page.
    const page = await request(t.app).get(`/api/payments/${transactionId}`).set('Accept-Language', 'nl');
    expect(page.body.payment).toMatchObject({ amountCents: 1209, description: 'Opwaardering 3 GB Europa Standard' });
    const mailsBefore = (await t.mails()).length;
    const paid = await request(t.app).post(`/api/payments/${transactionId}/simulate`).send({ outcome: 'paid' });
    expect(paid.status).toBe(200);
    const topUpId = started.body.topUp.id as number;
    expect(paid.body.redirectUrl).toBe(`/dashboard/esims/${esimId}?topUp=${topUpId}`);

    expect(await usageOf(setup)).toMatchObject({ usedMb: 0, includedMb: 13312, topUpMb: 3072 });
    const [topUp] = (await topUpsOf(setup)).topUps;
    expect(topUp).toMatchObject({ id: topUpId, status: 'paid', paidAt: START });
    // The invoice, as for an order: paid, 9.99 + 21% VAT, on the eSIM's customer record, in the account's invoices.
    const invoice = await t.store.kysely
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', topUp.invoiceId)
      .executeTakeFirstOrThrow();
    const esim = await t.store.kysely
      .selectFrom('esims')
      .selectAll()
      .where('id', '=', esimId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_cents: 999,
      vat_cents: 210,
      total_cents: 1209,
      customer_id: esim.customer_id,
      order_id: null,
      paid_date: START.slice(0, 10),
    });
    const lines = await t.store.kysely
      .selectFrom('invoice_lines')
      .select(['description', 'unit_price_cents'])
      .where('invoice_id', '=', topUp.invoiceId)
      .execute();
    expect(lines).toEqual([{ description: 'Data-opwaardering 3 GB voor Europa Standard', unit_price_cents: 999 }]);
    const own = (await customer.get('/api/invoices')).body.invoices as { invoice_number: string }[];
    expect(own.map((row) => row.invoice_number)).toContain(invoice.invoice_number);
    // The mail, in the customer's language.
    const mails = (await t.mails()).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual(['3 GB toegevoegd aan Europa Standard']);
    expect(mails[0]!.to).toBe(customer.email);
    const text = plain(mails[0]!.text);
    expect(text).toContain('0 GB verbruikt van 13 GB');
    expect(text).toContain(`Betaald: € 12,09 incl. btw (€ 9,99 excl. btw), factuur ${invoice.invoice_number}.`);

    // The provider notifies again, twice: the data, the invoice and the mail stay as they were.
    expect((await webhook(t, transactionId)).status).toBe(200);
    expect((await webhook(t, transactionId)).status).toBe(200);
    expect(await usageOf(setup)).toMatchObject({ includedMb: 13312, topUpMb: 3072 });
    const invoices = await t.store.kysely.selectFrom('invoices').select('id').where('order_id', 'is', null).execute();
    expect(invoices).toHaveLength(1);
    expect((await t.mails()).length).toBe(mailsBefore + 1);
  });

  it('adds nothing when the payment fails or expires, and the top-up says so', async () => {
    const setup = await customerWithEsim();
    const { t, customer, esimId } = setup;
    const started = await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb', method: 'paypal' });
    expect(started.status).toBe(201);
    const transactionId = started.body.redirectUrl.replace('/betalen/', '') as string;
    expect(
      (await request(t.app).post(`/api/payments/${transactionId}/simulate`).send({ outcome: 'failed' })).status,
    ).toBe(200);
    expect((await usageOf(setup)).includedMb).toBe(10240);
    expect((await topUpsOf(setup)).topUps).toMatchObject([{ status: 'failed', invoiceId: null }]);
    // One left unpaid: expired once its payment is, 15 minutes on.
    expect((await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' })).status).toBe(201);
    expect((await topUpsOf(setup)).topUps[0]).toMatchObject({ status: 'pending' });
    setup.setNow(new Date(Date.parse(START) + 15 * 60_000).toISOString());
    expect((await topUpsOf(setup)).topUps.map((topUp: { status: string }) => topUp.status)).toEqual([
      'expired',
      'failed',
    ]);
    expect(await t.store.kysely.selectFrom('invoices').select('id').where('order_id', 'is', null).execute()).toEqual(
      [],
    );
  });

  it('counts an eSIM Pro top-up in the month it was paid in only', async () => {
    const setup = await customerWithEsim({ kind: 'esim-pro', configuration: ESIM_PRO });
    const { t, customer, esimId, setNow } = setup;
    const included = (await usageOf(setup)).includedMb as number;
    const started = await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' });
    const transactionId = started.body.redirectUrl.replace('/betalen/', '') as string;
    await request(t.app).post(`/api/payments/${transactionId}/simulate`).send({ outcome: 'paid' });
    expect(await usageOf(setup)).toMatchObject({ includedMb: included + 1024, topUpMb: 1024 });
    setNow('2026-12-01T08:00:00.000Z');
    expect(await usageOf(setup)).toMatchObject({ includedMb: included, topUpMb: 0, periodStart: '2026-12-01' });
  });

  it('refuses an unknown bundle, someone else’s eSIM, unlimited data and an ended plan', async () => {
    const setup = await customerWithEsim();
    const { t, customer, esimId, setNow } = setup;
    const unknown = await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '2gb' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('bundle');
    const other = await registerCustomer(t, { email: 'someone.else@example.nl' });
    expect((await other.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' })).status).toBe(404);
    expect((await request(t.app).post(`/api/esims/${esimId}/top-up`).send({ bundle: '1gb' })).status).toBe(404);
    // The mail's link token reads the eSIM, and changes nothing.
    const linkToken = /[?&]t=([A-Za-z0-9_-]+)/.exec(
      (await t.mails()).find((mail) => mail.text.includes('/esim/installeren/'))!.text,
    )![1]!;
    expect((await request(t.app).get(`/api/esims/${esimId}`).set('X-Order-Token', linkToken)).status).toBe(200);
    expect(
      (await request(t.app).post(`/api/esims/${esimId}/top-up`).set('X-Order-Token', linkToken).send({ bundle: '1gb' }))
        .status,
    ).toBe(404);

    const unlimited = await orderAndPay(t, customer, {
      kind: 'esim-pro',
      configuration: { ...ESIM_PRO, nlData: 4 },
    });
    await t.services.jobs.runDueJobs();
    const unlimitedId = (await customer.get(`/api/orders/${unlimited.id}`)).body.esims[0].id as number;
    const refused = await customer.post(`/api/esims/${unlimitedId}/top-up`, { bundle: '1gb' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'TOP_UP_NOT_AVAILABLE' });
    expect((await customer.get(`/api/esims/${unlimitedId}/top-ups`)).body.canTopUp).toBe(false);

    setNow(new Date(Date.parse(START) + 16 * DAY).toISOString());
    expect((await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' })).status).toBe(409);
    expect(await topUpRows(t)).toEqual([]);
  });
});

describe('auto top-up', () => {
  it('buys its bundle at 90% used, collected at once, and never above the month’s cap', async () => {
    const setup = await customerWithEsim();
    const { t, customer, esimId, setNow } = setup;
    const use = async (mb: number) => {
      expect((await customer.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb })).status).toBe(200);
      await t.services.jobs.runDueJobs();
    };
    // €10 a month: one 1 GB bundle (€6.04 incl. VAT) fits, a second does not.
    const settings = await customer.put(`/api/esims/${esimId}/auto-top-up`, {
      enabled: true,
      bundle: '1gb',
      monthlyCapEuros: 10,
    });
    expect(settings.status).toBe(200);
    expect(settings.body.autoTopUp).toEqual({
      enabled: true,
      bundle: '1gb',
      monthlyCapEuros: 10,
      spentThisMonthCents: 0,
    });

    await use(9215); // 89.99% of 10,240 MB
    expect(await topUpRows(t)).toEqual([]);
    await use(1); // 90%
    expect(await topUpRows(t)).toMatchObject([
      { status: 'paid', automatic: 1, bundle: '1gb', price_with_vat_cents: 604 },
    ]);
    expect(await usageOf(setup)).toMatchObject({ usedMb: 9216, includedMb: 11264, topUpMb: 1024 });
    const mail = (await t.mails()).find((sent) => sent.subject === '1 GB toegevoegd aan Europa Standard')!;
    expect(plain(mail.text)).toContain(
      'automatisch gekocht omdat 90% van je data verbruikt was. Automatische opwaarderingen deze maand: € 6,04 van je limiet van € 10,00.',
    );

    // 90% of the new allowance: a second bundle would pass the cap, so nothing is bought.
    await use(1000);
    expect(await topUpRows(t)).toHaveLength(1);
    expect((await topUpsOf(setup)).autoTopUp.spentThisMonthCents).toBe(604);

    // A new month, a new cap: the next use buys again.
    setNow('2026-12-01T09:00:00.000Z');
    await use(1);
    const rows = await topUpRows(t);
    expect(rows.map((row) => [row.status, row.automatic, row.created_at.slice(0, 10)])).toEqual([
      ['paid', 1, '2026-11-24'],
      ['paid', 1, '2026-12-01'],
    ]);
    expect(await usageOf(setup)).toMatchObject({ includedMb: 12288, topUpMb: 2048 });
    expect((await topUpsOf(setup)).autoTopUp.spentThisMonthCents).toBe(604);
  });

  it('buys once when several usage events ask at once, and not at all when switched off', async () => {
    const setup = await customerWithEsim();
    const { t, customer, esimId } = setup;
    const body = { enabled: true, bundle: '3gb', monthlyCapEuros: 100 };
    expect((await customer.put(`/api/esims/${esimId}/auto-top-up`, body)).status).toBe(200);
    for (const mb of [9300, 10, 10])
      expect((await customer.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb })).status).toBe(200);
    const jobs = await t.store.kysely.selectFrom('jobs').select('id').where('kind', '=', 'esim.auto-top-up').execute();
    expect(jobs).toHaveLength(3);
    await t.services.jobs.runDueJobs();
    expect(await topUpRows(t)).toMatchObject([{ status: 'paid', mb: 3072 }]);

    expect((await customer.put(`/api/esims/${esimId}/auto-top-up`, { ...body, enabled: false })).status).toBe(200);
    expect((await customer.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb: 3000 })).status).toBe(200);
    await t.services.jobs.runDueJobs();
    expect(await topUpRows(t)).toHaveLength(1);
  });

  it('refuses a cap below the bundle and is not offered when the payment provider cannot collect', async () => {
    const setup = await customerWithEsim(TRAVEL, {
      t: async (clock) => {
        const db = await openTestDatabase();
        // A provider without mandates (as the Mollie adapter is today).
        const { collect: _collect, ...withoutMandates } = createSimulatedPaymentProvider({
          db: db.kysely,
          delayMs: 0,
          clock,
        });
        return createTestApp({ clock, db, payments: withoutMandates });
      },
    });
    const { customer, esimId } = setup;
    const belowBundle = await customer.put(`/api/esims/${esimId}/auto-top-up`, {
      enabled: true,
      bundle: '10gb',
      monthlyCapEuros: 20,
    });
    expect(belowBundle.status).toBe(400);
    expect(belowBundle.body.fields).toHaveProperty('monthlyCapEuros');
    const refused = await customer.put(`/api/esims/${esimId}/auto-top-up`, {
      enabled: true,
      bundle: '1gb',
      monthlyCapEuros: 20,
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 409,
      code: 'AUTO_TOP_UP_UNAVAILABLE',
    });
    expect(await topUpsOf(setup)).toMatchObject({ autoTopUpAvailable: false, autoTopUp: { enabled: false } });
    // A top-up paid by the customer still works.
    expect((await customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' })).status).toBe(201);
  });
});

describe('the travel plan’s end', () => {
  it('is mailed once, 3 days before the plan ends, in the customer’s language', async () => {
    const setup = await customerWithEsim(TRAVEL, { language: 'es' });
    const { t, setNow } = setup;
    const reminders = async () =>
      (await t.mails()).filter((mail) => mail.subject.startsWith('Europa Standard termina'));
    // Installed at START, valid for 15 days: the reminder is due on day 12.
    setNow(new Date(Date.parse(START) + 12 * DAY - 60_000).toISOString());
    await t.services.jobs.runDueJobs();
    expect(await reminders()).toEqual([]);
    setNow(new Date(Date.parse(START) + 12 * DAY).toISOString());
    await t.services.jobs.runDueJobs();
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe('Europa Standard termina el 9 de diciembre de 2026');
    expect(reminder!.text).toContain('es válido hasta el 9 de diciembre de 2026 a las 11:00');
    expect(reminder!.text).toContain('/internationale-plannen');
    setNow(new Date(Date.parse(START) + 14 * DAY).toISOString());
    await t.services.jobs.runDueJobs();
    expect(await reminders()).toHaveLength(1);
  });

  it('is not mailed for a plan that was refunded before then', async () => {
    const setup = await customerWithEsim(TRAVEL);
    const { t, esimId, setNow } = setup;
    const { order_id: orderId } = await t.store.kysely
      .selectFrom('esims')
      .select('order_id')
      .where('id', '=', esimId)
      .executeTakeFirstOrThrow();
    await t.services.orders.refund(orderId);
    setNow(new Date(Date.parse(START) + 12 * DAY).toISOString());
    await t.services.jobs.runDueJobs();
    expect((await t.mails()).filter((mail) => mail.subject.startsWith('Europa Standard loopt af'))).toEqual([]);
    const reminder = await t.store.kysely
      .selectFrom('jobs')
      .select(['done_at', 'last_error'])
      .where('kind', '=', 'esim.travel-end-reminder')
      .executeTakeFirstOrThrow();
    expect(reminder).toEqual({ done_at: expect.any(String), last_error: null });
  });
});
