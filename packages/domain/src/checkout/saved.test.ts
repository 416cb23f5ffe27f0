import { describe, it, expect } from 'vitest';
import {
  EMPTY_SHIPPING,
  customTripFromQuery,
  namesTravelPlan,
  parseSavedCheckout,
  splitFullName,
  travelProductFromQuery,
  type SavedCheckout,
} from './index.js';

const SAVED: SavedCheckout = {
  product: {
    kind: 'esim-pro',
    configuration: { durationMonths: 12, calling: 'nl', nlData: 2, euData: 0, worldData: 1 },
  },
  device: { brand: 'apple', model: 'iphone-15' },
  shipping: {
    ...EMPTY_SHIPPING,
    name: 'Jan de Vries',
    postcode: '1012 JS',
    houseNumber: '1',
    street: 'Dam',
    city: 'Amsterdam',
  },
  delivery: 'sms',
  account: 'new',
  paymentMethod: 'creditcard',
};

const query = (text: string) => new URLSearchParams(text);

describe('parseSavedCheckout', () => {
  it('reads back what the wizard saved', () => {
    expect(parseSavedCheckout(JSON.stringify(SAVED))).toEqual(SAVED);
  });

  it('reads a saved travel plan', () => {
    const travel = { ...SAVED, product: { kind: 'travel', regionId: 'asia', planId: 'standard' } };
    expect(parseSavedCheckout(JSON.stringify(travel))?.product).toEqual({
      kind: 'travel',
      regionId: 'asia',
      planId: 'standard',
    });
  });

  it('reads back the bundle an eSIM Pro configuration came from', () => {
    const bundled = {
      ...SAVED,
      product: {
        kind: 'esim-pro',
        configuration: { durationMonths: 3, calling: 'nl', nlData: 2, euData: 0, worldData: 0 },
        bundleId: 'popular',
      },
    };
    expect(parseSavedCheckout(JSON.stringify(bundled))?.product).toEqual(bundled.product);
  });

  it('drops keys it does not know, such as a password or a card', () => {
    const withSecrets = {
      ...SAVED,
      card: { number: '4111111111111111' },
      newAccount: { password: 'geheim-wachtwoord' },
    };
    const parsed = parseSavedCheckout(JSON.stringify(withSecrets));
    expect(parsed).toEqual(SAVED);
    expect(JSON.stringify(parsed)).not.toContain('4111');
  });

  it.each<[string, string | null | undefined]>([
    ['nothing', undefined],
    ['null', null],
    ['an empty cookie', ''],
    ['text that is not JSON', '{"product":'],
    ['JSON that is not an object', '"step 3"'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['an object without a product', JSON.stringify({ ...SAVED, product: undefined })],
    ['an unknown bundle', JSON.stringify({ ...SAVED, product: { ...SAVED.product, bundleId: 'gold' } })],
    ['an unknown product kind', JSON.stringify({ ...SAVED, product: { kind: 'voip' } })],
    [
      'a data index out of range',
      JSON.stringify({
        ...SAVED,
        product: {
          kind: 'esim-pro',
          configuration: { ...SAVED.product, durationMonths: 12, calling: 'nl', nlData: 9, euData: 0, worldData: 0 },
        },
      }),
    ],
    [
      'an unknown duration',
      JSON.stringify({
        ...SAVED,
        product: {
          kind: 'esim-pro',
          configuration: { durationMonths: 5, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
        },
      }),
    ],
    [
      'a travel plan that does not exist',
      JSON.stringify({ ...SAVED, product: { kind: 'travel', regionId: 'europa', planId: 'gold' } }),
    ],
    ['an unknown delivery', JSON.stringify({ ...SAVED, delivery: 'post' })],
    ['an unknown account choice', JSON.stringify({ ...SAVED, account: 'admin' })],
    ['an unknown payment method', JSON.stringify({ ...SAVED, paymentMethod: 'bitcoin' })],
    ['a shipping field that is not text', JSON.stringify({ ...SAVED, shipping: { ...SAVED.shipping, name: 42 } })],
    ['a missing shipping field', JSON.stringify({ ...SAVED, shipping: { name: 'Jan' } })],
    ['a device that is not text', JSON.stringify({ ...SAVED, device: { brand: ['apple'], model: 'x' } })],
    ['an overlong field', JSON.stringify({ ...SAVED, shipping: { ...SAVED.shipping, street: 'x'.repeat(10_000) } })],
  ])('ignores %s', (_description, text) => {
    expect(parseSavedCheckout(text)).toBeNull();
  });
});

describe('the product a link names', () => {
  it('is the travel plan of ?region=&plan=, whatever price the link claims', () => {
    const link = query('region=europa&plan=standard&data=10GB&duration=15&price=0.01');
    expect(namesTravelPlan(link)).toBe(true);
    expect(travelProductFromQuery(link)).toEqual({ kind: 'travel', regionId: 'europa', planId: 'standard' });
  });

  it('is the plan the calculator chose for a custom trip', () => {
    const link = query('trip=custom&duration=10&data=10&region=asia&plan=standard');
    expect(travelProductFromQuery(link)).toEqual({ kind: 'travel', regionId: 'asia', planId: 'standard' });
    expect(customTripFromQuery(link)).toEqual({ days: 10, dataGb: 10 });
  });

  it.each([
    'region=europa&plan=gold',
    'region=mars&plan=basic',
    'plan=basic',
    'region=europa',
    'trip=custom&duration=3&data=3',
  ])('is none for %s, a link that names a plan that does not exist', (text) => {
    expect(namesTravelPlan(query(text))).toBe(true);
    expect(travelProductFromQuery(query(text))).toBeNull();
  });

  it('is not named by a plain address or one with only a step', () => {
    expect(namesTravelPlan(query(''))).toBe(false);
    expect(namesTravelPlan(query('step=2'))).toBe(false);
  });

  it.each([
    'trip=custom&duration=-1&data=3',
    'trip=custom&duration=abc&data=3',
    'trip=custom&duration=3',
    'duration=3&data=3',
  ])('describes no trip for %s', (text) => {
    expect(customTripFromQuery(query(text))).toBeNull();
  });

  it('keeps a half gigabyte of a light trip', () => {
    expect(customTripFromQuery(query('trip=custom&duration=3&data=1.5'))).toEqual({ days: 3, dataGb: 1.5 });
  });
});

describe('splitFullName', () => {
  it.each<[string, string, string]>([
    ['Jan de Vries', 'Jan', 'de Vries'],
    ['  Anna   Jansen ', 'Anna', 'Jansen'],
    ['María José García López', 'María', 'José García López'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
  ])('splits %j into %j and %j', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });
});
