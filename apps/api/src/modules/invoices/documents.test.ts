// Invoices as documents (docs/contracts.md §7): numbers never reused, credit notes, the invoice of a paid order, and the
// PDF read back with a text extractor.
import request from 'supertest';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SETTINGS, orderInvoiceLines, priceOrderProduct } from '@telecom/domain';
import { createTestApp, openDemoDatabase, type TestApp } from '../../test/test-app.js';
import { binary, pdfText } from '../../test/pdf.js';
import { createCreditNote, createInvoicesService, createOrderInvoice } from './invoices.service.js';

const NOW = new Date('2026-11-23T10:30:00Z');

let t: TestApp;
let adminToken: string;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
  adminToken = (
    await request(t.app).post('/api/auth/login').send({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' })
  ).body.token;
});

const admin = {
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${adminToken}`),
  post: (path: string, body?: object) =>
    request(t.app).post(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', `Bearer ${adminToken}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${adminToken}`),
};

async function addCustomer(name: string, email: string) {
  const res = await admin.post('/api/admin/customers', { name, email, plan: 'esim-pro', status: 'active' });
  expect(res.status).toBe(201);
  return Number(res.body.customer.id);
}

async function addInvoice(customerId: number, fields: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/invoices', {
    customerId,
    amount: '120.50',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    status: 'sent',
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.invoice as { id: number; invoice_number: string };
}

async function paidInvoice(customerId: number, fields: Record<string, unknown> = {}) {
  const invoice = await addInvoice(customerId, fields);
  expect((await admin.post(`/api/admin/invoices/${invoice.id}/status`, { status: 'paid' })).status).toBe(200);
  return invoice;
}

const rows = (query: ReturnType<typeof sql>) =>
  query.execute(t.store.kysely).then((result) => result.rows as Record<string, unknown>[]);

describe('invoice numbers', () => {
  it('are consecutive per year and never given out twice, also after the last draft is deleted', async () => {
    const customer = await addCustomer('Dirk', 'dirk@example.nl');
    expect((await addInvoice(customer, { status: 'draft' })).invoice_number).toBe('INV-2026-001');
    const last = await addInvoice(customer, { status: 'draft' });
    expect(last.invoice_number).toBe('INV-2026-002');
    expect((await admin.delete(`/api/admin/invoices/${last.id}`)).status).toBe(204);
    expect((await addInvoice(customer, { status: 'draft' })).invoice_number).toBe('INV-2026-003');
    expect(await rows(sql`SELECT name, last_value FROM number_sequences ORDER BY name`)).toEqual([
      { name: 'INV-2026', last_value: 3 },
    ]);
  });
});

describe('credit notes', () => {
  it('credit a paid invoice with CN-YYYY-NNN and its negative lines, once, and the original stays paid', async () => {
    const customer = await addCustomer('Eva', 'eva@example.nl');
    const invoice = await paidInvoice(customer);
    const res = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Dienst opgezegd' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/api/admin/invoices/${res.body.invoice.id}`);
    expect(res.body.invoice).toMatchObject({
      invoice_number: 'CN-2026-001',
      kind: 'credit-note',
      status: 'paid',
      paid_date: '2026-11-23',
      issue_date: '2026-11-23',
      amount: -120.5,
      vatAmount: -25.31,
      totalAmount: -145.81,
      creditNoteOf: invoice.id,
      creditNoteOfNumber: invoice.invoice_number,
      customerId: customer,
      lines: [
        expect.objectContaining({
          description: 'Diensten (Dienst opgezegd)',
          quantity: 1,
          unitPriceCents: -12050,
          amountCents: -12050,
        }),
      ],
    });
    expect(
      await rows(
        sql`SELECT invoice_number, kind, status, amount_cents, vat_cents, total_cents, credit_note_of FROM invoices ORDER BY id`,
      ),
    ).toEqual([
      {
        invoice_number: 'INV-2026-001',
        kind: 'invoice',
        status: 'paid',
        amount_cents: 12050,
        vat_cents: 2531,
        total_cents: 14581,
        credit_note_of: null,
      },
      {
        invoice_number: 'CN-2026-001',
        kind: 'credit-note',
        status: 'paid',
        amount_cents: -12050,
        vat_cents: -2531,
        total_cents: -14581,
        credit_note_of: invoice.id,
      },
    ]);
    expect((await admin.get(`/api/admin/invoices/${invoice.id}`)).body.invoice).toMatchObject({
      status: 'paid',
      creditNoteId: res.body.invoice.id,
    });
    // The customer's total spent: the invoice minus its credit note.
    expect((await admin.get(`/api/admin/customers/${customer}`)).body.customer.totalSpent).toBe(0);

    const again = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CREDIT_NOTE_EXISTS');
    const ofNote = await admin.post(`/api/admin/invoices/${res.body.invoice.id}/credit-note`, {});
    expect(ofNote.status).toBe(409);
    expect(ofNote.body.code).toBe('INVOICE_NOT_PAID');
    // A credit note is not an invoice to move or delete.
    expect(
      (await admin.post(`/api/admin/invoices/${res.body.invoice.id}/status`, { status: 'cancelled' })).status,
    ).toBe(409);
    expect((await admin.delete(`/api/admin/invoices/${res.body.invoice.id}`)).status).toBe(409);
  });

  it('refuses an invoice that is not paid, and an unknown one', async () => {
    const customer = await addCustomer('Fleur', 'fleur@example.nl');
    for (const status of ['draft', 'sent'] as const) {
      const invoice = await addInvoice(customer, { status });
      const res = await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, {});
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVOICE_NOT_PAID');
    }
    expect((await admin.post('/api/admin/invoices/9999/credit-note', {})).status).toBe(404);
    expect(Number((await rows(sql`SELECT COUNT(*) AS n FROM invoices WHERE kind = 'credit-note'`))[0]!.n)).toBe(0);
  });

  it('refund the order instead, through the injected refundOrder, when the invoice came from an order', async () => {
    const customer = await addCustomer('Gijs', 'gijs@example.nl');
    const orderInvoice = await t.store.kysely.transaction().execute((trx) =>
      createOrderInvoice(trx, {
        orderId: 'ORD-1700000000000',
        customerId: customer,
        customerName: 'Gijs',
        customerEmail: 'gijs@example.nl',
        lines: orderInvoiceLines(priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' }), 'nl'),
        paidAt: '2026-11-20T12:00:00.000Z',
        language: 'nl',
      }),
    );
    const plain = await paidInvoice(customer);
    const refunded: string[] = [];
    const invoices = createInvoicesService({
      db: t.store.kysely,
      mail: t.services.mail,
      settings: t.services.settings,
      clock: { now: () => NOW },
      payments: { provider: t.services.paymentProvider, publicUrl: 'http://localhost', jwtSecret: 'test-secret' },
      // What the order service does: refund, and create the credit note with createCreditNote in its transaction.
      refundOrder: async (orderId) => {
        refunded.push(orderId);
        await t.store.kysely.transaction().execute((trx) => createCreditNote(trx, orderInvoice, { now: NOW }));
      },
    });
    const note = await invoices.creditInvoice(orderInvoice);
    expect(refunded).toEqual(['ORD-1700000000000']);
    expect(note).toMatchObject({
      invoice_number: 'CN-2026-001',
      creditNoteOf: orderInvoice,
      orderId: 'ORD-1700000000000',
      totalAmountCents: -2419,
    });
    // Without an order the credit note is made here, refundOrder is not called.
    expect((await invoices.creditInvoice(plain.id)).invoice_number).toBe('CN-2026-002');
    expect(refunded).toEqual(['ORD-1700000000000']);
  });
});

