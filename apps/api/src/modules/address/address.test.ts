import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidDutchPostcode, normalizeDutchPostcode, translateMessage } from '@telecom/domain';
import { startFakePdok } from '../../test/fake-pdok.js';
import { createTestApp } from '../../test/test-app.js';
import { POSTCODES, PROVINCES } from './postcodes.js';

describe('GET /api/address', async () => {
  const { app } = await createTestApp();

  it('answers street, city and province of a known postcode', async () => {
    const res = await request(app).get('/api/address').query({ postcode: '1071 XX', houseNumber: '1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ street: 'Museumstraat', city: 'Amsterdam', province: 'Noord-Holland' });
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it.each(['1071xx', '1071 xx', ' 1071XX '])('accepts the postcode written as %j', async (postcode) => {
    const res = await request(app).get('/api/address').query({ postcode, houseNumber: '1' });
    expect(res.status).toBe(200);
    expect(res.body.street).toBe('Museumstraat');
  });

  it('accepts a house number with an addition', async () => {
    const res = await request(app).get('/api/address').query({ postcode: '3011 AD', houseNumber: '40a' });
    expect(res.body).toEqual({ street: 'Coolsingel', city: 'Rotterdam', province: 'Zuid-Holland' });
  });

  it.each([
    ['en', 'No address found for this postcode and house number'],
    ['nl', 'Geen adres gevonden bij deze postcode en dit huisnummer'],
    ['es', 'No se ha encontrado ninguna dirección con este código postal y número'],
  ])('answers 404 with a translated message for an unknown postcode (%s)', async (language, message) => {
    const res = await request(app)
      .get('/api/address')
      .set('Accept-Language', language)
      .query({ postcode: '9999 ZZ', houseNumber: '1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'ADDRESS_NOT_FOUND', message });
  });

  it.each<[Record<string, string>, Record<string, string>]>([
    [{ postcode: '0123 AB', houseNumber: '1' }, { postcode: translateMessage('validation.postcode.invalid', 'nl') }],
    [{ postcode: '1234', houseNumber: '1' }, { postcode: translateMessage('validation.postcode.invalid', 'nl') }],
    [{ houseNumber: '1' }, { postcode: translateMessage('validation.postcode.required', 'nl') }],
    [{ postcode: '1071 XX' }, { houseNumber: translateMessage('validation.houseNumber.required', 'nl') }],
    [
      { postcode: '1071 XX', houseNumber: 'abc' },
      { houseNumber: translateMessage('validation.houseNumber.invalid', 'nl') },
    ],
    [
      { postcode: "1071 XX' OR 1=1 --", houseNumber: '1' },
      { postcode: translateMessage('validation.postcode.invalid', 'nl') },
    ],
  ])('answers 400 for %o', async (query, fields) => {
    const res = await request(app).get('/api/address').set('Accept-Language', 'nl').query(query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
  });

  it('answers 400, not 500, for a repeated parameter', async () => {
    const res = await request(app).get('/api/address?postcode=1071XX&postcode=1012AB&houseNumber=1');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/address with ADDRESS_PROVIDER=pdok', async () => {
  const pdok = await startFakePdok();
  afterAll(() => pdok.close());
  const { app } = await createTestApp({ env: { ADDRESS_PROVIDER: 'pdok', PDOK_URL: pdok.url } });

  it("answers PDOK's street, city and province, also for a postcode the shipped table does not hold", async () => {
    const res = await request(app).get('/api/address?postcode=3511%20LX&houseNumber=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ street: 'Visschersplein', city: 'Utrecht', province: 'Utrecht' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(pdok.queries.at(-1)?.getAll('fq')).toEqual(['type:adres', 'postcode:3511LX', 'huisnummer:1']);
  });

  it('answers 404 for a house number PDOK does not know, where the table would have answered the postcode', async () => {
    const res = await request(app).get('/api/address').query({ postcode: '1071 XX', houseNumber: '1' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ADDRESS_NOT_FOUND');
  });

  it.each([
    ['en', 'The address lookup is not available right now. Please fill in the street and city yourself'],
    ['nl', 'Adres opzoeken lukt nu niet. Vul straat en plaats zelf in'],
    ['es', 'La búsqueda de direcciones no está disponible ahora. Rellena tú la calle y la ciudad'],
  ])('answers 503 with a translated message while PDOK fails, never from the table (%s)', async (language, message) => {
    pdok.setMode({ kind: 'fail', status: 500 });
    try {
      // 9712 CP is in the shipped table too: the answer does not fall back on it.
      const res = await request(app)
        .get('/api/address')
        .set('Accept-Language', language)
        .query({ postcode: '9712 CP', houseNumber: '5' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ code: 'ADDRESS_LOOKUP_UNAVAILABLE', message });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      pdok.setMode({ kind: 'answer' });
    }
  });

  it('answers again once PDOK is back: a failure is not remembered', async () => {
    const res = await request(app).get('/api/address').query({ postcode: '9712 CP', houseNumber: '5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ street: 'Broerstraat', city: 'Groningen', province: 'Groningen' });
  });

  it('checks the query before asking PDOK', async () => {
    const asked = pdok.queries.length;
    const res = await request(app).get('/api/address').query({ postcode: '0123 AB', houseNumber: '1' });
    expect(res.status).toBe(400);
    expect(pdok.queries).toHaveLength(asked);
  });
});

describe('the postcode table', () => {
  it('holds a few hundred entries over all twelve provinces', () => {
    expect(POSTCODES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(POSTCODES.map(([, , , province]) => province))).toEqual(new Set(PROVINCES));
  });

  it('writes every postcode as the domain does, once', () => {
    const seen = new Set<string>();
    for (const [postcode, street, city] of POSTCODES) {
      expect(isValidDutchPostcode(postcode)).toBe(true);
      expect(normalizeDutchPostcode(postcode)).toBe(postcode);
      expect(seen.has(postcode)).toBe(false);
      seen.add(postcode);
      expect(street.trim()).toBe(street);
      expect(street.length).toBeGreaterThan(1);
      expect(city.length).toBeGreaterThan(1);
    }
  });
});
