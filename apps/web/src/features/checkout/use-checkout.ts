// The order wizard's state (spec point 4, "Checkout"): what is ordered, the device, the details and the choices of
// step 3, the current step kept in sync with `?step=` (and a bundle's `?bundle=` while its configuration is
// unchanged) and, once something is chosen, with the checkout cookies.
// Every rule (which step is valid, which may be entered, where a visit starts) is the domain's.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BUNDLE_QUERY_PARAM,
  DEFAULT_ESIM_CONFIGURATION,
  EMPTY_DEVICE,
  bundleProductFromQuery,
  canEnterCheckoutStep,
  highestEnterableStep,
  initialCheckoutStep,
  isCheckoutStepValid,
  namesTravelPlan,
  parseCheckoutStep,
  shouldSaveCheckout,
  travelProductFromQuery,
  type CheckoutProduct,
  type CheckoutState,
  type CheckoutStep,
  type SavedCheckout,
} from '@telecom/domain';
import type { SessionUser } from '../../lib/session';
import { hasCheckoutCookies, readCheckoutCookies, writeCheckoutCookies } from './checkout-storage';
import { checkoutDetailsState, startingDetails, type CheckoutFormValues } from './checkout-form';

export type { CardValues, NewAccountValues } from './checkout-form';

/** Everything the wizard holds: what is ordered and the device (step 1), and steps 2 and 3's values. */
export interface WizardValues extends SavedCheckout, CheckoutFormValues {}

export const ESIM_PRO_PRODUCT: CheckoutProduct = { kind: 'esim-pro', configuration: DEFAULT_ESIM_CONFIGURATION };

/** The domain's view of the wizard, for its step rules, in the month it is now (for the card's expiry). */
export function checkoutState(values: WizardValues, user: SessionUser | null, now = new Date()): CheckoutState {
  return { product: values.product, device: values.device, ...checkoutDetailsState(values, user, now) };
}

/**
 * What a link names: a travel plan (`?region=&plan=`), or a bundle (`?bundle=`, decisions.md §2), which keeps the
 * saved configuration when that is still the same bundle's (so that a reload keeps a longer contract chosen since).
 * Null for a link that names neither, or an unknown one.
 */
function linkedProduct(params: URLSearchParams, saved: SavedCheckout | null): CheckoutProduct | null {
  if (namesTravelPlan(params)) return travelProductFromQuery(params);
  const bundle = bundleProductFromQuery(params);
  if (!bundle) return null;
  return saved?.product.kind === 'esim-pro' && saved.product.bundleId === bundle.bundleId ? saved.product : bundle;
}

function startingValues(params: URLSearchParams, user: SessionUser | null) {
  const { saved, step: savedStep } = readCheckoutCookies();
  const linked = linkedProduct(params, saved);
  const values: WizardValues = {
    product: linked ?? saved?.product ?? ESIM_PRO_PRODUCT,
    device: saved?.device ?? EMPTY_DEVICE,
    ...startingDetails(saved, user),
  };
  const step = initialCheckoutStep(params.get('step') ?? savedStep, checkoutState(values, user));
  return { values, step, unknownPlan: namesTravelPlan(params) && linked === null };
}

export function useCheckout(user: SessionUser | null) {
  const [params, setParams] = useSearchParams();
  const [start] = useState(() => startingValues(params, user));
  const [values, setValues] = useState<WizardValues>(start.values);
  const state = useMemo(() => checkoutState(values, user), [values, user]);

  const update = useCallback((change: Partial<WizardValues> | ((current: WizardValues) => Partial<WizardValues>)) => {
    setValues((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  // The address holds the step (so that back and forward move between steps), as far as the rules allow it;
  // otherwise the wizard stays on the step it showed last and the address is corrected.
  const [shownStep, setShownStep] = useState<CheckoutStep>(start.step);
  const urlStep = parseCheckoutStep(params.get('step'));
  const step: CheckoutStep =
    urlStep !== null && canEnterCheckoutStep(urlStep, state)
      ? urlStep
      : canEnterCheckoutStep(shownStep, state)
        ? shownStep
        : highestEnterableStep(state);
  if (step !== shownStep) setShownStep(step);
  // The address names the bundle while the configuration is still that bundle's, and no more once a slider moved,
  // so that a reload or a shared address never undoes the customer's own choice.
  const bundleId = values.product.kind === 'esim-pro' ? values.product.bundleId : undefined;
  const urlBundle = params.get(BUNDLE_QUERY_PARAM);
  const bundleInUrlIsStale = urlBundle !== null && urlBundle !== bundleId && !namesTravelPlan(params);
  useEffect(() => {
    if (urlStep !== step || bundleInUrlIsStale) {
      setParams(
        (current) => {
          current.set('step', String(step));
          if (bundleInUrlIsStale) current.delete(BUNDLE_QUERY_PARAM);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [urlStep, step, bundleInUrlIsStale, setParams]);

  /** Moves to a step the rules allow, as a new history entry, so that the browser's back button goes back a step. */
  const goTo = useCallback(
    (next: CheckoutStep) => {
      if (!canEnterCheckoutStep(next, state)) return false;
      setParams(
        (current) => {
          current.set('step', String(next));
          return current;
        },
        { preventScrollReset: true },
      );
      return true;
    },
    [state, setParams],
  );

  /** Orders eSIM Pro instead of a travel plan: the plan leaves the address too. */
  const chooseEsimPro = useCallback(() => {
    update({ product: ESIM_PRO_PRODUCT });
    setParams({ step: '1' }, { replace: true });
  }, [update, setParams]);

  // Saved on every change once past step 1 or once something to order is chosen (spec point 4), and from then on
  // kept in sync, so that a cookie never holds a choice the visitor has since undone.
  const { product, device, shipping, delivery, account, paymentMethod } = values;
  useEffect(() => {
    if (shouldSaveCheckout(step, product) || hasCheckoutCookies())
      writeCheckoutCookies(step, { product, device, shipping, delivery, account, paymentMethod });
  }, [step, product, device, shipping, delivery, account, paymentMethod]);

  return {
    values,
    update,
    step,
    goTo,
    state,
    chooseEsimPro,
    unknownPlan: start.unknownPlan,
    isValid: (which: CheckoutStep) => isCheckoutStepValid(which, state),
    canEnter: (which: CheckoutStep) => canEnterCheckoutStep(which, state),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
