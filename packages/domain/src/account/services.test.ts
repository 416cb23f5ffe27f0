import { describe, expect, it } from 'vitest';
import { priceOrderProduct } from '../checkout/order.js';
import { addMonths, serviceFromOrder, servicesFromOrders, summarizeServices } from './services.js';

const esim = priceOrderProduct({
  kind: 'esim-pro',
  configuration: { durationMonths: 3, calling: 'nl', nlData: 2, euData: 0, worldData: 0 },
});
const travel = priceOrderProduct({ kind: 'travel', regionId: 'europa', planId: 'standard' });

describe('addMonths', () => {
  it('adds calendar months and clamps the day to the month', () => {
    expect(addMonths('2026-01-15T10:00:00.000Z', 3)).toBe('2026-04-15T10:00:00.000Z');
    expect(addMonths('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths('2028-01-31T00:00:00.000Z', 1)).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths('2026-11-30T00:00:00.000Z', 24)).toBe('2028-11-30T00:00:00.000Z');
  });
});

describe('serviceFromOrder', () => {
  it('keeps an eSIM Pro subscription active for its months, at its monthly price without VAT', () => {
    const order = { id: 'ORD-1', product: esim, createdAt: '2026-09-01T12:00:00.000Z' };
    const service = serviceFromOrder(order, new Date('2026-11-30T12:00:00.000Z'));
    expect(service).toMatchObject({
      orderId: 'ORD-1',
      kind: 'esim-pro',
      name: 'eSIM Pro',
      status: 'active',
      endsAt: '2026-12-01T12:00:00.000Z',
      monthlyCents: 2000,
      monthlyWithVatCents: 2420,
    });
    expect(serviceFromOrder(order, new Date('2026-12-01T12:00:00.000Z')).status).toBe('expired');
  });

  it('keeps a travel plan active for its days and gives it no monthly price', () => {
    const order = { id: 'ORD-2', product: travel, createdAt: '2026-11-01T00:00:00.000Z' };
    expect(travel).toMatchObject({ name: 'Standard', duration: 15 });
    expect(serviceFromOrder(order, new Date('2026-11-15T23:59:59.000Z'))).toMatchObject({
      status: 'active',
      monthlyCents: null,
      monthlyWithVatCents: null,
      endsAt: '2026-11-16T00:00:00.000Z',
    });
    expect(serviceFromOrder(order, new Date('2026-11-16T00:00:00.000Z')).status).toBe('expired');
  });
});

describe('servicesFromOrders and summarizeServices', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const orders = [
    { id: 'ORD-old-travel', product: travel, createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 'ORD-esim-a', product: esim, createdAt: '2026-10-01T00:00:00.000Z' },
    { id: 'ORD-esim-b', product: esim, createdAt: '2026-11-01T00:00:00.000Z' },
    { id: 'ORD-travel', product: travel, createdAt: '2026-11-20T00:00:00.000Z' },
  ];

  it('lists active services first, newest first, then the expired ones', () => {
    expect(servicesFromOrders(orders, now).map((service) => service.orderId)).toEqual([
      'ORD-travel',
      'ORD-esim-b',
      'ORD-esim-a',
      'ORD-old-travel',
    ]);
  });

  it('counts the active eSIMs and adds up their monthly prices, without and with VAT', () => {
    expect(summarizeServices(servicesFromOrders(orders, now))).toEqual({
      esim: 3,
      monthlyCents: 4000,
      monthlyWithVatCents: 4840,
    });
    expect(summarizeServices([])).toEqual({ esim: 0, monthlyCents: 0, monthlyWithVatCents: 0 });
  });

  it('adds up each subscription with its own VAT, as the invoices and the billing page show them', () => {
    // € 9,50 a month: VAT 199.5 → 200 cents, € 11,50 each; two make € 23,00 (VAT on the sum would give € 22,99).
    const small = priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths: 6, calling: 'nl', nlData: 0, euData: 1, worldData: 0 },
    });
    expect(small).toMatchObject({ totalPriceCents: 950, totalWithVatCents: 1150 });
    const twice = [
      { id: 'ORD-a', product: small, createdAt: '2026-11-01T00:00:00.000Z' },
      { id: 'ORD-b', product: small, createdAt: '2026-11-02T00:00:00.000Z' },
    ];
    expect(summarizeServices(servicesFromOrders(twice, now))).toEqual({
      esim: 2,
      monthlyCents: 1900,
      monthlyWithVatCents: 2300,
    });
  });
});
