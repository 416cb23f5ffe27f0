// VAT by country and business buyers (docs/contracts.md §13): what an order from another EU country pays, what a
// business with a VAT number pays, and what its invoice, its PDF, its credit note and the months after it say.
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { calculateEsimPrice, percentOfCents } from '@telecom/domain';
import { ESIM_PRO, registerCustomer, type TestCustomer } from '../../test/customer-orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { binary, pdfText } from '../../test/pdf.js';

let now = new Date('2026-11-24T10:00:00.000Z');
let t: TestApp;

beforeEach(async () => {
  now = new Date('2026-11-24T10:00:00.000Z');
  t = await createTestApp({ clock: { now: () => now } });
});

/** The Asia 20GB travel plan: €79.99 before VAT. */
const ASIA_20GB = { kind: 'travel', regionId: 'asia', planId: 'premium' } as const;

const ADDRESSES = {
  ES: { country: 'ES', postcode: '28013', street: 'Calle Mayor 1', city: 'Madrid' },
  DE: { country: 'DE', postcode: '10115', street: 'Invalidenstraße 1', city: 'Berlin' },
  FR: { country: 'FR', postcode: '75001', street: 'Rue de Rivoli 1', city: 'Paris' },
  FI: { country: 'FI', postcode: '00100', street: 'Mannerheimintie 1', city: 'Helsinki' },
  BE: { country: 'BE', postcode: '1000', street: 'Grote Markt 1', city: 'Brussel' },
  NL: { country: 'NL', postcode: '1012 JS', houseNumber: '1', street: 'Dam', city: 'Amsterdam' },
} as const;

/** Orders `product` for the customer's account from `address`, paid by iDEAL on the simulated page. */
async function orderAndPay(
  customer: TestCustomer,
  address: Record<string, string>,
  { product = ASIA_20GB as object, business, extra = {} }: { product?: object; business?: object; extra?: object } = {},
) {
  const placed = await customer.post('/api/orders', {
    product,
    customer: { name: 'Lucía García', email: customer.email, phone: '+34 600 123 456', ...address },
    ...(business ? { business } : {}),
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'existing',
    withdrawalConsent: true,
    ...extra,
  });
  expect(placed.status).toBe(201);
  const paid = await request(t.app)
    .post(`/api/payments/${placed.body.order.payment.transactionId}/simulate`)
    .send({ outcome: 'paid', bank: 'ing' });
  expect(paid.status).toBe(200);
  return placed.body.order;
}

/** The customer's invoice of an order, and its PDF's text (no-break spaces as spaces). */
async function invoiceOf(customer: TestCustomer, orderId: string) {
  const invoices = (await customer.get('/api/invoices')).body.invoices as {
    id: number;
    orderId: string | null;
    vatPercent: number;
    reverseCharge: boolean;
    amountCents: number;
    vatAmountCents: number;
    totalAmountCents: number;
    lines: { vatPercent: number }[];
  }[];
  const invoice = invoices.find((candidate) => candidate.orderId === orderId)!;
  const pdf = await binary(customer.get(`/api/invoices/${invoice.id}/pdf`));
  expect(pdf.status).toBe(200);
  return { invoice, text: await pdfText(pdf.body as Buffer) };
}

