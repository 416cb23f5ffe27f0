import { describe, expect, it } from 'vitest';
import { ESIM_BUNDLES } from '../pricing/esim-pro.js';
import {
  isOrderId,
  isTransactionId,
  orderId,
  orderProductName,
  priceOrderProduct,
  type TravelOrderProduct,
} from './order.js';

describe('priceOrderProduct: eSIM Pro', () => {
  it.each(ESIM_BUNDLES)('prices the %s bundle configuration at its bundle price per month', (bundle) => {
    const product = priceOrderProduct({ kind: 'esim-pro', configuration: bundle.configuration });
    expect(product.totalPriceCents).toBe(bundle.priceCents);
    expect(product.totalPrice).toBe(bundle.priceCents / 100);
  });

  it('gives the order record of spec point 3 with the rounding of docs/contracts.md §2', () => {
    // 12 months (10% off): NL 10GB €15 + EU 6GB €10 + world calling €20 = €45 → €40.50, VAT €8.51 (8.505 rounded up).
    const product = priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'world', nlData: 2, euData: 2, worldData: 0 },
    });
    expect(product).toMatchObject({
      kind: 'esim-pro',
      name: 'eSIM Pro',
      duration: 12,
      calling: 'world',
      subtotalCents: 4500,
      discountPercent: 10,
      discountCents: 450,
      totalPriceCents: 4050,
      totalPrice: 40.5,
      vatPercent: 21,
      vatCents: 851,
      totalWithVatCents: 4901,
      totalWithVat: 49.01,
      billing: 'monthly',
    });
    expect(product.kind === 'esim-pro' && product.data.world).toEqual({ label: null, price: 0, priceCents: 0 });
    expect(product.kind === 'esim-pro' && product.data.nl.priceCents).toBeGreaterThan(0);
  });

  it('refuses an impossible configuration', () => {
    expect(() =>
      priceOrderProduct({
        kind: 'esim-pro',
        configuration: { durationMonths: 12, calling: 'nl', nlData: 99, euData: 0, worldData: 0 },
      }),
    ).toThrow(RangeError);
  });
});

describe('priceOrderProduct: travel plans', () => {
  it.each<[string, string, string, number, number, number]>([
    // region, plan, name, price cents, VAT cents (21%, half up), total
    ['europa', 'basic', 'Basic', 999, 210, 1209],
    ['europa', 'standard', 'Standard', 1999, 420, 2419],
    ['europa', 'unlimited', 'Unlimited', 3999, 840, 4839],
    ['asia', 'standard', 'Standard', 4499, 945, 5444],
  ])('%s/%s: %s at %i cents plus %i VAT', (regionId, planId, name, priceCents, vatCents, totalCents) => {
    expect(priceOrderProduct({ kind: 'travel', regionId, planId })).toMatchObject({
      kind: 'travel',
      name,
      regionId,
      planId,
      totalPriceCents: priceCents,
      vatCents,
      totalWithVatCents: totalCents,
      totalWithVat: totalCents / 100,
      billing: 'once',
    });
  });

  it('names the plan data and days', () => {
    expect(priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' })).toMatchObject({
      data: '10GB',
      duration: 15,
    });
  });

  it.each([
    ['mars', 'basic'],
    ['europa', 'premium'],
    ['europa', ''],
  ])('refuses %s/%s', (regionId, planId) => {
    expect(() => priceOrderProduct({ kind: 'travel', regionId, planId })).toThrow(RangeError);
  });
});

