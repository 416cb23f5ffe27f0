// The redirect payments of the order chain (docs/contracts.md §7): iDEAL, PayPal and Apple Pay leave the order pending
// with the hosted payment page; the page's buttons settle the simulated payment and the webhook moves the order.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_EXPIRY_MINUTES } from '@telecom/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PaidOrder } from '../orders/orders.service.js';

const START = new Date('2026-11-24T10:00:00.000Z');

function orderBody(method: 'ideal' | 'paypal' | 'applepay' = 'ideal') {
  return {
    product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
    customer: {
      name: 'Émile Ørsted',
      email: 'emile@example.nl',
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '1012js',
      houseNumber: '1',
      street: 'Dam',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method },
    account: 'guest',
    withdrawalConsent: true,
  };
}

/** An app whose clock the test moves, with the order-paid hook watched. */
async function paymentApp() {
  let now = START;
  const onOrderPaid = vi.fn<(trx: unknown, paid: PaidOrder) => Promise<void>>(async () => {});
  const t = await createTestApp({
    clock: { now: () => now },
    orderHooks: { onOrderPaid },
    env: { PUBLIC_URL: 'https://telenova.example' },
  });
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  return { t, onOrderPaid, later };
}

async function placeRedirectOrder(t: TestApp, method: 'ideal' | 'paypal' | 'applepay' = 'ideal') {
  const res = await request(t.app).post('/api/orders').send(orderBody(method));
  expect(res.status).toBe(201);
  return res.body as {
    order: { id: string; status: string; payment: { transactionId: string; redirectUrl?: string; status: string } };
    accessToken: string;
  };
}

const readOrder = (t: TestApp, id: string, token: string) =>
  request(t.app).get(`/api/orders/${id}`).set('X-Order-Token', token);

/** The customer records, each with its total spent: its paid invoices' totals with VAT (docs/contracts.md §7). */
const customerRecords = async (t: TestApp) =>
  Promise.all(
    (await t.store.kysely.selectFrom('customers').selectAll().execute()).map(async (row) => ({
      ...row,
      total_spent_cents: Number(
        (
          await t.store.kysely
            .selectFrom('invoices')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('cents'))
            .where('customer_id', '=', row.id)
            .where('status', '=', 'paid')
            .executeTakeFirstOrThrow()
        ).cents,
      ),
    })),
  );

