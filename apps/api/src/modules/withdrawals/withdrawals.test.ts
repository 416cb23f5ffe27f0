// The withdrawal function (docs/contracts.md §13 "Withdrawal"): who may withdraw (the order's account, or whoever
// opens the link mailed to the order's address), for how long (14 full days after the day of payment, Dutch time),
// what it refunds (the days not used), what it ends, what it records (the credit note) and the acknowledgement mail.
import request from 'supertest';
import { BRAND_NAME, formatEuro, numberInventory } from '@telecom/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerCustomer } from '../../test/customer-orders.js';

const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'Card Holder' };
const ESIM_PRO = {
  kind: 'esim-pro',
  configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
};
const TRAVEL = { kind: 'travel', regionId: 'europa', planId: 'standard' };

function orderBody(
  email: string,
  {
    product = ESIM_PRO as object,
    account = 'guest',
    payment = { method: 'creditcard', card: CARD } as object,
  }: { product?: object; account?: string; payment?: object } = {},
) {
  return {
    product,
    customer: {
      name: 'Sanne de Boer',
      email,
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '3511 wc',
      houseNumber: '11',
      street: 'Vredenburgkade',
      city: 'Utrecht',
    },
    delivery: 'email',
    payment,
    account,
    withdrawalConsent: true,
  };
}

/** An app whose clock the test moves; orders are paid by card within the request. */
async function shop(start = '2026-11-10T09:00:00.000Z') {
  let now = new Date(start);
  const t = await createTestApp({ clock: { now: () => now } });
  const setNow = (iso: string) => {
    now = new Date(iso);
  };
  return { t, setNow };
}

/** Places an order (a guest's unless a token is given) and answers the stored order's id. */
async function placeOrder(t: TestApp, body: object, token?: string): Promise<string> {
  const req = request(t.app).post('/api/orders').set('Accept-Language', 'nl');
  const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body);
  expect(res.status).toBe(201);
  return res.body.order.id as string;
}

/** The mails sent so far to `to`, after the background work (the link mail) has settled. */
async function mailsTo(t: TestApp, to: string) {
  await t.services.background.settled(5_000);
  return (await t.mails()).filter((mail) => mail.to === to);
}

/** The step-2 token of the link mailed to `to`. */
async function mailedToken(t: TestApp, to: string): Promise<{ orderId: string; token: string }> {
  const mail = (await mailsTo(t, to)).at(-1)!;
  const match = /\/herroepen\?order=(ORD-\d+)&t=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match).not.toBeNull();
  return { orderId: match![1]!, token: match![2]! };
}

