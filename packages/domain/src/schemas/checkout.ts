// The eSIM order wizard's forms and the order request (spec points 3, 4 and 5, docs/contracts.md §2 and §4):
// shipping details per country, the checkout's new-account and login forms, the card form, the address lookup
// query and `POST /api/orders`.
//
// A card must not have expired, which depends on the day: the schemas that judge a card are made for the current
// month (`createCardSchema(month)`, `createPaymentSchema(month)`, `createOrderRequestSchema(month)`), which the
// caller reads from its clock with `calendarMonthOf`. `CardSchema`, `PaymentSchema` and `OrderRequestSchema` are
// the shapes alone (for the API reference).

import { z } from 'zod';
import {
  DURATION_MONTHS,
  CALLING_OPTION_IDS,
  maxDataIndex,
  hasChosenData,
  type EsimRegion,
} from '../pricing/esim-pro.js';
import { TRAVEL_REGION_IDS, findTravelPlan } from '../travel/regions.js';
import {
  DutchPostcodeSchema,
  EmailSchema,
  MAX_LENGTH,
  mustBeTicked,
  NewPasswordSchema,
  optionalText,
  OptionalCheckbox,
  PasswordConfirmationSchema,
  PhoneSchema,
  requiredText,
  bothTyped,
} from './fields.js';
import { isOneOf } from '../one-of.js';
import {
  ACCOUNT_CHOICES,
  CARD_EXPIRY_FORMAT,
  CARD_INPUT_LIMITS,
  CARD_NUMBER_MIN_DIGITS,
  DELIVERY_METHODS,
  isCardExpiryCurrent,
  type CalendarMonth,
} from './checkout-choices.js';
import { AiAssistantProductSchema, AiVoicemailProductSchema, createVoipProductSchema } from './voip.js';
import { EU_COUNTRIES, isVatNumberOf, normalizeVatNumber } from '../pricing/vat.js';
import { isPostcodeOf } from './eu-postcodes.js';
import { numberRuleFieldErrors } from '../voice/numbering.js';

// The choices themselves (the countries, delivery, account and payment methods, the card's month) are
// checkout-choices.ts's, and exported from here too.
export * from './checkout-choices.js';

// --- Shipping details ----------------------------------------------------------------------------------

/**
 * A Dutch house number: a number from 1 with at most 5 digits, optionally followed by a letter or addition
 * ('12', '12a', '12 A', '12-1', '12/2', '221B'); 'abc' or '0' is refused with 'validation.houseNumber.invalid'.
 */
export const DutchHouseNumberSchema = requiredText('validation.houseNumber.required', MAX_LENGTH.houseNumber).regex(
  /^[1-9]\d{0,4}(?:\s*[-/]?\s*[a-zA-Z0-9]{1,4})?$/,
  'validation.houseNumber.invalid',
);

const contactFields = {
  name: requiredText('validation.name.required', MAX_LENGTH.name),
  email: EmailSchema,
  phone: PhoneSchema,
  houseNumberAddition: optionalText(MAX_LENGTH.houseNumberAddition),
  province: optionalText(MAX_LENGTH.province),
  addressLine2: optionalText(MAX_LENGTH.addressLine2),
  street: requiredText('validation.street.required', MAX_LENGTH.street),
  city: requiredText('validation.city.required', MAX_LENGTH.city),
};

/** The countries of an address other than the Netherlands, whose postcode rule is their own (eu-postcodes.ts). */
export const FOREIGN_SHIPPING_COUNTRIES = EU_COUNTRIES.filter(
  (country): country is Exclude<(typeof EU_COUNTRIES)[number], 'NL'> => country !== 'NL',
);

/**
 * ShippingDetails (spec point 3) with the rules of spec point 5: name, e-mail and phone always; in the
 * Netherlands a valid postcode (stored as '1234 AB'), a valid house number, street and city; in another EU member state
 * (docs/contracts.md §13) a postcode of that country's form (stored trimmed and upper-cased), street and city. An unknown
 * country is answered on the `country` field.
 */
export const ShippingDetailsSchema = z.discriminatedUnion(
  'country',
  [
    z.object({
      ...contactFields,
      country: z.literal('NL'),
      postcode: DutchPostcodeSchema,
      houseNumber: DutchHouseNumberSchema,
    }),
    z
      .object({
        ...contactFields,
        country: z.literal(FOREIGN_SHIPPING_COUNTRIES),
        postcode: requiredText('validation.postcode.required', MAX_LENGTH.postcode).overwrite((value) =>
          value.toUpperCase(),
        ),
        houseNumber: optionalText(MAX_LENGTH.houseNumber),
      })
      .superRefine((details, context) => {
        if (!isPostcodeOf(details.country, details.postcode))
          context.addIssue({ code: 'custom', message: 'validation.postcode.country', path: ['postcode'] });
      }),
  ],
  // Missing details altogether ask for every field; an object with another country names the countries.
  {
    error: (issue) =>
      typeof issue.input === 'object' && issue.input !== null
        ? 'validation.country.invalid'
        : 'validation.fillAllRequiredFields',
  },
);
export type ShippingDetailsInput = z.input<typeof ShippingDetailsSchema>;
export type ShippingDetails = z.output<typeof ShippingDetailsSchema>;