describe('priceOrderProduct: VAT by the buyer (pricing/vat.ts)', () => {
  const asia20 = { kind: 'travel', regionId: 'asia', planId: 'premium' } as const;

  it.each<[string, number, number, number]>([
    ['the Netherlands', 21, 1680, 9679],
    ['Spain', 21, 1680, 9679],
    ['Germany', 19, 1520, 9519],
    ['France', 20, 1600, 9599],
    ['Finland', 25.5, 2040, 10039],
    ['a reverse-charged business', 0, 0, 7999],
  ])('charges a buyer in %s %s%% on €79.99', (_buyer, percent, vatCents, totalWithVatCents) => {
    const product = priceOrderProduct(asia20, {}, { percent });
    expect(product).toMatchObject({ totalPriceCents: 7999, vatPercent: percent, vatCents, totalWithVatCents });
    expect(product.totalWithVat).toBe(totalWithVatCents / 100);
  });

  it('prices the monthly figures of eSIM Pro and VOIP at the same rate', () => {
    const esim = priceOrderProduct(
      { kind: 'esim-pro', configuration: { durationMonths: 3, calling: 'nl', nlData: 1, euData: 0, worldData: 0 } },
      {},
      { percent: 19 },
    );
    expect(esim.vatPercent).toBe(19);
    expect(esim.totalWithVatCents).toBe(esim.totalPriceCents + Math.round(esim.totalPriceCents * 0.19));
    const voicemail = priceOrderProduct({ kind: 'ai-voicemail', plan: 'basic' }, {}, { percent: 0 });
    expect(voicemail).toMatchObject({ vatCents: 0, totalWithVatCents: voicemail.totalPriceCents });
    if (voicemail.kind === 'ai-voicemail') expect(voicemail.monthlyWithVatCents).toBe(voicemail.monthlyCents);
  });
});

describe('order and transaction ids', () => {
  it('writes ORD-{timestamp}', () => {
    expect(orderId(1_795_407_073_963)).toBe('ORD-1795407073963');
    expect(isOrderId('ORD-1795407073963')).toBe(true);
    expect(isOrderId('ORD-')).toBe(false);
    expect(isOrderId('ord-1')).toBe(false);
    expect(() => orderId(-1)).toThrow(RangeError);
    expect(() => orderId(1.5)).toThrow(RangeError);
  });

  it('recognises TX- transaction ids', () => {
    expect(isTransactionId('TX-ABC123')).toBe(true);
    expect(isTransactionId('TX-')).toBe(false);
    expect(isTransactionId('tr_WDqYK6vllg')).toBe(true);
    expect(isTransactionId('tr_')).toBe(false);
    expect(isTransactionId(42)).toBe(false);
  });
});

describe('orderProductName', () => {
  const esimPro = (durationMonths: 3 | 6 | 12 | 24) =>
    priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
    });
  const travel = priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' }) as TravelOrderProduct;

  it.each<[string, 3 | 12, string]>([
    ['nl', 3, 'eSIM Pro, 3 maanden'],
    ['en', 3, 'eSIM Pro, 3 months'],
    ['es', 3, 'eSIM Pro, 3 meses'],
    ['nl', 12, 'eSIM Pro, 12 maanden'],
  ])('names eSIM Pro in %s for %d months: %s', (language, months, name) => {
    expect(orderProductName(esimPro(months), language)).toBe(name);
  });

  it.each<[string, string]>([
    ['nl', 'Reisbundel Standard, 10GB voor 15 dagen'],
    ['en', 'Standard travel plan, 10GB for 15 days'],
    ['es', 'Plan de viaje Standard, 10GB durante 15 días'],
  ])('names a travel plan in %s: %s', (language, name) => {
    expect(orderProductName(travel, language)).toBe(name);
  });

  it.each<[string, string]>([
    ['nl', 'Reisbundel Standard, 10GB voor 1 dag'],
    ['en', 'Standard travel plan, 10GB for 1 day'],
    ['es', 'Plan de viaje Standard, 10GB durante 1 día'],
  ])('uses the singular for a 1-day plan in %s: %s', (language, name) => {
    expect(orderProductName({ ...travel, duration: 1 }, language)).toBe(name);
  });

  it('never mixes languages', () => {
    for (const language of ['nl', 'en', 'es'])
      expect(orderProductName(esimPro(3), language)).not.toMatch(/mnd|\/months|\bd\b/);
  });
});