describe('POST /api/orders/{id}/withdraw', () => {
  it('withdraws a signed-in customer’s paid eSIM Pro order: refund of the days not used, services ended, credit note and acknowledgement', async () => {
    const { t, setNow } = await shop('2026-11-10T09:00:00.000Z');
    const customer = await registerCustomer(t, { email: 'sanne@example.nl' });
    const id = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), customer.token);
    await t.services.jobs.runDueJobs();
    const paid = (await customer.get(`/api/orders/${id}`)).body.order;
    const paidCents = paid.product.totalWithVatCents as number;

    // Two days later, 15:30 Dutch time: the 10th, 11th and 12th used of the first period, 10–30 November (21 days).
    setNow('2026-11-12T14:30:00.000Z');
    const quote = await customer.get(`/api/orders/${id}/withdrawal`);
    expect(quote.status).toBe(200);
    const refundCents = Math.round((paidCents * 18) / 21);
    expect(quote.body.withdrawal).toMatchObject({
      possible: true,
      refusal: null,
      lastDay: '2026-11-24',
      paidCents,
      refundCents,
      daysUsed: 3,
      periodDays: 21,
      withdrawnAt: null,
    });

    const res = await customer.post(`/api/orders/${id}/withdraw`).set('Accept-Language', 'nl');
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('withdrawn');
    expect(res.body.withdrawal).toMatchObject({
      possible: false,
      refusal: 'ORDER_WITHDRAWN',
      refundCents,
      withdrawnAt: '2026-11-12T14:30:00.000Z',
    });
    expect(res.body.withdrawal.creditNoteNumber).toMatch(/^CN-2026-\d{3}$/);

    const db = t.store.kysely;
    // The provider refunded that amount, once.
    const payment = await db
      .selectFrom('simulated_payments')
      .select(['refunded_cents'])
      .where('transaction_id', '=', paid.payment.transactionId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.refunded_cents)).toBe(refundCents);
    // The credit note is of the refund, linked to the invoice.
    const notes = await db
      .selectFrom('invoices')
      .select(['invoice_number', 'kind', 'total_cents', 'amount_cents', 'vat_cents', 'credit_note_of'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(notes.map((note) => note.kind)).toEqual(['invoice', 'credit-note']);
    expect(Number(notes[1]!.total_cents)).toBe(-refundCents);
    expect(Number(notes[1]!.amount_cents) + Number(notes[1]!.vat_cents)).toBe(-refundCents);
    expect(notes[1]!.invoice_number).toBe(res.body.withdrawal.creditNoteNumber);
    // The services ended: the eSIM expired, the subscription cancelled today.
    const esims = (await customer.get('/api/esims')).body.esims as { status: string }[];
    expect(esims.map((esim) => esim.status)).toEqual(['expired']);
    const subscriptions = (await customer.get('/api/subscriptions')).body.subscriptions as {
      status: string;
      endsOn: string;
    }[];
    expect(subscriptions).toMatchObject([{ status: 'cancelled', endsOn: '2026-11-12' }]);
    // The customer's order list shows it withdrawn.
    expect((await customer.get('/api/orders')).body.orders[0].status).toBe('withdrawn');

    // The acknowledgement, in the account's language, with the date and time in Dutch time and the refund.
    const ack = (await mailsTo(t, 'sanne@example.nl')).find((mail) => mail.subject.includes('herroeping'))!;
    expect(ack.subject).toBe(`Bevestiging van je herroeping van bestelling ${id}`);
    expect(ack.text).toContain(`op 12 november 2026 om 15:30 (Nederlandse tijd)`);
    const euro = (cents: number) => formatEuro(cents, 'nl-NL');
    expect(ack.text).toContain(`We betalen ${euro(refundCents)} van de betaalde ${euro(paidCents)} terug`);
    expect(ack.text).toContain(`creditnota ${res.body.withdrawal.creditNoteNumber}`);

    // A second withdrawal: 409, translated.
    const again = await customer.post(`/api/orders/${id}/withdraw`).set('Accept-Language', 'es');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ORDER_WITHDRAWN', message: 'Ya has desistido de este pedido' });
  });

  it('counts the 14th day after the payment in full, Dutch time, and refuses from midnight after it', async () => {
    // Paid on 10 November at 23:30 Dutch time (22:30 UTC): the last day is 24 November.
    const { t, setNow } = await shop('2026-11-10T22:30:00.000Z');
    const customer = await registerCustomer(t, { email: 'sanne@example.nl', language: 'en' });
    const first = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), customer.token);
    const second = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), customer.token);

    setNow('2026-11-24T22:59:59.000Z'); // 23:59:59 on the 24th, Dutch time
    expect((await customer.get(`/api/orders/${first}/withdrawal`)).body.withdrawal).toMatchObject({
      possible: true,
      lastDay: '2026-11-24',
    });
    expect((await customer.post(`/api/orders/${first}/withdraw`)).status).toBe(200);

    setNow('2026-11-24T23:00:00.000Z'); // midnight: the 25th
    const late = await customer.post(`/api/orders/${second}/withdraw`).set('Accept-Language', 'nl');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'WITHDRAWAL_PERIOD_ENDED',
      message: 'De herroepingstermijn van 14 dagen voor deze bestelling is voorbij',
    });
    const quote = (await customer.get(`/api/orders/${second}/withdrawal`)).body.withdrawal;
    expect(quote).toMatchObject({ possible: false, refusal: 'WITHDRAWAL_PERIOD_ENDED' });
    const row = await t.store.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });

  it('refuses an unpaid order and one the back office refunded', async () => {
    const { t } = await shop();
    const admin = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
    await t.services.auth.ensureAdminAccount(admin);
    const adminToken = (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
    const customer = await registerCustomer(t, { email: 'sanne@example.nl' });
    const unpaid = await placeOrder(
      t,
      orderBody('sanne@example.nl', { account: 'existing', payment: { method: 'ideal' } }),
      customer.token,
    );
    const refunded = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), customer.token);
    const refund = await request(t.app)
      .post(`/api/admin/orders/${refunded}/refund`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(refund.status).toBe(200);

    for (const id of [unpaid, refunded]) {
      const res = await customer.post(`/api/orders/${id}/withdraw`).set('Accept-Language', 'en');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'ORDER_NOT_PAID',
        message: 'This order cannot be withdrawn from: it has not been paid or has been refunded already',
      });
    }
  });

  it('answers 404 to another account and to a wrong link token, as for an order that does not exist', async () => {
    const { t } = await shop();
    const owner = await registerCustomer(t, { email: 'sanne@example.nl' });
    const other = await registerCustomer(t, { email: 'ander@example.nl' });
    const id = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), owner.token);
    expect((await other.post(`/api/orders/${id}/withdraw`)).status).toBe(404);
    expect(
      (await request(t.app).post(`/api/orders/${id}/withdraw`).set('X-Withdrawal-Token', 'x'.repeat(43))).status,
    ).toBe(404);
    expect((await request(t.app).get(`/api/orders/${id}/withdrawal`)).status).toBe(404);
    expect((await owner.post('/api/orders/ORD-1/withdraw')).status).toBe(404);
    const row = await t.store.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });

  it('refunds nothing of an eSIM Pro order paid on a month’s last day and withdrawn that day, and says so', async () => {
    const { t } = await shop('2026-11-30T10:00:00.000Z');
    const customer = await registerCustomer(t, { email: 'sanne@example.nl' });
    const id = await placeOrder(t, orderBody('sanne@example.nl', { account: 'existing' }), customer.token);
    const res = await customer.post(`/api/orders/${id}/withdraw`);
    expect(res.status).toBe(200);
    expect(res.body.withdrawal).toMatchObject({ refundCents: 0, daysUsed: 1, periodDays: 1, creditNoteNumber: null });
    const ack = (await mailsTo(t, 'sanne@example.nl')).find((mail) => mail.subject.includes('herroeping'))!;
    expect(ack.text).toContain(`We betalen ${formatEuro(0, 'nl-NL')} van de betaalde`);
    expect(ack.text).toContain('de dienst liep 1 van de 1 betaalde dag.');
  });

  it('refunds a travel plan by its validity days, counted from the day its eSIM was installed', async () => {
    const { t, setNow } = await shop('2026-11-10T09:00:00.000Z');
    const id = await placeOrder(t, orderBody('reiziger@example.nl', { product: TRAVEL }));
    await t.services.jobs.runDueJobs();
    await t.store.kysely
      .updateTable('esims')
      .set({ status: 'installed', installed_at: '2026-11-11T08:00:00.000Z' })
      .where('order_id', '=', id)
      .execute();
    setNow('2026-11-13T10:00:00.000Z');
    await request(t.app).post('/api/withdrawals/link').send({ orderId: id, email: 'reiziger@example.nl' });
    const { token } = await mailedToken(t, 'reiziger@example.nl');
    const res = await request(t.app).post(`/api/orders/${id}/withdraw`).set('X-Withdrawal-Token', token);
    expect(res.status).toBe(200);
    const { paidCents, daysUsed, periodDays, refundCents } = res.body.withdrawal;
    // Europa Standard: 15 days; the 11th, 12th and 13th used.
    expect({ daysUsed, periodDays }).toEqual({ daysUsed: 3, periodDays: res.body.order.product.duration });
    expect(refundCents).toBe(Math.round((paidCents * (periodDays - 3)) / periodDays));
  });
});

