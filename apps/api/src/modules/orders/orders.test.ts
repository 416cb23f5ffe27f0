import { once } from 'node:events';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { priceOrderProduct, translateMessage } from '@telecom/domain';
import { openDatabase, type DataStore } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import {
  createTestApp,
  openSecondInstance,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestApp,
} from '../../test/test-app.js';
import { DECLINED_TEST_CARD } from '../payments/simulated-provider.js';
import { createOrdersRepository } from './orders.repository.js';

const PASSWORD = 'Zomer-Fiets-2026!';
const CONFIGURATION = { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 };
/** A card the simulated provider accepts: the order is paid within the request. */
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'A de Vries' };

const dutchCustomer = {
  name: 'Anna de Vries',
  email: 'Anna@Example.nl',
  phone: '+31 6 1234 5678',
  country: 'NL',
  postcode: '1012js',
  houseNumber: '1',
  street: 'Dam',
  city: 'Amsterdam',
  province: 'Noord-Holland',
};

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    product: { kind: 'esim-pro', configuration: CONFIGURATION },
    customer: dutchCustomer,
    delivery: 'email',
    payment: { method: 'creditcard', card: CARD },
    account: 'guest',
    withdrawalConsent: true,
    ...overrides,
  };
}

async function signUp(t: TestApp, email = 'anna@example.nl') {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Anna', lastName: 'de Vries', email, password: PASSWORD, acceptTerms: true });
  return res.body.token as string;
}

const storedOrders = (t: TestApp) =>
  t.store.kysely.selectFrom('orders').selectAll().orderBy('id').execute() as Promise<Record<string, unknown>[]>;

/** A customer record's total spent as docs/contracts.md §7 defines it: its paid invoices' totals with VAT (credit notes negative). */
const spentBy = async (t: TestApp, customerId: number) =>
  Number(
    (
      await t.store.kysely
        .selectFrom('invoices')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('cents'))
        .where('customer_id', '=', customerId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow()
    ).cents,
  );

