// The contract summary as PDF (docs/contracts.md §13 "Contract summary"): before ordering for the wizard's choices,
// after ordering for an order (its account, an admin, its token), and with the confirmation mail; read back with a
// text extractor, with the provider's details changed in the settings first to prove where they come from.
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { binary, pdfPageCount, pdfText as pdfLines } from '../../test/pdf.js';

/** A card the simulated provider accepts: the order is paid within the request. */
const CARD = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', name: 'A de Vries' };
const CUSTOMER = {
  name: 'Anna de Vries',
  email: 'anna@example.nl',
  phone: '+31 6 1234 5678',
  country: 'NL',
  postcode: '1012 JS',
  houseNumber: '1',
  street: 'Dam',
  city: 'Amsterdam',
};
const ESIM_PRO = { durationMonths: 24, calling: 'eu', nlData: 2, euData: 1, worldData: 0 };
const ESIM_PRO_QUERY = 'product=esim-pro&duration=24&calling=eu&nlData=2&euData=1&worldData=0';
const ASIA_PREMIUM_QUERY = 'product=travel&region=asia&plan=premium';
const ADMIN = { email: 'beheer@telenova.nl', password: 'Beheer-Wachtwoord-1' };
/** The provider as the back office sets it: none of it is the default. */
const COMPANY = {
  companyName: 'Belnet Noord B.V.',
  companyAddress: 'Vismarkt 7',
  companyPostcode: '9712 CB',
  companyCity: 'Groningen',
  kvkNumber: '87654321',
  vatNumber: 'NL812345678B01',
  supportEmail: 'hulp@belnet.example',
  supportPhone: '050 123 4567',
  supportHoursFrom: '09:00',
  supportHoursTo: '17:30',
  invoiceDueDays: 14,
  defaultLanguage: 'nl',
};

let t: TestApp;
let adminToken: string;

beforeEach(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdminAccount(ADMIN);
  adminToken = (await request(t.app).post('/api/auth/login').send(ADMIN)).body.token;
  const saved = await request(t.app)
    .put('/api/admin/settings')
    .set('Authorization', `Bearer ${adminToken}`)
    .send(COMPANY);
  expect(saved.status).toBe(200);
});

/** The text of a PDF on one line: every run of white space, line breaks too, as one space. */
const pdfText = async (data: Buffer) => (await pdfLines(data)).replace(/\s+/g, ' ');

async function summaryText(query: string, language?: string) {
  const req = request(t.app).get(`/api/contract-summary.pdf?${query}`);
  const res = await binary(language ? req.set('Accept-Language', language) : req);
  expect({ status: res.status, type: res.headers['content-type'] }).toEqual({
    status: 200,
    type: 'application/pdf',
  });
  return { res, text: await pdfText(res.body as Buffer) };
}

const EXPECTED = {
  nl: {
    title: 'Contractsamenvatting',
    kvk: 'KvK-nummer: 87654321',
    term: 'Minimale looptijd: 24 maanden',
    cancel: 'Zo zeg je op: wanneer je wilt, in je dashboard',
    withdrawal: 'binnen 14 dagen',
    travelPrice: 'Eenmalig: € 96,79 incl. btw (€ 79,99 excl. btw)',
    travelTerm: '30 dagen geldig vanaf de installatie',
  },
  en: {
    title: 'Contract summary',
    kvk: 'Chamber of Commerce (KvK) number: 87654321',
    term: 'Minimum term: 24 months',
    cancel: 'How to cancel: any time, in your dashboard',
    withdrawal: 'within 14 days',
    travelPrice: 'Once: €96.79 incl. VAT (€79.99 excl. VAT)',
    travelTerm: 'valid for 30 days from installation',
  },
  es: {
    title: 'Resumen del contrato',
    kvk: 'Número de la Cámara de Comercio (KvK): 87654321',
    term: 'Permanencia mínima: 24 meses',
    cancel: 'Cómo cancelar: cuando quieras, en tu panel',
    withdrawal: 'en los 14 días',
    travelPrice: 'Pago único: 96,79 € IVA incluido (79,99 € sin IVA)',
    travelTerm: 'válida durante 30 días desde la instalación',
  },
} as const;

