// /api/subscriptions (docs/contracts.md §8) through the API as the dashboard calls it: a paid eSIM Pro order's
// subscription with its month, minimum term and next invoice; the price of a change; the change from next month;
// cancelling (mailed, to the later of the month's end and the minimum term's end) and resuming; someone else's is 404.
import { calculateEsimPrice, monthlyWithVat, translateMessage } from '@telecom/domain';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ESIM_PRO, orderAndPay, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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

async function onlySubscription(customer: TestCustomer = ingrid) {
  const answer = await customer.get('/api/subscriptions');
  expect(answer.status).toBe(200);
  expect(answer.body.subscriptions).toHaveLength(1);
  return answer.body.subscriptions[0];
}

const query = (configuration: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(configuration).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

describe('the subscription of a paid order', () => {
  it('is made for a paid eSIM Pro order, with its month, minimum term and next invoice', async () => {
    expect((await ingrid.get('/api/subscriptions')).body.subscriptions).toEqual([]);
    const order = await orderAndPay(t, ingrid);
    const esim = await t.store.kysely
      .selectFrom('esims')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    expect(esim).toBeDefined();
    const { monthlyCents } = calculateEsimPrice(ESIM_PRO);
    expect(order.product.totalPriceCents).toBe(monthlyCents);
    expect(await onlySubscription()).toEqual({
      id: expect.any(Number),
      kind: 'esim-pro',
      status: 'active',
      name: 'eSIM Pro',
      configuration: ESIM_PRO,
      plan: null,
      number: null,
      numberType: null,
      bundle: null,
      trialEnd: null,
      business: null,
      monthlyCents,
      monthlyWithVatCents: monthlyWithVat(monthlyCents),
      nextConfiguration: null,
      nextMonthlyCents: null,
      startedOn: '2026-11-24',
      currentPeriodStart: '2026-11-01',
      currentPeriodEnd: '2026-11-30',
      minimumTermEnd: '2027-10-31',
      nextInvoiceDate: '2026-12-01',
      endsOn: null,
      orderId: order.id,
      esimId: esim?.id ?? null,
    });
  });

  it('is not made for a travel plan, nor before the payment', async () => {
    await orderAndPay(t, ingrid, { kind: 'travel', regionId: 'europa', planId: 'standard' });
    expect((await ingrid.get('/api/subscriptions')).body.subscriptions).toEqual([]);
    const pending = await ingrid.post('/api/orders', {
      product: { kind: 'esim-pro', configuration: ESIM_PRO },
      customer: {
        name: 'Ingrid van der Wit',
        email: ingrid.email,
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
    expect(pending.body.order.status).toBe('pending');
    expect((await ingrid.get('/api/subscriptions')).body.subscriptions).toEqual([]);
  });

  it('is the account’s own: anyone else gets 404 for it, and a visitor 401', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const other = await registerCustomer(t, { email: 'pieter@example.nl', firstName: 'Pieter', language: 'en' });
    expect((await other.get('/api/subscriptions')).body.subscriptions).toEqual([]);
    const calls = [
      other.get(`/api/subscriptions/${id}/preview?${query(ESIM_PRO)}`),
      other.put(`/api/subscriptions/${id}`, { configuration: ESIM_PRO }),
      other.post(`/api/subscriptions/${id}/cancel`),
      other.post(`/api/subscriptions/${id}/resume`),
      ingrid.post('/api/subscriptions/abc/cancel'),
    ];
    for (const call of calls) {
      const answer = await call;
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 404,
        code: 'SUBSCRIPTION_NOT_FOUND',
      });
    }
    expect((await onlySubscription()).status).toBe('active');
    expect((await request(t.app).get('/api/subscriptions')).status).toBe(401);
  });
});

describe('changing a subscription', () => {
  it('previews the new monthly price as calculateEsimPrice gives it, from next month', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const bigger = { durationMonths: 24, calling: 'world', nlData: 4, euData: 3, worldData: 2 };
    const preview = await ingrid.get(`/api/subscriptions/${id}/preview?${query(bigger)}`);
    expect(preview.status).toBe(200);
    const price = calculateEsimPrice(bigger as never);
    expect(preview.body).toEqual({
      monthlyCents: price.monthlyCents,
      monthlyWithVatCents: price.totalWithVatCents,
      currentMonthlyCents: calculateEsimPrice(ESIM_PRO).monthlyCents,
      effectiveFrom: '2026-12-01',
      // 24 months counted from the change's month: the term moves, and the preview says so.
      currentMinimumTermEnd: '2027-10-31',
      minimumTermEnd: '2028-11-30',
    });
  });

  it('shows the minimum term the change will apply, and the billing run applies exactly that term', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const preview = async (configuration: Record<string, string | number>) =>
      (await ingrid.get(`/api/subscriptions/${id}/preview?${query(configuration)}`)).body as {
        currentMinimumTermEnd: string;
        minimumTermEnd: string;
      };
    // The same duration with more data: 12 months from December would end after the current term, so it moves.
    const moreData = { ...ESIM_PRO, nlData: 4 };
    expect(await preview(moreData)).toMatchObject({
      currentMinimumTermEnd: '2027-10-31',
      minimumTermEnd: '2027-11-30',
    });
    // A shorter duration never ends the current term early; the configuration it has keeps its term.
    expect((await preview({ ...ESIM_PRO, durationMonths: 3 })).minimumTermEnd).toBe('2027-10-31');
    expect((await preview(ESIM_PRO)).minimumTermEnd).toBe('2027-10-31');

    const shown = (await preview(moreData)).minimumTermEnd;
    expect((await ingrid.put(`/api/subscriptions/${id}`, { configuration: moreData })).status).toBe(200);
    // Not before the change's month.
    expect((await onlySubscription()).minimumTermEnd).toBe('2027-10-31');
    at('2026-12-01T03:00:00.000Z');
    await t.services.billing.runBilling('2026-12-01');
    expect((await onlySubscription()).minimumTermEnd).toBe(shown);
  });

  it('refuses a preview of a configuration that cannot be ordered, naming the fields', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const wrong = await ingrid.get(
      `/api/subscriptions/${id}/preview?${query({ durationMonths: 5, calling: 'mars', nlData: 9, euData: 0, worldData: 0 })}`,
    );
    expect(wrong.status).toBe(400);
    const invalid = translateMessage('validation.configuration.invalid', 'en');
    expect(wrong.body.fields).toMatchObject({ durationMonths: invalid, calling: invalid, nlData: invalid });
    const noData = await ingrid.get(`/api/subscriptions/${id}/preview?${query({ ...ESIM_PRO, nlData: 0, euData: 0 })}`);
    expect(noData.status).toBe(400);
    expect(Object.values(noData.body.fields)).toContain(translateMessage('validation.data.required', 'en'));
  });

  it('stores a change for next month and keeps this month’s price; the current configuration takes it back', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const next = { durationMonths: 12, calling: 'nl', nlData: 4, euData: 0, worldData: 0 };
    const changed = await ingrid.put(`/api/subscriptions/${id}`, { configuration: next });
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({
      status: 'active',
      configuration: ESIM_PRO,
      monthlyCents: calculateEsimPrice(ESIM_PRO).monthlyCents,
      nextConfiguration: next,
      nextMonthlyCents: calculateEsimPrice(next as never).monthlyCents,
    });
    expect(await onlySubscription()).toEqual(changed.body.subscription);
    const back = await ingrid.put(`/api/subscriptions/${id}`, { configuration: ESIM_PRO });
    expect(back.body.subscription).toMatchObject({ nextConfiguration: null, nextMonthlyCents: null });
    const bad = await ingrid.put(`/api/subscriptions/${id}`, { configuration: { ...next, calling: 'mars' } });
    expect(bad.status).toBe(400);
  });
});

