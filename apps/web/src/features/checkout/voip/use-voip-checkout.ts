// The VOIP order wizard's state (docs/contracts.md §9): step 1's choices in the address (`?step=&choice=&numberType=&area=
// &number=&bundle=`, so that a reload, back and forward keep the place), the personal parts in session storage
// (voip-storage.ts), and steps 2 and 3 as the eSIM wizard has them (checkout-form.ts). Every rule (which step is
// valid, which may be entered, where a visit starts) is the domain's (checkout/voip-wizard.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_PORTING_FORM,
  VOIP_QUERY_PARAMS,
  calendarDayOf,
  canEnterVoipStep,
  canPlaceVoipOrder,
  highestEnterableVoipStep,
  initialVoipStep,
  isVoipStepValid,
  parseCheckoutStep,
  voipPriceChoice,
  voipProductDraft,
  voipProductSchemaOf,
  voipSelectionFromQuery,
  voipSelectionToQuery,
  type CheckoutStep,
  type PortingFormValues,
  type VoipProduct,
  type VoipSelection,
  type VoipWizardState,
} from '@telecom/domain';
import type { SessionUser } from '../../../lib/session';
import {
  checkoutDetailsState,
  startingDetails,
  type CheckoutForm,
  type CheckoutFormChange,
  type CheckoutFormValues,
} from '../checkout-form';
import { readVoipCheckout, writeVoipCheckout, type StoredHold } from './voip-storage';

const STEP_PARAM = 'step';
const OWN_PARAMS = [STEP_PARAM, ...Object.values(VOIP_QUERY_PARAMS)];

/** The wizard's own parameters for a selection and a step; any other parameter of the address (`?lang=`) stays. */
function withSelection(current: URLSearchParams, selection: VoipSelection, step: CheckoutStep): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of OWN_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(voipSelectionToQuery(selection))) next.set(name, value);
  next.set(STEP_PARAM, String(step));
  return next;
}

const sameOwnParams = (a: URLSearchParams, b: URLSearchParams) =>
  OWN_PARAMS.every((name) => a.get(name) === b.get(name));

const sameSelection = (a: VoipSelection, b: VoipSelection) =>
  a.choice === b.choice &&
  a.numberType === b.numberType &&
  a.area === b.area &&
  a.number === b.number &&
  a.bundle === b.bundle;

export function useVoipCheckout(user: SessionUser | null) {
  const [params, setParams] = useSearchParams();
  const [stored] = useState(readVoipCheckout);
  const [porting, setPortingValues] = useState<PortingFormValues>(stored.porting ?? EMPTY_PORTING_FORM);
  const [hold, setHold] = useState<StoredHold | null>(stored.hold);
  const [values, setValues] = useState<CheckoutFormValues>(() => startingDetails(stored.details, user));
  // Step 1's choices as shown: taken from the address, and ahead of it for the moment a change takes to get there
  // (a navigation), so that a radio button is checked as soon as it is clicked.
  const search = params.toString();
  const [selection, setSelection] = useState<VoipSelection>(() => voipSelectionFromQuery(params));
  const [followedSearch, setFollowedSearch] = useState(search);
  if (search !== followedSearch) {
    // The address changed (back, forward, a link, or a change of ours arriving): it wins.
    setFollowedSearch(search);
    const fromAddress = voipSelectionFromQuery(params);
    if (!sameSelection(fromAddress, selection)) setSelection(fromAddress);
  }
  const latestSelection = useRef(selection);
  useEffect(() => {
    latestSelection.current = selection;
  }, [selection]);
  const today = calendarDayOf(new Date());
  const holdToken = hold !== null && hold.number === selection.number ? hold.holdToken : undefined;
  const details = useMemo(() => checkoutDetailsState(values, user), [values, user]);
  const state: VoipWizardState = useMemo(
    () => ({ ...details, selection, porting, holdToken, today }),
    [details, selection, porting, holdToken, today],
  );

  const update = useCallback((change: CheckoutFormChange) => {
    setValues((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  // The address holds the step as far as the rules allow it; otherwise the wizard stays on the step it showed last
  // (a visit starts where the address says, if it may) and the address is corrected.
  const [shownStep, setShownStep] = useState<CheckoutStep>(() => initialVoipStep(params.get(STEP_PARAM), state));
  const urlStep = parseCheckoutStep(params.get(STEP_PARAM));
  const step: CheckoutStep =
    urlStep !== null && canEnterVoipStep(urlStep, state)
      ? urlStep
      : canEnterVoipStep(shownStep, state)
        ? shownStep
        : highestEnterableVoipStep(state);
  if (step !== shownStep) setShownStep(step);
  useEffect(() => {
    const canonical = withSelection(params, selection, step);
    if (!sameOwnParams(params, canonical)) setParams(canonical, { replace: true, preventScrollReset: true });
  }, [params, selection, step, setParams]);

  /**
   * Changes step 1's choices in the address, in place (no history entry for each click); a function of the choices
   * the address holds at that moment may decide (a number taken meanwhile is dropped only while still chosen).
   */
  const select = useCallback(
    (change: Partial<VoipSelection> | ((current: VoipSelection) => Partial<VoipSelection>)) => {
      const current = latestSelection.current;
      // Read back through the address's rules, so that what is shown is what a reload would show.
      const next = voipSelectionFromQuery(
        new URLSearchParams(
          voipSelectionToQuery({ ...current, ...(typeof change === 'function' ? change(current) : change) }),
        ),
      );
      latestSelection.current = next;
      setSelection(next);
      setParams((params) => withSelection(params, next, step), { replace: true, preventScrollReset: true });
    },
    [setParams, step],
  );

  /** Moves to a step the rules allow, as a new history entry, so that the browser's back button goes back a step. */
  const goTo = useCallback(
    (next: CheckoutStep) => {
      if (!canEnterVoipStep(next, state)) return false;
      setParams((current) => withSelection(current, latestSelection.current, next), { preventScrollReset: true });
      return true;
    },
    [state, setParams],
  );

  const setPorting = useCallback(
    (change: Partial<PortingFormValues>) => setPortingValues((current) => ({ ...current, ...change })),
    [],
  );

  // Session storage follows every change: the porting form, the hold, the details and the address.
  const { shipping, delivery, account, paymentMethod } = values;
  useEffect(() => {
    // Never the secrets of step 3 (a new account's password, the card) or its consent.
    writeVoipCheckout({ porting, hold, details: { shipping, delivery, account, paymentMethod }, search });
  }, [porting, hold, shipping, delivery, account, paymentMethod, search]);

  const form: CheckoutForm = { values, update, state: details };
  return {
    form,
    selection,
    select,
    porting,
    setPorting,
    hold,
    setHold,
    today,
    step,
    goTo,
    state,
    isValid: (which: CheckoutStep) => isVoipStepValid(which, state),
    canEnter: (which: CheckoutStep) => canEnterVoipStep(which, state),
    canPlace: () => canPlaceVoipOrder(state),
    /** What the price overview prices (a stand-in number of the same price while none is chosen). */
    priceChoice: voipPriceChoice(selection, porting),
    /** The product of the order, as the schema the API reads it with gives it. */
    product: (): VoipProduct => voipProductSchemaOf(today).parse(voipProductDraft(selection, porting, holdToken)),
  };
}

export type VoipCheckout = ReturnType<typeof useVoipCheckout>;
