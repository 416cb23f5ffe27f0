// Orders of VOIP numbers and the AI plans (docs/contracts.md §9) through the API as the configure pages and the checkout
// call it: a new number held, ordered and paid (by iDEAL on the hosted page, or by card), with its invoice lines,
// subscription and number assigned; the number refused to a second order and let go by a failed, cancelled, expired
// or refunded payment; a ported number with its one-off fee; AI voicemail paid by iDEAL; the AI assistant's trial
// (nothing charged, no invoice, invoiced by the first billing run after it); its business settings; the back office.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  earliestPortingDate,
  formatEuro,
  formatPhoneNumber,
  monthlyWithVat,
  numberInventory,
  translateMessage,
  trialEndOf,
} from '@telecom/domain';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { DECLINED_TEST_CARD } from '../payments/simulated-provider.js';
import { billingCommand } from '../subscriptions/billing-command.js';

let now = new Date('2026-11-24T10:00:00.000Z');
let t: TestApp;
let ingrid: TestCustomer;
let dir: string | undefined;

const TODAY = '2026-11-24';
const NUMBERS = numberInventory('020');
const NUMBER = NUMBERS[0]!;
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'I van der Wit' };
const BUSINESS = {
  name: 'Bakkerij De Wit',
  phone: '030 123 4567',
  languages: ['nl', 'en'],
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], open: '08:00', close: '17:30' },
  greeting: 'Goedemorgen, Bakkerij De Wit, waarmee kan ik u helpen?',
};