describe('cancelling and resuming', () => {
  it('cancels to the minimum term’s end, mails the end date in the customer’s language, and resumes', async () => {
    await orderAndPay(t, ingrid);
    const { id } = await onlySubscription();
    const cancelled = await ingrid.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: 'cancelling',
      endsOn: '2027-10-31',
      minimumTermEnd: '2027-10-31',
      nextInvoiceDate: '2026-12-01',
    });
    await vi.waitFor(async () => {
      const mail = (await t.mails()).find((sent) => sent.to === ingrid.email && /stopt op/.test(sent.subject));
      expect(mail?.subject).toBe('Je abonnement eSIM Pro stopt op 31 oktober 2027');
      expect(mail?.text).toContain('actief tot en met 31 oktober 2027');
    });
    const activity = await t.store.kysely
      .selectFrom('activity')
      .select('message_key')
      .where('message_key', 'like', 'activity.subscription%')
      .execute();
    expect(activity.map((entry) => entry.message_key)).toEqual(['activity.subscriptionCancelled']);

    for (const call of [
      ingrid.post(`/api/subscriptions/${id}/cancel`),
      ingrid.put(`/api/subscriptions/${id}`, { configuration: ESIM_PRO }),
    ]) {
      const answer = await call;
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
    }

    const resumed = await ingrid.post(`/api/subscriptions/${id}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', endsOn: null, nextInvoiceDate: '2026-12-01' });
    const again = await ingrid.post(`/api/subscriptions/${id}/resume`);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
  });

  it('ends at the month’s end once the minimum term has passed, and cannot be resumed after its end', async () => {
    await orderAndPay(t, ingrid, {
      kind: 'esim-pro',
      configuration: { ...ESIM_PRO, durationMonths: 3 },
    });
    const { id, minimumTermEnd } = await onlySubscription();
    expect(minimumTermEnd).toBe('2027-01-31');
    at('2027-03-10T09:00:00.000Z');
    const cancelled = await ingrid.post(`/api/subscriptions/${id}/cancel`);
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelling', endsOn: '2027-03-31' });
    at('2027-03-31T23:00:00.000Z');
    expect((await onlySubscription()).nextInvoiceDate).toBeNull();
    at('2027-04-01T00:30:00.000Z');
    expect(await onlySubscription()).toMatchObject({
      status: 'cancelled',
      endsOn: '2027-03-31',
      nextInvoiceDate: null,
    });
    const late = await ingrid.post(`/api/subscriptions/${id}/resume`);
    expect({ status: late.status, code: late.body.code }).toEqual({ status: 409, code: 'INVALID_TRANSITION' });
  });
});

describe('a refunded order', () => {
  it('ends its subscription that day and stops its eSIM; the next billing run invoices nothing for it', async () => {
    const admin = { email: 'admin@telenova.nl', password: 'Admin-Wachtwoord-1' };
    await t.services.auth.ensureAdminAccount(admin);
    const adminToken = (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
    const order = await orderAndPay(t, ingrid);
    await t.services.jobs.runDueJobs();
    at('2026-11-26T09:00:00.000Z');
    const refunded = await request(t.app)
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('Authorization', `Bearer ${adminToken}`);
    expect(refunded.status).toBe(200);
    expect(await onlySubscription()).toMatchObject({
      status: 'cancelled',
      endsOn: '2026-11-26',
      nextInvoiceDate: null,
    });
    expect((await ingrid.get('/api/esims')).body.esims).toEqual([expect.objectContaining({ status: 'expired' })]);
    expect((await ingrid.post(`/api/subscriptions/${(await onlySubscription()).id}/resume`)).status).toBe(409);
    expect((await t.services.billing.runBilling('2026-12-01')).invoiced).toBe(0);
  });
});
