// The product part of an order record (spec point 3, docs/contracts.md §2 and §4), priced once, here, for both the
// wizard's price overview and the server, which recomputes it and ignores any price a client sends.

import type { z } from 'zod';
import type {
  AiBusinessRecord,
  AiAssistantOrderProductSchema,
  AiVoicemailOrderProductSchema,
  EsimProOrderProductSchema,
  TravelOrderProductSchema,
  VoipOrderProductSchema,
} from '../api/orders.js';
import { AI_FREE_TRIAL_DAYS, findAiAssistantPlan, findVoicemailPlan } from '../pricing/ai-plans.js';
import { VOIP_BUNDLES, VOIP_NUMBER_PRICES, VOIP_PORTING } from '../pricing/voip.js';
import type { PortingDetails, VoipProduct } from '../schemas/voip.js';
import { areaOfNumber, formatPhoneNumber, parsePortableNumber } from '../voip/numbers.js';
import { centsToEuros, percentOfCents } from '../pricing/money.js';
import { DUTCH_VAT, type VatTreatment } from '../pricing/vat.js';
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
  | { readonly kind: 'travel'; readonly regionId: string; readonly planId: string }
  | (Pick<VoipProduct, 'kind' | 'numberType' | 'number' | 'bundle'> & {
      readonly porting?: Pick<PortingDetails, 'number' | 'currentProvider' | 'holderName' | 'date' | 'atContractEnd'>;
    })
  | { readonly kind: 'ai-voicemail'; readonly plan: string }
  | { readonly kind: 'ai-assistant'; readonly plan: string; readonly business: AiBusinessRecord };

/**
 * The priced product of an order record: the shapes of `EsimProOrderProductSchema` and `TravelOrderProductSchema`
 * (api/orders.ts). Prices before VAT and with VAT, in euros and cents: per month for eSIM Pro, once for a travel plan.
 */
export type EsimProOrderProduct = z.infer<typeof EsimProOrderProductSchema>;
export type TravelOrderProduct = z.infer<typeof TravelOrderProductSchema>;
export type VoipOrderProduct = z.infer<typeof VoipOrderProductSchema>;
export type AiVoicemailOrderProduct = z.infer<typeof AiVoicemailOrderProductSchema>;
export type AiAssistantOrderProduct = z.infer<typeof AiAssistantOrderProductSchema>;
export type OrderProductRecord =
  EsimProOrderProduct | TravelOrderProduct | VoipOrderProduct | AiVoicemailOrderProduct | AiAssistantOrderProduct;

/** Amounts before VAT and with it at `vatPercent`, in euros and cents, VAT rounded half up (docs/contracts.md §2). */
function priced(cents: number, vatPercent: number) {
  const vatCents = percentOfCents(cents, vatPercent);
  return {
    totalPrice: centsToEuros(cents),
    totalPriceCents: cents,
    vatPercent,
    vatCents,
    totalWithVat: centsToEuros(cents + vatCents),
    totalWithVatCents: cents + vatCents,
  };
}

const monthly = (cents: number, vatPercent: number) => ({
  monthlyCents: cents,
  monthlyWithVatCents: cents + percentOfCents(cents, vatPercent),
});

/**
 * A VOIP order (docs/contracts.md §9): the number's month (NL €2.50, international €14.00) and the bundle's, and for a
 * ported number the one-off fee (NL €15.00, international €35.00). The order charges the first month and the fee.
 */
function priceVoip(product: Extract<OrderProductChoice, { kind: 'voip' }>, vatPercent: number): VoipOrderProduct {
  const numberMonthlyCents =
    product.numberType === 'nl' ? VOIP_NUMBER_PRICES.nlMonthlyCents : VOIP_NUMBER_PRICES.internationalMonthlyCents;
  const bundleMonthlyCents = product.bundle
    ? (VOIP_BUNDLES.find((bundle) => bundle.id === product.bundle)?.monthlyCents ?? Number.NaN)
    : 0;
  if (Number.isNaN(bundleMonthlyCents)) throw new RangeError(`Unknown VOIP bundle '${product.bundle}'`);
  let number: string | null;
  let area: string | null = null;
  if (product.porting) {
    number = parsePortableNumber(product.porting.number, product.numberType);
  } else {
    number = product.number ?? null;
    const found = number === null ? undefined : areaOfNumber(number);
    if (!found || found.numberType !== product.numberType) number = null;
    area = found?.id ?? null;
  }
  if (number === null) throw new RangeError('A VOIP order needs a number of the inventory or a number to port');
  const portingCents = product.porting
    ? product.numberType === 'nl'
      ? VOIP_PORTING.nlOneOffCents
      : VOIP_PORTING.internationalOneOffCents
    : 0;
  const monthlyCents = numberMonthlyCents + bundleMonthlyCents;
  return {
    kind: 'voip',
    name: 'VOIP',
    numberType: product.numberType,
    number,
    area,
    porting: product.porting
      ? {
          currentProvider: product.porting.currentProvider,
          holderName: product.porting.holderName,
          date: product.porting.atContractEnd ? null : (product.porting.date ?? null),
          atContractEnd: product.porting.atContractEnd,
        }
      : null,
    bundle: product.bundle ?? null,
    numberMonthlyCents,
    bundleMonthlyCents,
    portingCents,
    ...monthly(monthlyCents, vatPercent),
    billing: 'monthly',
    ...priced(monthlyCents + portingCents, vatPercent),
  };
}

