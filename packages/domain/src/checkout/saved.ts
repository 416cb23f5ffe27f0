// What the eSIM order wizard keeps between visits (spec points 4 and 7): the `checkout_data` cookie's JSON, read
// back strictly so that a corrupt or hand-edited cookie is ignored as a whole.
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
import { SHIPPING_FIELDS, type ShippingField, type ShippingValues } from './shipping.js';

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
