// The numbering rules at the VOIP order (docs/contracts.md §15, docs/decisions/048): a consumer gets a new Dutch
// geographic number only with an address in its area, an 085 number only as a business; a refused order answers 400
// with the message at the field (postcode, business, country) and stores nothing; a placed order keeps the address it
// was checked against. A ported number and a number abroad have no such rule.
import { numberInventory } from '@telecom/domain';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => new Date('2026-11-24T10:00:00.000Z') } });
  await t.services.voip.ensureInventory();
});

const AMSTERDAM_NUMBER = numberInventory('020')[0]!;
const NATIONAL_NUMBER = numberInventory('085')[0]!;
const BRUSSELS_NUMBER = numberInventory('be-2')[0]!;

const ADDRESSES = {
  amsterdam: { country: 'NL', postcode: '1012jS', houseNumber: '1', street: 'Dam', city: 'Amsterdam' },
  rotterdam: { country: 'NL', postcode: '3011 AA', houseNumber: '5', street: 'Coolsingel', city: 'Rotterdam' },
  brussels: { country: 'BE', postcode: '1000', street: 'Grote Markt 1', city: 'Brussel' },
} as const;

const BUSINESS = { companyName: 'Bakkerij Bol BV', kvkNumber: '12345678' };

interface Placing {
  product: object;
  address: Record<string, string>;
  business?: object;
  language?: 'nl' | 'en' | 'es';
}

/** POST /api/orders as a guest, as the wizard sends it. */
function place({ product, address, business, language = 'nl' }: Placing) {
  return request(t.app)
    .post('/api/orders')
    .set('Accept-Language', language)
    .send({
      product,
      customer: { name: 'Sanne Bol', email: 'sanne@example.nl', phone: '+31 6 1234 5678', ...address },
      ...(business ? { business } : {}),
      delivery: 'email',
      payment: { method: 'ideal' },
      account: 'guest',
      withdrawalConsent: true,
    });
}

const newNumber = (number: string, numberType = 'nl') => ({ kind: 'voip', numberType, number, bundle: null });

/** The stored order's address and business details, as the row keeps them. */
async function storedOrder(id: string) {
  const row = await t.store.kysely
    .selectFrom('orders')
    .select(['customer', 'business'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    customer: JSON.parse(row.customer) as Record<string, string>,
    business: row.business === null ? null : (JSON.parse(row.business) as Record<string, string>),
  };
}

const orderCount = async () =>
  Number(
    (
      await t.store.kysely
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whether the number is still offered by GET /api/voip/numbers (nobody took it). */
const offered = async (number: string, area: string) =>
  ((await request(t.app).get(`/api/voip/numbers?area=${area}`)).body.numbers as { number: string }[]).some(
    (entry) => entry.number === number,
  );

describe('POST /api/orders: a new geographic number', () => {
  it('gives a consumer in Amsterdam an 020 number and keeps the address it was checked against', async () => {
    const placed = await place({ product: newNumber(AMSTERDAM_NUMBER), address: ADDRESSES.amsterdam });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toMatchObject({ number: AMSTERDAM_NUMBER, area: '020' });
    const stored = await storedOrder(placed.body.order.id as string);
    expect(stored.customer).toMatchObject({ country: 'NL', postcode: '1012 JS', city: 'Amsterdam' });
    expect(stored.business).toBeNull();
  });

  it('refuses a consumer in Rotterdam an 020 number with 400 at the postcode, in the language asked, storing nothing', async () => {
    const refused = await place({ product: newNumber(AMSTERDAM_NUMBER), address: ADDRESSES.rotterdam });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'customer.postcode':
          'Voor een nummer met dit netnummer heeft u een adres in dat netnummergebied nodig, of u bestelt als bedrijf in Nederland',
      },
    });
    expect(Object.keys(refused.body.fields as object)).toEqual(['customer.postcode']);
    const english = await place({ product: newNumber(AMSTERDAM_NUMBER), address: ADDRESSES.rotterdam, language: 'en' });
    expect(english.body.fields).toEqual({
      'customer.postcode':
        'A number with this area code needs an address in its area, or an order as a business in the Netherlands',
    });
    expect(await orderCount()).toBe(0);
    expect(await offered(AMSTERDAM_NUMBER, '020')).toBe(true);
  });

  it('gives the 020 number to a business in Rotterdam, and keeps its details beside the address', async () => {
    const placed = await place({
      product: newNumber(AMSTERDAM_NUMBER),
      address: ADDRESSES.rotterdam,
      business: BUSINESS,
    });
    expect(placed.status).toBe(201);
    const stored = await storedOrder(placed.body.order.id as string);
    expect(stored.customer).toMatchObject({ postcode: '3011 AA', city: 'Rotterdam' });
    expect(stored.business).toMatchObject({ companyName: 'Bakkerij Bol BV', kvkNumber: '12345678' });
  });

  it('reads a Brussels postcode as no address in Amsterdam, for a consumer and for a business abroad alike', async () => {
    for (const business of [undefined, { companyName: 'Bol NV' }]) {
      const refused = await place({ product: newNumber(AMSTERDAM_NUMBER), address: ADDRESSES.brussels, business });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields as object)).toEqual(['customer.postcode']);
    }
    expect(await orderCount()).toBe(0);
  });
});

describe('POST /api/orders: an 085 number', () => {
  it('refuses a consumer with 400 at the business details', async () => {
    const refused = await place({ product: newNumber(NATIONAL_NUMBER), address: ADDRESSES.amsterdam });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ business: '085- en 088-nummers zijn voor bedrijven in Nederland' });
    const spanish = await place({ product: newNumber(NATIONAL_NUMBER), address: ADDRESSES.amsterdam, language: 'es' });
    expect(spanish.body.fields).toEqual({ business: 'Los números 085 y 088 son para empresas en los Países Bajos' });
    expect(await orderCount()).toBe(0);
  });

  it('gives it to a business in the Netherlands, wherever its address', async () => {
    const placed = await place({
      product: newNumber(NATIONAL_NUMBER),
      address: ADDRESSES.rotterdam,
      business: BUSINESS,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toMatchObject({ number: NATIONAL_NUMBER, area: '085' });
  });

  it('refuses a business abroad at the country', async () => {
    const refused = await place({
      product: newNumber(NATIONAL_NUMBER),
      address: ADDRESSES.brussels,
      business: { companyName: 'Bol NV' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'customer.country': '085- en 088-nummers zijn voor bedrijven in Nederland',
    });
  });
});

describe('POST /api/orders: numbers the rule leaves alone', () => {
  it('ports an Amsterdam number to a consumer in Rotterdam', async () => {
    const placed = await place({
      product: {
        kind: 'voip',
        numberType: 'nl',
        porting: {
          number: '020 123 4567',
          currentProvider: 'KPN',
          holderName: 'Sanne Bol',
          atContractEnd: true,
          consent: true,
        },
        bundle: null,
      },
      address: ADDRESSES.rotterdam,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toMatchObject({ number: '+31201234567', portingCents: 1500 });
  });

  it('gives a consumer in Rotterdam a Brussels number', async () => {
    const placed = await place({
      product: newNumber(BRUSSELS_NUMBER, 'international'),
      address: ADDRESSES.rotterdam,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.product).toMatchObject({ number: BRUSSELS_NUMBER, area: 'be-2' });
  });
});
