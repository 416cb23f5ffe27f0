// The contract, end to end: every operation of the OpenAPI document is called at least once, as a visitor, a
// customer and an admin, on real rows, and every answer is checked against the document (createTestApp's answer
// check: a mismatch answers 500 naming it). The set of calls that succeeded must be the document's set.
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import { documentedOperations } from './openapi.js';
import { exampleAudio, VOICEMAIL_EXAMPLES } from '../voicemail/voicemail-examples.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
const CUSTOMER = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.nl',
  password: 'Zomer-Fiets-2026!',
  acceptTerms: true,
  newsletter: true,
};
const SHIPPING = {
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '+31 6 1234 5678',
  country: 'NL',
  postcode: '1012js',
  houseNumber: '1',
  street: 'Dam',
  city: 'Amsterdam',
};

describe('the API contract', () => {
  it('answers every documented operation as the document describes', async () => {
    const t = await createTestApp({ clock: { now: () => NOW } });
    await t.services.auth.ensureAdminAccount(ADMIN);
    const as = (token: string | undefined) => {
      const auth = <R extends request.Test>(req: R) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
      return {
        get: (path: string) => auth(request(t.app).get(path)),
        post: (path: string, body?: object) => auth(request(t.app).post(path)).send(body),
        put: (path: string, body: object) => auth(request(t.app).put(path)).send(body),
        patch: (path: string, body: object) => auth(request(t.app).patch(path)).send(body),
        delete: (path: string) => auth(request(t.app).delete(path)),
      };
    };
    const visitor = as(undefined);
    const expectStatus = async (call: Promise<request.Response> | request.Test, status: number) => {
      const res = await call;
      expect({ status: res.status, body: res.status === status ? undefined : res.body }).toEqual({
        status,
        body: undefined,
      });
      return res;
    };
    const mailedToken = async (path: string) => {
      const mail = (await t.mails()).filter((m) => m.to === CUSTOMER.email && m.text.includes(`${path}?token=`)).at(-1);
      return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
    };

    // --- System
    await expectStatus(visitor.get('/api/health'), 200);
    await expectStatus(visitor.get('/api/ready'), 200);
    await expectStatus(visitor.get('/api/openapi.json'), 200);

    // --- Accounts: a customer registers, confirms the address, changes things and logs in again
    let customerToken = (await expectStatus(visitor.post('/api/auth/register', CUSTOMER), 201)).body.token as string;
    await expectStatus(visitor.post('/api/auth/register', CUSTOMER), 409);
    await expectStatus(as(customerToken).get('/api/auth/verify'), 200);
    await expectStatus(visitor.get('/api/auth/verify'), 401);
    await expectStatus(as(customerToken).post('/api/auth/resend-verification'), 202);
    await expectStatus(visitor.post('/api/auth/verify-email', { token: await mailedToken('/email-bevestigen') }), 204);
    await expectStatus(as(customerToken).put('/api/auth/profile', { phone: '+31 6 9876 5432' }), 200);
    await expectStatus(as(customerToken).put('/api/user/language', { language: 'nl' }), 200);
    await expectStatus(
      as(customerToken).put('/api/auth/password', {
        currentPassword: CUSTOMER.password,
        newPassword: 'Winter-Schaats-2027!',
      }),
      204,
    );
    await expectStatus(visitor.post('/api/auth/forgot-password', { email: CUSTOMER.email }), 202);
    await vi.waitFor(async () => expect(await mailedToken('/wachtwoord-herstellen')).not.toBe(''));
    await expectStatus(
      visitor.post('/api/auth/reset-password', {
        token: await mailedToken('/wachtwoord-herstellen'),
        password: 'Lente-Fiets-2028!',
      }),
      204,
    );
    await expectStatus(visitor.post('/api/auth/login', { email: CUSTOMER.email, password: 'wrong-password' }), 401);
    customerToken = (
      await expectStatus(visitor.post('/api/auth/login', { email: CUSTOMER.email, password: 'Lente-Fiets-2028!' }), 200)
    ).body.token as string;
    const customer = as(customerToken);
    const admin = as(
      (await expectStatus(visitor.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password }), 200)).body
        .token as string,
    );

    // --- Orders, the address lookup and the forms
    await expectStatus(visitor.get('/api/address?postcode=1012JS&houseNumber=1'), 200);
    await expectStatus(visitor.get('/api/address?postcode=9999ZZ&houseNumber=1'), 404);
    await expectStatus(visitor.get('/api/address?postcode=x'), 400);
    const order = {
      product: {
        kind: 'esim-pro',
        configuration: { durationMonths: 12, calling: 'eu', nlData: 2, euData: 1, worldData: 0 },
      },
      customer: SHIPPING,
      delivery: 'email',
      payment: { method: 'ideal' },
      withdrawalConsent: true,
    };
    await expectStatus(
      visitor.post('/api/orders', {
        ...order,
        product: { kind: 'travel', regionId: 'europa', planId: 'standard' },
        account: 'guest',
      }),
      201,
    );
    await expectStatus(visitor.post('/api/orders', { ...order, account: 'existing' }), 401);
    const card = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'S de Vries' };
    await expectStatus(
      customer.post('/api/orders', { ...order, payment: { method: 'creditcard', card }, account: 'existing' }),
      201,
    );
    const ownOrders = (await expectStatus(customer.get('/api/orders'), 200)).body.orders as { id: string }[];
    expect(ownOrders).toHaveLength(1);
    const ownOrderId = ownOrders[0]!.id;
    await expectStatus(customer.get(`/api/orders/${ownOrderId}/invoice.pdf`), 200);
    await expectStatus(visitor.get(`/api/orders/${ownOrderId}/invoice.pdf`), 404);
    await expectStatus(customer.get(`/api/orders/${ownOrderId}/contract-summary.pdf`), 200);
    await expectStatus(visitor.get(`/api/orders/${ownOrderId}/contract-summary.pdf`), 404);
    await expectStatus(
      visitor.get('/api/contract-summary.pdf?product=travel&region=europa&plan=standard&lang=nl'),
      200,
    );
    await expectStatus(visitor.get('/api/contract-summary.pdf?product=travel&region=europa'), 400);
    expect((await expectStatus(customer.get('/api/orders/ai-trial'), 200)).body).toEqual({ aiTrialUsed: false });
    // Its eSIM: preparing (no QR code yet) until the job has run, then its QR code, usage and the simulated events
    const esimId = (await expectStatus(customer.get('/api/esims'), 200)).body.esims[0].id as number;
    await expectStatus(customer.get(`/api/esims/${esimId}/qr.svg`), 404);
    await t.services.jobs.runDueJobs();
    await expectStatus(customer.get(`/api/esims/${esimId}`), 200);
    await expectStatus(visitor.get(`/api/esims/${esimId}`), 404);
    await expectStatus(customer.get(`/api/esims/${esimId}/qr.svg`), 200);
    await expectStatus(customer.get(`/api/esims/${esimId}/usage`), 200);
    await expectStatus(visitor.get(`/api/esims/${esimId}/usage`), 404);
    await expectStatus(customer.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb: 10 }), 409);
    await expectStatus(customer.post(`/api/esims/${esimId}/simulate`, { event: 'installed' }), 200);
    await expectStatus(customer.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb: 0 }), 400);
    await expectStatus(visitor.post(`/api/esims/${esimId}/simulate`, { event: 'usage', mb: 10 }), 404);
    // Its top-ups: a bundle bought (its payment open on the provider's page), the list, and auto top-up.
    await expectStatus(customer.get(`/api/esims/${esimId}/top-ups`), 200);
    await expectStatus(visitor.get(`/api/esims/${esimId}/top-ups`), 404);
    await expectStatus(customer.post(`/api/esims/${esimId}/top-up`, { bundle: '2gb' }), 400);
    await expectStatus(visitor.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' }), 404);
    await expectStatus(customer.post(`/api/esims/${esimId}/top-up`, { bundle: '1gb' }), 201);
    const autoTopUp = { enabled: true, bundle: '1gb', monthlyCapEuros: 20 };
    await expectStatus(customer.put(`/api/esims/${esimId}/auto-top-up`, autoTopUp), 200);
    await expectStatus(customer.put(`/api/esims/${esimId}/auto-top-up`, { ...autoTopUp, monthlyCapEuros: 2 }), 400);
    // The SM-DP+'s ES2+ notifications: refused (200, Failed) while the simulated provider runs; es2plus-provider.test.ts
    // has them accepted.
    const notification = await expectStatus(
      visitor.post('/api/esim/es2plus/notifications', {
        header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: 'call-1' },
        iccid: '8931000000000000073',
        profileType: 'telenova-nl',
        timestamp: '2026-11-23T10:30:00Z',
        notificationPointId: 4,
        notificationPointStatus: { status: 'Executed-Success' },
      }),
      200,
    );
    expect(notification.body.header.functionExecutionStatus.status).toBe('Failed');
    // --- Subscriptions: the paid card order's eSIM Pro
    await expectStatus(visitor.get('/api/subscriptions'), 401);
    const subscriptions = (await expectStatus(customer.get('/api/subscriptions'), 200)).body.subscriptions as {
      id: number;
    }[];
    expect(subscriptions).toHaveLength(1);
    const subscription = `/api/subscriptions/${subscriptions[0]!.id}`;
    const changedTo = { durationMonths: 12, calling: 'nl', nlData: 3, euData: 0, worldData: 0 };
    await expectStatus(customer.get(`${subscription}/preview?${new URLSearchParams(changedTo as never)}`), 200);
    await expectStatus(customer.get(`${subscription}/preview?durationMonths=5&calling=nl&nlData=3`), 400);
    await expectStatus(
      customer.get(`/api/subscriptions/999999/preview?${new URLSearchParams(changedTo as never)}`),
      404,
    );
    await expectStatus(customer.put(subscription, { configuration: changedTo }), 200);
    await expectStatus(customer.put('/api/subscriptions/999999', { configuration: changedTo }), 404);
    await expectStatus(customer.post(`${subscription}/resume`), 409);
    await expectStatus(customer.post(`${subscription}/cancel`), 200);
    await expectStatus(customer.post(`${subscription}/cancel`), 409);
    await expectStatus(customer.put(subscription, { configuration: changedTo }), 409);
    await expectStatus(customer.post('/api/subscriptions/999999/cancel'), 404);
    await expectStatus(customer.post(`${subscription}/resume`), 200);
    await expectStatus(customer.post('/api/subscriptions/999999/resume'), 404);
    // The order chain: a guest's iDEAL order is read back by its token, paid on the hosted page, then refunded
    const guestOrder = (
      await expectStatus(
        visitor
          .post('/api/orders', {
            ...order,
            customer: { ...SHIPPING, name: 'Gerrit Gast', email: 'gerrit@example.nl' },
            account: 'guest',
          })
          .set('Idempotency-Key', 'contract-1'),
        201,
      )
    ).body as { order: { id: string; payment: { transactionId: string } }; accessToken: string };
    const { id: guestOrderId, payment: guestPayment } = guestOrder.order;
    await expectStatus(visitor.get(`/api/orders/${guestOrderId}`).set('X-Order-Token', guestOrder.accessToken), 200);
    await expectStatus(visitor.get(`/api/orders/${guestOrderId}`), 404);
    await expectStatus(visitor.get(`/api/payments/${guestPayment.transactionId}`), 200);
    await expectStatus(visitor.get('/api/payments/TX-000000000000'), 404);
    await expectStatus(
      visitor.post(`/api/payments/${guestPayment.transactionId}/simulate`, { outcome: 'paid', bank: 'ing' }),
      200,
    );
    await expectStatus(visitor.post(`/api/payments/${guestPayment.transactionId}/simulate`, { outcome: 'paid' }), 409);
    await expectStatus(
      request(t.app).post('/api/payments/webhook').type('form').send(`id=${guestPayment.transactionId}`),
      200,
    );
    // The withdrawal function (§13): step 1 mails a guest the link to step 2, which reads the refund and withdraws
    const toWithdraw = (
      await expectStatus(
        visitor.post('/api/orders', {
          ...order,
          customer: { ...SHIPPING, name: 'Wim Weg', email: 'wim@example.nl' },
          account: 'guest',
          payment: { method: 'creditcard', card },
        }),
        201,
      )
    ).body.order.id as string;
    await expectStatus(visitor.post('/api/withdrawals/link', { orderId: toWithdraw, email: 'wim@example.nl' }), 202);
    await t.services.background.settled(5_000);
    const withdrawalLink = (await t.mails()).filter((m) => m.to === 'wim@example.nl' && m.text.includes('/herroepen?'));
    const withdrawalToken = /[?&]t=([A-Za-z0-9_-]+)/.exec(withdrawalLink.at(-1)?.text ?? '')?.[1] ?? '';
    const withdrawal = `/api/orders/${toWithdraw}`;
    await expectStatus(visitor.get(`${withdrawal}/withdrawal`).set('X-Withdrawal-Token', withdrawalToken), 200);
    await expectStatus(visitor.post(`${withdrawal}/withdraw`).set('X-Withdrawal-Token', withdrawalToken), 200);
    await expectStatus(visitor.post(`${withdrawal}/withdraw`).set('X-Withdrawal-Token', withdrawalToken), 409);
    await expectStatus(
      visitor.post('/api/orders', {
        ...order,
        account: 'guest',
        payment: {
          method: 'creditcard',
          card: { ...card, number: '4000 0000 0000 0002' },
        },
      }),
      402,
    );
    await expectStatus(
      visitor.post('/api/tickets', {
        name: 'Sanne',
        email: CUSTOMER.email,
        subject: 'esim',
        message: 'My eSIM does not show up.',
      }),
      201,
    );
    await expectStatus(visitor.post('/api/newsletter', { email: CUSTOMER.email }), 201);
    await expectStatus(
      visitor.post('/api/inquiries', { kind: 'investment', name: 'Sanne', email: CUSTOMER.email, range: '250k-500k' }),
      201,
    );
    await expectStatus(visitor.post('/api/inquiries', { kind: 'investment' }), 400);

    // --- The back office: customers
    await expectStatus(customer.get('/api/admin/stats'), 403);
    await expectStatus(admin.get('/api/admin/stats?period=7d'), 200);
    const own = (await expectStatus(admin.get(`/api/admin/customers?search=${CUSTOMER.email}`), 200)).body.items[0] as {
      id: string;
    };
    const created = (
      await expectStatus(
        admin.post('/api/admin/customers', {
          name: 'Kees Klant',
          email: 'kees@example.nl',
          planName: 'VOIP Standard',
          status: 'active',
        }),
        201,
      )
    ).body.customer as { id: string };
    await expectStatus(
      admin.post('/api/admin/customers', {
        name: 'Kees Klant',
        email: 'kees@example.nl',
        plan: 'voip',
        status: 'active',
      }),
      409,
    );
    await expectStatus(admin.get(`/api/admin/customers?sort=totalSpent&dir=desc&page=1&pageSize=5&status=active`), 200);
    await expectStatus(
      admin.put(`/api/admin/customers/${created.id}`, {
        name: 'Kees de Klant',
        email: 'kees@example.nl',
        plan: 'business',
        status: 'inactive',
      }),
      200,
    );
    await expectStatus(
      admin.post('/api/admin/customers/bulk-status', { ids: [Number(created.id)], status: 'suspended' }),
      200,
    );
    await expectStatus(admin.get(`/api/admin/customers/export?ids=${created.id},${own.id}`), 200);

    // --- Invoices
    const invoiceOf = async (customerId: string, status: 'draft' | 'sent') =>
      (
        await expectStatus(
          admin.post('/api/admin/invoices', {
            customerId,
            amount: '89,95',
            issueDate: '2026-11-01',
            dueDate: '2026-11-15',
            status,
            recurring: true,
          }),
          201,
        )
      ).body.invoice as { id: number };
    const draft = await invoiceOf(created.id, 'draft');
    const spare = await invoiceOf(created.id, 'draft');
    const spare2 = await invoiceOf(created.id, 'draft');
    const sent = await invoiceOf(own.id, 'sent');
    await expectStatus(admin.get('/api/admin/invoices?status=overdue&sort=amount'), 200);
    await expectStatus(admin.get(`/api/admin/invoices/${sent.id}`), 200);
    await expectStatus(admin.get('/api/admin/invoices/999999'), 404);
    await expectStatus(
      admin.put(`/api/admin/invoices/${draft.id}`, { amount: 95, issueDate: '2026-11-02', dueDate: '2026-11-30' }),
      200,
    );
    await expectStatus(
      admin.put(`/api/admin/invoices/${sent.id}`, { amount: 95, issueDate: '2026-11-02', dueDate: '2026-11-30' }),
      409,
    );
    await expectStatus(admin.post(`/api/admin/invoices/${sent.id}/reminder`), 202);
    // Paying the open invoice: by the account, or by the reminder's signed pay link without one (§12).
    const payToken = /\/betalen\?t=([A-Za-z0-9_-]+)/.exec((await t.mails()).at(-1)?.text ?? '')?.[1] ?? '';
    const withPayToken = <R extends request.Test>(req: R, token = payToken) => req.set('X-Pay-Token', token);
    await expectStatus(withPayToken(visitor.get(`/api/invoices/${sent.id}/pay-link`)), 200);
    await expectStatus(withPayToken(visitor.get(`/api/invoices/${sent.id}/pay-link`), 'wrong'), 404);
    await expectStatus(visitor.get(`/api/invoices/${sent.id}/pay-link`), 401);
    await expectStatus(withPayToken(request(t.app).post(`/api/invoices/${sent.id}/pay`)).send({}), 201);
    await expectStatus(customer.post(`/api/invoices/${sent.id}/pay`, { method: 'ideal' }), 201);
    await expectStatus(customer.post(`/api/invoices/${draft.id}/pay`, {}), 404);
    await expectStatus(visitor.post(`/api/invoices/${sent.id}/pay`, {}), 401);
    await expectStatus(admin.post('/api/admin/invoices/reminders', { ids: [sent.id, draft.id] }), 200);
    await expectStatus(admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'sent' }), 200);
    await expectStatus(admin.post(`/api/admin/invoices/${draft.id}/status`, { status: 'draft' }), 409);
    await expectStatus(admin.post('/api/admin/invoices/bulk-status', { ids: [sent.id], status: 'paid' }), 200);
    await expectStatus(admin.post(`/api/admin/invoices/${sent.id}/reminder`), 409);
    await expectStatus(customer.post(`/api/invoices/${sent.id}/pay`, {}), 409);
    await expectStatus(admin.get(`/api/admin/invoices/${sent.id}/pdf`), 200);
    await expectStatus(customer.get(`/api/invoices/${sent.id}/pdf`), 200);
    await expectStatus(customer.get(`/api/invoices/${draft.id}/pdf`), 404);
    await expectStatus(admin.post(`/api/admin/invoices/${draft.id}/credit-note`, {}), 409);
    const creditNote = (await expectStatus(admin.post(`/api/admin/invoices/${sent.id}/credit-note`, {}), 201)).body
      .invoice as { id: number; invoice_number: string };
    expect(creditNote.invoice_number).toMatch(/^CN-2026-\d{3}$/);
    await expectStatus(admin.post('/api/admin/invoices/bulk-delete', { ids: [spare2.id, sent.id] }), 200);
    await expectStatus(admin.get('/api/admin/invoices/export?status=paid'), 200);
    expect((await expectStatus(customer.get('/api/invoices'), 200)).body.invoices).toEqual([
      expect.objectContaining({ id: creditNote.id, kind: 'credit-note', status: 'paid' }),
      // The invoice of the customer's own paid order.
      expect.objectContaining({ kind: 'invoice', status: 'paid', orderId: expect.stringMatching(/^ORD-/) }),
      expect.objectContaining({ id: sent.id, status: 'paid' }),
    ]);
    const detail = (await expectStatus(admin.get(`/api/admin/customers/${own.id}`), 200)).body as {
      invoices: unknown[];
      services: unknown[];
    };
    expect(detail.invoices).toHaveLength(3);
    await expectStatus(admin.get('/api/admin/customers/abc'), 404);

    // --- Orders in the back office
    expect(
      (await expectStatus(admin.get('/api/admin/orders?status=paid&sort=total&dir=asc&search=sanne'), 200)).body.stats,
    ).toMatchObject({ paid: 2, pending: 1, failed: 1, refunded: 1 }); // refunded: Wim's withdrawal
    await expectStatus(admin.get('/api/admin/orders?status=completed'), 400);
    await expectStatus(admin.get(`/api/admin/orders/${guestOrderId}`), 200);
    await expectStatus(admin.post(`/api/admin/orders/${guestOrderId}/refund`), 200);
    await expectStatus(admin.post(`/api/admin/orders/${guestOrderId}/refund`), 409);

    // --- The back office acts on the customer's services (§14)
    const subscriptionId = subscriptions[0]!.id;
    await expectStatus(customer.post(`/api/admin/subscriptions/${subscriptionId}/suspend`), 403);
    await expectStatus(admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`), 200);
    await expectStatus(admin.post(`/api/admin/subscriptions/${subscriptionId}/suspend`), 409);
    await expectStatus(admin.post(`/api/admin/subscriptions/${subscriptionId}/resume`), 200);
    await expectStatus(admin.post('/api/admin/subscriptions/999999/resume'), 404);
    await expectStatus(admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'later' }), 400);
    await expectStatus(admin.post(`/api/admin/subscriptions/${subscriptionId}/cancel`, { when: 'term-end' }), 200);
    await expectStatus(admin.post('/api/admin/subscriptions/999999/cancel', { when: 'now' }), 404);
    await expectStatus(admin.post(`/api/admin/esims/${esimId}/resend`), 200);
    await expectStatus(admin.post(`/api/admin/esims/${esimId}/block`), 200);
    await expectStatus(admin.post(`/api/admin/esims/${esimId}/block`), 409);
    await expectStatus(admin.post(`/api/admin/esims/${esimId}/replace`), 201);
    await expectStatus(admin.post('/api/admin/esims/999999/replace'), 404);
    await expectStatus(customer.post(`/api/admin/esims/${esimId}/resend`), 403);

    // --- New VOIP numbers, and the AI assistant's business settings (its order starts a trial: paid at once)
    await t.services.voip.ensureInventory();
    const free = (await expectStatus(visitor.get('/api/voip/numbers?area=020'), 200)).body.numbers as {
      number: string;
    }[];
    await expectStatus(visitor.get('/api/voip/numbers?area=099'), 400);
    await expectStatus(visitor.post('/api/voip/numbers/hold', { number: free[0]!.number }), 201);
    await expectStatus(visitor.post('/api/voip/numbers/hold', { number: free[0]!.number }), 409);
    await expectStatus(
      customer.post('/api/orders', {
        ...order,
        product: { kind: 'ai-assistant', plan: 'starter', business: { name: 'De Vries Advies', languages: ['nl'] } },
        account: 'existing',
      }),
      201,
    );
    const assistant = (
      (await expectStatus(customer.get('/api/subscriptions'), 200)).body.subscriptions as { id: number; kind: string }[]
    ).find((candidate) => candidate.kind === 'ai-assistant')!;
    const business = { name: 'De Vries Advies', languages: ['nl', 'en'], greeting: 'Goedendag!' };
    await expectStatus(customer.put(`/api/subscriptions/${assistant.id}/business`, { business }), 200);
    await expectStatus(
      customer.put(`/api/subscriptions/${assistant.id}/business`, {
        business: { ...business, languages: ['nl', 'en', 'de'] },
      }),
      400,
    );
    await expectStatus(customer.put(`${subscription}/business`, { business }), 409);

    // --- Porting: a paid VOIP order that keeps a number makes a request, which the back office moves on
    const porting = {
      ...order,
      product: {
        kind: 'voip',
        numberType: 'nl',
        porting: {
          number: '06 1234 5678',
          currentProvider: 'KPN',
          holderName: 'Sanne de Vries',
          date: '2026-12-01',
          consent: true,
        },
      },
      payment: { method: 'creditcard', card },
      account: 'existing',
    };
    await expectStatus(customer.post('/api/orders', porting), 201);
    const ownPorting = (await expectStatus(customer.get('/api/porting'), 200)).body.porting as { id: number }[];
    expect(ownPorting).toHaveLength(1);
    const portingId = ownPorting[0]!.id;
    await expectStatus(visitor.get('/api/porting'), 401);
    await expectStatus(admin.get('/api/admin/porting?status=requested&sort=number&dir=desc&search=kpn'), 200);
    await expectStatus(admin.get('/api/admin/porting?status=cancelled'), 400);
    await expectStatus(admin.get(`/api/admin/porting/${portingId}`), 200);
    await expectStatus(admin.get('/api/admin/porting/999999'), 404);
    await expectStatus(admin.post(`/api/admin/porting/${portingId}/status`, { status: 'validated' }), 200);
    await expectStatus(admin.post(`/api/admin/porting/${portingId}/status`, { status: 'requested' }), 409);
    await expectStatus(admin.post(`/api/admin/porting/${portingId}/status`, { status: 'scheduled' }), 400);
    await expectStatus(admin.post('/api/admin/porting/999999/status', { status: 'validated' }), 404);

    // --- Voice: the ported number's SIP account and password (it is the account's once the order is paid), the calls
    const ported = encodeURIComponent('+31612345678');
    await expectStatus(customer.get(`/api/voip/numbers/${ported}/sip`), 200);
    await expectStatus(visitor.get(`/api/voip/numbers/${ported}/sip`), 401);
    await expectStatus(admin.get(`/api/voip/numbers/${ported}/sip`), 404);
    await expectStatus(customer.post(`/api/voip/numbers/${ported}/sip/password`), 200);
    await expectStatus(customer.post(`/api/voip/numbers/${encodeURIComponent('+31201111111')}/sip/password`), 404);
    await expectStatus(customer.post(`/api/voip/numbers/${ported}/sip/web-session`), 200);
    await expectStatus(customer.get('/api/calls'), 200);
    await expectStatus(visitor.get('/api/calls'), 401);
    const routing = `/api/voip/numbers/${ported}/routing`;
    await expectStatus(customer.get(routing), 200);
    await expectStatus(customer.put(routing, { ringSeconds: 15, fallback: 'forward', forwardTo: '020 123 4567' }), 200);
    await expectStatus(customer.put(routing, { ringSeconds: 90 }), 400);
    await expectStatus(admin.put(routing, { ringSeconds: 15 }), 404);
    // The number's voicemail greeting: its text, and a recording uploaded as the WAV file itself.
    const greeting = `/api/voip/numbers/${ported}/greeting`;
    await expectStatus(customer.get(greeting), 200);
    await expectStatus(customer.put(greeting, { text: 'Welkom bij Sanne. Spreek na de toon je bericht in.' }), 200);
    await expectStatus(customer.put(greeting, { text: 'x'.repeat(401) }), 400);
    await expectStatus(admin.get(greeting), 404);
    const wav = exampleAudio(VOICEMAIL_EXAMPLES[0]!);
    await expectStatus(
      request(t.app)
        .put(`${greeting}/recording`)
        .set('Authorization', `Bearer ${customerToken}`)
        .set('Content-Type', 'audio/wav')
        .send(wav),
      200,
    );
    await expectStatus(customer.get(`${greeting}/recording`), 200);
    await expectStatus(customer.put(`${greeting}/recording`, { text: 'no file' }), 415);
    await expectStatus(customer.delete(`${greeting}/recording`), 200);
    await expectStatus(customer.get(`${greeting}/recording`), 404);
    // The calling meter of the number, and the customer's calls with their meters for the back office.
    await expectStatus(customer.get(`/api/voip/numbers/${ported}/usage`), 200);
    await expectStatus(admin.get(`/api/voip/numbers/${ported}/usage`), 404);
    await expectStatus(admin.get(`/api/admin/customers/${own.id}/calls`), 200);
    await expectStatus(admin.get('/api/admin/customers/999999/calls'), 404);
    // Voicemail: the test message on the number, processed by the jobs; the inbox, its recording, the decision, the
    // calendar and its feed (docs/contracts.md §16).
    await expectStatus(customer.post('/api/voicemails/test', { number: decodeURIComponent(ported) }), 202);
    await expectStatus(admin.post('/api/voicemails/test', { number: decodeURIComponent(ported) }), 404);
    await t.services.jobs.runDueJobs();
    const voicemailId = (await expectStatus(customer.get('/api/voicemails'), 200)).body.voicemails[0].id as number;
    await expectStatus(visitor.get('/api/voicemails'), 401);
    await expectStatus(customer.get(`/api/voicemails/${voicemailId}/audio`), 200);
    await expectStatus(admin.get(`/api/voicemails/${voicemailId}/audio`), 404);
    await expectStatus(customer.patch(`/api/voicemails/${voicemailId}`, { status: 'read' }), 200);
    await expectStatus(customer.patch(`/api/voicemails/${voicemailId}`, { status: 'gone' }), 400);
    await expectStatus(customer.post(`/api/voicemails/${voicemailId}/appointment`, { decision: 'later' }), 400);
    await expectStatus(admin.post(`/api/voicemails/${voicemailId}/appointment`, { decision: 'accept' }), 404);
    // The request the analysis reads from the Dutch example (set here, so that this holds whatever the rules read).
    await t.store.kysely
      .updateTable('voicemails')
      .set({ appointment_date: '2026-12-08', appointment_time: '10:00', appointment_status: 'pending' })
      .where('id', '=', voicemailId)
      .execute();
    await expectStatus(customer.post(`/api/voicemails/${voicemailId}/appointment`, { decision: 'accept' }), 200);
    await expectStatus(customer.post(`/api/voicemails/${voicemailId}/appointment`, { decision: 'reject' }), 409);
    const feedUrl = (await expectStatus(customer.get('/api/calendar'), 200)).body.feedUrl as string;
    await expectStatus(visitor.get(new URL(feedUrl).pathname), 200);
    await expectStatus(customer.post('/api/calendar/feed'), 200);
    await expectStatus(visitor.get(new URL(feedUrl).pathname), 404);
    await expectStatus(customer.delete(`/api/voicemails/${voicemailId}`), 204);
    await expectStatus(customer.delete(`/api/voicemails/${voicemailId}`), 404);

    // The AI assistant: its knowledge, a test conversation by text, the call log (docs/contracts.md §16).
    const knowledge = (await expectStatus(customer.get(`/api/subscriptions/${assistant.id}/assistant`), 200)).body
      .knowledge as object;
    await expectStatus(customer.put(`/api/subscriptions/${assistant.id}/assistant`, knowledge), 200);
    await expectStatus(
      customer.put(`/api/subscriptions/${assistant.id}/assistant`, { ...knowledge, greeting: '' }),
      400,
    );
    await expectStatus(admin.get(`/api/subscriptions/${assistant.id}/assistant`), 404);
    await expectStatus(
      customer.post(`/api/assistant/${assistant.id}/test`, { utterance: 'Wat zijn de openingstijden?' }),
      200,
    );
    await expectStatus(customer.post(`/api/assistant/${assistant.id}/test`, { utterance: '' }), 400);
    await expectStatus(customer.get('/api/assistant/calls'), 200);

    // --- Webhooks: an endpoint (on a port nothing listens on: the test event is only queued here), its log, its test
    const endpoint = (
      await expectStatus(
        customer.post('/api/webhooks', { url: 'http://127.0.0.1:9/hooks', events: ['order.paid', 'invoice.paid'] }),
        201,
      )
    ).body as { id: number };
    await expectStatus(customer.post('/api/webhooks', { url: 'http://example.nl/hooks', events: ['order.paid'] }), 400);
    await expectStatus(customer.get('/api/webhooks'), 200);
    await expectStatus(customer.post(`/api/webhooks/${endpoint.id}/test`), 202);
    await expectStatus(customer.get(`/api/webhooks/${endpoint.id}/deliveries`), 200);
    await expectStatus(admin.get(`/api/webhooks/${endpoint.id}/deliveries`), 404);
    await expectStatus(customer.delete(`/api/webhooks/${endpoint.id}`), 204);

    // --- Activity, users, settings, reports
    expect((await expectStatus(admin.get('/api/admin/activity?page=1&pageSize=20'), 200)).body.total).toBeGreaterThan(
      5,
    );
    const users = (await expectStatus(admin.get('/api/admin/users?search=sanne'), 200)).body.items as { id: number }[];
    await expectStatus(admin.put(`/api/admin/users/${users[0]!.id}/role`, { role: 'admin' }), 200);
    await expectStatus(admin.get('/api/admin/settings'), 200);
    await expectStatus(
      admin.put('/api/admin/settings', {
        companyName: 'TeleNova B.V.',
        companyAddress: 'Stationsplein 45',
        companyPostcode: '3511 ED',
        companyCity: 'Utrecht',
        kvkNumber: '81234567',
        vatNumber: 'NL862345678B01',
        supportEmail: 'help@telenova.nl',
        supportPhone: '030 123 4567',
        supportHoursFrom: '09:00',
        supportHoursTo: '17:00',
        invoiceDueDays: 30,
        defaultLanguage: 'en',
      }),
      200,
    );
    await expectStatus(admin.put('/api/admin/settings', { companyName: '' }), 400);
    await expectStatus(admin.get('/api/admin/reports'), 200);

    // --- Privacy: the customer's data export, an account deleted by its holder, a record deleted by an admin
    await expectStatus(customer.get('/api/account/export'), 200);
    await expectStatus(visitor.get('/api/account/export'), 401);
    const leaving = as(
      (await expectStatus(visitor.post('/api/auth/register', { ...CUSTOMER, email: 'weg@example.nl' }), 201)).body
        .token as string,
    );
    await expectStatus(leaving.post('/api/account/delete', { password: 'wrong-password' }), 400);
    await expectStatus(leaving.post('/api/account/delete', { password: CUSTOMER.password }), 204);
    const asked = (
      await expectStatus(
        admin.post('/api/admin/customers', {
          name: 'Lotte Weg',
          email: 'lotte@example.nl',
          planName: 'eSIM Pro',
          status: 'active',
        }),
        201,
      )
    ).body.customer as { id: string };
    await expectStatus(admin.post(`/api/admin/customers/${asked.id}/privacy-delete`), 200);
    await expectStatus(admin.post('/api/admin/customers/999999/privacy-delete'), 404);
    await expectStatus(admin.get('/api/admin/privacy-requests?page=1&pageSize=20'), 200);

    // --- API keys: the customer makes one, reads with it, lists and revokes it
    const apiKey = (await expectStatus(customer.post('/api/api-keys', { name: 'Boekhouding', scopes: ['read'] }), 201))
      .body as { key: { id: number }; secret: string };
    await expectStatus(as(apiKey.secret).get('/api/invoices'), 200);
    await expectStatus(as(apiKey.secret).put('/api/user/language', { language: 'en' }), 403);
    await expectStatus(customer.get('/api/api-keys'), 200);
    await expectStatus(customer.delete(`/api/api-keys/${apiKey.key.id}`), 204);
    await expectStatus(customer.delete(`/api/api-keys/${apiKey.key.id}`), 404);
    await expectStatus(as(apiKey.secret).get('/api/invoices'), 401);

    // --- Deletions, then the customer logs out
    await expectStatus(admin.delete(`/api/admin/invoices/${spare.id}`), 204);
    await expectStatus(admin.delete(`/api/admin/invoices/${draft.id}`), 409);
    await expectStatus(admin.delete(`/api/admin/customers/${created.id}`), 204);
    await expectStatus(admin.post('/api/admin/customers/bulk-delete', { ids: [Number(own.id), 999999] }), 200);
    await expectStatus(customer.post('/api/auth/logout'), 204);
    await expectStatus(customer.get('/api/orders'), 401);
    await expectStatus(customer.get('/api/esims'), 401);

    expect(t.answers.problems).toEqual([]);
    const succeeded = new Set(t.answers.calls.filter((call) => call.status < 400).map((call) => call.operation));
    expect([...succeeded].sort()).toEqual([...documentedOperations()].sort());
    // Error answers were checked too: 400, 401, 402, 403, 404 and 409 of several calls, 415 of an upload.
    expect(new Set(t.answers.calls.filter((call) => call.status >= 400).map((call) => call.status))).toEqual(
      new Set([400, 401, 402, 403, 404, 409, 415]),
    );
  });
});