describe('GET /api/contract-summary.pdf', () => {
  it.each(['nl', 'en', 'es'] as const)(
    "holds the price, the minimum term, how to cancel and the provider's name and KvK number from the settings (%s)",
    async (language) => {
      const expected = EXPECTED[language];
      const { res, text } = await summaryText(ESIM_PRO_QUERY, language);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(text).toContain(expected.title);
      expect(text).toContain('Belnet Noord B.V.');
      expect(text).toContain('Vismarkt 7, 9712 CB Groningen');
      expect(text).toContain(expected.kvk);
      expect(text).toContain('hulp@belnet.example');
      // The support line from the settings: 050 123 4567, working days 9:00–17:30.
      expect(text).toContain('050 123 4567');
      expect(text).toMatch(/9:00.{1,6}17:30/);
      expect(text).not.toContain('TeleNova');
      expect(text).not.toContain('00000000');
      expect(text).toContain(expected.term);
      expect(text).toContain(expected.cancel);
      expect(text).toContain(expected.withdrawal);
      // A long line may wrap after a slash of an address.
      expect(text.replaceAll('/ ', '/')).toContain(`${t.settings.publicUrl}/herroepen`);
      expect(await pdfPageCount(res.body as Buffer)).toBeLessThanOrEqual(2);

      const travel = await summaryText(ASIA_PREMIUM_QUERY, language);
      expect(travel.text).toContain(expected.travelPrice);
      expect(travel.text).toContain(expected.travelTerm);
    },
  );

  it('prices eSIM Pro as an order of the same choice is priced, per month with and without VAT', async () => {
    const placed = await request(t.app)
      .post('/api/orders')
      .set('Accept-Language', 'en')
      .send({
        product: { kind: 'esim-pro', configuration: ESIM_PRO },
        customer: CUSTOMER,
        delivery: 'email',
        payment: { method: 'creditcard', card: CARD },
        account: 'guest',
        withdrawalConsent: true,
      });
    expect(placed.status).toBe(201);
    const { totalPriceCents, totalWithVatCents } = placed.body.order.product;
    const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    const { text } = await summaryText(`${ESIM_PRO_QUERY}&lang=en`);
    expect(text).toContain(`Per month: ${euro(totalWithVatCents)} incl. VAT (${euro(totalPriceCents)} excl. VAT)`);
  });

  it('takes the language from lang= before Accept-Language', async () => {
    const { res, text } = await summaryText(`${ASIA_PREMIUM_QUERY}&lang=es`, 'nl');
    expect(text).toContain('Resumen del contrato');
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
  });

  it('describes a ported VOIP number with its one-off fee, and an AI assistant with its trial', async () => {
    const voip = await summaryText('product=voip&numberType=nl&portNumber=0201234567&bundle=europe&lang=nl');
    expect(voip.text).toContain('nummerbehoud');
    expect(voip.text).toContain(
      'Eenmalige kosten: het overzetten van je nummer, € 18,15 incl. btw (€ 15,00 excl. btw)',
    );
    expect(voip.text).toContain('Minimale looptijd: geen');
    expect(voip.text).toContain('je nummer meenemen');
    const assistant = await summaryText('product=ai-assistant&plan=professional&lang=en');
    expect(assistant.text).toMatch(/^Contract summary AI assistant Professional Made on /);
    expect(assistant.text).toContain('Per month: €119.79 incl. VAT (€99.00 excl. VAT)');
    expect(assistant.text).toContain('The first 30 days are free');
    const voicemail = await summaryText('product=ai-voicemail&plan=enterprise&lang=es');
    expect(voicemail.text).toContain('mensajes de voz ilimitados');
  });

  it.each([
    ['product=esim-pro&duration=24&calling=eu', 'nlData', 'Kies data voor minstens één regio'],
    ['product=esim-pro&duration=7&calling=eu&nlData=1', 'duration', null],
    ['product=esim-pro&duration=12&calling=eu&nlData=99', 'nlData', null],
    ['product=travel&region=asia&plan=huge', 'plan', null],
    ['product=travel&region=mars&plan=premium', 'region', null],
    ['product=voip&numberType=nl&number=%2B12125550100', 'number', null],
    ['product=voip&numberType=nl', 'number', null],
    ['product=ai-voicemail&plan=gold', 'plan', null],
    ['product=fax', 'product', null],
    [`${ASIA_PREMIUM_QUERY}&lang=de`, 'lang', null],
  ])('answers 400 with a translated message for %s', async (query, field, message) => {
    const res = await request(t.app).get(`/api/contract-summary.pdf?${query}`).set('Accept-Language', 'nl');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(res.body.fields)).toContain(field);
    const text = res.body.fields[field] as string;
    if (message) expect(text).toBe(message);
    else expect(text).not.toMatch(/^validation\./);
  });
});

