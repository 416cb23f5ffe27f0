// A registered, confirmed customer who orders and pays through the API as the browser does (for the tests of what a
// paid order delivers: the subscription, its billing).
import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export interface TestCustomer {
  token: string;
  email: string;
  /** GET/PUT/POST with the customer's bearer token. */
  get(path: string): request.Test;
  put(path: string, body: object): request.Test;
  post(path: string, body?: object): request.Test;
}

/** Registers `email` in `language` and confirms the address from the mailed link. */
export async function registerCustomer(
  t: TestApp,
  {
    email,
    firstName = 'Ingrid',
    lastName = 'van der Wit',
    language = 'nl',
  }: {
    email: string;
    firstName?: string;
    lastName?: string;
    language?: 'en' | 'nl' | 'es';
  },
): Promise<TestCustomer> {
  const registered = await request(t.app)
    .post('/api/auth/register')
    .set('Accept-Language', language)
    .send({ firstName, lastName, email, password: 'Zomer-Fiets-2026', acceptTerms: true });
  expect(registered.status).toBe(201);
  const token = registered.body.token as string;
  const mail = (await t.mails()).filter((sent) => sent.to === email).at(-1)!;
  const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  expect((await request(t.app).post('/api/auth/verify-email').send({ token: verifyToken })).status).toBe(204);
  const auth = <R extends request.Test>(req: R) => req.set('Authorization', `Bearer ${token}`);
  return {
    token,
    email,
    get: (path) => auth(request(t.app).get(path)),
    put: (path, body) => auth(request(t.app).put(path)).send(body),
    post: (path, body) => auth(request(t.app).post(path)).send(body ?? {}),
  };
}

export const ESIM_PRO = { durationMonths: 12, calling: 'eu', nlData: 2, euData: 1, worldData: 0 } as const;

/** An order as the 201 answer of POST /api/orders gives it (the parts the tests read). */
export interface PlacedOrder {
  id: string;
  status: string;
  payment: { transactionId: string };
  product: { totalPriceCents: number };
}

/**
 * Orders `product` for the customer's account, to be paid by iDEAL, with Ingrid's address in Utrecht. Returns the
 * order as the 201 answer gave it: pending until paid, or paid at once when nothing is due (an assistant's trial).
 */
export async function placeOrder(customer: TestCustomer, product: object): Promise<PlacedOrder> {
  const placed = await customer.post('/api/orders', {
    product,
    customer: {
      name: 'Ingrid van der Wit',
      email: customer.email,
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '3511 wc',
      houseNumber: '11',
      street: 'Vredenburgkade',
      city: 'Utrecht',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'existing',
    withdrawalConsent: true,
  });
  expect(placed.status).toBe(201);
  return placed.body.order as PlacedOrder;
}

/**
 * Orders `product` for the customer's account and pays it by iDEAL on the simulated hosted page. Returns the paid
 * order as the 201 answer gave it.
 */
export async function orderAndPay(
  t: TestApp,
  customer: TestCustomer,
  product: object = { kind: 'esim-pro', configuration: ESIM_PRO },
): Promise<PlacedOrder> {
  const order = await placeOrder(customer, product);
  const paid = await request(t.app)
    .post(`/api/payments/${order.payment.transactionId}/simulate`)
    .send({ outcome: 'paid', bank: 'ing' });
  expect(paid.status).toBe(200);
  return order;
}

/**
 * Holds the `index`-th free Utrecht (030) number (the test customers live in Utrecht, which its numbering rule asks),
 * orders it with `bundle` and pays; the number (E.164).
 */
export async function orderVoipNumber(
  t: TestApp,
  customer: TestCustomer,
  { index = 0, bundle = null }: { index?: number; bundle?: string | null } = {},
): Promise<string> {
  const free = await request(t.app).get('/api/voip/numbers?area=030');
  expect(free.status).toBe(200);
  const number = (free.body.numbers as { number: string }[])[index]!.number;
  const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
  expect(hold.status).toBe(201);
  await orderAndPay(t, customer, { kind: 'voip', numberType: 'nl', number, bundle, numberHold: hold.body.holdToken });
  return number;
}

/** The id of the customer's (first) subscription of `kind`, from GET /api/subscriptions. */
export async function subscriptionIdOf(customer: TestCustomer, kind: string): Promise<number> {
  const { subscriptions } = (await customer.get('/api/subscriptions')).body as {
    subscriptions: { id: number; kind: string }[];
  };
  const found = subscriptions.find((row) => row.kind === kind);
  expect(found, `a subscription of kind ${kind}`).toBeDefined();
  return found!.id;
}

/**
 * Orders an AI assistant for the customer's account with `business` as its settings (the account's first starts its
 * free trial: paid at once, nothing charged); the id of the customer's first AI assistant subscription.
 */
export async function orderAssistant(
  customer: TestCustomer,
  business: object,
  plan: 'starter' | 'professional' | 'business' = 'starter',
): Promise<number> {
  const order = await placeOrder(customer, { kind: 'ai-assistant', plan, business });
  expect(order.status).toBe('paid');
  return subscriptionIdOf(customer, 'ai-assistant');
}
