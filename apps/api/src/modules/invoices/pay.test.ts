// Paying an open invoice online (docs/contracts.md §12): the account's own invoice, or any by the signed pay link of a
// reminder mail, through the payment provider's page; paid, the invoice is paid, once.
import request from 'supertest';
import { sql, type RawBuilder } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { translateMessage } from '@telecom/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-23T10:30:00Z');
const PASSWORD = 'Zomer-Fiets-2026';
const PUBLIC_URL = 'https://telenova.example';

let t: TestApp;
let adminToken: string;
let customerToken: string;

const rowOf = async (query: RawBuilder<unknown>) =>
  (await query.execute(t.store.kysely)).rows[0] as Record<string, unknown> | undefined;
const storedInvoice = (id: number) =>
  rowOf(sql`SELECT status, paid_date FROM invoices WHERE id = ${id}`) as Promise<{
    status: string;
    paid_date: string | null;
  }>;
const countOf = async (query: RawBuilder<unknown>) => Number(Object.values((await rowOf(query)) ?? {})[0]);

const admin = (method: 'get' | 'post', path: string, body?: object) =>
  request(t.app)[method](path).set('Authorization', `Bearer ${adminToken}`).send(body);
const asCustomer = (path: string, body: object = {}) =>
  request(t.app).post(path).set('Authorization', `Bearer ${customerToken}`).send(body);

async function register(email: string) {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ firstName: 'Kees', lastName: 'Klant', email, password: PASSWORD, acceptTerms: true });
  expect(res.status).toBe(201);
  const mail = (await t.mails()).filter((m) => m.to === email && m.text.includes('/email-bevestigen?token=')).at(-1);
  const token = /\/email-bevestigen\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect((await request(t.app).post('/api/auth/verify-email').send({ token })).status).toBe(204);
  return res.body.token as string;
}

async function addInvoice(email: string, fields: Record<string, unknown> = {}) {
  const existing = await rowOf(sql`SELECT id FROM customers WHERE email = ${email}`);
  const customerId =
    existing?.id ??
    (await admin('post', '/api/admin/customers', { name: 'Kees Klant', email, plan: 'esim-pro', status: 'active' }))
      .body.customer.id;
  const res = await admin('post', '/api/admin/invoices', {
    customerId,
    amount: '100,00',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    status: 'sent',
    recurring: false,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.invoice as { id: number; invoice_number: string };
}

/** The simulated provider's page: its "paid" (or other) button, as the visitor presses it. */
const simulate = (redirectUrl: string, outcome: 'paid' | 'failed' | 'canceled' = 'paid') =>
  request(t.app)
    .post(`/api/payments/${redirectUrl.split('/').at(-1)}/simulate`)
    .send({ outcome, ...(outcome === 'paid' ? { bank: 'ing' } : {}) });

/** The pay link of the invoice's latest reminder mail. */
async function payLinkOf(id: number) {
  expect((await admin('post', `/api/admin/invoices/${id}/reminder`)).status).toBe(202);
  const mail = (await t.mails()).at(-1)!;
  const match = new RegExp(`${PUBLIC_URL}/facturen/${id}/betalen\\?t=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match).not.toBeNull();
  return { mail, token: match![1]! };
}

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW }, env: { PUBLIC_URL } });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
  // Kees's record exists before his account: confirming the address makes its invoices his own.
  await addInvoice('kees@example.nl', { status: 'draft' });
  customerToken = await register('kees@example.nl');
});

describe('POST /api/invoices/{id}/pay', () => {
  it('sends the customer to the provider’s page for their open invoice, and marks it paid once it is paid', async () => {
    const invoice = await addInvoice('kees@example.nl');
    const res = await asCustomer(`/api/invoices/${invoice.id}/pay`);
    expect(res.status).toBe(201);
    expect(res.body.redirectUrl).toMatch(/^\/betalen\/TX-[0-9A-F]{12}$/);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'sent', paid_date: null });

    // The hosted page names the invoice and its amount with VAT (100 + 21% VAT).
    const page = await request(t.app)
      .get(`/api/payments/${res.body.redirectUrl.split('/').at(-1)}`)
      .set('Accept-Language', 'nl');
    expect(page.status).toBe(200);
    expect(page.body.payment).toMatchObject({
      amountCents: 12100,
      description: `Factuur ${invoice.invoice_number}`,
      status: 'open',
      returnUrl: `/dashboard/billing?paid=${invoice.invoice_number}#invoices`,
    });

    const paid = await simulate(res.body.redirectUrl);
    expect(paid.status).toBe(200);
    expect(paid.body.redirectUrl).toBe(`/dashboard/billing?paid=${invoice.invoice_number}#invoices`);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'paid', paid_date: '2026-11-23' });
    expect(
      await rowOf(sql`SELECT type, message_key FROM activity WHERE message_key = 'activity.paymentReceived'`),
    ).toEqual({ type: 'payment', message_key: 'activity.paymentReceived' });
    expect(await rowOf(sql`SELECT invoice_id, status, via FROM invoice_payments`)).toEqual({
      invoice_id: invoice.id,
      status: 'paid',
      via: 'account',
    });
    const own = await request(t.app).get('/api/invoices').set('Authorization', `Bearer ${customerToken}`);
    expect(own.body.invoices[0]).toMatchObject({ id: invoice.id, status: 'paid' });

    // A second notice of the same payment changes nothing; the paid invoice cannot be paid again.
    const webhook = await request(t.app)
      .post('/api/payments/webhook')
      .type('form')
      .send({ id: res.body.redirectUrl.split('/').at(-1) });
    expect(webhook.status).toBe(200);
    expect(await countOf(sql`SELECT COUNT(*) FROM activity WHERE message_key = 'activity.paymentReceived'`)).toBe(1);
    const again = await asCustomer(`/api/invoices/${invoice.id}/pay`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVOICE_PAID' });
  });

  it('pays an invoice past its due date, and leaves it open when the payment fails', async () => {
    const invoice = await addInvoice('kees@example.nl', { issueDate: '2026-09-01', dueDate: '2026-09-15' });
    const failed = await asCustomer(`/api/invoices/${invoice.id}/pay`, { method: 'paypal' });
    expect(failed.status).toBe(201);
    expect((await simulate(failed.body.redirectUrl, 'failed')).status).toBe(200);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'sent', paid_date: null });
    expect(await rowOf(sql`SELECT status FROM invoice_payments`)).toEqual({ status: 'failed' });

    const retry = await asCustomer(`/api/invoices/${invoice.id}/pay`);
    expect((await simulate(retry.body.redirectUrl)).status).toBe(200);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'paid', paid_date: '2026-11-23' });
  });

  it('answers 404 for another customer’s invoice, 409 for a draft and 401 without an account or token', async () => {
    const foreign = await addInvoice('ander@example.nl');
    const draft = await addInvoice('kees@example.nl', { status: 'draft' });
    const open = await addInvoice('kees@example.nl');
    expect((await asCustomer(`/api/invoices/${foreign.id}/pay`)).status).toBe(404);
    expect((await asCustomer('/api/invoices/99999/pay')).status).toBe(404);
    const refused = await asCustomer(`/api/invoices/${draft.id}/pay`).set('Accept-Language', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'INVOICE_NOT_OPEN',
      message: translateMessage('errors.INVOICE_NOT_OPEN', 'en'),
    });
    expect((await request(t.app).post(`/api/invoices/${open.id}/pay`).send({})).status).toBe(401);
    expect((await asCustomer(`/api/invoices/${open.id}/pay`, { method: 'creditcard' })).status).toBe(400);
    expect(await countOf(sql`SELECT COUNT(*) FROM invoice_payments`)).toBe(0);
  });
});