async function setUp(store?: ReturnType<typeof openDatabase>) {
  now = new Date('2026-11-24T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now }, ...(store ? { db: store } : {}) });
  await t.services.voip.ensureInventory();
  ingrid = await registerCustomer(t, { email: 'ingrid@example.nl', language: 'nl' });
}

beforeEach(async () => {
  await setUp();
});

afterEach(() => {
  vi.restoreAllMocks();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const at = (iso: string) => {
  now = new Date(iso);
};

const shipping = (email: string, name = 'Ingrid van der Wit') => ({
  name,
  email,
  phone: '+31 6 1234 5678',
  country: 'NL',
  // In Amsterdam, the area of the numbers ordered (the numbering rule, docs/decisions/048).
  postcode: '1012 js',
  houseNumber: '1',
  street: 'Dam',
  city: 'Amsterdam',
});

interface Placing {
  product: object;
  payment?: object;
  customer?: TestCustomer;
  /** A guest's address (no account). */
  guest?: string;
}

/** POST /api/orders as the checkout sends it: for the customer's account, or as a guest. */
function place({ product, payment = { method: 'ideal' }, customer, guest }: Placing) {
  const body = {
    product,
    customer: shipping(guest ?? customer?.email ?? ingrid.email, guest ? 'Gijs Gast' : undefined),
    delivery: 'email',
    payment,
    account: guest ? 'guest' : 'existing',
    withdrawalConsent: true,
  };
  const post = request(t.app).post('/api/orders').set('Accept-Language', 'nl');
  return (guest ? post : post.set('Authorization', `Bearer ${customer!.token}`)).send(body);
}

const simulate = (transactionId: string, outcome: 'paid' | 'failed' | 'canceled') =>
  request(t.app).post(`/api/payments/${transactionId}/simulate`).send({ outcome, bank: 'ing' });

const voip = (extra: object = {}) => ({ kind: 'voip', numberType: 'nl', number: NUMBER, bundle: 'europe', ...extra });

const numberRow = (number = NUMBER) =>
  t.store.kysely.selectFrom('voip_numbers').selectAll().where('number', '=', number).executeTakeFirstOrThrow();

const listed = async (number = NUMBER) =>
  ((await request(t.app).get('/api/voip/numbers?area=020')).body.numbers as { number: string }[]).some(
    (entry) => entry.number === number,
  );

const orderCount = async () =>
  Number(
    (
      await t.store.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface OwnInvoice {
  orderId: string | null;
  issue_date: string;
  amountCents: number;
  vatAmountCents: number;
  totalAmountCents: number;
  lines: { description: string; unitPriceCents: number; quantity: number }[];
}

const invoicesOf = async (customer: TestCustomer = ingrid) =>
  (await customer.get('/api/invoices')).body.invoices as OwnInvoice[];

const subscriptionsOf = async (customer: TestCustomer = ingrid) => {
  const answer = await customer.get('/api/subscriptions');
  expect(answer.status).toBe(200);
  return answer.body.subscriptions as Record<string, unknown>[];
};

async function adminToken(): Promise<string> {
  const admin = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
  await t.services.auth.ensureAdminAccount(admin);
  return (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
}

const confirmationOf = (orderId: string) =>
  vi.waitFor(async () => {
    const mail = (await t.mails()).find((sent) => sent.subject.includes(orderId));
    expect(mail).toBeDefined();
    return mail!;
  });

describe('a VOIP order with a new number', () => {
  it('is held, ordered and paid by iDEAL: invoice lines and totals, the subscription, the number assigned, mailed', async () => {
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number: NUMBER });
    expect(hold.status).toBe(201);
    const placed = await place({ product: voip({ numberHold: hold.body.holdToken }), customer: ingrid });
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({ status: 'pending', payment: { method: 'ideal', status: 'open' } });
    expect(order.product).toEqual({
      kind: 'voip',
      name: 'VOIP',
      numberType: 'nl',
      number: NUMBER,
      area: '020',
      porting: null,
      bundle: 'europe',
      numberMonthlyCents: 250,
      bundleMonthlyCents: 1999,
      portingCents: 0,
      monthlyCents: 2249,
      monthlyWithVatCents: 2721,
      billing: 'monthly',
      totalPrice: 22.49,
      totalPriceCents: 2249,
      vatPercent: 21,
      vatCents: 472,
      totalWithVat: 27.21,
      totalWithVatCents: 2721,
    });
    // Held for the order until its payment expires: no longer the visitor's token's.
    expect(await numberRow()).toMatchObject({
      status: 'held',
      order_id: order.id,
      hold_token_hash: null,
      held_until: '2026-11-24T10:15:00.000Z',
    });
    expect(await listed()).toBe(false);
    expect(await subscriptionsOf()).toEqual([]);

    expect((await simulate(order.payment.transactionId, 'paid')).status).toBe(200);
    const paid = await ingrid.get(`/api/orders/${order.id}`);
    expect(paid.body.order).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(paid.body.esims).toEqual([]);

    const [invoice] = (await invoicesOf()).filter((candidate) => candidate.orderId === order.id);
    const display = formatPhoneNumber(NUMBER);
    expect(invoice).toMatchObject({ amountCents: 2249, vatAmountCents: 472, totalAmountCents: 2721 });
    expect(
      invoice!.lines.map(({ description, quantity, unitPriceCents }) => [description, quantity, unitPriceCents]),
    ).toEqual([
      [`Telefoonnummer ${display} (Nederlands nummer), eerste maand`, 1, 250],
      ['Belbundel Europa, eerste maand', 1, 1999],
    ]);

    const [subscription] = await subscriptionsOf();
    expect(subscription).toEqual({
      id: expect.any(Number),
      kind: 'voip',
      status: 'active',
      name: `VOIP ${display}`,
      configuration: null,
      plan: null,
      number: NUMBER,
      numberType: 'nl',
      bundle: 'europe',
      trialEnd: null,
      business: null,
      monthlyCents: 2249,
      monthlyWithVatCents: 2721,
      nextConfiguration: null,
      nextMonthlyCents: null,
      startedOn: TODAY,
      currentPeriodStart: '2026-11-01',
      currentPeriodEnd: '2026-11-30',
      minimumTermEnd: '2026-11-30',
      nextInvoiceDate: '2026-12-01',
      endsOn: null,
      orderId: order.id,
      esimId: null,
    });
    expect(await numberRow()).toMatchObject({
      status: 'assigned',
      order_id: order.id,
      subscription_id: subscription!.id,
      held_until: null,
    });
    expect(await listed()).toBe(false);

    const mail = await confirmationOf(order.id);
    expect(mail.to).toBe(ingrid.email);
    expect(mail.text).toContain(`Product: VOIP-nummer ${display} met de bundel Europa`);
    expect(mail.text).toContain(
      `Vandaag betaald: ${formatEuro(2721, 'nl-NL')} incl. btw (${formatEuro(2249, 'nl-NL')} excl. btw)`,
    );
    expect(mail.text).toContain(
      `Daarna: ${formatEuro(2721, 'nl-NL')} per maand incl. btw (${formatEuro(2249, 'nl-NL')} excl. btw)`,
    );
    expect(mail.text).toContain(`Het nummer ${display} is vanaf nu van jou.`);
    expect(mail.text).not.toContain('eSIM');
  });

  it('by card takes a free number at once; a second order for it is refused with 409 and nothing is stored', async () => {
    const placed = await place({
      product: voip({ bundle: null }),
      payment: { method: 'creditcard', card: CARD },
      customer: ingrid,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: 'paid',
      product: { totalPriceCents: 250, totalWithVatCents: 303 },
    });
    expect((await numberRow()).status).toBe('assigned');
    const before = await orderCount();
    for (const product of [voip(), voip({ numberHold: 'not-a-hold-of-this-number-0123456789abc' })]) {
      const second = await place({ product, guest: 'gijs@example.nl' });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        code: 'NUMBER_NOT_AVAILABLE',
        message: translateMessage('errors.NUMBER_NOT_AVAILABLE', 'nl'),
      });
    }
    expect(await orderCount()).toBe(before);
    // Holding it is refused too.
    expect((await request(t.app).post('/api/voip/numbers/hold').send({ number: NUMBER })).status).toBe(409);
  });

  it('is let go when the card is declined or the iDEAL payment fails or is cancelled', async () => {
    const declined = await place({
      product: voip(),
      payment: { method: 'creditcard', card: { ...CARD, number: DECLINED_TEST_CARD } },
      guest: 'gijs@example.nl',
    });
    expect(declined.status).toBe(402);
    expect(await numberRow()).toMatchObject({ status: 'free', order_id: null });
    expect(await listed()).toBe(true);

    for (const outcome of ['failed', 'canceled'] as const) {
      const placed = await place({ product: voip(), guest: 'gijs@example.nl' });
      expect(placed.status).toBe(201);
      expect(await listed()).toBe(false);
      expect((await simulate(placed.body.order.payment.transactionId, outcome)).status).toBe(200);
      expect(await numberRow()).toMatchObject({ status: 'free', order_id: null });
      expect(await listed()).toBe(true);
    }
    // Nobody got a subscription or an invoice for it.
    expect(await t.store.kysely.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    expect(await t.store.kysely.selectFrom('invoices').selectAll().execute()).toEqual([]);
  });

  it('lets the number go when its payment expires: another order takes it, and the first can no longer be paid', async () => {
    const first = await place({ product: voip(), guest: 'gijs@example.nl' });
    at('2026-11-24T10:14:59.000Z');
    expect(await listed()).toBe(false);
    expect((await place({ product: voip(), customer: ingrid })).status).toBe(409);
    at('2026-11-24T10:15:00.000Z');
    expect(await listed()).toBe(true);
    const second = await place({ product: voip(), payment: { method: 'creditcard', card: CARD }, customer: ingrid });
    expect(second.status).toBe(201);
    expect(second.body.order.status).toBe('paid');
    const firstOrder = (await t.store.kysely
      .selectFrom('orders')
      .select(['status'])
      .where('id', '=', first.body.order.id)
      .executeTakeFirstOrThrow()) as { status: string };
    expect(firstOrder.status).toBe('expired');
    expect((await simulate(first.body.order.payment.transactionId, 'paid')).status).toBe(409);
    expect(await numberRow()).toMatchObject({ status: 'assigned', order_id: second.body.order.id });
  });

  it('is kept from an order by someone else’s hold, and given to the order with the hold’s token', async () => {
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number: NUMBER });
    const before = await orderCount();
    expect((await place({ product: voip(), guest: 'gijs@example.nl' })).status).toBe(409);
    expect(await orderCount()).toBe(before);
    const placed = await place({
      product: voip({ numberHold: hold.body.holdToken }),
      payment: { method: 'creditcard', card: CARD },
      customer: ingrid,
    });
    expect(placed.status).toBe(201);
    expect((await numberRow()).status).toBe('assigned');
  });

  it('refunded: its subscription ends, its service stops and the number is free again', async () => {
    const placed = await place({ product: voip(), payment: { method: 'creditcard', card: CARD }, customer: ingrid });
    const token = await adminToken();
    const refund = await request(t.app)
      .post(`/api/admin/orders/${placed.body.order.id}/refund`)
      .set('Authorization', `Bearer ${token}`);
    expect(refund.status).toBe(200);
    expect(refund.body.services).toEqual([
      expect.objectContaining({ kind: 'subscription', status: 'cancelled', endsOn: TODAY }),
    ]);
    expect(await numberRow()).toMatchObject({ status: 'free', order_id: null, subscription_id: null });
    expect(await listed()).toBe(true);
    expect(await t.store.kysely.selectFrom('services').select(['kind', 'status', 'order_id']).execute()).toEqual([
      { kind: 'voip', status: 'expired', order_id: placed.body.order.id },
    ]);
  });

  it('is invoiced monthly with its bundle named; cancelled, it ends with its month and frees the number', async () => {
    const placed = await place({ product: voip(), payment: { method: 'creditcard', card: CARD }, customer: ingrid });
    at('2026-12-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2026-12-01')).toMatchObject({ invoiced: 1 });
    const monthly = (await invoicesOf()).filter((invoice) => invoice.orderId === null);
    expect(
      monthly.map((invoice) => [
        invoice.lines.map((line) => [line.description, line.unitPriceCents]),
        invoice.totalAmountCents,
      ]),
    ).toEqual([
      [[[`VOIP ${formatPhoneNumber(NUMBER)} met belbundel Europa — december 2026`, 2249]], monthlyWithVat(2249)],
    ]);
    const [subscription] = await subscriptionsOf();
    at('2026-12-10T09:00:00.000Z');
    const cancelled = await ingrid.post(`/api/subscriptions/${subscription!.id}/cancel`);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelling', endsOn: '2026-12-31' });
    expect((await ingrid.post(`/api/subscriptions/${subscription!.id}/resume`)).body.subscription.status).toBe(
      'active',
    );
    await ingrid.post(`/api/subscriptions/${subscription!.id}/cancel`);
    expect((await numberRow()).status).toBe('assigned');
    at('2027-01-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2027-01-01')).toMatchObject({ invoiced: 0, ended: 1 });
    expect(await numberRow()).toMatchObject({ status: 'free', subscription_id: null });
    expect(
      await t.store.kysely
        .selectFrom('services')
        .select('status')
        .where('order_id', '=', placed.body.order.id)
        .execute(),
    ).toEqual([{ status: 'expired' }]);
  });
});

