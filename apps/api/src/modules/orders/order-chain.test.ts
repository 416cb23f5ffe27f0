// Reading an order back and retrying safely (docs/contracts.md §7): GET /api/orders/{id} for its account or its access
// token, and POST /api/orders with an Idempotency-Key.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'A de Vries' };
const PASSWORD = 'Zomer-Fiets-2026!';

function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
    customer: {
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '1012js',
      houseNumber: '1',
      street: 'Dam',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method: 'creditcard', card: CARD },
    account: 'guest',
    withdrawalConsent: true,
    ...overrides,
  };
}

async function signUp(t: TestApp, email: string) {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Anna', lastName: 'de Vries', email, password: PASSWORD, acceptTerms: true });
  return res.body.token as string;
}

const orderCount = async (t: TestApp) =>
  Number(
    (
      await t.store.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/orders/{id}', () => {
  it('answers a paid card order to whoever sends its access token, and 404 to anyone else', async () => {
    const t = await createTestApp();
    const placed = await request(t.app).post('/api/orders').send(orderBody());
    expect(placed.status).toBe(201);
    const { order, accessToken } = placed.body as { order: { id: string; status: string }; accessToken: string };
    expect(order.status).toBe('paid');
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const read = await request(t.app).get(`/api/orders/${order.id}`).set('X-Order-Token', accessToken);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    // With the eSIM the paid order delivers, preparing until its job has run.
    expect(read.body).toEqual({ order, esims: [expect.objectContaining({ orderId: order.id, status: 'preparing' })] });

    const without = await request(t.app).get(`/api/orders/${order.id}`);
    expect(without.status).toBe(404);
    expect(without.body.code).toBe('ORDER_NOT_FOUND');
    const wrong = await request(t.app)
      .get(`/api/orders/${order.id}`)
      .set('X-Order-Token', `${accessToken.slice(0, -1)}${accessToken.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.status).toBe(404);
    const other = await signUp(t, 'piet@example.nl');
    expect((await request(t.app).get(`/api/orders/${order.id}`).set('Authorization', `Bearer ${other}`)).status).toBe(
      404,
    );
    expect((await request(t.app).get('/api/orders/ORD-1').set('X-Order-Token', accessToken)).body.code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await request(t.app).get('/api/orders/not-an-order').set('X-Order-Token', accessToken)).status).toBe(404);
    // Only the token's SHA-256 is stored.
    const row = await t.store.kysely.selectFrom('orders').select('access_token_hash').executeTakeFirstOrThrow();
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the account that placed the order, with its bearer token alone', async () => {
    const t = await createTestApp();
    const anna = await signUp(t, 'anna@example.nl');
    const placed = await request(t.app)
      .post('/api/orders')
      .set('Authorization', `Bearer ${anna}`)
      .send(orderBody({ account: 'existing' }));
    const read = await request(t.app).get(`/api/orders/${placed.body.order.id}`).set('Authorization', `Bearer ${anna}`);
    expect(read.status).toBe(200);
    expect(read.body.order.id).toBe(placed.body.order.id);
  });

  it('keeps a declined card order, failed, for the back office; its token reads it', async () => {
    const t = await createTestApp();
    const declined = await request(t.app)
      .post('/api/orders')
      .send(orderBody({ payment: { method: 'creditcard', card: { ...CARD, number: '4000 0000 0000 0002' } } }));
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_FAILED');
    const rows = await t.store.kysely.selectFrom('orders').select(['status', 'payment_status', 'paid_at']).execute();
    expect(rows).toEqual([{ status: 'failed', payment_status: 'failed', paid_at: null }]);
    expect(await t.store.kysely.selectFrom('customers').selectAll().execute()).toEqual([]);
    expect(await t.store.kysely.selectFrom('activity').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the same order and token, charging once', async () => {
    const t = await createTestApp();
    const createPayment = vi.spyOn(t.services.paymentProvider, 'createPayment');
    const send = (body = orderBody()) =>
      request(t.app).post('/api/orders').set('Idempotency-Key', 'retry-7f3a').send(body);
    const first = await send();
    expect(first.status).toBe(201);
    // The same body, its fields in another order.
    const { account, ...rest } = orderBody();
    const second = await send({ account, ...rest } as ReturnType<typeof orderBody>);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(await orderCount(t)).toBe(1);
    expect(await t.store.kysely.selectFrom('simulated_payments').selectAll().execute()).toHaveLength(1);
  });

  it('answers two requests sent at once with the same key with one order', async () => {
    const t = await createTestApp();
    const createPayment = vi.spyOn(t.services.paymentProvider, 'createPayment');
    const send = () =>
      request(t.app)
        .post('/api/orders')
        .set('Idempotency-Key', 'double-click')
        .send(orderBody({ payment: { method: 'ideal' } }));
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.order.id)).size).toBe(1);
    expect(new Set(answers.map((res) => res.body.accessToken)).size).toBe(1);
    expect(createPayment).toHaveBeenCalledTimes(1);
    expect(await orderCount(t)).toBe(1);
  });

  it('answers a retry of a declined card with 402 again, without a second charge', async () => {
    const t = await createTestApp();
    const createPayment = vi.spyOn(t.services.paymentProvider, 'createPayment');
    const body = orderBody({ payment: { method: 'creditcard', card: { ...CARD, number: '4000000000000002' } } });
    const send = () => request(t.app).post('/api/orders').set('Idempotency-Key', 'declined-1').send(body);
    expect((await send()).status).toBe(402);
    expect((await send()).status).toBe(402);
    expect(createPayment).toHaveBeenCalledTimes(1);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT for the same key with another body or from another account', async () => {
    const t = await createTestApp();
    const send = (body: object) => request(t.app).post('/api/orders').set('Idempotency-Key', 'key-1').send(body);
    expect((await send(orderBody())).status).toBe(201);
    const other = await send(orderBody({ delivery: 'sms' }));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_CONFLICT');
    const token = await signUp(t, 'anna@example.nl');
    const asAccount = await request(t.app)
      .post('/api/orders')
      .set('Idempotency-Key', 'key-1')
      .set('Authorization', `Bearer ${token}`)
      .send(orderBody());
    expect(asAccount.status).toBe(409);
    expect(await orderCount(t)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['not ASCII', 'sleutel-é'],
  ])('refuses a key that is %s with 400', async (_case, key) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/orders').set('Idempotency-Key', key).send(orderBody());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ 'Idempotency-Key': expect.any(String) });
    expect(await orderCount(t)).toBe(0);
  });

  it('gives the key free again when the provider could not be reached, so that the retry pays', async () => {
    const t = await createTestApp();
    const createPayment = vi
      .spyOn(t.services.paymentProvider, 'createPayment')
      .mockRejectedValueOnce(new Error('provider unreachable'));
    const send = () => request(t.app).post('/api/orders').set('Idempotency-Key', 'flaky').send(orderBody());
    expect((await send()).status).toBe(500);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.body.order.status).toBe('paid');
    expect(createPayment).toHaveBeenCalledTimes(2);
    const statuses = await t.store.kysely.selectFrom('orders').select('status').orderBy('id').execute();
    expect(statuses).toEqual([{ status: 'failed' }, { status: 'paid' }]);
  });
});
