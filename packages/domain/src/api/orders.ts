// /api/orders (docs/contracts.md §4, spec point 3): the order request of schemas/checkout.ts and the order record the
// server answers with, its prices computed by `priceOrderProduct`.

import { z } from 'zod';
import { CALLING_OPTION_IDS, DURATION_MONTHS } from '../pricing/esim-pro.js';
import { TRAVEL_REGION_IDS } from '../travel/regions.js';
import {
  ACCOUNT_CHOICES,
  DELIVERY_METHODS,
  OrderRequestSchema,
  FOREIGN_SHIPPING_COUNTRIES,
  PAYMENT_METHODS,
} from '../schemas/checkout.js';
import { IsoDateSchema, IsoDateTimeSchema } from './common.js';
import { AI_ASSISTANT_PLAN_IDS, AI_LANGUAGES, VOICEMAIL_PLAN_IDS } from '../pricing/ai-plans.js';
import { VOIP_BUNDLE_IDS, WEEKDAYS } from '../schemas/voip.js';
import { VOIP_NUMBER_TYPES } from '../voip/numbers.js';
import { EsimSchema } from './esims.js';

/** An order's status (docs/contracts.md §7). */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'withdrawn'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A payment's status at the provider. */
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const cents = () => z.number().int();

/** Prices before and with VAT, in euros and in cents: per month for eSIM Pro, once for a travel plan. */
const pricedFields = {
  totalPrice: z.number().meta({ description: 'Euros before VAT (per month for eSIM Pro)' }),
  totalPriceCents: cents(),
  vatPercent: z.number(),
  vatCents: cents(),
  totalWithVat: z.number().meta({ description: 'Euros including VAT' }),
  totalWithVatCents: cents(),
};

const dataChoice = z.object({ label: z.string().nullable(), price: z.number(), priceCents: cents() });

export const EsimProOrderProductSchema = z
  .object({
    kind: z.literal('esim-pro'),
    name: z.literal('eSIM Pro'),
    duration: z.literal(DURATION_MONTHS).meta({ description: 'Months' }),
    calling: z.enum(CALLING_OPTION_IDS),
    data: z.object({ nl: dataChoice, eu: dataChoice, world: dataChoice }),
    subtotalCents: cents(),
    discountPercent: z.number(),
    discountCents: cents(),
    billing: z.literal('monthly'),
    ...pricedFields,
  })
  .meta({ id: 'EsimProOrderProduct' });

export const TravelOrderProductSchema = z
  .object({
    kind: z.literal('travel'),
    name: z.string().meta({ description: "The plan's name as the plans section shows it, e.g. 'Standard'" }),
    regionId: z.enum(TRAVEL_REGION_IDS),
    planId: z.string(),
    data: z.string().meta({ description: "The spec's data text, e.g. '10GB'" }),
    duration: z.number().int().meta({ description: 'Days' }),
    billing: z.literal('once'),
    ...pricedFields,
  })
  .meta({ id: 'TravelOrderProduct' });

const monthlyFields = {
  monthlyCents: cents().meta({ description: 'Per month before VAT, from the second month on' }),
  monthlyWithVatCents: cents(),
};

/** A VOIP order: the number (new or ported), its bundle, the month's price and the one-off porting fee. */
export const VoipOrderProductSchema = z
  .object({
    kind: z.literal('voip'),
    name: z.literal('VOIP'),
    numberType: z.enum(VOIP_NUMBER_TYPES),
    number: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .meta({ description: 'The new or the ported number, E.164', example: '+31201234567' }),
    area: z
      .string()
      .nullable()
      .meta({ description: "A new number's area (GET /api/voip/numbers?area=); null when ported" }),
    porting: z
      .object({
        currentProvider: z.string(),
        holderName: z.string(),
        date: IsoDateSchema.nullable().meta({ description: 'The wished date; null for "at contract end"' }),
        atContractEnd: z.boolean(),
      })
      .nullable(),
    bundle: z.enum(VOIP_BUNDLE_IDS).nullable(),
    numberMonthlyCents: cents(),
    bundleMonthlyCents: cents(),
    portingCents: cents().meta({ description: 'The one-off porting fee (0 for a new number)' }),
    ...monthlyFields,
    billing: z.literal('monthly'),
    ...pricedFields,
  })
  .meta({
    id: 'VoipOrderProduct',
    description: 'totalPrice is what the order charges now: the first month and the porting fee',
  });

export const AiVoicemailOrderProductSchema = z
  .object({
    kind: z.literal('ai-voicemail'),
    name: z.string().meta({ example: 'AI Voicemail Pro' }),
    plan: z.enum(VOICEMAIL_PLAN_IDS),
    ...monthlyFields,
    billing: z.literal('monthly'),
    ...pricedFields,
  })
  .meta({ id: 'AiVoicemailOrderProduct', description: 'totalPrice is the first month' });

