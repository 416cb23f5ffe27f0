// The order wizard's state (spec point 4, "Checkout"): what is ordered, the device, the details and the choices of
// step 3, the current step kept in sync with `?step=` (and a bundle's `?bundle=` while its configuration is
// unchanged) and, once something is chosen, with the checkout cookies.
// Every rule (which step is valid, which may be entered, where a visit starts) is the domain's. Step 1's rule needs no
// schema; the rules of steps 2 and 3 and the reading of the saved state do (checkout-rules.ts, with zod), and load when
// the wizard first needs them: at once for a visit that brings saved state or an address past step 1, and otherwise
// once step 1 is valid, before Next can be pressed (docs/decisions/033). Until then steps 2 and 3 count as not valid,
// which is what the rules say of a visit that brought nothing and has typed no details.
// The saved state is read (and a corrupt cookie logged) as the rules load, before the wizard renders with it.
import { startTransition, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BUNDLE_QUERY_PARAM,
  DEFAULT_ESIM_CONFIGURATION,
  EMPTY_DEVICE,
  bundleProductFromQuery,
  canEnterStep,
  highestStepToEnter,
  isConfigureStepValid,
  namesTravelPlan,
  parseCheckoutStep,
  shouldSaveCheckout,
  travelProductFromQuery,
  type CheckoutProduct,
  type CheckoutState,
  type CheckoutStep,
  type SavedCheckout,
} from '@telecom/domain';
import type { SessionUser } from '../../lib/session-state';
import { fulfilled, tracked, type Tracked } from '../../lib/tracked';
import { useHydrated } from '../../lib/use-hydrated';
import { checkoutCookiesAsHeld, hasCheckoutCookies, writeCheckoutCookies } from './checkout-storage';
import { checkoutDetailsState, startingDetails, type CheckoutFormValues } from './checkout-form';
import type * as checkoutRules from './checkout-rules';

export type { CardValues, NewAccountValues } from './checkout-form';

type CheckoutRules = typeof checkoutRules;
let loadedRules: CheckoutRules | undefined;
let loadingRules: Tracked<CheckoutRules> | undefined;

/** The rules of steps 2 and 3 and the saved state's reading: loaded once (a failed load is tried again when asked). */
export function loadCheckoutRules(): Tracked<CheckoutRules> {
  if (!loadingRules) {
    loadingRules = tracked(import('./checkout-rules').then((rules) => (loadedRules = rules)));
    loadingRules.catch(() => (loadingRules = undefined));
  }
  return loadingRules;
}

/** A visit's saved state as the rules read it from the cookies, and the rules that judge it. */
interface SavedVisit {
  rules: CheckoutRules;
  stored: checkoutRules.StoredCheckout;
}

/** The saved visit last read, with the cookies it was read from. */
let lastVisit: { cookies: string; visit: Tracked<SavedVisit> } | undefined;

/**
 * The visit's saved state, read once the rules are in (a corrupt cookie is logged then, not while rendering): one
 * promise, and one reading, for as long as the cookies stay as they are, however often the wizard renders meanwhile.
 */
function loadSavedVisit(): Tracked<SavedVisit> {
  const cookies = checkoutCookiesAsHeld();
  if (lastVisit?.cookies !== cookies) {
    const visit = tracked(loadCheckoutRules().then((rules) => ({ rules, stored: rules.readCheckoutCookies() })));
    visit.catch(() => {
      if (lastVisit?.visit === visit) lastVisit = undefined; // the next visit tries again
    });
    lastVisit = { cookies, visit };
  }
  return lastVisit.visit;
}

/** What a wizard that waits for nothing reads in place of a saved visit. */
const NO_SAVED_VISIT = fulfilled<SavedVisit | undefined>(undefined);

/** Whether a visit brings what only the later steps' rules can read and judge: saved state, or an address past step 1. */
const bringsState = (params: URLSearchParams) =>
  hasCheckoutCookies() || (parseCheckoutStep(params.get('step')) ?? 1) > 1;

/** Everything the wizard holds: what is ordered and the device (step 1), and steps 2 and 3's values. */
export interface WizardValues extends SavedCheckout, CheckoutFormValues {}

export const ESIM_PRO_PRODUCT: CheckoutProduct = { kind: 'esim-pro', configuration: DEFAULT_ESIM_CONFIGURATION };

/** The domain's view of the wizard, for its step rules, in the month it is now (for the card's expiry). */
export function checkoutState(values: WizardValues, user: SessionUser | null, now = new Date()): CheckoutState {
  return { product: values.product, device: values.device, ...checkoutDetailsState(values, user, now) };
}

/**
 * What a link names: a travel plan (`?region=&plan=`), or a bundle (`?bundle=`, docs/contracts.md §2), which keeps the
 * saved configuration when that is still the same bundle's (so that a reload keeps a longer contract chosen since).
 * Null for a link that names neither, or an unknown one.
 */
function linkedProduct(params: URLSearchParams, saved: SavedCheckout | null): CheckoutProduct | null {
  if (namesTravelPlan(params)) return travelProductFromQuery(params);
  const bundle = bundleProductFromQuery(params);
  if (!bundle) return null;
  return saved?.product.kind === 'esim-pro' && saved.product.bundleId === bundle.bundleId ? saved.product : bundle;
}

/**
 * Where a visit starts: with the rules, its saved state and the step its address or cookie names, as far as they
 * allow; without them (a visit that brings neither, or a page hydrating as the server drew it), a first visit's step 1.
 */