describe('createOrderInvoice', () => {
  it('stores a paid invoice of the paid date, linked to the order, with the lines and VAT of the order', async () => {
    const customer = await addCustomer('Hanna', 'hanna@example.nl');
    const product = priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 1, worldData: 0 },
    });
    const id = await t.store.kysely.transaction().execute((trx) =>
      createOrderInvoice(trx, {
        orderId: 'ORD-1763900000000',
        customerId: customer,
        customerName: 'Hanna',
        customerEmail: 'hanna@example.nl',
        lines: orderInvoiceLines(product, 'en'),
        paidAt: '2027-01-02T08:00:00.000Z',
        language: 'en',
      }),
    );
    const res = await admin.get(`/api/admin/invoices/${id}`);
    expect(res.body.invoice).toMatchObject({
      invoice_number: 'INV-2027-001',
      status: 'paid',
      issue_date: '2027-01-02',
      due_date: '2027-01-02',
      paid_date: '2027-01-02',
      orderId: 'ORD-1763900000000',
      customerId: customer,
      amountCents: product.totalPriceCents,
      vatAmountCents: product.vatCents,
      totalAmountCents: product.totalWithVatCents,
      lines: [
        expect.objectContaining({
          description: 'eSIM Pro, first month of a 12-month plan (NL 10GB, EU 3GB; calls: Netherlands)',
          unitPriceCents: 2250,
        }),
      ],
    });
    expect((await admin.get(`/api/admin/customers/${customer}`)).body.customer.totalSpent).toBe(27.23);
  });
});