/** What pricing needs to know of the account that orders. */
export interface OrderingAccount {
  /**
   * The account has had the AI assistant's free trial (docs/contracts.md §12: one trial per account): a later assistant
   * order charges its first month at once. The server decides it (`GET /api/orders/ai-trial` tells the checkout).
   */
  readonly aiTrialUsed?: boolean;
}

/**
 * Prices what is ordered. eSIM Pro: `calculateEsimPrice` per month. A travel plan: its listed price, before VAT
 * like every other price on the site, with VAT added (docs/decisions/004-travel-plan-vat.md). The AI assistant:
 * its free trial (nothing charged now), or, once the account has had it, the first month, as AI voicemail. The VAT is
 * the buyer's (`vatTreatment`, docs/decisions/042-vat-by-country.md): the Dutch 21% unless told otherwise. Throws a
 * RangeError for an unknown configuration, region or plan.
 */
export function priceOrderProduct(
  product: OrderProductChoice,
  account: OrderingAccount = {},
  vat: Pick<VatTreatment, 'percent'> = DUTCH_VAT,
): OrderProductRecord {
  const vatPercent = vat.percent;
  if (product.kind === 'voip') return priceVoip(product, vatPercent);
  if (product.kind === 'ai-voicemail') {
    const plan = findVoicemailPlan(product.plan);
    if (!plan) throw new RangeError(`Unknown AI voicemail plan '${product.plan}'`);
    return {
      kind: 'ai-voicemail',
      name: `AI Voicemail ${plan.name}`,
      plan: plan.id,
      ...monthly(plan.monthlyCents, vatPercent),
      billing: 'monthly',
      ...priced(plan.monthlyCents, vatPercent),
    };
  }
  if (product.kind === 'ai-assistant') {
    const plan = findAiAssistantPlan(product.plan);
    if (!plan) throw new RangeError(`Unknown AI assistant plan '${product.plan}'`);
    return {
      kind: 'ai-assistant',
      name: `AI Assistant ${plan.name}`,
      plan: plan.id,
      business: product.business,
      trialDays: account.aiTrialUsed ? 0 : AI_FREE_TRIAL_DAYS,
      ...monthly(plan.monthlyCents, vatPercent),
      billing: 'monthly',
      // The trial: nothing is charged now (docs/contracts.md §9); after it, the first month (§12).
      ...priced(account.aiTrialUsed ? plan.monthlyCents : 0, vatPercent),
    };
  }
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
      ...priced(price.monthlyCents, vatPercent),
      billing: 'monthly',
    };
  }
  const region = findTravelRegion(product.regionId);
  const plan = findTravelPlan(product.regionId, product.planId);
  if (!region || !plan) throw new RangeError(`Unknown travel plan '${product.regionId}/${product.planId}'`);
  return {
    kind: 'travel',
    name: plan.name,
    regionId: region.id,
    planId: plan.id,
    data: plan.data,
    duration: plan.duration,
    ...priced(plan.priceCents, vatPercent),
    billing: 'once',
  };
}

/**
 * The product's name in a language, as the order mail names it: 'eSIM Pro, 3 maanden', 'eSIM Pro, 12 months',
 * 'Reisbundel Standard, 10GB voor 15 dagen', with the plural form of the count ('1 dag').
 */
export function orderProductName(product: OrderProductRecord, language: string): string {
  if (product.kind === 'voip') {
    const number = formatPhoneNumber(product.number);
    return product.bundle
      ? translateMessage('mail.order.productVoipBundle', language, {
          number,
          bundle: translateMessage(`invoice.bundle.${product.bundle}`, language),
        })
      : translateMessage('mail.order.productVoip', language, { number });
  }
  if (product.kind === 'ai-voicemail')
    return translateMessage('mail.order.productAiVoicemail', language, { plan: planName(product.name) });
  if (product.kind === 'ai-assistant')
    return translateMessage('mail.order.productAiAssistant', language, {
      plan: planName(product.name),
      business: product.business.name,
    });
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

/** 'AI Voicemail Pro' → 'Pro': the plan's own name. */
const planName = (productName: string) => productName.replace(/^AI (Voicemail|Assistant) /, '');

/** `ORD-{timestamp}` (spec point 3). */
export function orderId(timestampMs: number): string {
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw new RangeError(`Not a timestamp: ${timestampMs}`);
  return `${ORDER_ID_PREFIX}${timestampMs}`;
}

/** True for an id of the form `ORD-{timestamp}`. */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && /^ORD-\d{1,16}$/.test(value);
}

/** True for a payment provider's transaction id: `TX-…` of the simulated provider, `tr_…` of Mollie. */
export function isTransactionId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ((value.startsWith(TRANSACTION_ID_PREFIX) && value.length > TRANSACTION_ID_PREFIX.length) ||
      /^tr_[A-Za-z0-9]+$/.test(value))
  );
}