/** The AI assistant's business settings as stored (empty optional fields left out). */
export const AiBusinessRecordSchema = z
  .object({
    name: z.string(),
    phone: z.string().optional(),
    languages: z.array(z.enum(AI_LANGUAGES)),
    hours: z.object({ days: z.array(z.enum(WEEKDAYS)), open: z.string(), close: z.string() }).optional(),
    greeting: z.string().optional(),
  })
  .meta({ id: 'AiBusiness' });
export type AiBusinessRecord = z.infer<typeof AiBusinessRecordSchema>;

export const AiAssistantOrderProductSchema = z
  .object({
    kind: z.literal('ai-assistant'),
    name: z.string().meta({ example: 'AI Assistant Professional' }),
    plan: z.enum(AI_ASSISTANT_PLAN_IDS),
    business: AiBusinessRecordSchema,
    trialDays: z.number().int().meta({
      description: 'Free days before the first invoice; 0 when the account has had its trial (one per account)',
    }),
    ...monthlyFields,
    billing: z.literal('monthly'),
    ...pricedFields,
  })
  .meta({
    id: 'AiAssistantOrderProduct',
    description:
      "An account's first assistant starts with its free trial: totalPrice (what the order charges) is 0 and monthlyCents is billed after it. Once the account has had a trial, trialDays is 0 and totalPrice is the first month",
  });

/** The product part of an order record, priced by the server. */
export const OrderProductRecordSchema = z.discriminatedUnion('kind', [
  EsimProOrderProductSchema,
  TravelOrderProductSchema,
  VoipOrderProductSchema,
  AiVoicemailOrderProductSchema,
  AiAssistantOrderProductSchema,
]);

const contactFields = {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  houseNumberAddition: z.string().optional(),
  province: z.string().optional(),
  addressLine2: z.string().optional(),
};

/**
 * The shipping details as stored after `ShippingDetailsSchema` cleaned them (a Dutch postcode as '1234 AB', empty
 * optional fields left out). `ShippingDetails` (its output type) and this schema's type are checked to be equal.
 */
export const ShippingDetailsRecordSchema = z
  .discriminatedUnion('country', [
    z.object({
      ...contactFields,
      country: z.literal('NL'),
      postcode: z.string().regex(/^\d{4} [A-Z]{2}$/),
      houseNumber: z.string(),
    }),
    z.object({
      ...contactFields,
      country: z.literal(FOREIGN_SHIPPING_COUNTRIES),
      postcode: z
        .string()
        .optional()
        .meta({ description: 'Required since any EU country is accepted; older orders may lack it' }),
      houseNumber: z.string().optional(),
    }),
  ])
  .meta({ id: 'ShippingDetails' });

/** A business buyer's details as stored (docs/contracts.md §13): the VAT number normalized, empty fields left out. */
export const BusinessDetailsRecordSchema = z
  .object({
    companyName: z.string(),
    kvkNumber: z.string().optional(),
    vatNumber: z.string().optional().meta({ description: 'As VIES writes it, e.g. BE0123456789' }),
  })
  .meta({ id: 'BusinessDetails' });

const EXAMPLE_ORDER = {
  id: 'ORD-1736848200000',
  product: {
    kind: 'travel',
    name: 'Standard',
    regionId: 'europa',
    planId: 'standard',
    data: '10GB',
    duration: 15,
    billing: 'once',
    totalPrice: 19.99,
    totalPriceCents: 1999,
    vatPercent: 21,
    vatCents: 420,
    totalWithVat: 24.19,
    totalWithVatCents: 2419,
  },
  customer: {
    name: 'Sanne de Vries',
    email: 'sanne@example.nl',
    phone: '+31612345678',
    country: 'NL',
    postcode: '1012 AB',
    houseNumber: '12',
    street: 'Damrak',
    city: 'Amsterdam',
  },
  business: null,
  reverseCharge: false,
  delivery: 'email',
  status: 'pending',
  payment: {
    method: 'ideal',
    status: 'open',
    transactionId: 'TX-4F9A2C81B3D7',
    redirectUrl: '/betalen/TX-4F9A2C81B3D7',
  },
  account: 'guest',
  createdAt: '2025-01-14T09:30:00.000Z',
  paidAt: null,
} as const;