function startingValues(params: URLSearchParams, user: SessionUser | null, visit: SavedVisit | undefined) {
  const rules = visit?.rules;
  const { saved, step: savedStep } = visit?.stored ?? { saved: null, step: undefined };
  const linked = linkedProduct(params, saved);
  const values: WizardValues = {
    product: linked ?? saved?.product ?? ESIM_PRO_PRODUCT,
    device: saved?.device ?? EMPTY_DEVICE,
    ...startingDetails(saved, user),
  };
  const step = rules?.initialCheckoutStep(params.get('step') ?? savedStep, checkoutState(values, user)) ?? 1;
  return { values, step, unknownPlan: namesTravelPlan(params) && linked === null };
}

export function useCheckout(user: SessionUser | null) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const [brought] = useState(() => bringsState(params));
  // Drawn in the browser, a wizard that brings state waits for the rules and the saved state they read, as it waited
  // for its page's code. A page rendered at build hydrates as the server drew it (a first visit's step 1) and takes
  // the visit's state up after. Every render calls use(), on the one promise of this wizard, waited for or not: React
  // replays a render that waited with the hooks it had, and a use() left out of the replay (the rules having come
  // meanwhile) broke the order of the hooks after it (React's error #467, logged as #520 once React had rendered the
  // whole page again).
  const [drawnInBrowser] = useState(hydrated);
  const [savedVisit] = useState(() => (drawnInBrowser && brought ? loadSavedVisit() : NO_SAVED_VISIT));
  const visit = use(savedVisit);
  const [start] = useState(() => startingValues(params, user, visit));
  const [values, setValues] = useState<WizardValues>(start.values);
  const [rules, setRules] = useState(visit?.rules ?? loadedRules);
  // Whether the visit's own state is in: until then, nothing is saved and the address is left as it is.
  const [restored, setRestored] = useState(drawnInBrowser || !brought);
  const state = useMemo(() => checkoutState(values, user), [values, user]);
  const isValid = useCallback(
    (step: CheckoutStep) =>
      rules ? rules.isCheckoutStepValid(step, state) : step === 1 && isConfigureStepValid(state),
    [rules, state],
  );
  const canEnter = useCallback((step: CheckoutStep) => canEnterStep(step, isValid), [isValid]);

  const update = useCallback((change: Partial<WizardValues> | ((current: WizardValues) => Partial<WizardValues>)) => {
    setValues((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  // The address holds the step (so that back and forward move between steps), as far as the rules allow it;
  // otherwise the wizard stays on the step it showed last and the address is corrected.
  const [shownStep, setShownStep] = useState<CheckoutStep>(start.step);
  const urlStep = restored ? parseCheckoutStep(params.get('step')) : null;
  const step: CheckoutStep =
    urlStep !== null && canEnter(urlStep) ? urlStep : canEnter(shownStep) ? shownStep : highestStepToEnter(isValid);
  if (step !== shownStep) setShownStep(step);

  // A page rendered at build has hydrated as the server drew it: the visit's own start follows. A signed-in customer's
  // details are filled in at once; saved state and its step once the rules are in (a transition: step 1 stays shown
  // until then).
  const [tookUpVisit, setTookUpVisit] = useState(drawnInBrowser);
  if (hydrated && !tookUpVisit) {
    setTookUpVisit(true);
    if (restored && user) update(startingDetails(null, user));
  }
  useEffect(() => {
    if (!hydrated || restored) return;
    let current = true;
    loadSavedVisit().then(
      (loaded) =>
        current &&
        startTransition(() => {
          const next = startingValues(params, user, loaded);
          setRules(loaded.rules);
          setValues(next.values);
          setShownStep(next.step);
          setRestored(true);
        }),
      // Without the rules (no connection) the saved state cannot be read: the order starts afresh, as with a cookie
      // that cannot be read (spec point 8).
      () => current && setRestored(true),
    );
    return () => {
      current = false;
    };
  }, [hydrated, restored, params, user]);

  // The rules of steps 2 and 3 come once step 1 is valid: Next is then one click away.
  const firstStepValid = isConfigureStepValid(state);
  useEffect(() => {
    if (rules || !firstStepValid) return;
    let current = true;
    // A failed load is tried again when step 1 next becomes valid; step 2's own code, which needs the same files,
    // says what failed if Next is pressed meanwhile.
    loadCheckoutRules().then(
      (loaded) => current && setRules(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [rules, firstStepValid]);

  // The address names the bundle while the configuration is still that bundle's, and no more once a slider moved,
  // so that a reload or a shared address never undoes the customer's own choice.
  const bundleId = values.product.kind === 'esim-pro' ? values.product.bundleId : undefined;
  const urlBundle = params.get(BUNDLE_QUERY_PARAM);
  const bundleInUrlIsStale = urlBundle !== null && urlBundle !== bundleId && !namesTravelPlan(params);
  useEffect(() => {
    if (!restored) return;
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
  }, [restored, urlStep, step, bundleInUrlIsStale, setParams]);

  /** Moves to a step the rules allow, as a new history entry, so that the browser's back button goes back a step. */
  const goTo = useCallback(
    (next: CheckoutStep) => {
      if (!canEnter(next)) return false;
      setParams(
        (current) => {
          current.set('step', String(next));
          return current;
        },
        { preventScrollReset: true },
      );
      return true;
    },
    [canEnter, setParams],
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
    if (restored && (shouldSaveCheckout(step, product) || hasCheckoutCookies()))
      writeCheckoutCookies(step, { product, device, shipping, delivery, account, paymentMethod });
  }, [restored, step, product, device, shipping, delivery, account, paymentMethod]);

  return {
    values,
    update,
    step,
    goTo,
    state,
    chooseEsimPro,
    unknownPlan: start.unknownPlan,
    isValid,
    canEnter,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