describe('PDF documents', () => {
  it('answer the invoice as an extractable PDF in the company language: seller, buyer, lines, VAT and total', async () => {
    const customer = await addCustomer('Olaf de Wit', 'olaf@example.nl');
    const invoice = await addInvoice(customer, { description: 'Installatie op locatie' });
    const res = await binary(admin.get(`/api/admin/invoices/${invoice.id}/pdf`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-2026-001.pdf"');
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain('Factuur INV-2026-001');
    expect(text).toContain('TeleNova B.V.');
    expect(text).toContain(`${DEFAULT_ADMIN_SETTINGS.companyAddress}`);
    expect(text).toContain('1012 AB Amsterdam');
    expect(text).toContain(`KvK ${DEFAULT_ADMIN_SETTINGS.kvkNumber}`);
    expect(text).toContain(`Btw-nummer ${DEFAULT_ADMIN_SETTINGS.vatNumber}`);
    expect(text).toContain('support@telenova.nl');
    expect(text).toContain('Telefoon 020 123 4567 (werkdagen 8:00–20:00)');
    expect(text).toContain('Olaf de Wit');
    expect(text).toContain('olaf@example.nl');
    expect(text).toContain('Installatie op locatie');
    expect(text).toMatch(/Subtotaal\s+€ 120,50/);
    expect(text).toMatch(/Btw 21%\s+€ 25,31/);
    expect(text).toMatch(/Totaal\s+€ 145,81/);
    expect(text).toContain('Factuurdatum: 1 november 2026');
    expect(text).toContain('Vervaldatum: 1 december 2026');
    expect(text).toContain('Status: Verzonden');
    expect((await admin.get('/api/admin/invoices/999/pdf')).status).toBe(404);
  });

  it("answer in English with the English number format when that is the customer's language", async () => {
    // The seller comes from the settings.
    expect(
      (
        await admin.put('/api/admin/settings', {
          ...DEFAULT_ADMIN_SETTINGS,
          companyName: 'Bakker & Zn B.V.',
          companyAddress: 'Oudegracht 12',
          companyPostcode: '3511 AR',
          companyCity: 'Utrecht',
          kvkNumber: '81234567',
          vatNumber: 'NL862345678B01',
          defaultLanguage: 'en',
          supportPhone: '030 234 5678',
          supportHoursFrom: '09:00',
          supportHoursTo: '17:30',
        })
      ).status,
    ).toBe(200);
    const customer = await addCustomer('Pim Post', 'pim@example.nl');
    const invoice = await paidInvoice(customer);
    const text = await pdfText((await binary(admin.get(`/api/admin/invoices/${invoice.id}/pdf`))).body as Buffer);
    expect(text).toContain('Invoice INV-2026-001');
    expect(text).toContain('Bakker & Zn B.V.');
    expect(text).toContain('Oudegracht 12');
    expect(text).toContain('3511 AR Utrecht');
    expect(text).toContain('KvK (Chamber of Commerce) 81234567');
    expect(text).toContain('VAT number NL862345678B01');
    expect(text).toContain('Phone 030 234 5678 (working days 9:00–17:30)');
    expect(text).toMatch(/VAT 21%\s+€25\.31/);
    expect(text).toMatch(/Total\s+€145\.81/);
    expect(text).toContain('Status: Paid (paid on 23 November 2026)');

    const note = (await admin.post(`/api/admin/invoices/${invoice.id}/credit-note`, {})).body.invoice;
    const credit = await binary(admin.get(`/api/admin/invoices/${note.id}/pdf`));
    expect(credit.headers['content-disposition']).toBe('attachment; filename="CN-2026-001.pdf"');
    const creditText = await pdfText(credit.body as Buffer);
    expect(creditText).toContain('Credit note CN-2026-001');
    expect(creditText).toContain('Credits invoice INV-2026-001');
    expect(creditText).toMatch(/Total\s+-€145\.81/);
  });

  it("show the order's shipping address as the buyer's address, and let the customer download only their own", async () => {
    t = await createTestApp({ clock: { now: () => NOW }, db: await openDemoDatabase() });
    await t.services.auth.ensureAdminAccount({ email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' });
    const order = (
      await rows(sql`SELECT id FROM orders WHERE customer_email = 'demo@telenova.nl' ORDER BY id LIMIT 1`)
    )[0] as { id: string };
    const demoCustomer = Number(
      (
        (
          await rows(
            sql`SELECT customers.id FROM customers JOIN users ON users.id = customers.user_id WHERE users.email = 'demo@telenova.nl'`,
          )
        )[0] as { id: number }
      ).id,
    );
    const id = await t.store.kysely.transaction().execute((trx) =>
      createOrderInvoice(trx, {
        orderId: order.id,
        customerId: demoCustomer,
        customerName: 'Sanne de Vries',
        customerEmail: 'demo@telenova.nl',
        lines: [{ description: 'Reisbundel', quantity: 1, unitPriceCents: 1999 }],
        paidAt: '2026-11-20T10:00:00.000Z',
        language: 'nl',
      }),
    );
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'demo@telenova.nl', password: 'Demo-Klant-2026' });
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const own = await binary(request(t.app).get(`/api/invoices/${id}/pdf`).set(auth));
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(own.body as Buffer);
    expect(text).toContain('Vredenburgkade 11');
    expect(text).toContain('3511 WC Utrecht');
    expect(text).toContain(`Bestelling: ${order.id}`);
    expect(text).toMatch(/Totaal\s+€ 24,19/);

    // Another customer's invoice: 404, as an unknown one; and nothing without signing in.
    const other = (await rows(sql`SELECT id FROM invoices WHERE customer_email <> 'demo@telenova.nl' LIMIT 1`))[0] as {
      id: number;
    };
    expect((await request(t.app).get(`/api/invoices/${other.id}/pdf`).set(auth)).status).toBe(404);
    expect((await request(t.app).get(`/api/invoices/${id}/pdf`)).status).toBe(401);
  });
});