const userIdOf = async (t: TestApp, email: string) =>
  (await t.store.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('POST /api/orders', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('places a guest order with iDEAL and answers the order record of spec point 3, pending its payment', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/orders')
      .send(orderBody({ payment: { method: 'ideal' } }));
    expect(res.status).toBe(201);
    const { order } = res.body;
    expect(order.id).toMatch(/^ORD-\d{13}$/);
    expect(res.headers.location).toBe(`/api/orders/${order.id}`);
    expect(order.product).toEqual(priceOrderProduct({ kind: 'esim-pro', configuration: CONFIGURATION as never }));
    expect(order.product).toMatchObject({
      name: 'eSIM Pro',
      duration: 12,
      calling: 'nl',
      totalPrice: 22.5,
      totalWithVat: 27.23,
    });
    expect(order.product).toMatchObject({ totalPriceCents: 2250, totalWithVatCents: 2723 });
    expect(order.customer).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      postcode: '1012 JS',
      country: 'NL',
    });
    expect(order.payment).toEqual({
      method: 'ideal',
      status: 'open',
      transactionId: expect.stringMatching(/^TX-[0-9A-F]{12}$/),
      redirectUrl: `/betalen/${order.payment.transactionId}`,
    });
    expect(order.status).toBe('pending');
    expect(order.paidAt).toBeNull();
    expect(res.body.accessToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(order.account).toBe('guest');
    expect(order.delivery).toBe('email');
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);

    const [row] = await storedOrders(t);
    expect(row).toMatchObject({
      id: order.id,
      user_id: null,
      account: 'guest',
      total_price_cents: 2250,
      total_with_vat_cents: 2723,
      payment_method: 'ideal',
      status: 'pending',
      payment_status: 'open',
    });
    expect(JSON.stringify(row)).not.toContain(res.body.accessToken);
  });

  it('ignores every price the client sends and stores its own', async () => {
    const t = await createTestApp();
    const tampered = orderBody({
      product: {
        kind: 'esim-pro',
        configuration: { ...CONFIGURATION, price: 1 },
        totalPrice: 0.01,
        totalWithVat: 0.01,
        totalPriceCents: 1,
      },
      totalPrice: 0.01,
      amount: 1,
    });
    const res = await request(t.app).post('/api/orders').send(tampered);
    expect(res.status).toBe(201);
    expect(res.body.order.product.totalPriceCents).toBe(2250);
    expect(res.body.order.product.totalWithVat).toBe(27.23);
    expect((await storedOrders(t))[0]).toMatchObject({ total_price_cents: 2250, total_with_vat_cents: 2723 });
    // Every number stored in the order, not its text: a time stamp such as 16:56:50.017 contains "0.01".
    const row = (await storedOrders(t))[0] as Record<string, unknown>;
    const numbers = numbersIn({ ...row, product: JSON.parse(String(row.product)) });
    expect(numbers).not.toContain(0.01);
    expect(numbers).toContain(2250);
  });

  it('orders a travel plan by region and plan, at the listed price plus VAT', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/orders')
      .send(orderBody({ product: { kind: 'travel', regionId: 'europa', planId: 'standard', price: '0.99' } }));
    expect(res.status).toBe(201);
    expect(res.body.order.product).toMatchObject({
      kind: 'travel',
      name: 'Standard',
      regionId: 'europa',
      planId: 'standard',
      data: '10GB',
      duration: 15,
      totalPrice: 19.99,
      totalWithVat: 24.19,
      billing: 'once',
    });
  });

  it('pays by card within the request without storing the card', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/orders').send(orderBody());
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      status: 'paid',
      payment: { method: 'creditcard', status: 'paid' },
      paidAt: expect.any(String),
    });
    expect(res.body.order.payment.redirectUrl).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/4111 ?1111 ?1111 ?1111/);
    expect(JSON.stringify(await storedOrders(t))).not.toMatch(/4111 ?1111 ?1111 ?1111|12\/29/);
    const payments = await t.store.kysely.selectFrom('simulated_payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(JSON.stringify(payments)).not.toMatch(/4111 ?1111 ?1111 ?1111|12\/29/);
  });

  it('answers 402 for a declined card and keeps the order as failed', async () => {
    const t = await createTestApp();
    const card = { number: DECLINED_TEST_CARD, expiry: '12/29', cvc: '123', name: 'A de Vries' };
    const res = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'nl')
      .send(orderBody({ payment: { method: 'creditcard', card } }));
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ code: 'PAYMENT_FAILED', message: translateMessage('errors.PAYMENT_FAILED', 'nl') });
    expect(await storedOrders(t)).toEqual([expect.objectContaining({ status: 'failed', payment_status: 'failed' })]);
    expect(await t.store.kysely.selectFrom('customers').selectAll().execute()).toEqual([]);
    expect(await t.mails()).toEqual([]);
  });

  it('accepts a Belgian address without house number, and asks for its postcode', async () => {
    const t = await createTestApp();
    const customer = {
      name: 'Luc Peeters',
      email: 'luc@example.be',
      phone: '+32 470 12 34 56',
      country: 'BE',
      postcode: '1000',
      street: 'Grote Markt 1',
      city: 'Brussel',
    };
    const res = await request(t.app).post('/api/orders').send(orderBody({ customer }));
    expect(res.status).toBe(201);
    expect(res.body.order.customer).toMatchObject({ country: 'BE', postcode: '1000', city: 'Brussel' });
    const missing = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'nl')
      .send(orderBody({ customer: { ...customer, postcode: '' } }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'customer.postcode': 'Postcode is verplicht' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'an invalid Dutch postcode',
      { customer: { ...dutchCustomer, postcode: '0123 AB' } },
      { 'customer.postcode': 'Ongeldige postcode (formaat: 1234 AB)' },
    ],
    [
      'a Dutch address without house number',
      { customer: { ...dutchCustomer, houseNumber: '' } },
      { 'customer.houseNumber': translateMessage('validation.houseNumber.required', 'nl') },
    ],
    [
      'the Dutch house number "abc"',
      { customer: { ...dutchCustomer, houseNumber: 'abc' } },
      { 'customer.houseNumber': 'Voer een geldig huisnummer in' },
    ],
    [
      'a card that expired in January 2020 (01/20)',
      {
        payment: {
          method: 'creditcard',
          card: { number: '4111 1111 1111 1111', expiry: '01/20', cvc: '123', name: 'A de Vries' },
        },
      },
      { 'payment.card.expiry': 'Deze kaart is verlopen: controleer de vervaldatum' },
    ],
    [
      'no name',
      { customer: { ...dutchCustomer, name: ' ' } },
      { 'customer.name': translateMessage('validation.name.required', 'nl') },
    ],
    [
      'no phone',
      { customer: { ...dutchCustomer, phone: '' } },
      { 'customer.phone': translateMessage('validation.phone.required', 'nl') },
    ],
    [
      'an unknown country',
      { customer: { ...dutchCustomer, country: 'US' } },
      { 'customer.country': translateMessage('validation.country.invalid', 'nl') },
    ],
    ['no customer at all', { customer: undefined }, { customer: 'Vul alle verplichte velden correct in' }],
    [
      'no data chosen',
      { product: { kind: 'esim-pro', configuration: { ...CONFIGURATION, nlData: 0, euData: 0 } } },
      { 'product.configuration': translateMessage('validation.data.required', 'nl') },
    ],
    [
      'an unknown travel plan',
      { product: { kind: 'travel', regionId: 'europa', planId: 'gold' } },
      { 'product.planId': translateMessage('validation.travelPlan.invalid', 'nl') },
    ],
    [
      'a card payment without card',
      { payment: { method: 'creditcard' } },
      { 'payment.card': translateMessage('validation.card.required', 'nl') },
    ],
    [
      'an unknown payment method',
      { payment: { method: 'bitcoin' } },
      { 'payment.method': translateMessage('validation.paymentMethod.invalid', 'nl') },
    ],
    [
      'an unknown delivery',
      { delivery: 'pigeon' },
      { delivery: translateMessage('validation.delivery.invalid', 'nl') },
    ],
    [
      'no consent to delivery starting at once (the right of withdrawal)',
      { withdrawalConsent: undefined },
      { withdrawalConsent: 'Ga akkoord met directe levering om je bestelling te plaatsen' },
    ],
    [
      'a refused consent to delivery starting at once',
      { withdrawalConsent: false },
      { withdrawalConsent: 'Ga akkoord met directe levering om je bestelling te plaatsen' },
    ],
  ])('refuses %s with 400 and a translated message', async (_case, change, fields) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/orders').set('Accept-Language', 'nl').send(orderBody(change));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toMatchObject(fields);
    expect(await storedOrders(t)).toHaveLength(0);
  });

  it('refuses a card that expired last month and takes one that expires this month, by the server’s clock', async () => {
    const t = await createTestApp({ clock: { now: () => new Date('2026-05-20T10:00:00Z') } });
    const pay = (expiry: string) =>
      request(t.app)
        .post('/api/orders')
        .set('Accept-Language', 'en')
        .send(
          orderBody({
            payment: {
              method: 'creditcard',
              card: { number: '4111 1111 1111 1111', expiry, cvc: '123', name: 'A de Vries' },
            },
          }),
        );
    const expired = await pay('04/26');
    expect(expired.status).toBe(400);
    expect(expired.body.fields).toEqual({ 'payment.card.expiry': 'This card has expired: check the expiry date' });
    expect((await pay('05/26')).status).toBe(201);
    expect(await storedOrders(t)).toHaveLength(1);
  });

  it('needs the account for an "existing" or "new" account order', async () => {
    const t = await createTestApp();
    for (const account of ['existing', 'new']) {
      const res = await request(t.app).post('/api/orders').send(orderBody({ account }));
      expect(res.status).toBe(401);
    }
    expect(await storedOrders(t)).toHaveLength(0);
  });

  it('links the order to the account of the token, and lists it for that account only', async () => {
    const t = await createTestApp();
    const anna = await signUp(t);
    const piet = await signUp(t, 'piet@example.nl');
    const placed = await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${anna}`)
      .send(orderBody({ account: 'existing' }));
    expect(placed.status).toBe(201);
    await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${anna}`)
      .send(orderBody({ product: { kind: 'travel', regionId: 'asia', planId: 'basic' } }));
    await request(t.app).post('/api/orders').send(orderBody());

    const mine = await request(t.app).get('/api/orders').set('Authorization', `Bearer ${anna}`);
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toHaveLength(2);
    expect(mine.body.orders[1].id).toBe(placed.body.order.id);
    expect(mine.body.orders[0].product.kind).toBe('travel');
    expect((await request(t.app).get('/api/orders').set('Authorization', `Bearer ${piet}`)).body).toEqual({
      orders: [],
    });
  });

  it('lists orders only with a token', async () => {
    const t = await createTestApp();
    expect((await request(t.app).get('/api/orders')).status).toBe(401);
  });

  it('gives two orders in the same millisecond different ids', async () => {
    const t = await createTestApp();
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const [a, b] = await Promise.all([
      request(t.app).post('/api/orders').send(orderBody()),
      request(t.app).post('/api/orders').send(orderBody()),
    ]);
    expect([a.body.order.id, b.body.order.id].sort()).toEqual(['ORD-1800000000000', 'ORD-1800000000001']);
  });

  it('gives 200 orders placed at once 200 distinct ids, all stored', async () => {
    const t = await createTestApp();
    const server = createServer(t.app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => request(server).post('/api/orders').send(orderBody())),
      );
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 200 }, () => 201));
      const ids = answers.map((res) => res.body.order.id as string);
      expect(ids.every((id) => /^ORD-\d{13}$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(200);
      expect((await storedOrders(t)).map((row) => row.id).sort()).toEqual([...ids].sort());
    } finally {
      server.close();
    }
  });

  it('books the sale on the account’s own customer record, linked once the address is confirmed, and in the activity list', async () => {
    const t = await createTestApp();
    const token = await signUp(t);
    await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${token}`)
      .send(orderBody({ account: 'existing' }));
    // A record's total spent is its paid invoices' totals with VAT (docs/contracts.md §7): each paid order made one.
    const customers = async () =>
      Promise.all(
        (
          await t.store.kysely.selectFrom('customers').select(['id', 'name', 'email', 'status', 'user_id']).execute()
        ).map(async ({ id, ...row }) => ({ ...row, total_spent_cents: await spentBy(t, id) })),
      );
    // Not linked while nobody has confirmed that anna@example.nl is this account's.
    expect(await customers()).toEqual([
      { name: 'Anna de Vries', email: 'anna@example.nl', status: 'active', total_spent_cents: 2723, user_id: null },
    ]);
    const confirmation = /token=([A-Za-z0-9_-]+)/.exec(
      (await t.mails()).find((mail) => mail.to === 'anna@example.nl')?.text ?? '',
    )?.[1];
    expect((await request(t.app).post('/api/auth/verify-email').send({ token: confirmation })).status).toBe(204);
    await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${token}`)
      .send(orderBody({ product: { kind: 'travel', regionId: 'europa', planId: 'standard' } }));
    const userId = await userIdOf(t, 'anna@example.nl');
    expect(await customers()).toEqual([
      {
        name: 'Anna de Vries',
        email: 'anna@example.nl',
        status: 'active',
        total_spent_cents: 2723 + 2419,
        user_id: userId,
      },
    ]);
    const keys = (await t.store.kysely.selectFrom('activity').select('message_key').orderBy('id').execute()).map(
      (row) => row.message_key,
    );
    expect(keys).toEqual([
      'activity.customerRegistered',
      'activity.orderPlaced',
      'activity.invoiceCreated',
      'activity.orderPlaced',
      'activity.invoiceCreated',
    ]);
  });

  it('never links a customer record by the shipping address: that is only where the eSIM goes', async () => {
    const t = await createTestApp();
    const stranger = await t.services.customers.createCustomer({
      name: 'Bea Bakker',
      email: 'bea@example.nl',
      plan: 'voip',
      status: 'active',
    });
    const token = await signUp(t);
    const confirmation = /token=([A-Za-z0-9_-]+)/.exec(
      (await t.mails()).find((mail) => mail.to === 'anna@example.nl')?.text ?? '',
    )?.[1];
    expect((await request(t.app).post('/api/auth/verify-email').send({ token: confirmation })).status).toBe(204);
    const res = await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${token}`)
      .send(
        orderBody({
          account: 'existing',
          customer: { ...orderBody().customer, name: 'Bea Bakker', email: 'BEA@example.nl' },
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body.order.customer.email).toBe('bea@example.nl');
    const userId = await userIdOf(t, 'anna@example.nl');
    const customers = t.store.kysely.selectFrom('customers');
    expect(await customers.select(['user_id']).where('id', '=', Number(stranger.id)).executeTakeFirst()).toEqual({
      user_id: null,
    });
    expect(await spentBy(t, Number(stranger.id))).toBe(0);
    const own = await customers.select(['id', 'email']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(own.email).toBe('anna@example.nl');
    expect(await spentBy(t, own.id)).toBe(2723);
    // The account sees its own invoice of the order, billed to its own record, never the stranger's.
    const ownInvoices = (await request(t.app).get('/api/invoices').set('Authorization', `Bearer ${token}`)).body
      .invoices;
    expect(ownInvoices).toHaveLength(1);
    expect(ownInvoices[0]).toMatchObject({
      customer_email: 'anna@example.nl',
      totalAmountCents: 2723,
      orderId: res.body.order.id,
    });
  });

  it('mails a confirmation in the language of the request', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'nl')
      .send(orderBody({ delivery: 'sms' }));
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(1));
    const [mail] = await t.mails();
    expect(mail?.to).toBe('anna@example.nl');
    expect(mail?.subject).toBe(`Je bestelling ${res.body.order.id} bij TeleNova`);
    expect(mail?.text).toContain('Hallo Anna de Vries,');
    expect(mail?.text).toContain(res.body.order.payment.transactionId);
    expect(mail?.text).toContain('per sms naar +31 6 1234 5678');
    expect(mail?.text).toMatch(/€\s?27,23 per maand incl\. btw \(€\s?22,50 excl\. btw\)/);
  });

  it.each<[string, string, string]>([
    ['nl', 'Product: eSIM Pro, 3 maanden', 'Product: Reisbundel Standard, 10GB voor 15 dagen'],
    ['en', 'Product: eSIM Pro, 3 months', 'Product: Standard travel plan, 10GB for 15 days'],
    ['es', 'Producto: eSIM Pro, 3 meses', 'Producto: Plan de viaje Standard, 10GB durante 15 días'],
  ])('names the product in the mail in %s alone, with its plural', async (language, esimPro, travel) => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', language)
      .send(orderBody({ product: { kind: 'esim-pro', configuration: { ...CONFIGURATION, durationMonths: 3 } } }));
    await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', language)
      .send(orderBody({ product: { kind: 'travel', regionId: 'europa', planId: 'standard' } }));
    await vi.waitFor(async () => expect(await t.mails()).toHaveLength(2));
    const texts = (await t.mails()).map((mail) => mail.text);
    expect(texts.find((text) => text.includes('eSIM Pro'))?.split('\n')).toContain(esimPro);
    expect(texts.find((text) => text.includes('Standard'))?.split('\n')).toContain(travel);
    // Without the links: their random tokens may hold any three letters ("…fkmndC…" once did).
    expect(texts.join('\n').replace(/https?:\/\/\S+/g, '')).not.toMatch(/mnd|\/months|, \d+ d\b/);
  });
});

describe('order numbers', () => {
  /** Two instances of the API on one database: two stores (connection pools) on the same tables. */
  async function twoInstances(): Promise<{ a: DataStore; b: DataStore; done: () => Promise<void> }> {
    if (TEST_DATABASE_URL) {
      const a = await openTestDatabase();
      await migrate(a);
      const b = openSecondInstance(a);
      return { a, b, done: () => b.close() };
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'orders-'));
    const a = openDatabase({ path: path.join(dir, 'app.db') });
    await migrate(a);
    const b = openDatabase({ path: path.join(dir, 'app.db') });
    return {
      a,
      b,
      done: async () => {
        await Promise.all([a.close(), b.close()]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it('never gives two instances the same number, even in the same millisecond', async () => {
    const { a, b, done } = await twoInstances();
    try {
      const [ordersA, ordersB] = [createOrdersRepository(a.kysely), createOrdersRepository(b.kysely)];
      const numbers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? ordersA : ordersB).nextOrderNumber(1_800_000_000_000)),
      );
      expect(new Set(numbers).size).toBe(200);
      expect(Math.min(...numbers)).toBe(1_800_000_000_000);
      expect(Math.max(...numbers)).toBe(1_800_000_000_199);
    } finally {
      await done();
    }
  });

  it('starts above the ids already stored and follows the clock', async () => {
    const store = await openTestDatabase();
    await migrate(store);
    const orders = createOrdersRepository(store.kysely);
    const stored = {
      product: priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' }),
      customer: dutchCustomer as never,
      business: null,
      reverseCharge: false,
      delivery: 'email' as const,
    };
    const payment = { method: 'ideal' as const, status: 'paid' as const, transactionId: 'TX-1' };
    const createdAt = '2030-03-17T17:46:40.000Z';
    await orders.insert({
      order: {
        id: 'ORD-1900000000000',
        ...stored,
        status: 'paid',
        payment,
        account: 'guest',
        createdAt,
        paidAt: createdAt,
      },
      userId: null,
      language: 'en',
      accessTokenHash: null,
      paymentExpiresAt: createdAt,
    });
    expect(await orders.nextOrderNumber(1_800_000_000_000)).toBe(1_900_000_000_001);
    expect(await orders.nextOrderNumber(2_000_000_000_000)).toBe(2_000_000_000_000);
    expect(await orders.nextOrderNumber(1_800_000_000_000)).toBe(2_000_000_000_001);
  });
});

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}
