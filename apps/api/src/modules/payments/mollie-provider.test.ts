// The Mollie adapter (docs/contracts.md §12) against a local fake of Mollie's API (src/test/fake-mollie.ts): an iDEAL
// order goes open at Mollie → paid through Mollie's webhook to the running API, a refund reaches Mollie, and the
// simulated provider's calls are not served.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../../test/fake-mollie.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createMolliePaymentProvider } from './mollie-provider.js';
import { RefundRefusedError } from './payment-provider.js';

const ADMIN = { email: 'admin@example.nl', password: 'Admin-Wachtwoord-1' };

function orderBody(email: string) {
  return {
    product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
    customer: {
      name: 'Émile Ørsted',
      email,
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '1012 JS',
      houseNumber: '1',
      street: 'Dam',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
    withdrawalConsent: true,
  };
}

interface PlacedOrder {
  order: { id: string; status: string; payment: { transactionId: string; redirectUrl?: string; status: string } };
  accessToken: string;
  product?: unknown;
}

describe('payments through Mollie', () => {
  let mollie: FakeMollie;
  let server: Server;
  let publicUrl: string;
  let t: TestApp;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    // The API listens on a port of its own, so that the fake's webhook reaches it as Mollie's would.
    server = createServer((req, res) => t.app(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: mollie.apiKey,
        MOLLIE_API_URL: mollie.apiUrl,
        PUBLIC_URL: publicUrl,
      },
    });
    await t.services.auth.ensureAdminAccount(ADMIN);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await mollie.close();
  });

  const place = async (email: string, language = 'nl') => {
    const res = await request(t.app).post('/api/orders').set('Accept-Language', language).send(orderBody(email));
    expect(res.status).toBe(201);
    return res.body as PlacedOrder;
  };
  const readOrder = (placed: PlacedOrder) =>
    request(t.app).get(`/api/orders/${placed.order.id}`).set('X-Order-Token', placed.accessToken);

  it('creates the payment at Mollie and sends the visitor to its checkout', async () => {
    const placed = await place('ideal-open@example.nl');
    const { order } = placed;
    expect(order.status).toBe('pending');
    expect(order.payment.transactionId).toMatch(/^tr_\w+$/);
    const payment = mollie.payments.get(order.payment.transactionId);
    expect(order.payment.redirectUrl).toBe(
      `${mollie.apiUrl.replace('/v2/', '')}/checkout/select-method/${payment?.id}`,
    );
    const total = (await readOrder(placed)).body.order.product.totalWithVatCents as number;
    expect(payment).toMatchObject({
      status: 'open',
      method: 'ideal',
      amount: { currency: 'EUR', value: (total / 100).toFixed(2) },
      redirectUrl: `${publicUrl}/order-confirmation?order=${order.id}`,
      webhookUrl: `${publicUrl}/api/payments/webhook`,
      metadata: { orderId: order.id },
      locale: 'nl_NL',
    });
    expect(payment?.description).toContain(order.id);
  });

  it("moves the order to paid on Mollie's webhook, and a refund reaches Mollie", async () => {
    const placed = await place('ideal-paid@example.nl', 'en');
    const transactionId = placed.order.payment.transactionId;
    expect(mollie.payments.get(transactionId)?.locale).toBe('en_US');

    expect(await mollie.complete(transactionId, 'paid')).toBe(200);
    const paid = (await readOrder(placed)).body.order;
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'paid' } });

    const login = await request(t.app).post('/api/auth/login').send(ADMIN);
    const refund = await request(t.app)
      .post(`/api/admin/orders/${placed.order.id}/refund`)
      .set('Authorization', `Bearer ${login.body.token as string}`);
    expect(refund.status).toBe(200);
    expect(refund.body.order.status).toBe('refunded');
    expect(mollie.refunds).toEqual([
      expect.objectContaining({
        paymentId: transactionId,
        amount: { currency: 'EUR', value: (paid.product.totalWithVatCents / 100).toFixed(2) },
      }),
    ]);
  });

  it("leaves an order open on a webhook while Mollie still says open, and fails it when Mollie's payment fails", async () => {
    const placed = await place('ideal-failed@example.nl');
    const webhook = await request(t.app)
      .post('/api/payments/webhook')
      .type('form')
      .send({ id: placed.order.payment.transactionId });
    expect(webhook.status).toBe(200);
    expect((await readOrder(placed)).body.order.status).toBe('pending');
    expect(await mollie.complete(placed.order.payment.transactionId, 'failed')).toBe(200);
    expect((await readOrder(placed)).body.order).toMatchObject({ status: 'failed', payment: { status: 'failed' } });
  });

  it('answers 200 to a webhook with an id Mollie does not know, and changes nothing', async () => {
    const res = await request(t.app).post('/api/payments/webhook').type('form').send({ id: 'tr_unknown123' });
    expect(res.status).toBe(200);
  });

  it("does not serve the simulated provider's buttons", async () => {
    const placed = await place('ideal-simulate@example.nl');
    const res = await request(t.app)
      .post(`/api/payments/${placed.order.payment.transactionId}/simulate`)
      .send({ outcome: 'paid' });
    expect(res.status).toBe(404);
    const simulatedId = await request(t.app).post('/api/payments/TX-4F9A2C81B3D7/simulate').send({ outcome: 'paid' });
    expect(simulatedId.status).toBe(404);
    expect(mollie.payments.get(placed.order.payment.transactionId)?.status).toBe('open');
  });
});