describe('a withdrawal from an order at another rate than 21%', () => {
  it('writes its credit note at the invoice’s rate: a German consumer’s 19%', async () => {
    const { t, setNow } = await shop('2026-11-10T09:00:00.000Z');
    const body = orderBody('kai@example.de', { product: TRAVEL });
    const german = {
      ...body,
      customer: {
        ...body.customer,
        country: 'DE',
        postcode: '10115',
        houseNumber: '',
        street: 'Invalidenstraße 1',
        city: 'Berlin',
      },
    };
    const id = await placeOrder(t, german);
    await t.services.jobs.runDueJobs();
    setNow('2026-11-11T10:00:00.000Z');
    await request(t.app).post('/api/withdrawals/link').send({ orderId: id, email: 'kai@example.de' });
    const { token } = await mailedToken(t, 'kai@example.de');
    const res = await request(t.app).post(`/api/orders/${id}/withdraw`).set('X-Withdrawal-Token', token);
    expect(res.status).toBe(200);
    expect(res.body.order.product.vatPercent).toBe(19);
    const rows = await t.store.kysely
      .selectFrom('invoices')
      .select(['kind', 'vat_percent', 'amount_cents', 'vat_cents', 'total_cents'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.kind, Number(row.vat_percent)])).toEqual([
      ['invoice', 19],
      ['credit-note', 19],
    ]);
    // A travel plan not yet installed is refunded in full: the credit note is the invoice, negated.
    const [invoice, note] = rows;
    expect(Number(note!.total_cents)).toBe(-res.body.withdrawal.refundCents);
    expect([Number(note!.amount_cents), Number(note!.vat_cents)]).toEqual([
      -Number(invoice!.amount_cents),
      -Number(invoice!.vat_cents),
    ]);
  });
});