describe('the pay link of a reminder', () => {
  it('mails the signed link and the PDF, and pays without an account until the invoice is paid', async () => {
    const invoice = await addInvoice('ander@example.nl');
    const { mail, token } = await payLinkOf(invoice.id);
    expect(mail.text).toContain(translateMessage('mail.reminder.attached', 'nl'));
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `${invoice.invoice_number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(mail.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The HTML part links the URL too.
    expect(mail.html).toContain(`href="${PUBLIC_URL}/facturen/${invoice.id}/betalen?t=${token}"`);

    const shown = await request(t.app).get(`/api/invoices/${invoice.id}/pay-link`).set('X-Pay-Token', token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      invoice: {
        id: invoice.id,
        invoiceNumber: invoice.invoice_number,
        totalCents: 12100,
        dueDate: '2026-11-15',
        status: 'open',
      },
    });

    const res = await request(t.app).post(`/api/invoices/${invoice.id}/pay`).set('X-Pay-Token', token).send({});
    expect(res.status).toBe(201);
    const paid = await simulate(res.body.redirectUrl);
    expect(paid.body.redirectUrl).toBe(`/facturen/${invoice.id}/betalen?t=${token}`);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'paid', paid_date: '2026-11-23' });

    const after = await request(t.app).get(`/api/invoices/${invoice.id}/pay-link`).set('X-Pay-Token', token);
    expect(after.body.invoice.status).toBe('paid');
    const again = await request(t.app)
      .post(`/api/invoices/${invoice.id}/pay`)
      .set('X-Pay-Token', token)
      .set('Accept-Language', 'nl')
      .send({});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVOICE_PAID', message: 'Deze factuur is al betaald' });
  });

  it('refuses a tampered token or another invoice’s token with 404', async () => {
    const first = await addInvoice('ander@example.nl');
    const second = await addInvoice('ander@example.nl');
    const { token } = await payLinkOf(first.id);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [id, given] of [
      [first.id, tampered],
      [second.id, token],
      [first.id, 'x'],
    ] as const) {
      const pay = await request(t.app).post(`/api/invoices/${id}/pay`).set('X-Pay-Token', given).send({});
      expect(pay.status).toBe(404);
      const shown = await request(t.app).get(`/api/invoices/${id}/pay-link`).set('X-Pay-Token', given);
      expect(shown.status).toBe(404);
    }
    // A valid token does not open the account's way: a signed-in stranger still pays only by it.
    expect((await asCustomer(`/api/invoices/${first.id}/pay`)).status).toBe(404);
    expect(await countOf(sql`SELECT COUNT(*) FROM invoice_payments`)).toBe(0);
  });
});
