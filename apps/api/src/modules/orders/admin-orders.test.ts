// The back office's orders (docs/contracts.md §7 "Back-office orders"): the strict list with its stat cards, one order,
// and the refund of a paid order.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'Card Holder' };
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };

function orderBody(name: string, email: string, options: { travel?: boolean; payment?: object } = {}) {
  return {
    product: options.travel
      ? { kind: 'travel', regionId: 'europa', planId: 'standard' }
      : { kind: 'esim-pro', configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 } },
    customer: {
      name,
      email,
      phone: '+31 6 1234 5678',
      country: 'NL',
      postcode: '1012js',
      houseNumber: '1',
      street: 'Dam',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: options.payment ?? { method: 'creditcard', card: CARD },
    account: 'guest',
    withdrawalConsent: true,
  };
}

/** Five orders: three paid (two eSIM Pro, one travel), one pending iDEAL, one declined card. */
async function backOffice() {
  let now = new Date('2026-10-31T23:00:00.000Z');
  const onOrderRefunded = vi.fn(async () => {});
  const t = await createTestApp({ clock: { now: () => now }, orderHooks: { onOrderRefunded } });
  await t.services.auth.ensureAdminAccount(ADMIN);
  const login = await request(t.app).post('/api/auth/login').send(ADMIN);
  const admin = login.body.token as string;
  const place = async (body: object, minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    return (await request(t.app).post('/api/orders').send(body)).body as { order?: { id: string } };
  };
  const zoe = await place(orderBody('Zoë Bakker', 'zoe@example.nl'), 0);
  const emile = await place(orderBody('Émile Ørsted', 'emile@example.nl', { travel: true }), 30);
  const anna = await place(orderBody('Anna de Vries', 'anna@example.nl'), 60);
  const pending = await place(orderBody('Piet Pending', 'piet@example.nl', { payment: { method: 'ideal' } }), 1);
  await place(orderBody('Dirk Declined', 'dirk@example.nl', { payment: { method: 'creditcard', card: DECLINED } }), 1);
  const get = (path: string, token: string | undefined = admin) => {
    const req = request(t.app).get(path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const post = (path: string, token: string | undefined = admin) => {
    const req = request(t.app).post(path);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  return { t, get, post, onOrderRefunded, ids: { zoe, emile, anna, pending } };
}

const idsOf = (res: request.Response) => (res.body.items as { id: string }[]).map((item) => item.id);

async function customerToken(t: TestApp) {
  const res = await request(t.app).post('/api/auth/register').send({
    firstName: 'Kees',
    lastName: 'Klant',
    email: 'kees@example.nl',
    password: 'Zomer-Fiets-2026!',
    acceptTerms: true,
  });
  return res.body.token as string;
}

describe('GET /api/admin/orders', () => {
  it('lists every order, newest first, with stat cards over all of them', async () => {
    const { get, ids } = await backOffice();
    const res = await get('/api/admin/orders');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: 5, totalPages: 1 });
    expect(idsOf(res).slice(2)).toEqual([ids.anna.order!.id, ids.emile.order!.id, ids.zoe.order!.id]);
    expect(res.body.items[0]).toMatchObject({
      customerName: 'Dirk Declined',
      status: 'failed',
      paymentMethod: 'creditcard',
      paymentStatus: 'failed',
      paidAt: null,
      customerId: null,
    });
    expect(res.body.items[2]).toEqual({
      id: ids.anna.order!.id,
      customerName: 'Anna de Vries',
      customerEmail: 'anna@example.nl',
      customerId: expect.any(Number),
      kind: 'esim-pro',
      productName: 'eSIM Pro',
      total: 27.23,
      totalCents: 2723,
      status: 'paid',
      paymentMethod: 'creditcard',
      paymentStatus: 'paid',
      createdAt: '2026-11-01T00:30:00.000Z',
      paidAt: '2026-11-01T00:30:00.000Z',
    });
    expect(res.body.stats).toEqual({
      paid: 3,
      pending: 1,
      failed: 1,
      refunded: 0,
      paidRevenue: 78.65,
      paidRevenueCents: 2723 + 2419 + 2723,
    });
  });

  it('filters by status, kind and month, searches id, name and e-mail ignoring case and accents, and pages', async () => {
    const { get, ids } = await backOffice();
    expect(idsOf(await get('/api/admin/orders?status=pending'))).toEqual([ids.pending.order!.id]);
    expect(idsOf(await get('/api/admin/orders?kind=travel'))).toEqual([ids.emile.order!.id]);
    expect(idsOf(await get('/api/admin/orders?month=2026-10'))).toEqual([ids.emile.order!.id, ids.zoe.order!.id]);
    expect(idsOf(await get('/api/admin/orders?search=EMILE'))).toEqual([ids.emile.order!.id]);
    expect(idsOf(await get('/api/admin/orders?search=zoe'))).toEqual([ids.zoe.order!.id]);
    expect(idsOf(await get('/api/admin/orders?search=anna%40example'))).toEqual([ids.anna.order!.id]);
    expect(idsOf(await get(`/api/admin/orders?search=${ids.zoe.order!.id.toLowerCase()}`))).toEqual([
      ids.zoe.order!.id,
    ]);
    const filtered = await get('/api/admin/orders?status=paid&kind=esim-pro&search=example.nl');
    expect(filtered.body.total).toBe(2);
    expect(filtered.body.stats.paid).toBe(3);
    const page2 = await get('/api/admin/orders?pageSize=2&page=2&sort=createdAt&dir=asc');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(idsOf(page2)).toEqual([ids.anna.order!.id, ids.pending.order!.id]);
  });

  it("keeps the search in step with an order's changed name and address, and with a deleted order", async () => {
    const { t, get, ids } = await backOffice();
    const zoeId = ids.zoe.order!.id;
    await t.store.kysely
      .updateTable('orders')
      .set({ name_key: 'geanonimiseerd', email_key: 'verwijderd@invalid' })
      .where('id', '=', zoeId)
      .execute();
    expect(idsOf(await get('/api/admin/orders?search=zoe'))).toEqual([]);
    expect(idsOf(await get('/api/admin/orders?search=anonimis'))).toEqual([zoeId]);
    expect(idsOf(await get('/api/admin/orders?search=verwijderd%40'))).toEqual([zoeId]);
    await t.store.kysely.deleteFrom('orders').where('id', '=', ids.pending.order!.id).execute();
    expect(idsOf(await get('/api/admin/orders?search=piet'))).toEqual([]);
    expect((await get('/api/admin/orders?search=example.nl')).body.total).toBe(3);
  });

  it('sorts by name (folded), total and status', async () => {
    const { get } = await backOffice();
    const names = async (query: string) =>
      ((await get(`/api/admin/orders?${query}`)).body.items as { customerName: string }[]).map((r) => r.customerName);
    expect(await names('sort=customerName&dir=asc')).toEqual([
      'Anna de Vries',
      'Dirk Declined',
      'Émile Ørsted',
      'Piet Pending',
      'Zoë Bakker',
    ]);
    const totals = (await get('/api/admin/orders?sort=total&dir=asc')).body.items.map(
      (row: { totalCents: number }) => row.totalCents,
    );
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    expect(totals[0]).toBe(2419);
    const statuses = (await get('/api/admin/orders?sort=status&dir=desc')).body.items.map(
      (row: { status: string }) => row.status,
    );
    expect(statuses).toEqual(['pending', 'paid', 'paid', 'paid', 'failed']);
  });

  it.each([
    ['status', 'status=completed'],
    ['kind', 'kind=galaxy'],
    ['sort', 'sort=price'],
    ['dir', 'dir=up'],
    ['month', 'month=2026-13'],
  ])('answers 400 with the field for an unknown %s, never an unfiltered list', async (field, query) => {
    const { get } = await backOffice();
    const res = await get(`/api/admin/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('is for admins only: 401 without a token, 403 for a customer', async () => {
    const { t, get, post, ids } = await backOffice();
    const customer = await customerToken(t);
    const id = ids.anna.order!.id;
    for (const path of ['/api/admin/orders', `/api/admin/orders/${id}`]) {
      expect((await get(path, '')).status).toBe(401);
      expect((await get(path, customer)).status).toBe(403);
    }
    expect((await post(`/api/admin/orders/${id}/refund`, '')).status).toBe(401);
    expect((await post(`/api/admin/orders/${id}/refund`, customer)).status).toBe(403);
    expect((await get(`/api/admin/orders/${id}`)).body.order.status).toBe('paid');
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order with its customer record, account, invoice refs and services', async () => {
    const { get, ids } = await backOffice();
    const res = await get(`/api/admin/orders/${ids.zoe.order!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      order: expect.objectContaining({ id: ids.zoe.order!.id, status: 'paid' }),
      customerId: expect.any(Number),
      userId: null,
      invoice: {
        id: expect.any(Number),
        number: expect.stringMatching(/^INV-\d{4}-\d{3}$/),
        status: 'paid',
        totalAmount: res.body.order.product.totalWithVat,
        totalAmountCents: res.body.order.product.totalWithVatCents,
      },
      creditNote: null,
      // What the paid eSIM Pro order delivered: its eSIM (still preparing: no job has run) and its subscription.
      services: [
        {
          kind: 'esim',
          id: expect.any(Number),
          orderId: res.body.order.id,
          name: 'eSIM Pro',
          status: 'preparing',
          iccid: null,
          startedAt: '2026-10-31T23:00:00.000Z',
          // Nothing to act on while its profile is being prepared.
          actions: [],
        },
        {
          kind: 'subscription',
          id: expect.any(Number),
          orderId: res.body.order.id,
          name: 'eSIM Pro',
          status: 'active',
          monthlyCents: res.body.order.product.totalPriceCents,
          endsOn: null,
          minimumTermEnd: '2027-09-30',
          startedAt: '2026-10-31',
          actions: ['suspend', 'cancel-term-end', 'cancel-now'],
        },
      ],
    });
    // A travel plan delivers an eSIM and no subscription.
    const travel = await get(`/api/admin/orders/${ids.emile.order!.id}`);
    expect(travel.body.services).toEqual([expect.objectContaining({ kind: 'esim', status: 'preparing' })]);
    expect((await get('/api/admin/orders/ORD-1')).status).toBe(404);
    expect((await get('/api/admin/orders/42')).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  it('refunds a paid order at the provider, marks it refunded and runs the refund hook once', async () => {
    const { t, get, post, ids, onOrderRefunded } = await backOffice();
    const refund = vi.spyOn(t.services.paymentProvider, 'refund');
    const id = ids.anna.order!.id;
    const res = await post(`/api/admin/orders/${id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id, status: 'refunded' });
    expect(refund).toHaveBeenCalledWith(res.body.order.payment.transactionId, 2723);
    expect(onOrderRefunded).toHaveBeenCalledTimes(1);
    expect((await get('/api/admin/orders')).body.stats).toMatchObject({ paid: 2, refunded: 1 });
    // The refunded order's eSIM stops and its subscription ends that day.
    expect(res.body.services).toEqual([
      expect.objectContaining({ kind: 'esim', status: 'expired' }),
      expect.objectContaining({ kind: 'subscription', status: 'cancelled', endsOn: '2026-11-01' }),
    ]);
    // The refund made the credit note of the order's invoice: CN-YYYY-NNN, minus the invoice's total.
    expect(res.body.invoice).toMatchObject({ status: 'paid', totalAmountCents: 2723 });
    expect(res.body.creditNote).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}-\d{3}$/),
      totalAmountCents: -2723,
    });
    const note = await get(`/api/admin/invoices/${res.body.creditNote.id}`);
    expect(note.body.invoice).toMatchObject({ kind: 'credit-note', creditNoteOf: res.body.invoice.id, orderId: id });

    const again = await post(`/api/admin/orders/${id}/refund`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_TRANSITION');
    expect(refund).toHaveBeenCalledTimes(1);
    expect(onOrderRefunded).toHaveBeenCalledTimes(1);
  });

  it('answers 409 INVALID_TRANSITION for an order that is not paid, and 404 for one that does not exist', async () => {
    const { t, get, post, ids } = await backOffice();
    const refund = vi.spyOn(t.services.paymentProvider, 'refund');
    const pending = await post(`/api/admin/orders/${ids.pending.order!.id}/refund`);
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('INVALID_TRANSITION');
    const failedId = (await get('/api/admin/orders?status=failed')).body.items[0].id as string;
    expect((await post(`/api/admin/orders/${failedId}/refund`)).status).toBe(409);
    expect((await post('/api/admin/orders/ORD-1/refund')).status).toBe(404);
    expect(refund).not.toHaveBeenCalled();
  });
});