describe('the Mollie adapter', () => {
  let mollie: FakeMollie;
  beforeAll(async () => {
    mollie = await startFakeMollie();
  });
  afterAll(() => mollie.close());

  const create = (provider: ReturnType<typeof createMolliePaymentProvider>) =>
    provider.createPayment({
      orderId: 'ORD-1',
      amountCents: 2723,
      currency: 'EUR',
      description: 'Order ORD-1',
      method: 'creditcard',
      card: { number: '4111111111111111' },
      returnUrl: 'https://telenova.example/order-confirmation?order=ORD-1',
      webhookUrl: 'https://telenova.example/api/payments/webhook',
      expiresAt: new Date().toISOString(),
      metadata: { orderId: 'ORD-1' },
    });

  it("sends a card payment to Mollie's checkout too, and never the card's number", async () => {
    const provider = createMolliePaymentProvider({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl });
    const created = await create(provider);
    expect(created).toMatchObject({ status: 'open', checkoutUrl: expect.stringContaining('/checkout/') });
    expect(JSON.stringify(mollie.payments.get(created.transactionId))).not.toMatch(/4111 ?1111 ?1111 ?1111/);
    expect(await provider.getPayment(created.transactionId)).toMatchObject({
      transactionId: created.transactionId,
      orderId: 'ORD-1',
      status: 'open',
      amountCents: 2723,
      method: 'creditcard',
    });
  });

  it('refuses a refund of an unpaid payment or of more than was paid', async () => {
    const provider = createMolliePaymentProvider({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl });
    const created = await create(provider);
    await expect(provider.refund(created.transactionId, 2723)).rejects.toBeInstanceOf(RefundRefusedError);
    mollie.payments.get(created.transactionId)!.status = 'paid';
    await expect(provider.refund(created.transactionId, 2724)).rejects.toBeInstanceOf(RefundRefusedError);
    expect(await provider.refund(created.transactionId, 2723)).toMatchObject({ status: 'pending' });
  });

  it('fails loudly with a wrong API key, and knows no payment Mollie does not know', async () => {
    const provider = createMolliePaymentProvider({ apiKey: `test_${'w'.repeat(30)}`, apiUrl: mollie.apiUrl });
    await expect(create(provider)).rejects.toThrow(/authenticate/);
    const right = createMolliePaymentProvider({ apiKey: mollie.apiKey, apiUrl: mollie.apiUrl });
    expect(await right.getPayment('tr_doesnotexist')).toBeUndefined();
  });
});
