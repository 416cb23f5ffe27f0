import { describe, expect, it } from 'vitest';
import { ESIM_BUNDLES, calculateEsimPrice } from '../pricing/esim-pro.js';
import { bundleOfProduct, bundleProductFromQuery, changeEsimConfiguration, type EsimProProduct } from './bundle.js';

const query = (text: string) => new URLSearchParams(text);

describe('bundleProductFromQuery', () => {
  it.each(ESIM_BUNDLES.map((bundle) => [bundle.id, bundle] as const))(
    'opens ?bundle=%s with the bundle’s configuration, at the bundle’s price',
    (id, bundle) => {
      const product = bundleProductFromQuery(query(`bundle=${id}&step=1`));
      expect(product).toEqual({ kind: 'esim-pro', configuration: bundle.configuration, bundleId: id });
      expect(calculateEsimPrice(product!.configuration).monthlyCents).toBe(bundle.priceCents);
    },
  );

  it('gives Popular NL 10GB with nl calling for 3 months (not the bare wizard’s €5.45)', () => {
    expect(bundleProductFromQuery(query('bundle=popular'))?.configuration).toEqual({
      durationMonths: 3,
      calling: 'nl',
      nlData: 2,
      euData: 0,
      worldData: 0,
    });
  });

  it.each(['', 'bundle=', 'bundle=gold', 'bundle=Popular', 'bundle=__proto__', 'plan=standard'])(
    'ignores %j',
    (text) => {
      expect(bundleProductFromQuery(query(text))).toBeNull();
    },
  );
});

describe('changeEsimConfiguration', () => {
  const popular = bundleProductFromQuery(query('bundle=popular'))!;

  it('keeps the bundle when only the contract length changes', () => {
    const longer = changeEsimConfiguration(popular, { durationMonths: 12 });
    expect(longer).toEqual({
      kind: 'esim-pro',
      configuration: { ...popular.configuration, durationMonths: 12 },
      bundleId: 'popular',
    });
    expect(bundleOfProduct(longer)?.name).toBe('Popular');
  });

  it.each<[string, Partial<EsimProProduct['configuration']>]>([
    ['the NL slider', { nlData: 3 }],
    ['the EU slider', { euData: 1 }],
    ['the world slider', { worldData: 1 }],
    ['the calling option', { calling: 'eu' }],
  ])('makes it the customer’s own configuration when %s changes', (_what, change) => {
    const own = changeEsimConfiguration(popular, change);
    expect(own).toEqual({ kind: 'esim-pro', configuration: { ...popular.configuration, ...change } });
    expect(bundleOfProduct(own)).toBeUndefined();
  });

  it('keeps the bundle for a "change" to the same value, and never brings it back once gone', () => {
    expect(changeEsimConfiguration(popular, { nlData: 2 }).bundleId).toBe('popular');
    const own = changeEsimConfiguration(popular, { nlData: 3 });
    expect(changeEsimConfiguration(own, { nlData: 2 }).bundleId).toBeUndefined();
  });
});

describe('bundleOfProduct', () => {
  it('names no bundle for a configuration of one’s own, a travel plan or nothing', () => {
    expect(bundleOfProduct({ kind: 'esim-pro', configuration: ESIM_BUNDLES[0]!.configuration })).toBeUndefined();
    expect(bundleOfProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' })).toBeUndefined();
    expect(bundleOfProduct(null)).toBeUndefined();
  });
});
