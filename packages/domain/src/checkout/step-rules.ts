// The eSIM order wizard's step rules (spec point 4, docs/contracts.md §2): which step is valid, which step may be
// entered, where a visit starts and whether the order can be placed. Steps 2 and 3 are judged by the checkout's
// schemas; what the steps hold and step 1's rule need none and are steps.ts's, so that a page can show step 1 without
// zod.
//
// 1. Configure: a compatible (or unknown) device, and something to order — an eSIM Pro configuration with
//    data for at least one region, or an existing travel plan. (The spec's step 1 rule names only the device;
//    the product also needs data, since an order without it cannot be placed: docs/contracts.md §2.)
// 2. Details: the shipping details of the country and a delivery method.
// 3. Overview and payment: the account choice (a new account's form valid; an existing account signed in) and
//    the payment method (the card form valid for a credit card, with a card that has not expired in the state's
//    current month).

import {
  CheckoutNewAccountSchema,
  DeliveryMethodSchema,
  ShippingDetailsSchema,
  createPaymentSchema,
} from '../schemas/checkout.js';
import type { CalendarMonth } from '../schemas/checkout-choices.js';
import { businessFieldErrors } from './business.js';
import {
  CHECKOUT_STEPS,
  canEnterStep,
  hasChosenProduct,
  highestStepToEnter,
  hasWithdrawalConsent,
  isConfigureStepValid,
  parseCheckoutStep,
  type CheckoutDetailsState,
  type CheckoutState,
  type CheckoutStep,
} from './steps.js';

function isAccountValid(state: CheckoutDetailsState): boolean {
  switch (state.account) {
    case 'guest':
      return true;
    case 'existing':
      return state.signedIn === true;
    case 'new':
      return CheckoutNewAccountSchema.safeParse(state.newAccount ?? {}).success;
    default:
      return false;
  }
}

const paymentSchemas = new Map<string, ReturnType<typeof createPaymentSchema>>();

/**
 * `createPaymentSchema(month)`, made once per month: making it costs zod about half a millisecond (more the first
 * time it parses), a hundred times its parse, and the wizards judge step 3 again on every change and render.
 */
function paymentSchemaOf(month: CalendarMonth): ReturnType<typeof createPaymentSchema> {
  const key = `${month.year}-${month.month}`;
  let schema = paymentSchemas.get(key);
  if (!schema) {
    schema = createPaymentSchema(month);
    paymentSchemas.clear();
    paymentSchemas.set(key, schema);
  }
  return schema;
}

function isPaymentValid(state: CheckoutDetailsState): boolean {
  return paymentSchemaOf(state.currentMonth).safeParse({ method: state.paymentMethod, card: state.card }).success;
}

/**
 * Step 2 of every wizard: the shipping (billing) details of the country, a delivery method and, for a business order,
 * the company's details (docs/contracts.md §13).
 */
export function areCheckoutDetailsValid(
  state: Pick<CheckoutDetailsState, 'shipping' | 'delivery' | 'business'>,
): boolean {
  return (
    ShippingDetailsSchema.safeParse(state.shipping).success &&
    DeliveryMethodSchema.safeParse(state.delivery).success &&
    Object.keys(businessFieldErrors(state.business, String(state.shipping.country ?? ''))).length === 0
  );
}

/** Step 3 of every wizard: the account choice, the payment method (a current card) and the withdrawal consent. */
export function isCheckoutPaymentValid(state: CheckoutDetailsState): boolean {
  return isAccountValid(state) && isPaymentValid(state) && hasWithdrawalConsent(state);
}

/** Whether everything a step asks for is filled in correctly. */
export function isCheckoutStepValid(step: CheckoutStep, state: CheckoutState): boolean {
  switch (step) {
    case 1:
      return isConfigureStepValid(state);
    case 2:
      return areCheckoutDetailsValid(state);
    case 3:
      return isCheckoutPaymentValid(state);
  }
}

/** Jumping to a step (spec point 4): step 1 always; step 2 after a valid step 1; step 3 after valid steps 1 and 2. */
export function canEnterCheckoutStep(step: CheckoutStep, state: CheckoutState): boolean {
  return canEnterStep(step, (earlier) => isCheckoutStepValid(earlier, state));
}

/** The highest step that may be entered. */
export function highestEnterableStep(state: CheckoutState): CheckoutStep {
  return highestStepToEnter((step) => isCheckoutStepValid(step, state));
}

/**
 * The step a visit starts on (spec point 4): the step of the address (1 when missing or not 1-3); a step above 1
 * goes back to 1 when nothing to order has been chosen; and never further than the steps before it allow, so a
 * hand-edited address cannot skip a form.
 */
export function initialCheckoutStep(requested: unknown, state: CheckoutState): CheckoutStep {
  const step = parseCheckoutStep(requested) ?? 1;
  if (step > 1 && !hasChosenProduct(state.product)) return 1;
  return Math.min(step, highestEnterableStep(state)) as CheckoutStep;
}

/** The first step that is not valid, or null when the order can be placed. */
export function firstInvalidCheckoutStep(state: CheckoutState): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => !isCheckoutStepValid(step, state)) ?? null;
}

/** Whether the order can be placed; otherwise the wizard shows 'Vul alle verplichte velden correct in'. */
export function canPlaceOrder(state: CheckoutState): boolean {
  return firstInvalidCheckoutStep(state) === null;
}