/**
 * A business buyer's details (docs/contracts.md §13): the company's name, and optionally its KvK number (8 digits) and
 * its VAT number (spaces, dots and dashes dropped, upper-cased; its form is checked against the address's country by the
 * order request). Absent for a consumer.
 */
export const BusinessDetailsSchema = z.object(
  {
    companyName: requiredText('validation.company.required', MAX_LENGTH.company),
    kvkNumber: optionalText(8).pipe(
      z
        .string()
        .regex(/^\d{8}$/, 'validation.kvk.invalid')
        .optional(),
    ),
    vatNumber: optionalText(MAX_LENGTH.vatNumber).transform((value) =>
      value === undefined ? undefined : normalizeVatNumber(value),
    ),
  },
  { error: 'validation.company.required' },
);
export type BusinessDetailsInput = z.input<typeof BusinessDetailsSchema>;
export type BusinessDetails = z.output<typeof BusinessDetailsSchema>;

export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS, { error: 'validation.delivery.invalid' });

/** `GET /api/address?postcode=&houseNumber=`: a valid Dutch postcode and a house number. */
export const AddressLookupQuerySchema = z.object({
  postcode: DutchPostcodeSchema,
  houseNumber: DutchHouseNumberSchema,
});
export type AddressLookupQuery = z.output<typeof AddressLookupQuerySchema>;

// --- Step 3: account and payment -----------------------------------------------------------------------

export const AccountChoiceSchema = z.enum(ACCOUNT_CHOICES, { error: 'validation.account.invalid' });

/**
 * The checkout's existing-account login: e-mail and password are required, and either missing gives the one
 * message 'Vul alle velden in' (spec point 5).
 */
export const CheckoutLoginSchema = z.object({
  email: z.string({ error: 'validation.fillAllFields' }).trim().min(1, 'validation.fillAllFields').toLowerCase(),
  password: z.string({ error: 'validation.fillAllFields' }).min(1, 'validation.fillAllFields'),
});
export type CheckoutLoginInput = z.input<typeof CheckoutLoginSchema>;

/**
 * The checkout's new-account form (spec point 5): a password of at least 8 characters, equal to passwordConfirm,
 * and agreeTerms ticked; marketing consent is optional.
 */
export const CheckoutNewAccountSchema = z
  .object({
    password: NewPasswordSchema,
    passwordConfirm: PasswordConfirmationSchema,
    agreeTerms: mustBeTicked('validation.terms.required'),
    agreeMarketing: OptionalCheckbox,
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: 'validation.password.mismatch',
    path: ['passwordConfirm'],
    when: bothTyped('password', 'passwordConfirm'),
  });
export type CheckoutNewAccountInput = z.input<typeof CheckoutNewAccountSchema>;

const cardExpiryFormat = () =>
  z.string({ error: 'validation.card.expiry' }).trim().regex(CARD_EXPIRY_FORMAT, 'validation.card.expiry');

const cardShape = (expiry: z.ZodType<string>) =>
  z.object(
    {
      number: z
        .string({ error: 'validation.card.number' })
        .trim()
        .max(CARD_INPUT_LIMITS.number, 'validation.card.number')
        .regex(/^[\d ]+$/, 'validation.card.number')
        .refine((value) => value.replace(/ /g, '').length >= CARD_NUMBER_MIN_DIGITS, 'validation.card.number'),
      expiry,
      cvc: z
        .string({ error: 'validation.card.cvc' })
        .trim()
        .regex(/^\d{3,4}$/, 'validation.card.cvc'),
      name: requiredText('validation.card.name', MAX_LENGTH.name),
    },
    { error: 'validation.card.required' },
  );

/**
 * The card form (spec point 5) in `month`: a number of at least 16 digits (spaces allowed, at most 19 characters),
 * an expiry written MM/YY with a real month that is `month` or later ('validation.card.expired' otherwise), a CVC of
 * 3 or 4 digits and a name.
 */
export function createCardSchema(month: CalendarMonth) {
  return cardShape(
    cardExpiryFormat().refine((expiry) => isCardExpiryCurrent(expiry, month), 'validation.card.expired'),
  );
}

/** The card form's shape without the clock: every rule but "not expired" (see `createCardSchema`). */
export const CardSchema = cardShape(cardExpiryFormat());
export type CardInput = z.input<typeof CardSchema>;

const paymentShape = (card: typeof CardSchema) =>
  z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('creditcard'), card }),
      z.object({ method: z.literal(['ideal', 'paypal', 'applepay']) }),
    ],
    { error: 'validation.paymentMethod.invalid' },
  );

/** The payment part of an order in `month`: a method, and for a credit card a card that has not expired. */
export function createPaymentSchema(month: CalendarMonth) {
  return paymentShape(createCardSchema(month));
}

/** The payment's shape without the clock (see `createPaymentSchema`). */
export const PaymentSchema = paymentShape(CardSchema);

// --- The product and the order -------------------------------------------------------------------------