describe('POST /api/orders: VAT by the customer’s country', () => {
  it.each<[keyof typeof ADDRESSES, 'en' | 'nl' | 'es', number, number, RegExp]>([
    ['ES', 'es', 21, 1680, /IVA 21 %\s+16,80 €/],
    ['DE', 'en', 19, 1520, /VAT 19%\s+€15\.20/],
    ['FR', 'nl', 20, 1600, /Btw 20%\s+€ 16,00/],
    // A rate with a decimal, which every invoice line stores as it is.
    ['FI', 'en', 25.5, 2040, /VAT 25\.5%\s+€20\.40/],
  ])(
    'charges a consumer in %s their country’s rate, on the order, the invoice and its PDF (%s)',
    async (country, language, percent, vatCents, vatLine) => {
      const customer = await registerCustomer(t, { email: `koper-${country.toLowerCase()}@example.eu`, language });
      const order = await orderAndPay(customer, ADDRESSES[country]);
      expect(order.product).toMatchObject({
        totalPriceCents: 7999,
        vatPercent: percent,
        vatCents,
        totalWithVatCents: 7999 + vatCents,
      });
      expect(order).toMatchObject({ business: null, reverseCharge: false });
      const payment = await t.store.kysely
        .selectFrom('simulated_payments')
        .select('amount_cents')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(payment.amount_cents)).toBe(7999 + vatCents);
      const { invoice, text } = await invoiceOf(customer, order.id);
      expect(invoice).toMatchObject({
        vatPercent: percent,
        reverseCharge: false,
        amountCents: 7999,
        vatAmountCents: vatCents,
        totalAmountCents: 7999 + vatCents,
        lines: [{ vatPercent: percent }],
      });
      expect(text).toMatch(vatLine);
    },
  );

  it('ignores a VAT rate or reverse charge sent by the client', async () => {
    const customer = await registerCustomer(t, { email: 'klaus@example.de', language: 'en' });
    const order = await orderAndPay(customer, ADDRESSES.DE, {
      product: { ...ASIA_20GB, vatPercent: 0, totalWithVatCents: 7999 },
      extra: { reverseCharge: true, vatPercent: 0 },
    });
    expect(order.product).toMatchObject({ vatPercent: 19, totalWithVatCents: 9519 });
    expect(order.reverseCharge).toBe(false);
  });
});

describe('POST /api/orders: business buyers', () => {
  it('charges a Belgian business with a Belgian VAT number 0%, "btw verlegd" with its VAT number on the invoice', async () => {
    const customer = await registerCustomer(t, { email: 'inkoop@brouwerij.be', language: 'nl' });
    const order = await orderAndPay(customer, ADDRESSES.BE, {
      business: { companyName: 'Brouwerij De Klok NV', vatNumber: 'be 0123.456.789' },
    });
    expect(order).toMatchObject({
      business: { companyName: 'Brouwerij De Klok NV', vatNumber: 'BE0123456789' },
      reverseCharge: true,
      product: { vatPercent: 0, vatCents: 0, totalWithVatCents: 7999 },
    });
    const stored = await t.store.kysely
      .selectFrom('orders')
      .select('business')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.business!)).toEqual({ companyName: 'Brouwerij De Klok NV', vatNumber: 'BE0123456789' });
    expect((await customer.get(`/api/orders/${order.id}`)).body.order).toMatchObject({ reverseCharge: true });
    const { invoice, text } = await invoiceOf(customer, order.id);
    expect(invoice).toMatchObject({ vatPercent: 0, reverseCharge: true, vatAmountCents: 0, totalAmountCents: 7999 });
    expect(text).toContain('Brouwerij De Klok NV');
    expect(text).toContain('Btw-nummer BE0123456789');
    expect(text).toMatch(/Btw verlegd\s+€ 0,00/);
    expect(text).toContain('de btw wordt voldaan door de afnemer, btw-nummer BE0123456789');
    expect(text).toMatch(/Totaal\s+€ 79,99/);
  });

  it('prints the reverse charge in English and Spanish too', async () => {
    for (const [language, words] of [
      ['en', 'VAT reverse charged'],
      ['es', 'Inversión del sujeto pasivo'],
    ] as const) {
      const customer = await registerCustomer(t, { email: `buyer-${language}@example.be`, language });
      const order = await orderAndPay(customer, ADDRESSES.BE, {
        business: { companyName: 'Atelier SPRL', kvkNumber: '', vatNumber: 'BE1234567890' },
      });
      expect((await invoiceOf(customer, order.id)).text).toContain(words);
    }
  });

  it('charges a Dutch business the Dutch 21%, with its KvK and VAT number on the invoice', async () => {
    const customer = await registerCustomer(t, { email: 'inkoop@bakker.nl', language: 'nl' });
    const order = await orderAndPay(customer, ADDRESSES.NL, {
      business: { companyName: 'Bakker & Zn B.V.', kvkNumber: '81234567', vatNumber: 'NL862345678B01' },
    });
    expect(order).toMatchObject({ reverseCharge: false, product: { vatPercent: 21, totalWithVatCents: 9679 } });
    const { text } = await invoiceOf(customer, order.id);
    expect(text).toContain('Bakker & Zn B.V.');
    expect(text).toContain('KvK 81234567');
    expect(text).toContain('Btw-nummer NL862345678B01');
    expect(text).toMatch(/Btw 21%\s+€ 16,80/);
    expect(text).not.toContain('Btw verlegd');
  });

  it('charges a business without a VAT number its country’s rate', async () => {
    const customer = await registerCustomer(t, { email: 'einkauf@firma.de', language: 'en' });
    const order = await orderAndPay(customer, ADDRESSES.DE, { business: { companyName: 'Firma GmbH' } });
    expect(order).toMatchObject({ reverseCharge: false, product: { vatPercent: 19 } });
  });

  it.each<[string, object, Record<string, string>]>([
    [
      "a VAT number of another country than the address's",
      { companyName: 'Firma GmbH', vatNumber: 'BE0123456789' },
      { 'business.vatNumber': 'Dit btw-nummer past niet bij het gekozen land (bijvoorbeeld BE0123456789)' },
    ],
    [
      'no company name',
      { companyName: ' ' },
      { 'business.companyName': 'Bedrijfsnaam is verplicht bij een zakelijke bestelling' },
    ],
    [
      'a KvK number that is not 8 digits',
      { companyName: 'Firma GmbH', kvkNumber: '123' },
      { 'business.kvkNumber': 'Vul het KvK-nummer van 8 cijfers in' },
    ],
  ])('answers 400 with a translated field message for %s, storing nothing', async (_description, business, fields) => {
    const res = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'nl')
      .send({
        product: ASIA_20GB,
        customer: { name: 'Klaus', email: 'klaus@example.de', phone: '+49 30 123456', ...ADDRESSES.DE },
        business,
        delivery: 'email',
        payment: { method: 'ideal' },
        account: 'guest',
        withdrawalConsent: true,
      });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
    expect(await t.store.kysely.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it('answers 400 for a postcode of another form than the country’s', async () => {
    const res = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'es')
      .send({
        product: ASIA_20GB,
        customer: {
          name: 'Lucía',
          email: 'lucia@example.es',
          phone: '+34 600 123 456',
          ...ADDRESSES.ES,
          postcode: '1000',
        },
        delivery: 'email',
        payment: { method: 'ideal' },
        account: 'guest',
        withdrawalConsent: true,
      });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'customer.postcode': 'Este código postal no tiene el formato del país elegido' });
  });
});