describe('a VOIP order that keeps a number', () => {
  const porting = (date = '2026-12-02') => ({
    number: '06 1234 5678',
    currentProvider: 'KPN',
    holderName: 'Ingrid van der Wit',
    date,
    consent: true,
  });

  it('charges the porting fee once beside the first month; the subscription carries the ported number', async () => {
    const placed = await place({
      product: { kind: 'voip', numberType: 'nl', porting: porting(), bundle: null },
      payment: { method: 'creditcard', card: CARD },
      customer: ingrid,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toMatchObject({
      number: '+31612345678',
      area: null,
      porting: { currentProvider: 'KPN', holderName: 'Ingrid van der Wit', date: '2026-12-02', atContractEnd: false },
      portingCents: 1500,
      monthlyCents: 250,
      totalPriceCents: 1750,
      vatCents: 368,
      totalWithVatCents: 2118,
    });
    const [invoice] = await invoicesOf();
    expect(invoice!.lines.map((line) => [line.description, line.unitPriceCents])).toEqual([
      ['Telefoonnummer 06 1234 5678 (Nederlands nummer), eerste maand', 250],
      ['Nummerbehoud 06 1234 5678 (eenmalig)', 1500],
    ]);
    expect(invoice).toMatchObject({ amountCents: 1750, vatAmountCents: 368, totalAmountCents: 2118 });
    expect(await subscriptionsOf()).toEqual([
      expect.objectContaining({ kind: 'voip', name: 'VOIP 06 1234 5678', number: '+31612345678', monthlyCents: 250 }),
    ]);
    // The inventory does not know ported numbers.
    expect(
      await t.store.kysely.selectFrom('voip_numbers').select('number').where('status', '!=', 'free').execute(),
    ).toEqual([]);
    const mail = await confirmationOf(placed.body.order.id);
    expect(mail.text).toContain('We vragen KPN om 06 1234 5678 naar ons over te zetten.');
  });

  it('refuses a wished date sooner than 3 working days with 400 on product.porting.date', async () => {
    const tooSoon = await place({
      product: { kind: 'voip', numberType: 'nl', porting: porting('2026-11-26'), bundle: null },
      customer: ingrid,
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fields).toEqual({
      'product.porting.date': translateMessage('validation.porting.date.tooSoon', 'nl'),
    });
    const earliest = await place({
      product: { kind: 'voip', numberType: 'nl', porting: porting(earliestPortingDate(TODAY)), bundle: null },
      customer: ingrid,
    });
    expect(earliest.status).toBe(201);
  });
});

describe('AI voicemail', () => {
  it('is ordered by an account and paid by iDEAL: its first month invoiced, its subscription and service', async () => {
    const placed = await place({ product: { kind: 'ai-voicemail', plan: 'pro' }, customer: ingrid });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toEqual({
      kind: 'ai-voicemail',
      name: 'AI Voicemail Pro',
      plan: 'pro',
      monthlyCents: 2499,
      monthlyWithVatCents: 3024,
      billing: 'monthly',
      totalPrice: 24.99,
      totalPriceCents: 2499,
      vatPercent: 21,
      vatCents: 525,
      totalWithVat: 30.24,
      totalWithVatCents: 3024,
    });
    expect(await subscriptionsOf()).toEqual([]);
    expect((await simulate(placed.body.order.payment.transactionId, 'paid')).status).toBe(200);
    const [invoice] = await invoicesOf();
    expect(invoice!.lines.map((line) => [line.description, line.unitPriceCents])).toEqual([
      ['AI-voicemail Pro, eerste maand', 2499],
    ]);
    expect(invoice!.totalAmountCents).toBe(3024);
    expect(await subscriptionsOf()).toEqual([
      expect.objectContaining({
        kind: 'ai-voicemail',
        name: 'AI Voicemail Pro',
        plan: 'pro',
        number: null,
        trialEnd: null,
        business: null,
        monthlyCents: 2499,
        minimumTermEnd: '2026-11-30',
        nextInvoiceDate: '2026-12-01',
      }),
    ]);
    expect(await t.store.kysely.selectFrom('services').select(['kind', 'status']).execute()).toEqual([
      { kind: 'ai-voicemail', status: 'active' },
    ]);
    const mail = await confirmationOf(placed.body.order.id);
    expect(mail.text).toContain('Product: AI-voicemail Pro');
    expect(mail.text).toContain('Je AI-voicemail Pro staat klaar.');
  });

  it('is refused to a guest with 400 on account, and to an account choice without a token with 401', async () => {
    for (const product of [
      { kind: 'ai-voicemail', plan: 'basic' },
      { kind: 'ai-assistant', plan: 'starter', business: BUSINESS },
    ]) {
      const guest = await place({ product, guest: 'gijs@example.nl' });
      expect(guest.status).toBe(400);
      expect(guest.body.fields).toEqual({ account: translateMessage('validation.account.signInRequired', 'nl') });
      const noToken = await request(t.app)
        .post('/api/orders')
        .send({
          product,
          customer: shipping('gijs@example.nl'),
          delivery: 'email',
          payment: { method: 'ideal' },
          account: 'existing',
          withdrawalConsent: true,
        });
      expect(noToken.status).toBe(401);
    }
    expect(await orderCount()).toBe(0);
  });
});

describe('the AI assistant', () => {
  const assistant = (plan = 'professional', business: object = BUSINESS) => ({ kind: 'ai-assistant', plan, business });

  it('starts its trial without a charge: nothing at the provider, paid at once, no invoice, its trial end', async () => {
    const createPayment = vi.spyOn(t.services.paymentProvider, 'createPayment');
    const placed = await place({ product: assistant(), customer: ingrid });
    expect(placed.status).toBe(201);
    expect(createPayment).not.toHaveBeenCalled();
    const { order } = placed.body;
    expect(order).toMatchObject({
      status: 'paid',
      paidAt: now.toISOString(),
      payment: { method: 'ideal', status: 'paid', transactionId: null },
    });
    expect(order.payment).not.toHaveProperty('redirectUrl');
    expect(order.product).toMatchObject({
      kind: 'ai-assistant',
      name: 'AI Assistant Professional',
      plan: 'professional',
      business: BUSINESS,
      trialDays: 30,
      monthlyCents: 9900,
      monthlyWithVatCents: 11979,
      totalPriceCents: 0,
      vatCents: 0,
      totalWithVatCents: 0,
    });
    expect(await t.store.kysely.selectFrom('invoices').selectAll().execute()).toEqual([]);
    expect(await t.store.kysely.selectFrom('simulated_payments').selectAll().execute()).toEqual([]);
    expect(await subscriptionsOf()).toEqual([
      expect.objectContaining({
        kind: 'ai-assistant',
        status: 'active',
        name: 'AI Assistant Professional',
        plan: 'professional',
        business: BUSINESS,
        trialEnd: trialEndOf(TODAY, 30),
        monthlyCents: 9900,
        monthlyWithVatCents: 11979,
        startedOn: TODAY,
        nextInvoiceDate: '2027-01-01',
        number: null,
        configuration: null,
      }),
    ]);
    expect(trialEndOf(TODAY, 30)).toBe('2026-12-23');
    expect(await t.store.kysely.selectFrom('services').select(['kind', 'status']).execute()).toEqual([
      { kind: 'business', status: 'active' },
    ]);
    const mail = await confirmationOf(order.id);
    expect(mail.text).toContain('Je gratis proefperiode van 30 dagen is begonnen: vandaag betaal je niets.');
    expect(mail.text).toContain('Product: AI-assistent Professional voor Bakkerij De Wit');
    expect(mail.text).toContain(
      `Je proefperiode loopt tot en met 23 december 2026. Daarna kost het ${formatEuro(11979, 'nl-NL')} per maand incl. btw (${formatEuro(9900, 'nl-NL')} excl. btw); je eerste factuur volgt op 1 januari 2027, via de betaalmethode die je koos (iDEAL).`,
    );
    expect(mail.text).not.toMatch(/betaling ontvangen|Vandaag betaald/);
  });

  it('is invoiced by the first billing run after its trial, once (npm run billing -- --date)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'trial-billing-'));
    const file = join(dir, 'app.db');
    await setUp(openDatabase(file));
    expect((await place({ product: assistant(), customer: ingrid })).status).toBe(201);
    const env = { NODE_ENV: 'test', DATABASE_PATH: file, JWT_SECRET: TEST_JWT_SECRET };
    const run = async (date: string) => {
      const out: string[] = [];
      // Run on the day itself: the command refuses a date after today.
      const clock = { now: () => new Date(`${date}T03:00:00.000Z`) };
      expect(await billingCommand(['--date', date], { env, out: (line) => out.push(line), clock })).toBe(0);
      return JSON.parse(out.at(-1)!) as { invoiced: number };
    };
    // The 1st within the trial: nothing.
    expect((await run('2026-12-01')).invoiced).toBe(0);
    expect(await invoicesOf()).toEqual([]);
    // The first 1st after it: January, in full; a second run makes no second invoice.
    expect((await run('2027-01-01')).invoiced).toBe(1);
    expect((await run('2027-01-01')).invoiced).toBe(0);
    const invoices = await invoicesOf();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ issue_date: '2027-01-01', amountCents: 9900, totalAmountCents: 11979 });
    expect(invoices[0]!.lines.map((line) => line.description)).toEqual(['AI Assistant Professional — januari 2027']);
  });

  it('has its business settings changed, with no more languages than its plan; other kinds and ended ones 409', async () => {
    await place({ product: assistant('starter'), customer: ingrid });
    const [subscription] = await subscriptionsOf();
    const path = `/api/subscriptions/${subscription!.id}/business`;
    const business = { name: 'Bakkerij De Wit & Zn.', languages: ['nl', 'de'], greeting: 'Goedendag!' };
    const changed = await ingrid.put(path, { business });
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({ kind: 'ai-assistant', plan: 'starter', business });
    expect((await subscriptionsOf())[0]!.business).toEqual(business);
    const activity = await t.store.kysely
      .selectFrom('activity')
      .select(['message_key', 'params'])
      .where('message_key', '=', 'activity.subscriptionBusinessChanged')
      .execute();
    expect(activity).toHaveLength(1);
    expect(JSON.parse(activity[0]!.params)).toMatchObject({
      subscription: `AI Assistant Starter #${subscription!.id}`,
    });

    const tooMany = await ingrid.put(path, { business: { ...business, languages: ['nl', 'en', 'de'] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({
      'business.languages': translateMessage('validation.business.languages.tooMany', 'en'),
    });
    const invalid = await ingrid.put(path, { business: { name: '', languages: [] } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['business.languages', 'business.name']);

    // eSIM Pro's change and its preview are not for the assistant.
    const esim = { durationMonths: 12, calling: 'nl', nlData: 2, euData: 0, worldData: 0 };
    expect((await ingrid.put(`/api/subscriptions/${subscription!.id}`, { configuration: esim })).status).toBe(409);
    expect(
      (await ingrid.get(`/api/subscriptions/${subscription!.id}/preview?${new URLSearchParams(esim as never)}`)).status,
    ).toBe(409);

    // Another kind, someone else's, and an assistant that has ended.
    await place({ product: voip(), payment: { method: 'creditcard', card: CARD }, customer: ingrid });
    const voipSubscription = (await subscriptionsOf()).find((candidate) => candidate.kind === 'voip')!;
    expect((await ingrid.put(`/api/subscriptions/${voipSubscription.id}/business`, { business })).body.code).toBe(
      'INVALID_TRANSITION',
    );
    const other = await registerCustomer(t, { email: 'pieter@example.nl', firstName: 'Pieter', language: 'en' });
    expect((await other.put(path, { business })).status).toBe(404);
    expect((await ingrid.post(`/api/subscriptions/${subscription!.id}/cancel`)).body.subscription.endsOn).toBe(
      '2026-11-30',
    );
    expect((await ingrid.put(path, { business })).status).toBe(200);
    at('2026-12-01T09:00:00.000Z');
    const ended = await ingrid.put(path, { business });
    expect(ended.status).toBe(409);
    expect(ended.body.code).toBe('INVALID_TRANSITION');
  });

  it('gives an account one trial: a later assistant order is charged its first month through the provider', async () => {
    expect((await ingrid.get('/api/orders/ai-trial')).body).toEqual({ aiTrialUsed: false });
    const first = await place({ product: assistant('starter'), customer: ingrid });
    expect(first.body.order).toMatchObject({ status: 'paid', product: { trialDays: 30, totalPriceCents: 0 } });
    expect((await ingrid.get('/api/orders/ai-trial')).body).toEqual({ aiTrialUsed: true });
    // Cancelled, the trial still counts.
    const [trialled] = await subscriptionsOf();
    expect((await ingrid.post(`/api/subscriptions/${trialled!.id}/cancel`)).status).toBe(200);

    const createPayment = vi.spyOn(t.services.paymentProvider, 'createPayment');
    const second = await place({ product: assistant(), customer: ingrid });
    expect(second.status).toBe(201);
    const { order } = second.body;
    expect(order).toMatchObject({
      status: 'pending',
      paidAt: null,
      payment: { method: 'ideal', status: 'open', transactionId: expect.stringMatching(/^TX-/) },
    });
    expect(order.product).toMatchObject({
      kind: 'ai-assistant',
      plan: 'professional',
      trialDays: 0,
      monthlyCents: 9900,
      totalPriceCents: 9900,
      vatCents: 2079,
      totalWithVatCents: 11979,
    });
    expect(createPayment).toHaveBeenCalledWith(expect.objectContaining({ orderId: order.id, amountCents: 11979 }));
    // Nothing is delivered before the payment: still the one (cancelling) assistant.
    expect(await subscriptionsOf()).toHaveLength(1);

    expect((await simulate(order.payment.transactionId, 'paid')).status).toBe(200);
    const [invoice] = await invoicesOf();
    expect(invoice).toMatchObject({ orderId: order.id, amountCents: 9900, totalAmountCents: 11979 });
    expect(invoice!.lines.map((line) => [line.description, line.unitPriceCents])).toEqual([
      ['AI-assistent Professional, eerste maand', 9900],
    ]);
    const charged = (await subscriptionsOf()).find((subscription) => subscription.plan === 'professional');
    expect(charged).toMatchObject({ trialEnd: null, startedOn: TODAY, nextInvoiceDate: '2026-12-01' });
    const mail = await confirmationOf(order.id);
    expect(mail.text).not.toMatch(/proefperiode/);
    expect(mail.text).toContain(
      `Vandaag betaald: ${formatEuro(11979, 'nl-NL')} incl. btw (${formatEuro(9900, 'nl-NL')} excl. btw)`,
    );
    // Paid through the provider, it can be refunded (a credit note); the trial stays used.
    const refund = await request(t.app)
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('Authorization', `Bearer ${await adminToken()}`);
    expect(refund.status).toBe(200);
    expect((await invoicesOf()).map((invoice) => invoice.totalAmountCents).sort()).toEqual([-11979, 11979]);
    expect((await ingrid.get('/api/orders/ai-trial')).body).toEqual({ aiTrialUsed: true });

    // Another account has its own trial; the endpoint is for accounts only.
    const other = await registerCustomer(t, { email: 'pieter@example.nl', firstName: 'Pieter', language: 'en' });
    expect((await other.get('/api/orders/ai-trial')).body).toEqual({ aiTrialUsed: false });
    expect((await place({ product: assistant(), customer: other })).body.order.product.totalPriceCents).toBe(0);
    expect((await request(t.app).get('/api/orders/ai-trial')).status).toBe(401);
  });

  it('gives one trial to two assistant orders of an account placed at the same moment', async () => {
    const both = await Promise.all([
      place({ product: assistant('starter'), customer: ingrid }),
      place({ product: assistant('starter'), customer: ingrid }),
    ]);
    expect(both.map((placed) => placed.status)).toEqual([201, 201]);
    expect(both.map((placed) => placed.body.order.product.trialDays).sort()).toEqual([0, 30]);
    expect(both.map((placed) => placed.body.order.status).sort()).toEqual(['paid', 'pending']);
  });

  it('cannot be refunded, nothing having been paid; cancelled within its trial it is never invoiced', async () => {
    const placed = await place({ product: assistant(), customer: ingrid });
    const token = await adminToken();
    const refund = await request(t.app)
      .post(`/api/admin/orders/${placed.body.order.id}/refund`)
      .set('Authorization', `Bearer ${token}`);
    expect(refund.status).toBe(409);
    const [subscription] = await subscriptionsOf();
    at('2026-12-20T09:00:00.000Z');
    const cancelled = await ingrid.post(`/api/subscriptions/${subscription!.id}/cancel`);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelling', endsOn: '2026-12-31' });
    expect(cancelled.body.subscription.nextInvoiceDate).toBeNull();
    at('2027-01-01T03:00:00.000Z');
    expect(await t.services.billing.runBilling('2027-01-01')).toMatchObject({ invoiced: 0, ended: 1 });
    expect(await t.store.kysely.selectFrom('invoices').selectAll().execute()).toEqual([]);
    expect(await t.store.kysely.selectFrom('services').select('status').execute()).toEqual([{ status: 'expired' }]);
  });
});

describe('the back office', () => {
  it('lists and filters the new kinds, shows each order’s subscription, and books new records on their line’s plan', async () => {
    const token = await adminToken();
    const admin = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${token}`);
    const pieter = await registerCustomer(t, { email: 'pieter@example.nl', firstName: 'Pieter', language: 'en' });
    const voipOrder = await place({
      product: voip(),
      payment: { method: 'creditcard', card: CARD },
      guest: 'gijs@example.nl',
    });
    const voicemail = await place({
      product: { kind: 'ai-voicemail', plan: 'basic' },
      payment: { method: 'creditcard', card: CARD },
      customer: ingrid,
    });
    const trial = await place({
      product: { kind: 'ai-assistant', plan: 'starter', business: { name: 'Pieter BV', languages: ['en'] } },
      customer: pieter,
    });
    for (const [kind, order] of [
      ['voip', voipOrder],
      ['ai-voicemail', voicemail],
      ['ai-assistant', trial],
    ] as const) {
      const list = await admin(`/api/admin/orders?kind=${kind}`);
      expect(list.status).toBe(200);
      expect(list.body.items).toEqual([expect.objectContaining({ id: order.body.order.id, kind, status: 'paid' })]);
      const detail = await admin(`/api/admin/orders/${order.body.order.id}`);
      expect(detail.body.services).toEqual([
        expect.objectContaining({
          kind: 'subscription',
          status: 'active',
          monthlyCents: order.body.order.product.monthlyCents,
        }),
      ]);
    }
    expect((await admin(`/api/admin/orders/${trial.body.order.id}`)).body.invoice).toBeNull();
    const customers = (await admin('/api/admin/customers?pageSize=100')).body.items as {
      email: string;
      plan: string;
      planName: string;
    }[];
    const planOf = (email: string) => customers.find((customer) => customer.email === email);
    expect(planOf('gijs@example.nl')).toMatchObject({ plan: 'voip', planName: 'VOIP Standard' });
    expect(planOf('ingrid@example.nl')).toMatchObject({ plan: 'voip', planName: 'VOIP Standard' });
    expect(planOf('pieter@example.nl')).toMatchObject({ plan: 'business', planName: 'Business Pro' });
    const stats = (await admin('/api/admin/stats?period=7d')).body;
    expect(stats.stats.activeServices).toBe(3);
    expect(
      (stats.serviceBreakdown as { kind: string; count: number }[])
        .filter((share) => share.count > 0)
        .map((share) => [share.kind, share.count]),
    ).toEqual([
      ['voip', 1],
      ['ai-voicemail', 1],
      ['business', 1],
    ]);
  });
});