describe('a VOIP order withdrawn from', () => {
  it('frees its new number again', async () => {
    const { t, setNow } = await shop('2026-11-24T10:00:00.000Z');
    await t.services.voip.ensureInventory();
    const customer = await registerCustomer(t, { email: 'ingrid@example.nl' });
    // A Utrecht number for the order's Utrecht address (the numbering rule, docs/decisions/048).
    const number = numberInventory('030')[0]!;
    const hold = await request(t.app).post('/api/voip/numbers/hold').send({ number });
    expect(hold.status).toBe(201);
    const product = { kind: 'voip', numberType: 'nl', number, numberHold: hold.body.holdToken, bundle: null };
    const id = await placeOrder(t, orderBody('ingrid@example.nl', { product, account: 'existing' }), customer.token);
    const numberStatus = async () =>
      (
        await t.store.kysely
          .selectFrom('voip_numbers')
          .select('status')
          .where('number', '=', number)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await numberStatus()).toBe('assigned');
    setNow('2026-11-25T10:00:00.000Z');
    expect((await customer.post(`/api/orders/${id}/withdraw`)).status).toBe(200);
    expect(await numberStatus()).toBe('free');
  });

  it('rejects its open porting request and refunds the porting fee in full', async () => {
    const { t, setNow } = await shop('2026-11-24T10:00:00.000Z');
    const customer = await registerCustomer(t, { email: 'ingrid@example.nl' });
    const porting = {
      number: '06 1234 5678',
      currentProvider: 'KPN',
      holderName: 'Ingrid van der Wit',
      date: '2026-12-02',
      consent: true,
    };
    const product = { kind: 'voip', numberType: 'nl', porting, bundle: null };
    const id = await placeOrder(t, orderBody('ingrid@example.nl', { product, account: 'existing' }), customer.token);
    setNow('2026-11-25T10:00:00.000Z');
    const res = await customer.post(`/api/orders/${id}/withdraw`);
    expect(res.status).toBe(200);
    // €2.50 a month and €15.00 once, €21.18 with VAT: 5 of the 7 days of 24–30 November not used, the fee in full.
    expect(res.body.withdrawal).toMatchObject({ paidCents: 2118, daysUsed: 2, periodDays: 7 });
    expect(res.body.withdrawal.refundCents).toBe(Math.round((2118 * (250 * 5 + 1500 * 7)) / (1750 * 7)));
    const request_ = await t.store.kysely
      .selectFrom('porting_requests')
      .select('status')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request_.status).toBe('rejected');
  });
});

