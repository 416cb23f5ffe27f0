// The eSIM order wizard's steps (spec point 4, docs/contracts.md §2): what they are and hold, step 1's rule (a device and
// something to order) and when the state is saved. None of it needs a schema, so a page can show step 1 without zod;
// the rules of steps 2 and 3, which the checkout's schemas judge, are step-rules.ts's.

import type { BusinessValues } from './business-vat.js';
import { findTravelPlan } from '../travel/regions.js';
import {
  hasChosenData,
  isValidEsimConfiguration,
  type EsimBundleId,
  type EsimConfiguration,
} from '../pricing/esim-pro.js';
import type { AccountChoice, CalendarMonth, PaymentMethod } from '../schemas/checkout-choices.js';
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
   * (docs/contracts.md §8): ticked in step 3 for each order, never saved.
   */
  readonly withdrawalConsent?: boolean;
  /** A business order's details as typed (docs/contracts.md §13); absent or not ticked for a consumer. */
  readonly business?: BusinessValues;
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

/** Whether the customer agreed to delivery starting at once (the order request's `withdrawalConsent`). */
export function hasWithdrawalConsent(state: Pick<CheckoutState, 'withdrawalConsent'>): boolean {
  return state.withdrawalConsent === true;
}

/**
 * What the details step and the account-and-payment step hold: the same in every order wizard (eSIM Pro and travel
 * plans, VOIP); only the first step, what is ordered, differs.
 */
export type CheckoutDetailsState = Omit<CheckoutState, 'product' | 'device'>;

/** The state goes into the cookies once past step 1 or once something to order is chosen (spec point 4). */
export function shouldSaveCheckout(step: CheckoutStep, product: CheckoutProduct | null | undefined): boolean {
  return step > 1 || hasChosenProduct(product);
}

/** Step 1 of the eSIM wizard: a compatible (or unknown) device and something to order (checked without a schema). */
export function isConfigureStepValid(state: Pick<CheckoutState, 'product' | 'device'>): boolean {
  return isDeviceChoiceValid(state.device) && hasChosenProduct(state.product);
}

/** How a wizard judges its steps: whether each is filled in correctly. */
export type StepValidity = (step: CheckoutStep) => boolean;

/** Jumping to a step (spec point 4): step 1 always; a later step after valid earlier ones, as `isValid` judges them. */
export function canEnterStep(step: CheckoutStep, isValid: StepValidity): boolean {
  return CHECKOUT_STEPS.filter((earlier) => earlier < step).every(isValid);
}

/** The highest step that may be entered, as `isValid` judges the steps. */
export function highestStepToEnter(isValid: StepValidity): CheckoutStep {
  return [...CHECKOUT_STEPS].reverse().find((step) => canEnterStep(step, isValid)) ?? 1;
}
