import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePdok, type FakePdok } from '../../test/fake-pdok.js';
import {
  AddressLookupUnavailableError,
  createTableAddressProvider,
  withAddressCache,
  type AddressProvider,
} from './address-provider.js';
import { createPdokAddressProvider } from './pdok-address-provider.js';

let fake: FakePdok;
let pdok: AddressProvider;

beforeAll(async () => {
  fake = await startFakePdok();
  pdok = createPdokAddressProvider({ url: fake.url, timeoutMs: 300 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setMode({ kind: 'answer' });
  fake.queries.length = 0;
});

describe('the PDOK address provider', () => {
  it('answers the street, city and province PDOK holds for a postcode and house number', async () => {
    await expect(pdok.lookUp({ postcode: '3511 LX', houseNumber: '1' })).resolves.toEqual({
      street: 'Visschersplein',
      city: 'Utrecht',
      province: 'Utrecht',
    });
  });

  it('asks the free endpoint with filter queries on type, postcode (without its space) and house number', async () => {
    await pdok.lookUp({ postcode: '3511 LX', houseNumber: '37' });
    expect(fake.queries).toHaveLength(1);
    const [query] = fake.queries;
    expect(query?.getAll('fq')).toEqual(['type:adres', 'postcode:3511LX', 'huisnummer:37']);
    expect(query?.get('rows')).toBe('1');
    expect(query?.get('fl')?.split(',')).toEqual(
      expect.arrayContaining(['straatnaam', 'woonplaatsnaam', 'provincienaam']),
    );
  });

  it('sends only the number of a house number with a letter, and keeps the province as PDOK writes it', async () => {
    await expect(pdok.lookUp({ postcode: '8911 DH', houseNumber: '4a' })).resolves.toEqual({
      street: 'Oldehoofsterkerkhof',
      city: 'Leeuwarden',
      province: 'Fryslân',
    });
    expect(fake.queries[0]?.getAll('fq')).toContain('huisnummer:4');
  });

  it.each([
    ['a house number the postcode does not have', '3511 LX', '999'],
    ['a postcode PDOK does not know', '1234 AB', '1'],
  ])('finds nothing for %s', async (_case, postcode, houseNumber) => {
    await expect(pdok.lookUp({ postcode, houseNumber })).resolves.toBeUndefined();
    expect(fake.queries).toHaveLength(1);
  });

  it.each([500, 502, 503, 429, 400])('is unavailable when PDOK answers %i', async (status) => {
    fake.setMode({ kind: 'fail', status });
    await expect(pdok.lookUp({ postcode: '3511 LX', houseNumber: '1' })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
  });

  it('is unavailable when PDOK does not answer within the timeout', async () => {
    fake.setMode({ kind: 'hang' });
    const started = performance.now();
    await expect(pdok.lookUp({ postcode: '3511 LX', houseNumber: '1' })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
    expect(fake.queries).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is unavailable when nothing listens at PDOK_URL', async () => {
    const gone = await startFakePdok();
    await gone.close();
    const provider = createPdokAddressProvider({ url: gone.url });
    await expect(provider.lookUp({ postcode: '3511 LX', houseNumber: '1' })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
  });
});

describe('the shipped table', () => {
  it('answers by postcode alone, whatever the house number', async () => {
    const table = createTableAddressProvider();
    const museum = { street: 'Museumstraat', city: 'Amsterdam', province: 'Noord-Holland' };
    await expect(table.lookUp({ postcode: '1071 XX', houseNumber: '1' })).resolves.toEqual(museum);
    await expect(table.lookUp({ postcode: '1071 XX', houseNumber: '9999' })).resolves.toEqual(museum);
    await expect(table.lookUp({ postcode: '3511 LX', houseNumber: '1' })).resolves.toBeUndefined();
  });
});

describe('the address cache', () => {
  it('asks PDOK once for an address asked twice, found or not', async () => {
    const cached = withAddressCache(pdok);
    await cached.lookUp({ postcode: '3511 LX', houseNumber: '1' });
    await expect(cached.lookUp({ postcode: '3511 LX', houseNumber: '1' })).resolves.toMatchObject({
      street: 'Visschersplein',
    });
    await cached.lookUp({ postcode: '3511 LX', houseNumber: '999' });
    await expect(cached.lookUp({ postcode: '3511 LX', houseNumber: '999' })).resolves.toBeUndefined();
    expect(fake.queries).toHaveLength(2);
  });

  it('asks again once the answer is older than its time to live', async () => {
    let now = 0;
    const cached = withAddressCache(pdok, { ttlMs: 60_000, now: () => now });
    await cached.lookUp({ postcode: '3511 LX', houseNumber: '1' });
    now = 59_999;
    await cached.lookUp({ postcode: '3511 LX', houseNumber: '1' });
    expect(fake.queries).toHaveLength(1);
    now = 60_000;
    await cached.lookUp({ postcode: '3511 LX', houseNumber: '1' });
    expect(fake.queries).toHaveLength(2);
  });

  it('keeps at most its number of answers, dropping the least recently used', async () => {
    const cached = withAddressCache(pdok, { maxEntries: 2 });
    const utrecht = { postcode: '3511 LX', houseNumber: '1' };
    const groningen = { postcode: '9712 CP', houseNumber: '5' };
    const leeuwarden = { postcode: '8911 DH', houseNumber: '4a' };
    await cached.lookUp(utrecht);
    await cached.lookUp(groningen);
    await cached.lookUp(utrecht); // used again: Groningen is now the least recently used
    await cached.lookUp(leeuwarden);
    expect(fake.queries).toHaveLength(3);
    await cached.lookUp(utrecht);
    await cached.lookUp(leeuwarden);
    expect(fake.queries).toHaveLength(3);
    await cached.lookUp(groningen);
    expect(fake.queries).toHaveLength(4);
  });

  it('keeps no failure: the next lookup asks PDOK again', async () => {
    const cached = withAddressCache(pdok);
    fake.setMode({ kind: 'fail', status: 500 });
    await expect(cached.lookUp({ postcode: '3511 LX', houseNumber: '1' })).rejects.toBeInstanceOf(
      AddressLookupUnavailableError,
    );
    fake.setMode({ kind: 'answer' });
    await expect(cached.lookUp({ postcode: '3511 LX', houseNumber: '1' })).resolves.toMatchObject({
      city: 'Utrecht',
    });
    expect(fake.queries).toHaveLength(2);
  });
});