describe('POST /api/withdrawals/link', () => {
  it('mails a guest the signed link to step 2, which shows the refund and withdraws', async () => {
    const { t } = await shop();
    const id = await placeOrder(t, orderBody('gast@example.nl'));
    const res = await request(t.app)
      .post('/api/withdrawals/link')
      .set('Accept-Language', 'nl')
      .send({ orderId: id.toLowerCase(), email: ' Gast@Example.nl ' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(
      'Als deze bestelling met dit e-mailadres is geplaatst, hebben we er een link naartoe gestuurd om de bestelling te herroepen.',
    );
    const mail = (await mailsTo(t, 'gast@example.nl')).at(-1)!;
    expect(mail.subject).toBe(`Je bestelling ${id} bij ${BRAND_NAME} herroepen`);
    const { orderId, token } = await mailedToken(t, 'gast@example.nl');
    expect(orderId).toBe(id);

    const quote = await request(t.app).get(`/api/orders/${id}/withdrawal`).set('X-Withdrawal-Token', token);
    expect(quote.status).toBe(200);
    expect(quote.body.withdrawal).toMatchObject({ possible: true, daysUsed: 1 });
    const withdrawn = await request(t.app).post(`/api/orders/${id}/withdraw`).set('X-Withdrawal-Token', token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.order.status).toBe('withdrawn');
    const ack = (await mailsTo(t, 'gast@example.nl')).at(-1)!;
    expect(ack.subject).toBe(`Bevestiging van je herroeping van bestelling ${id}`);
    expect(ack.text).toMatch(/ontvangen op 10 november 2026 om 10:00 \(Nederlandse tijd\)/);
  });

  it('answers the same when the order and address do not match, and mails nothing', async () => {
    const { t } = await shop();
    const id = await placeOrder(t, orderBody('gast@example.nl'));
    const wrong = await request(t.app)
      .post('/api/withdrawals/link')
      .set('Accept-Language', 'nl')
      .send({ orderId: id, email: 'iemand@example.nl' });
    const unknown = await request(t.app)
      .post('/api/withdrawals/link')
      .set('Accept-Language', 'nl')
      .send({ orderId: 'ORD-123', email: 'gast@example.nl' });
    const right = await request(t.app)
      .post('/api/withdrawals/link')
      .set('Accept-Language', 'nl')
      .send({ orderId: id, email: 'gast@example.nl' });
    expect([wrong.status, unknown.status, right.status]).toEqual([202, 202, 202]);
    expect(wrong.body).toEqual(right.body);
    expect(unknown.body).toEqual(right.body);
    await t.services.background.settled(5_000);
    const links = (await t.mails()).filter((mail) => mail.text.includes('/herroepen?'));
    expect(links.map((mail) => mail.to)).toEqual(['gast@example.nl']);
  });

  it('refuses a malformed order number on its field, translated', async () => {
    const { t } = await shop();
    const res = await request(t.app)
      .post('/api/withdrawals/link')
      .set('Accept-Language', 'es')
      .send({ orderId: '12345', email: 'gast@example.nl' });
    expect(res.status).toBe(400);
    expect(res.body.fields.orderId).toBe(
      'Introduce el número de pedido de tu correo de confirmación, como ORD-1736848200000',
    );
  });

  it('limits the links per address', async () => {
    const { t } = await shop();
    const ask = () =>
      request(t.app).post('/api/withdrawals/link').send({ orderId: 'ORD-123', email: 'gast@example.nl' });
    for (let i = 0; i < 5; i += 1) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/orders', () => {
  it('stores when the consumer consented that the service starts at once', async () => {
    const { t } = await shop('2026-11-10T09:00:00.000Z');
    const id = await placeOrder(t, orderBody('gast@example.nl'));
    const row = await t.store.kysely
      .selectFrom('orders')
      .select('withdrawal_consent_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawal_consent_at).toBe('2026-11-10T09:00:00.000Z');
  });
});