describe('the same VAT after the order', () => {
  const admin = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };

  it('credits a reverse-charged invoice with its own rate and reverse charge', async () => {
    const customer = await registerCustomer(t, { email: 'inkoop@atelier.be', language: 'nl' });
    const order = await orderAndPay(customer, ADDRESSES.BE, {
      business: { companyName: 'Atelier SPRL', vatNumber: 'BE0123456789' },
    });
    await t.services.auth.ensureAdminAccount(admin);
    const token = (await request(t.app).post('/api/auth/login').send(admin)).body.token as string;
    const refunded = await request(t.app)
      .post(`/api/admin/orders/${order.id}/refund`)
      .set('Authorization', `Bearer ${token}`);
    expect(refunded.status).toBe(200);
    const note = await t.store.kysely
      .selectFrom('invoices')
      .select(['vat_percent', 'reverse_charge', 'vat_cents', 'total_cents'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'credit-note')
      .executeTakeFirstOrThrow();
    expect({ ...note, vat_percent: Number(note.vat_percent), total_cents: Number(note.total_cents) }).toEqual({
      vat_percent: 0,
      reverse_charge: 1,
      vat_cents: 0,
      total_cents: -7999,
    });
  });

  it("bills an eSIM Pro's next months at the rate of the order that started it", async () => {
    const customer = await registerCustomer(t, { email: 'klaus@example.de', language: 'en' });
    await orderAndPay(customer, ADDRESSES.DE, { product: { kind: 'esim-pro', configuration: ESIM_PRO } });
    const { monthlyCents } = calculateEsimPrice(ESIM_PRO);
    now = new Date('2026-12-01T03:00:00.000Z');
    expect((await t.services.billing.runBilling('2026-12-01')).invoiced).toBe(1);
    const billed = ((await customer.get('/api/invoices')).body.invoices as Record<string, unknown>[]).filter(
      (invoice) => invoice.orderId === null,
    );
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({
      vatPercent: 19,
      reverseCharge: false,
      amountCents: monthlyCents,
      vatAmountCents: percentOfCents(monthlyCents, 19),
    });
  });
});