/** The order record of spec point 3, as answers show it. */
export const OrderSchema = z
  .object({
    id: z.string().regex(/^ORD-\d+$/),
    product: OrderProductRecordSchema,
    customer: ShippingDetailsRecordSchema,
    business: BusinessDetailsRecordSchema.nullable().meta({
      description: 'A business order: the company; null for a consumer',
    }),
    reverseCharge: z.boolean().meta({
      description:
        'VAT reverse charged ("btw verlegd"): a business with a VAT number of another EU country than the Netherlands pays 0% (the product\'s vatPercent)',
    }),
    delivery: z.enum(DELIVERY_METHODS),
    status: z.enum(ORDER_STATUSES).meta({
      description:
        'pending → paid | failed | expired; paid → refunded (docs/contracts.md §7) | withdrawn (the customer withdrew within 14 days, §13). Only a paid order counts.',
    }),
    payment: z.object({
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      transactionId: z
        .string()
        .regex(/^(TX-[0-9A-F]+|tr_[A-Za-z0-9]+)$/)
        .nullable()
        .meta({
          description:
            "The provider's payment id (`TX-…` of the built-in simulated provider, `tr_…` of Mollie); null when nothing went to the provider: an AI assistant's free trial (paid at once, nothing charged; the method is recorded for the invoices after it), or a provider that could not be reached (the order is then failed)",
        }),
      redirectUrl: z.string().optional().meta({
        description:
          "While open: the provider's hosted payment page, where the visitor goes to pay (iDEAL, PayPal, Apple Pay)",
      }),
    }),
    account: z.enum(ACCOUNT_CHOICES),
    createdAt: IsoDateTimeSchema,
    paidAt: IsoDateTimeSchema.nullable().meta({ description: 'When the payment was confirmed; null until then' }),
  })
  .meta({ id: 'Order', example: EXAMPLE_ORDER });
export type OrderRecord = z.infer<typeof OrderSchema>;

/** `POST /api/orders` 201 (and the same answer again for a retry with the same `Idempotency-Key` and body). */
export const PlaceOrderAnswerSchema = z
  .object({
    order: OrderSchema,
    accessToken: z.string().min(32).meta({
      description:
        'Reads this order back without an account: send it as the X-Order-Token header of GET /api/orders/{id}',
    }),
  })
  .meta({ id: 'PlacedOrder', example: { order: EXAMPLE_ORDER, accessToken: 'k3Jx9Qw2mV7pL0sT8uY4nB6cR1eH5aZdFg' } });
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswerSchema>;

/** `GET /api/orders`: the signed-in account's orders, newest first. */
export const OrdersAnswerSchema = z
  .object({ orders: z.array(OrderSchema) })
  .meta({ id: 'Orders', example: { orders: [EXAMPLE_ORDER] } });
export type OrdersAnswer = z.infer<typeof OrdersAnswerSchema>;

/**
 * `GET /api/orders/ai-trial`: whether the signed-in account has had the AI assistant's free trial (docs/contracts.md
 * §12), so that the checkout prices the next assistant order as the server will (`priceOrderProduct`'s `aiTrialUsed`).
 */
export const AiTrialAnswerSchema = z
  .object({
    aiTrialUsed: z.boolean().meta({
      description:
        'True once an AI assistant order of the account was paid or trialled (refunded and cancelled ones included): a new assistant order then charges its first month at once',
    }),
  })
  .meta({ id: 'AiTrial', example: { aiTrialUsed: false } });
export type AiTrialAnswer = z.infer<typeof AiTrialAnswerSchema>;

/** `GET /api/orders/{id}`: the order for its account (bearer token) or for whoever sends its X-Order-Token. */
export const OrderAnswerSchema = z
  .object({
    order: OrderSchema,
    esims: z.array(EsimSchema).meta({
      description:
        'The eSIMs the paid order delivers (docs/contracts.md §8): preparing at first, then ready with its codes',
    }),
  })
  .meta({ id: 'OrderAnswer', example: { order: EXAMPLE_ORDER, esims: [] } });
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

/** `{id}` of /api/orders/{id} and /api/admin/orders/{id}: an order id; anything else is an order that does not exist. */
export const OrderIdPathSchema = z.object({
  id: z
    .string()
    .regex(/^ORD-\d{1,20}$/)
    .meta({ description: 'The order id', example: 'ORD-1736848200000' }),
});

/** The `Idempotency-Key` header of POST /api/orders: 1–255 visible ASCII characters. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/)
  .meta({ description: 'A retry with the same key and body answers the same order without a second charge' });

/** `POST /api/orders`'s body (the API validates with `createOrderRequestSchema` of the current month: same shape). */
export const OrderBodySchema = OrderRequestSchema.meta({
  id: 'OrderRequest',
  example: {
    product: {
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'eu', nlData: 2, euData: 1, worldData: 0 },
    },
    customer: {
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      phone: '+31612345678',
      country: 'NL',
      postcode: '1012AB',
      houseNumber: '12',
      street: 'Damrak',
      city: 'Amsterdam',
    },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
    withdrawalConsent: true,
  },
});
