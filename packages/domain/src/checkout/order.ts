// The product part of an order record (spec point 3, decisions.md §2 and §4), priced once, here, for both the
// wizard's price overview and the server, which recomputes it and ignores any price a client sends.

import type { z } from 'zod';
import type { EsimProOrderProductSchema, TravelOrderProductSchema } from '../api/orders.js';
import { centsToEuros, percentOfCents, VAT_PERCENT } from '../pricing/money.js';
import {
  calculateEsimPrice,
  describeEsimConfiguration,
  type EsimConfiguration,
  type EsimRegion,
} from '../pricing/esim-pro.js';
import { findTravelPlan, findTravelRegion } from '../travel/regions.js';
import { ORDER_ID_PREFIX, TRANSACTION_ID_PREFIX } from '../constants.js';
import { translateCount, translateMessage } from '../i18n/messages.js';

/** What is ordered, as `POST /api/orders` names it. */
export type OrderProductChoice =
  | { readonly kind: 'esim-pro'; readonly configuration: EsimConfiguration }
  | { readonly kind: 'travel'; readonly regionId: string; readonly planId: string };

/**
 * The priced product of an order record: the shapes of `EsimProOrderProductSchema` and `TravelOrderProductSchema`
 * (api/orders.ts). Prices before VAT and with VAT, in euros and cents: per month for eSIM Pro, once for a travel plan.
 */
export type EsimProOrderProduct = z.infer<typeof EsimProOrderProductSchema>;
export type TravelOrderProduct = z.infer<typeof TravelOrderProductSchema>;
export type OrderProductRecord = EsimProOrderProduct | TravelOrderProduct;

/**
 * Prices what is ordered. eSIM Pro: `calculateEsimPrice` per month. A travel plan: its listed price, before VAT
 * like every other price on the site, with 21% VAT added (docs/decisions/004-travel-plan-vat.md). Throws a
 * RangeError for an unknown configuration, region or plan.
 */
export function priceOrderProduct(product: OrderProductChoice): OrderProductRecord {
  if (product.kind === 'esim-pro') {
    const price = calculateEsimPrice(product.configuration);
    const description = describeEsimConfiguration(product.configuration);
    const data = (region: EsimRegion) => {
      const { label, priceCents } = description.data[region];
      return { label, price: centsToEuros(priceCents), priceCents };
    };
    return {
      kind: 'esim-pro',
      name: 'eSIM Pro',
      duration: description.duration,
      calling: description.calling,
      data: { nl: data('nl'), eu: data('eu'), world: data('world') },
      subtotalCents: price.subtotalCents,
      discountPercent: price.discountPercent,
      discountCents: price.discountCents,
      totalPrice: centsToEuros(price.monthlyCents),
      totalPriceCents: price.monthlyCents,
      vatPercent: VAT_PERCENT,
      vatCents: price.vatCents,
      totalWithVat: centsToEuros(price.totalWithVatCents),
      totalWithVatCents: price.totalWithVatCents,
      billing: 'monthly',
    };
  }
  const region = findTravelRegion(product.regionId);
  const plan = findTravelPlan(product.regionId, product.planId);
  if (!region || !plan) throw new RangeError(`Unknown travel plan '${product.regionId}/${product.planId}'`);
  const vatCents = percentOfCents(plan.priceCents, VAT_PERCENT);
  return {
    kind: 'travel',
    name: plan.name,
    regionId: region.id,
    planId: plan.id,
    data: plan.data,
    duration: plan.duration,
    totalPrice: centsToEuros(plan.priceCents),
    totalPriceCents: plan.priceCents,
    vatPercent: VAT_PERCENT,
    vatCents,
    totalWithVat: centsToEuros(plan.priceCents + vatCents),
    totalWithVatCents: plan.priceCents + vatCents,
    billing: 'once',
  };
}

/**
 * The product's name in a language, as the order mail names it: 'eSIM Pro, 3 maanden', 'eSIM Pro, 12 months',
 * 'Reisbundel Standard, 10GB voor 15 dagen', with the plural form of the count ('1 dag').
 */
export function orderProductName(product: OrderProductRecord, language: string): string {
  if (product.kind === 'esim-pro') {
    return translateMessage('mail.order.productEsimPro', language, {
      duration: translateCount('mail.order.months', language, product.duration),
    });
  }
  return translateMessage('mail.order.productTravel', language, {
    plan: product.name,
    data: product.data,
    duration: translateCount('mail.order.days', language, product.duration),
  });
}

/** `ORD-{timestamp}` (spec point 3). */
export function orderId(timestampMs: number): string {
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw new RangeError(`Not a timestamp: ${timestampMs}`);
  return `${ORDER_ID_PREFIX}${timestampMs}`;
}

/** True for an id of the form `ORD-{timestamp}`. */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && /^ORD-\d{1,16}$/.test(value);
}

/** True for a payment transaction id `TX-…`. */
export function isTransactionId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith(TRANSACTION_ID_PREFIX) && value.length > TRANSACTION_ID_PREFIX.length
  );
}