describe('iDEAL, PayPal and Apple Pay', () => {
  it.each(['ideal', 'paypal', 'applepay'] as const)(
    'answers a %s order pending, with the hosted payment page to go to',
    async (method) => {
      const { t } = await paymentApp();
      const { order } = await placeRedirectOrder(t, method);
      expect(order.status).toBe('pending');
      expect(order.payment.status).toBe('open');
      expect(order.payment.transactionId).toMatch(/^TX-[0-9A-F]{12}$/);
      expect(order.payment.redirectUrl).toBe(`/betalen/${order.payment.transactionId}`);
      expect(await customerRecords(t)).toEqual([]);
      expect(await t.mails()).toEqual([]);
    },
  );

  it('shows the hosted page, pays on it, books the order once and mails the confirmation', async () => {
    const { t, onOrderPaid } = await paymentApp();
    const { order, accessToken } = await placeRedirectOrder(t);
    const { transactionId } = order.payment;

    const page = await request(t.app).get(`/api/payments/${transactionId}`).set('Accept-Language', 'nl');
    expect(page.status).toBe(200);
    expect(page.body.payment).toEqual({
      transactionId,
      orderId: order.id,
      method: 'ideal',
      status: 'open',
      amount: 24.19,
      amountCents: 2419,
      description: `Bestelling ${order.id}`,
      merchant: expect.any(String),
      expiresAt: new Date(START.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000).toISOString(),
      returnUrl: `/order-confirmation?order=${order.id}`,
    });
    expect(page.body.payment.merchant).toBe((await t.services.settings.settings()).companyName);

    const paid = await request(t.app)
      .post(`/api/payments/${transactionId}/simulate`)
      .send({ outcome: 'paid', bank: 'rabobank' });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      payment: expect.objectContaining({ status: 'paid', description: `Order ${order.id}` }),
      redirectUrl: `/order-confirmation?order=${order.id}`,
    });

    const read = await readOrder(t, order.id, accessToken);
    expect(read.status).toBe(200);
    expect(read.body.order).toMatchObject({
      id: order.id,
      status: 'paid',
      payment: { method: 'ideal', status: 'paid', transactionId },
      paidAt: START.toISOString(),
    });
    expect(read.body.order.payment.redirectUrl).toBeUndefined();
    expect(await customerRecords(t)).toEqual([
      expect.objectContaining({ name: 'Émile Ørsted', email: 'emile@example.nl', total_spent_cents: 2419 }),
    ]);
    expect(onOrderPaid).toHaveBeenCalledTimes(1);
    expect(onOrderPaid.mock.calls[0]![1]).toMatchObject({
      order: { id: order.id, status: 'paid' },
      customerId: expect.any(Number),
      userId: null,
      language: 'en',
    });
    await vi.waitFor(async () => expect((await t.mails()).map((mail) => mail.to)).toEqual(['emile@example.nl']));

    // The provider's notice again (as a real one retries), form-encoded and as JSON: nothing changes.
    expect((await request(t.app).post('/api/payments/webhook').type('form').send(`id=${transactionId}`)).status).toBe(
      200,
    );
    expect((await request(t.app).post('/api/payments/webhook').send({ id: transactionId })).status).toBe(200);
    expect(onOrderPaid).toHaveBeenCalledTimes(1);
    expect(await customerRecords(t)).toEqual([expect.objectContaining({ total_spent_cents: 2419 })]);
    const activity = await t.store.kysely.selectFrom('activity').select('message_key').execute();
    expect(activity).toEqual([{ message_key: 'activity.orderPlaced' }, { message_key: 'activity.invoiceCreated' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await t.mails()).toHaveLength(1);

    const again = await request(t.app).post(`/api/payments/${transactionId}/simulate`).send({ outcome: 'failed' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PAYMENT_NOT_OPEN');
  });

  it.each(['failed', 'canceled'] as const)(
    'marks the order failed when the payment is %s, and books nothing',
    async (outcome) => {
      const { t, onOrderPaid } = await paymentApp();
      const { order, accessToken } = await placeRedirectOrder(t, 'paypal');
      const res = await request(t.app).post(`/api/payments/${order.payment.transactionId}/simulate`).send({ outcome });
      expect(res.status).toBe(200);
      expect(res.body.payment.status).toBe(outcome);
      expect((await readOrder(t, order.id, accessToken)).body.order).toMatchObject({
        status: 'failed',
        payment: { status: outcome },
        paidAt: null,
      });
      expect(await customerRecords(t)).toEqual([]);
      expect(onOrderPaid).not.toHaveBeenCalled();
      expect(await t.mails()).toEqual([]);
    },
  );

  it('expires an open payment after 15 minutes: the order is expired and the page can no longer pay', async () => {
    const { t, later } = await paymentApp();
    const { order, accessToken } = await placeRedirectOrder(t);
    later(PAYMENT_EXPIRY_MINUTES - 1);
    expect((await readOrder(t, order.id, accessToken)).body.order.status).toBe('pending');
    later(1);
    expect((await readOrder(t, order.id, accessToken)).body.order).toMatchObject({
      status: 'expired',
      payment: { status: 'expired' },
    });
    const page = await request(t.app).get(`/api/payments/${order.payment.transactionId}`);
    expect(page.body.payment.status).toBe('expired');
    const pay = await request(t.app)
      .post(`/api/payments/${order.payment.transactionId}/simulate`)
      .send({ outcome: 'paid' });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('PAYMENT_NOT_OPEN');
    expect(await customerRecords(t)).toEqual([]);
  });

  it('expires overdue orders in the sweep the server runs, without anyone reading them', async () => {
    const { t, later } = await paymentApp();
    const first = await placeRedirectOrder(t);
    later(10);
    const second = await placeRedirectOrder(t);
    later(5);
    expect(await t.services.orders.expireOverdue()).toBe(1);
    expect(await t.services.orders.expireOverdue()).toBe(0);
    const statuses = await t.store.kysely.selectFrom('orders').select(['id', 'status']).orderBy('id').execute();
    expect(statuses).toEqual([
      { id: first.order.id, status: 'expired' },
      { id: second.order.id, status: 'pending' },
    ]);
  });

  it('answers the webhook 200 for an unknown id and does nothing; refuses a body without an id', async () => {
    const { t } = await paymentApp();
    const { order } = await placeRedirectOrder(t);
    expect((await request(t.app).post('/api/payments/webhook').type('form').send('id=tr_unknown')).status).toBe(200);
    expect((await request(t.app).post('/api/payments/webhook').type('form').send('')).status).toBe(400);
    const stored = await t.store.kysely.selectFrom('orders').select('status').executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(order.status).toBe('pending');
  });

  it('never trusts the webhook: an open payment stays open however often its id is posted', async () => {
    const { t, onOrderPaid } = await paymentApp();
    const { order, accessToken } = await placeRedirectOrder(t);
    for (let i = 0; i < 3; i++)
      await request(t.app).post('/api/payments/webhook').send({ id: order.payment.transactionId, status: 'paid' });
    expect((await readOrder(t, order.id, accessToken)).body.order.status).toBe('pending');
    expect(onOrderPaid).not.toHaveBeenCalled();
  });

  it('answers 404 for a payment that does not exist or is a card payment', async () => {
    const { t } = await paymentApp();
    expect((await request(t.app).get('/api/payments/TX-000000000000')).body.code).toBe('PAYMENT_NOT_FOUND');
    expect((await request(t.app).get('/api/payments/not-an-id')).status).toBe(404);
    const card = await request(t.app)
      .post('/api/orders')
      .send({
        ...orderBody(),
        payment: {
          method: 'creditcard',
          card: { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'E Ørsted' },
        },
      });
    expect(card.status).toBe(201);
    expect((await request(t.app).get(`/api/payments/${card.body.order.payment.transactionId}`)).status).toBe(404);
    expect((await request(t.app).post('/api/payments/TX-000000000000/simulate').send({ outcome: 'paid' })).status).toBe(
      404,
    );
  });

  it('marks one order paid once when two instances hear of the payment at once', async () => {
    const { t, onOrderPaid } = await paymentApp();
    const { order } = await placeRedirectOrder(t);
    const { transactionId } = order.payment;
    await t.services.paymentProvider.simulate!(transactionId, 'paid');
    await Promise.all(Array.from({ length: 5 }, () => t.services.orders.handlePaymentNotice(transactionId)));
    expect(onOrderPaid).toHaveBeenCalledTimes(1);
    expect(await customerRecords(t)).toEqual([expect.objectContaining({ total_spent_cents: 2419 })]);
  });
});

describe('a provider without simulate', () => {
  it('does not serve the hosted page’s buttons', async () => {
    const base = await createTestApp();
    const { simulate: _simulate, ...realLike } = base.services.paymentProvider;
    const t = await createTestApp({ payments: realLike, db: base.store });
    const { order } = await placeRedirectOrder(t);
    const res = await request(t.app)
      .post(`/api/payments/${order.payment.transactionId}/simulate`)
      .send({ outcome: 'paid' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