const dataIndex = (region: EsimRegion) =>
  z
    .number({ error: 'validation.configuration.invalid' })
    .int('validation.configuration.invalid')
    .min(0, 'validation.configuration.invalid')
    .max(maxDataIndex(region), 'validation.configuration.invalid');

/** An eSIM Pro configuration (docs/contracts.md §5) that can be ordered: at least one region above index 0. */
export const EsimConfigurationSchema = z
  .object({
    durationMonths: z.literal(DURATION_MONTHS, { error: 'validation.configuration.invalid' }),
    calling: z.enum(CALLING_OPTION_IDS, { error: 'validation.configuration.invalid' }),
    nlData: dataIndex('nl'),
    euData: dataIndex('eu'),
    worldData: dataIndex('world'),
  })
  .refine((config) => hasChosenData(config), 'validation.data.required');

/** An eSIM Pro configuration, or a travel plan looked up by region and plan id. */
const esimProductOptions = [
  z.object({ kind: z.literal('esim-pro'), configuration: EsimConfigurationSchema }),
  z
    .object({
      kind: z.literal('travel'),
      regionId: z.enum(TRAVEL_REGION_IDS, { error: 'validation.travelPlan.invalid' }),
      planId: z.string({ error: 'validation.travelPlan.invalid' }).trim().min(1, 'validation.travelPlan.invalid'),
    })
    .refine((product) => findTravelPlan(product.regionId, product.planId) !== undefined, {
      message: 'validation.travelPlan.invalid',
      path: ['planId'],
    }),
] as const;

/**
 * What is ordered (docs/contracts.md §4, §9) on `today` (porting dates are judged against it; without it only their form):
 * an eSIM Pro configuration, a travel plan, a VOIP number (new or ported, with a bundle), an AI voicemail plan or an
 * AI assistant plan.
 */
export function createOrderProductSchema(today?: string) {
  return z.discriminatedUnion(
    'kind',
    [...esimProductOptions, createVoipProductSchema(today), AiVoicemailProductSchema, AiAssistantProductSchema],
    { error: 'validation.configuration.invalid' },
  );
}

/** What is ordered: the shape of `createOrderProductSchema` without the day. */
export const OrderProductSchema = createOrderProductSchema();
export type OrderProduct = z.output<typeof OrderProductSchema>;

/**
 * The checkout's consent to delivery starting at once (docs/contracts.md §8): with it, the 14-day right of withdrawal ends
 * once the eSIM is delivered. Required for every order; nothing is stored, without it there is no order.
 */
export const WithdrawalConsentSchema = z.object({
  withdrawalConsent: z.literal(true, { error: 'validation.withdrawalConsent.required' }),
});

/** The products that are ordered by an account only (docs/contracts.md §9: after registering or signing in). */
export const ACCOUNT_ONLY_PRODUCT_KINDS = ['ai-voicemail', 'ai-assistant'] as const;

const orderRequestShape = (payment: typeof PaymentSchema, today?: string) =>
  z
    .object({
      product: createOrderProductSchema(today),
      customer: ShippingDetailsSchema,
      delivery: DeliveryMethodSchema,
      payment,
      account: AccountChoiceSchema,
      business: BusinessDetailsSchema.optional(),
      ...WithdrawalConsentSchema.shape,
    })
    .superRefine((order, context) => {
      // A business's VAT number has its address's country's form: it decides the reverse charge (pricing/vat.ts).
      const vatNumber = order.business?.vatNumber;
      if (vatNumber !== undefined && !isVatNumberOf(order.customer.country, vatNumber))
        context.addIssue({
          code: 'custom',
          message: 'validation.businessVatNumber.invalid',
          path: ['business', 'vatNumber'],
        });
      // A new Dutch number: an address in its area, or a business in the Netherlands (docs/decisions/048).
      if (order.product.kind === 'voip' && order.product.porting === undefined)
        for (const [field, message] of Object.entries(
          numberRuleFieldErrors({
            number: order.product.number,
            country: order.customer.country,
            postcode: order.customer.postcode,
            business: order.business !== undefined,
          }),
        ))
          context.addIssue({ code: 'custom', message, path: field.split('.') });
      if (order.account === 'guest' && isOneOf(ACCOUNT_ONLY_PRODUCT_KINDS, order.product.kind))
        context.addIssue({ code: 'custom', message: 'validation.account.signInRequired', path: ['account'] });
    });

/**
 * `POST /api/orders` (docs/contracts.md §4) in `month`, which an expired card does not pass, on `today` (a porting date
 * too soon does not pass either). Prices are never part of
 * it: the server computes them, and any price field a client sends is dropped like every other unknown field.
 */
export function createOrderRequestSchema(month: CalendarMonth, today?: string) {
  return orderRequestShape(createPaymentSchema(month), today);
}

/** The order request's shape without the clock, for the API reference (see `createOrderRequestSchema`). */
export const OrderRequestSchema = orderRequestShape(PaymentSchema);
export type OrderRequestInput = z.input<typeof OrderRequestSchema>;
export type OrderRequest = z.output<typeof OrderRequestSchema>;
