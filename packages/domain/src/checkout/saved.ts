// What the eSIM order wizard keeps between visits (spec points 4 and 7): the `checkout_data` cookie's JSON, read
// back strictly so that a corrupt or hand-edited cookie is ignored as a whole; the product a link names
// (decisions.md §2); and the full name split for the account a new customer creates in step 3.
//
// The cookie holds what the visitor chose and typed in steps 1 and 2 and the choices of step 3, never a password
// or card details: those stay in the page only.

import { z } from 'zod';
import { ESIM_BUNDLE_IDS, isValidEsimConfiguration, type EsimConfiguration } from '../pricing/esim-pro.js';
import { findTravelPlan } from '../travel/regions.js';
import { MAX_LENGTH } from '../schemas/fields.js';
import {
  ACCOUNT_CHOICES,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  type AccountChoice,
  type DeliveryMethod,
  type PaymentMethod,
} from '../schemas/checkout.js';
import type { CheckoutProduct } from './steps.js';
import type { DeviceSelection } from './devices.js';

/** The shipping fields of spec point 3, as typed. */
export const SHIPPING_FIELDS = [
  'country',
  'name',
  'email',
  'phone',
  'postcode',
  'houseNumber',
  'houseNumberAddition',
  'street',
  'city',
  'province',
  'addressLine2',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;

/** The shipping form before anything is typed: the Netherlands, every field empty. */
export const EMPTY_SHIPPING: ShippingValues = {
  country: 'NL',
  name: '',
  email: '',
  phone: '',
  postcode: '',
  houseNumber: '',
  houseNumberAddition: '',
  street: '',
  city: '',
  province: '',
  addressLine2: '',
};

/** What the `checkout_data` cookie holds. */
export interface SavedCheckout {
  readonly product: CheckoutProduct;
  readonly device: DeviceSelection;
  readonly shipping: ShippingValues;
  readonly delivery: DeliveryMethod;
  readonly account: AccountChoice;
  readonly paymentMethod: PaymentMethod;
}

const LONGEST_FIELD = Math.max(...Object.values(MAX_LENGTH).filter((length) => length < 1000));
const typed = z.string().max(LONGEST_FIELD);

const SavedProductSchema = z.union([
  z
    .object({ kind: z.literal('esim-pro'), configuration: z.unknown(), bundleId: z.enum(ESIM_BUNDLE_IDS).optional() })
    .refine((product) => isValidEsimConfiguration(product.configuration))
    .transform(({ configuration, bundleId }) => ({
      kind: 'esim-pro' as const,
      configuration: configuration as EsimConfiguration,
      ...(bundleId ? { bundleId } : {}),
    })),
  z
    .object({ kind: z.literal('travel'), regionId: z.string(), planId: z.string() })
    .refine((product) => findTravelPlan(product.regionId, product.planId) !== undefined),
]);

const SavedCheckoutSchema = z.object({
  product: SavedProductSchema,
  device: z.object({ brand: typed, model: typed }),
  shipping: z.object(
    Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, typed])) as Record<ShippingField, typeof typed>,
  ),
  delivery: z.enum(DELIVERY_METHODS),
  account: z.enum(ACCOUNT_CHOICES),
  paymentMethod: z.enum(PAYMENT_METHODS),
});

/** What steps 2 and 3 keep, the same in every order wizard: the details and the choices of account and payment. */
export type SavedCheckoutDetails = Omit<SavedCheckout, 'product' | 'device'>;

const SavedCheckoutDetailsSchema = SavedCheckoutSchema.omit({ product: true, device: true });

/**
 * Saved details of steps 2 and 3 (the VOIP wizard keeps them in session storage), or null when the value is not of
 * that shape, as a whole; unknown extra keys are dropped.
 */
export function parseSavedCheckoutDetails(value: unknown): SavedCheckoutDetails | null {
  const result = SavedCheckoutDetailsSchema.safeParse(value);
  return result.success ? (result.data as SavedCheckoutDetails) : null;
}

/**
 * The wizard's state from the `checkout_data` cookie, or null when there is none or it is corrupt: not JSON, or
 * any part of it of the wrong shape or naming a product that does not exist (spec point 8: "logged and the
 * state is ignored"). Unknown extra keys are dropped.
 */
export function parseSavedCheckout(text: string | null | undefined): SavedCheckout | null {
  if (typeof text !== 'string' || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = SavedCheckoutSchema.safeParse(value);
  return result.success ? (result.data as SavedCheckout) : null;
}

/** Reads one query parameter, as URLSearchParams does. */
export interface QueryLike {
  get(name: string): string | null;
}

/** True when the address names a travel plan (`?region=&plan=`, also with `trip=custom`). */
export function namesTravelPlan(query: QueryLike): boolean {
  return query.get('plan') !== null || query.get('region') !== null || query.get('trip') !== null;
}

/**
 * The travel plan a link names by region and plan id (decisions.md §2), or null when it names none or one that
 * does not exist. The link's price, data and duration are never trusted: the plan is looked up.
 */
export function travelProductFromQuery(query: QueryLike): Extract<CheckoutProduct, { kind: 'travel' }> | null {
  const regionId = query.get('region')?.trim() ?? '';
  const planId = query.get('plan')?.trim() ?? '';
  return findTravelPlan(regionId, planId) ? { kind: 'travel', regionId, planId } : null;
}

/** The trip the calculator's book link describes (`trip=custom&duration=&data=`): whole days and gigabytes, or null. */
export function customTripFromQuery(query: QueryLike): { days: number; dataGb: number } | null {
  if (query.get('trip') !== 'custom') return null;
  const days = Number(query.get('duration'));
  const dataGb = Number(query.get('data'));
  const sane = (value: number, max: number) => Number.isFinite(value) && value > 0 && value <= max;
  return sane(days, 3660) && sane(dataGb, 100_000)
    ? { days: Math.round(days), dataGb: Math.round(dataGb * 10) / 10 }
    : null;
}

/**
 * A full name split for registration: the first word is the first name, the rest the last name ('Jan de Vries'
 * → Jan / de Vries). A single word gives an empty last name, which registration then asks for.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