describe('GET /api/orders/{id}/contract-summary.pdf', () => {
  async function register(email: string) {
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'es')
      .send({ firstName: 'Ana', lastName: 'García', email, password: 'Zomer-Fiets-2026!', acceptTerms: true });
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  async function placeOrder(language: string, token?: string) {
    const req = request(t.app).post('/api/orders').set('Accept-Language', language);
    if (token) req.set('Authorization', `Bearer ${token}`);
    const res = await req.send({
      product: { kind: 'esim-pro', configuration: ESIM_PRO },
      customer: CUSTOMER,
      delivery: 'email',
      payment: { method: 'creditcard', card: CARD },
      account: token ? 'existing' : 'guest',
      withdrawalConsent: true,
    });
    expect(res.status).toBe(201);
    return { id: res.body.order.id as string, accessToken: res.body.accessToken as string };
  }

  const summaryOf = (id: string) => binary(request(t.app).get(`/api/orders/${id}/contract-summary.pdf`));
  const refusalOf = (id: string) => request(t.app).get(`/api/orders/${id}/contract-summary.pdf`);

  it("answers the order's account, an admin and the order's token, in the order's language; 404 to anyone else", async () => {
    const owner = await register('ana@example.es');
    const other = await register('piet@example.nl');
    const order = await placeOrder('es', owner);

    const own = await summaryOf(order.id).set('Authorization', `Bearer ${owner}`);
    expect({ status: own.status, type: own.headers['content-type'] }).toEqual({
      status: 200,
      type: 'application/pdf',
    });
    expect(own.headers['content-disposition']).toBe(`attachment; filename="contract-summary-${order.id}.pdf"`);
    const text = await pdfText(own.body as Buffer);
    expect(text).toContain('Resumen del contrato');
    expect(text).toContain(`Pedido ${order.id}`);
    expect(text).toContain(EXPECTED.es.term);
    expect(text).toContain(EXPECTED.es.kvk);

    const admin = await summaryOf(order.id).set('Authorization', `Bearer ${adminToken}`).query({ lang: 'nl' });
    expect(admin.status).toBe(200);
    expect(await pdfText(admin.body as Buffer)).toContain(EXPECTED.nl.term);

    const guest = await placeOrder('nl');
    expect((await summaryOf(guest.id).set('X-Order-Token', guest.accessToken)).status).toBe(200);

    for (const res of [
      await refusalOf(order.id).set('Authorization', `Bearer ${other}`),
      await refusalOf(order.id),
      await refusalOf(order.id).set('X-Order-Token', guest.accessToken),
      await refusalOf('ORD-1').set('Authorization', `Bearer ${adminToken}`),
      await refusalOf('not-an-order').set('Authorization', `Bearer ${owner}`),
    ])
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it("comes with the confirmation mail as a PDF attachment in the order's language", async () => {
    const order = await placeOrder('nl');
    const mail = (await t.mails()).find((sent) => sent.to === CUSTOMER.email && sent.subject.includes(order.id));
    expect(mail?.text).toContain('De contractsamenvatting van je bestelling zit als bijlage bij deze mail (pdf).');
    const attachment = mail?.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`contract-summary-${order.id}.pdf`);
    const text = await pdfText(attachment!.content);
    expect(text).toContain('Contractsamenvatting');
    expect(text).toContain(`Bestelling ${order.id}`);
    expect(text).toContain(EXPECTED.nl.term);
    expect(text).toContain(EXPECTED.nl.kvk);
    expect(text).toContain('Belnet Noord B.V.');
  });
});
