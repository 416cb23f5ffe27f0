// Issue 21's "done when", through the API as the browser and the back office call it (docs/contracts.md §7): an iDEAL
// order goes to the hosted payment page and comes back paid; its invoice (a PDF with VAT) is the customer's and the
// back office's, the order is in the order list and its amount in the revenue and the customer's total; a failed and
// a cancelled payment leave a failed order and no invoice; a retried POST with the same key charges once.
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { binary, pdfText } from './test/pdf.js';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
const CUSTOMER = { firstName: 'Ingrid', lastName: 'van der Wit', email: 'ingrid@example.nl' };

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  const registered = await request(t.app)
    .post('/api/auth/register')
    .set('Accept-Language', 'nl')
    .send({ ...CUSTOMER, password: 'Zomer-Fiets-2026', acceptTerms: true });
  customerToken = registered.body.token;
  const token = /token=([A-Za-z0-9_-]+)/.exec((await t.mails()).find((mail) => mail.to === CUSTOMER.email)!.text)![1];
  expect((await request(t.app).post('/api/auth/verify-email').send({ token })).status).toBe(204);
});

const admin = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`);
const customer = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${customerToken}`);

function order(method: 'ideal' | 'paypal' | 'applepay', key: string) {
  return request(t.app)
    .post('/api/orders')
    .set('Authorization', `Bearer ${customerToken}`)
    .set('Idempotency-Key', key)
    .send({
      product: {
        kind: 'esim-pro',
        configuration: { durationMonths: 12, calling: 'eu', nlData: 2, euData: 1, worldData: 0 },
      },
      customer: {
        name: 'Ingrid van der Wit',
        email: CUSTOMER.email,
        phone: '+31 6 1234 5678',
        country: 'NL',
        postcode: '3511 wc',
        houseNumber: '11',
        street: 'Vredenburgkade',
        city: 'Utrecht',
      },
      delivery: 'email',
      payment: { method },
      account: 'existing',
      withdrawalConsent: true,
    });
}

const simulatedPayments = async () =>
  Number(
    (
      await t.store.kysely
        .selectFrom('simulated_payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('order to cash', () => {
  it('pays an iDEAL order on the hosted page and books it everywhere the back office and the customer look', async () => {
    const before = (await admin('/api/admin/stats')).body.stats;

    const placed = await order('ideal', 'order-1');
    expect(placed.status).toBe(201);
    const { order: pending, accessToken } = placed.body;
    expect(pending).toMatchObject({ status: 'pending', payment: { method: 'ideal', status: 'open' } });
    expect(pending.payment.redirectUrl).toBe(`/betalen/${pending.payment.transactionId}`);

    // A retry (a double click, a lost answer) with the same key and body: the same order, no second payment.
    const retried = await order('ideal', 'order-1');
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(placed.body);
    expect(await simulatedPayments()).toBe(1);

    // Nothing is booked while the payment is open.
    expect((await customer('/api/invoices')).body.invoices).toEqual([]);

    // The hosted page, then its Pay button with a bank chosen.
    const page = await request(t.app).get(pending.payment.redirectUrl.replace('/betalen/', '/api/payments/'));
    expect(page.body.payment).toMatchObject({
      orderId: pending.id,
      status: 'open',
      amountCents: pending.product.totalWithVatCents,
    });
    const paid = await request(t.app)
      .post(`/api/payments/${pending.payment.transactionId}/simulate`)
      .send({ outcome: 'paid', bank: 'ing' });
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`/order-confirmation?order=${pending.id}`);

    // The confirmation page reads the order back with its token.
    const confirmed = await request(t.app).get(`/api/orders/${pending.id}`).set('X-Order-Token', accessToken);
    expect(confirmed.body.order).toMatchObject({ id: pending.id, status: 'paid', payment: { status: 'paid' } });

    // Its invoice: the customer's, with VAT, as a PDF in the customer's language.
    const { totalPriceCents, vatCents, totalWithVatCents } = pending.product;
    const own = (await customer('/api/invoices')).body.invoices;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      orderId: pending.id,
      status: 'paid',
      amountCents: totalPriceCents,
      vatAmountCents: vatCents,
      totalAmountCents: totalWithVatCents,
      customer_email: CUSTOMER.email,
    });
    const pdf = await binary(customer(`/api/invoices/${own[0].id}/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;
    expect(text).toContain(`Factuur ${own[0].invoice_number}`);
    expect(text).toContain('Ingrid van der Wit');
    expect(text).toContain('Vredenburgkade');
    // The lines in the account's language too, though the order was placed without one (English).
    expect(text).toContain('eSIM Pro, eerste maand van een abonnement');
    expect(text).toMatch(/Btw 21\s?%/);
    expect(text).toContain(euro(vatCents));
    expect(text).toContain(euro(totalWithVatCents));

    // The back office: the invoice, the order, the revenue and the customer's total.
    const invoices = (await admin(`/api/admin/invoices?search=${own[0].invoice_number}`)).body;
    expect(invoices.items).toEqual([expect.objectContaining({ id: own[0].id, status: 'paid' })]);
    const orders = (await admin(`/api/admin/orders?search=${pending.id}`)).body;
    expect(orders.items).toEqual([
      expect.objectContaining({ id: pending.id, status: 'paid', totalCents: totalWithVatCents }),
    ]);
    const after = (await admin('/api/admin/stats')).body.stats;
    expect(Math.round(after.monthlyRevenue * 100)).toBe(Math.round(before.monthlyRevenue * 100) + totalPriceCents);
    const customers = (await admin(`/api/admin/customers?search=${CUSTOMER.email}`)).body;
    expect(customers.items).toEqual([expect.objectContaining({ email: CUSTOMER.email })]);
    expect(Math.round(customers.items[0].totalSpent * 100)).toBe(totalWithVatCents);
  });

  it.each(['failed', 'canceled'] as const)(
    'leaves a failed order and no invoice when the payment is %s',
    async (outcome) => {
      const placed = await order('paypal', `order-${outcome}`);
      const { order: pending, accessToken } = placed.body;
      const settled = await request(t.app)
        .post(`/api/payments/${pending.payment.transactionId}/simulate`)
        .send({ outcome });
      expect(settled.status).toBe(200);
      const read = await request(t.app).get(`/api/orders/${pending.id}`).set('X-Order-Token', accessToken);
      expect(read.body.order).toMatchObject({ status: 'failed', payment: { status: outcome } });
      expect((await customer('/api/invoices')).body.invoices).toEqual([]);
      const invoices = await t.store.kysely
        .selectFrom('invoices')
        .select('id')
        .where('order_id', '=', pending.id)
        .execute();
      expect(invoices).toEqual([]);
      const customers = (await admin(`/api/admin/customers?search=${CUSTOMER.email}`)).body.items;
      expect(customers.every((row: { totalSpent: number }) => row.totalSpent === 0)).toBe(true);
      // A second click on the page's buttons is refused: the payment is no longer open.
      const again = await request(t.app)
        .post(`/api/payments/${pending.payment.transactionId}/simulate`)
        .send({ outcome: 'paid' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('PAYMENT_NOT_OPEN');
    },
  );
});
