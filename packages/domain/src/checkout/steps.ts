// The eSIM order wizard's step rules (spec point 4, decisions.md §2): which step is valid, which step may be
// entered, where a visit starts, when the state is saved and whether the order can be placed.
//
// 1. Configure: a compatible (or unknown) device, and something to order — an eSIM Pro configuration with
//    data for at least one region, or an existing travel plan. (The spec's step 1 rule names only the device;
//    the product also needs data, since an order without it cannot be placed: decisions.md §2.)
// 2. Details: the shipping details of the country and a delivery method.
// 3. Overview and payment: the account choice (a new account's form valid; an existing account signed in) and
//    the payment method (the card form valid for a credit card, with a card that has not expired in the state's
//    current month).

import { findTravelPlan } from '../travel/regions.js';
import {
  hasChosenData,
  isValidEsimConfiguration,
  type EsimBundleId,
  type EsimConfiguration,
} from '../pricing/esim-pro.js';
import {
  CheckoutNewAccountSchema,
  DeliveryMethodSchema,
  ShippingDetailsSchema,
  createPaymentSchema,
  type AccountChoice,
  type CalendarMonth,
  type PaymentMethod,
} from '../schemas/checkout.js';
import { isDeviceChoiceValid, type DeviceSelection } from './devices.js';

export const CHECKOUT_STEPS = [1, 2, 3] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The progress bar's width per step (spec point 2). */
export const CHECKOUT_PROGRESS_PERCENT: Readonly<Record<CheckoutStep, 33 | 66 | 100>> = { 1: 33, 2: 66, 3: 100 };

/** The wizard's cookies (spec point 7): JSON state and step, 6 hours, path /. */
export const CHECKOUT_COOKIES = { step: 'checkout_step', data: 'checkout_data' } as const;
/** The session-storage key of the placed order, read by /order-confirmation. */
export const ORDER_STORAGE_KEY = 'orderData';

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return value === 1 || value === 2 || value === 3;
}

/** The step of `?step=` or the step cookie: 1, 2 or 3 as a number or a plain string of digits; null otherwise. */
export function parseCheckoutStep(value: unknown): CheckoutStep | null {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) value = Number(value);
  return isCheckoutStep(value) ? value : null;
}

/**
 * What the wizard orders: an eSIM Pro configuration (with the bundle it came from, while it is still that bundle:
 * see bundle.ts), or a travel plan by region and plan id.
 */
export type CheckoutProduct =
  | { readonly kind: 'esim-pro'; readonly configuration: EsimConfiguration; readonly bundleId?: EsimBundleId }
  | { readonly kind: 'travel'; readonly regionId: string; readonly planId: string };

/** Everything the wizard has collected. Form values are as typed; the schemas decide what is valid. */
export interface CheckoutState {
  readonly product: CheckoutProduct;
  readonly device: Partial<DeviceSelection>;
  readonly shipping: Readonly<Record<string, unknown>>;
  readonly delivery: string;
  readonly account: AccountChoice | string;
  /** True once the existing-account login in step 3 has succeeded (or the visitor was already signed in). */
  readonly signedIn?: boolean;
  readonly newAccount?: Readonly<Record<string, unknown>>;
  readonly paymentMethod: PaymentMethod | string;
  readonly card?: Readonly<Record<string, unknown>>;
  /**
   * The consent to delivery starting at once, so that the 14-day right of withdrawal ends when the eSIM is delivered
   * (decisions.md §8): ticked in step 3 for each order, never saved.
   */
  readonly withdrawalConsent?: boolean;
  /** The month it is now (`calendarMonthOf(new Date())`): a card that expired before it is refused. */
  readonly currentMonth: CalendarMonth;
}

/**
 * "A data amount above the minimum has been chosen" (spec point 4): an eSIM Pro configuration with data for at
 * least one region, or a travel plan that exists.
 */
export function hasChosenProduct(product: CheckoutProduct | null | undefined): boolean {
  if (!product) return false;
  if (product.kind === 'travel') return findTravelPlan(product.regionId, product.planId) !== undefined;
  return isValidEsimConfiguration(product.configuration) && hasChosenData(product.configuration);
}

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

function isPaymentValid(state: CheckoutDetailsState): boolean {
  return createPaymentSchema(state.currentMonth).safeParse({ method: state.paymentMethod, card: state.card }).success;
}

/** Whether the customer agreed to delivery starting at once (the order request's `withdrawalConsent`). */
export function hasWithdrawalConsent(state: Pick<CheckoutState, 'withdrawalConsent'>): boolean {
  return state.withdrawalConsent === true;
}

/**
 * What the details step and the account-and-payment step hold: the same in every order wizard (eSIM Pro and travel
 * plans, VOIP); only the first step, what is ordered, differs.
 */
export type CheckoutDetailsState = Omit<CheckoutState, 'product' | 'device'>;

/** Step 2 of every wizard: the shipping (billing) details of the country and a delivery method. */
export function areCheckoutDetailsValid(state: Pick<CheckoutDetailsState, 'shipping' | 'delivery'>): boolean {
  return (
    ShippingDetailsSchema.safeParse(state.shipping).success && DeliveryMethodSchema.safeParse(state.delivery).success
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
      return isDeviceChoiceValid(state.device) && hasChosenProduct(state.product);
    case 2:
      return areCheckoutDetailsValid(state);
    case 3:
      return isCheckoutPaymentValid(state);
  }
}

/** Jumping to a step (spec point 4): step 1 always; step 2 after a valid step 1; step 3 after valid steps 1 and 2. */
export function canEnterCheckoutStep(step: CheckoutStep, state: CheckoutState): boolean {
  return CHECKOUT_STEPS.filter((earlier) => earlier < step).every((earlier) => isCheckoutStepValid(earlier, state));
}

/** The highest step that may be entered. */
export function highestEnterableStep(state: CheckoutState): CheckoutStep {
  return [...CHECKOUT_STEPS].reverse().find((step) => canEnterCheckoutStep(step, state)) ?? 1;
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

/** The state goes into the cookies once past step 1 or once something to order is chosen (spec point 4). */
export function shouldSaveCheckout(step: CheckoutStep, product: CheckoutProduct | null | undefined): boolean {
  return step > 1 || hasChosenProduct(product);
}

/** The first step that is not valid, or null when the order can be placed. */
export function firstInvalidCheckoutStep(state: CheckoutState): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => !isCheckoutStepValid(step, state)) ?? null;
}

/** Whether the order can be placed; otherwise the wizard shows 'Vul alle verplichte velden correct in'. */
export function canPlaceOrder(state: CheckoutState): boolean {
  return firstInvalidCheckoutStep(state) === null;
}
