// The VOIP order wizard's rules (/voip/configureren, docs/contracts.md §9).
//
// Its address holds the place and the choices that are not personal: the step, a new number or one to keep
// (`choice`), a new number's type, area and number, and the bundle. The porting details (the number to keep, the
// provider, the holder's name, the date, the consent) are personal: the page keeps them in session storage.
// Steps: 1. the number and the bundle; 2. the details and 3. the account and payment, the same as the eSIM wizard's
// (`areCheckoutDetailsValid`, `isCheckoutPaymentValid`), where step 2 also holds the numbering rule: a new Dutch
// number needs an address in its area or a business order (`voipNumberRuleErrors`, docs/decisions/048).

import { z } from 'zod';
import type { VoipBundleId } from '../pricing/voip.js';
import { createVoipProductSchema, isVoipBundleId, type PortingDetailsInput } from '../schemas/voip.js';
import { validateForm } from '../schemas/field-errors.js';
import type { MessageKey, ValidationMessageKey } from '../i18n/messages.js';
import { portingDateProblem } from '../voip/porting.js';
import { numberRuleFieldErrors, type NumberRuleField } from '../voice/numbering.js';
import {
  areaOfNumber,
  DEFAULT_VOIP_AREA,
  findVoipArea,
  isVoipNumberType,
  numberInventory,
  parsePortableNumber,
  VOIP_AREAS,
  type VoipNumberType,
} from '../voip/numbers.js';
import type { OrderProductChoice } from './order.js';
import type { QueryLike } from './links.js';
import { CHECKOUT_STEPS, parseCheckoutStep, type CheckoutDetailsState, type CheckoutStep } from './steps.js';
import { areCheckoutDetailsValid, isCheckoutPaymentValid } from './step-rules.js';

/** A new number from the inventory, or keeping one's own number (nummerbehoud). */
export const VOIP_CHOICES = ['new', 'port'] as const;
export type VoipChoice = (typeof VOIP_CHOICES)[number];

/** The address's parameters of the wizard's choices (besides `step`). */
export const VOIP_QUERY_PARAMS = {
  choice: 'choice',
  numberType: 'numberType',
  area: 'area',
  number: 'number',
  bundle: 'bundle',
} as const;

/** What the wizard's address says: every choice of step 1 that is not personal. */
export interface VoipSelection {
  readonly choice: VoipChoice;
  /** A new number's type (a number to keep has the type of the number typed: `portingNumberType`). */
  readonly numberType: VoipNumberType;
  /** A new number's area: an id of `VOIP_AREAS` of that type. */
  readonly area: string;
  /** The new number chosen (E.164, of that area's inventory), or null while none is. */
  readonly number: string | null;
  readonly bundle: VoipBundleId | null;
}

/** An area a number type starts with: Amsterdam (020) for a Dutch number, the first city abroad otherwise. */
export function defaultVoipArea(numberType: VoipNumberType): string {
  if (numberType === 'nl') return DEFAULT_VOIP_AREA;
  return VOIP_AREAS.find((area) => area.numberType === numberType)?.id ?? DEFAULT_VOIP_AREA;
}

/**
 * The choices an address names, each checked on its own so that a shared or hand-edited address keeps what is
 * right: an unknown choice is a new number; the number type, else the area's, else Dutch; an area of another type
 * than the number type, or unknown, is the type's first area; a number outside the area's inventory is none; an
 * unknown bundle is none.
 */
export function voipSelectionFromQuery(query: QueryLike): VoipSelection {
  const choice: VoipChoice = query.get(VOIP_QUERY_PARAMS.choice) === 'port' ? 'port' : 'new';
  const requestedArea = findVoipArea(query.get(VOIP_QUERY_PARAMS.area) ?? '');
  const requestedType = query.get(VOIP_QUERY_PARAMS.numberType);
  const numberType: VoipNumberType = isVoipNumberType(requestedType)
    ? requestedType
    : (requestedArea?.numberType ?? 'nl');
  const area = requestedArea?.numberType === numberType ? requestedArea.id : defaultVoipArea(numberType);
  const requestedNumber = query.get(VOIP_QUERY_PARAMS.number);
  const number =
    requestedNumber !== null &&
    areaOfNumber(requestedNumber)?.id === area &&
    numberInventory(area).includes(requestedNumber)
      ? requestedNumber
      : null;
  const requestedBundle = query.get(VOIP_QUERY_PARAMS.bundle);
  const bundle = isVoipBundleId(requestedBundle) ? requestedBundle : null;
  return { choice, numberType, area, number, bundle };
}

/** The address's parameters for a selection (a parameter left out is its default). */
export function voipSelectionToQuery(selection: VoipSelection): Record<string, string> {
  return {
    [VOIP_QUERY_PARAMS.choice]: selection.choice,
    [VOIP_QUERY_PARAMS.numberType]: selection.numberType,
    [VOIP_QUERY_PARAMS.area]: selection.area,
    ...(selection.number ? { [VOIP_QUERY_PARAMS.number]: selection.number } : {}),
    ...(selection.bundle ? { [VOIP_QUERY_PARAMS.bundle]: selection.bundle } : {}),
  };
}

/** When a kept number moves: on a wished date, or at the end of the current contract. */
export const PORTING_WHEN = ['date', 'contractEnd'] as const;
export type PortingWhen = (typeof PORTING_WHEN)[number];

/** The porting form as typed (personal: kept in session storage, never in the address). */
export interface PortingFormValues {
  readonly number: string;
  readonly currentProvider: string;
  readonly holderName: string;
  readonly when: PortingWhen;
  /** The wished date (YYYY-MM-DD, a date input's value), used when `when` is 'date'. */
  readonly date: string;
  readonly consent: boolean;
}

export const EMPTY_PORTING_FORM: PortingFormValues = {
  number: '',
  currentProvider: '',
  holderName: '',
  when: 'date',
  date: '',
  consent: false,
};

// As typed, longer than any field allows (the schema says so next to the field), yet bounded.
const typed = z.string().max(500);
const SavedPortingFormSchema = z.object({
  number: typed,
  currentProvider: typed,
  holderName: typed,
  when: z.enum(PORTING_WHEN),
  date: z.string().max(10),
  consent: z.boolean(),
});

/** The porting form kept in session storage, or null when the value is not of its shape, as a whole. */
export function parsePortingForm(value: unknown): PortingFormValues | null {
  const result = SavedPortingFormSchema.safeParse(value);
  return result.success ? result.data : null;
}

const SEPARATORS = /[\s\-./()]/g;

/**
 * The type of a number typed to keep: international when it is written with a country code other than 31
 * ('+32 2 345 67 89', '0049 30 …'), Dutch otherwise ('020 123 4567', '+31 6 …', and anything not yet a number).
 */
export function portingNumberType(input: string): VoipNumberType {
  const compact = input.trim().replace(SEPARATORS, '');
  return /^(\+|00)/.test(compact) && !/^(\+|00)31/.test(compact) ? 'international' : 'nl';
}

/** A VOIP product as the wizard builds it, before the schema checks it (the consent may still be unticked). */
export type VoipProductDraft = {
  readonly kind: 'voip';
  readonly numberType: VoipNumberType;
  readonly number?: string;
  readonly numberHold?: string;
  readonly porting?: Omit<PortingDetailsInput, 'consent'> & { readonly consent: boolean };
  readonly bundle: VoipBundleId | null;
};

/**
 * The product of `POST /api/orders` from the wizard's choices: a new number (with the token that holds it, if any)
 * or the porting details, and the bundle. `createVoipProductSchema(today)` judges it.
 */
export function voipProductDraft(
  selection: VoipSelection,
  porting: PortingFormValues,
  holdToken?: string,
): VoipProductDraft {
  if (selection.choice === 'new') {
    return {
      kind: 'voip',
      numberType: selection.numberType,
      ...(selection.number ? { number: selection.number } : {}),
      ...(selection.number && holdToken ? { numberHold: holdToken } : {}),
      bundle: selection.bundle,
    };
  }
  return {
    kind: 'voip',
    numberType: portingNumberType(porting.number),
    porting: {
      number: porting.number,
      currentProvider: porting.currentProvider,
      holderName: porting.holderName,
      date: porting.when === 'date' && porting.date !== '' ? porting.date : null,
      atContractEnd: porting.when === 'contractEnd',
      consent: porting.consent,
    },
    bundle: selection.bundle,
  };
}

/**
 * What `priceOrderProduct` prices while the wizard is being filled in. A VOIP price depends on the number's type,
 * the bundle and whether the number is ported, never on the number itself: until a number is chosen (or typed
 * correctly) the first number of the area (or of the type's first area) stands in for it.
 */
export function voipPriceChoice(selection: VoipSelection, porting: PortingFormValues): OrderProductChoice {
  if (selection.choice === 'new') {
    return {
      kind: 'voip',
      numberType: selection.numberType,
      number: selection.number ?? numberInventory(selection.area, 1)[0],
      bundle: selection.bundle,
    };
  }
  const numberType = portingNumberType(porting.number);
  const typedNumber = parsePortableNumber(porting.number, numberType);
  return {
    kind: 'voip',
    numberType,
    bundle: selection.bundle,
    porting: {
      number: typedNumber ?? numberInventory(defaultVoipArea(numberType), 1)[0]!,
      currentProvider: porting.currentProvider,
      holderName: porting.holderName,
      date: null,
      atContractEnd: false,
    },
  };
}

/** Everything the VOIP wizard holds, for its step rules, on `today` (porting dates are judged against it). */
export interface VoipWizardState extends CheckoutDetailsState {
  readonly selection: VoipSelection;
  readonly porting: PortingFormValues;
  readonly holdToken?: string;
  /** The calendar date it is now (`calendarDayOf(new Date())`). */
  readonly today: string;
}

const productSchemas = new Map<string, ReturnType<typeof createVoipProductSchema>>();

/** `createVoipProductSchema(today)`, made once per day. */
export function voipProductSchemaOf(today: string): ReturnType<typeof createVoipProductSchema> {
  let schema = productSchemas.get(today);
  if (!schema) {
    schema = createVoipProductSchema(today);
    productSchemas.clear();
    productSchemas.set(today, schema);
  }
  return schema;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Step 1's field errors as message keys (`porting.number`, `porting.date`, …; `number` for a new number not chosen),
 * each field judged on its own: the schema checks the number to keep and the wished date only once the other
 * porting fields are valid, so here their own rules (`parsePortableNumber`, `portingDateProblem`) fill in what the
 * schema left unsaid. Nothing is refused here that the schema would accept.
 */
export function voipFieldErrors(
  selection: VoipSelection,
  porting: PortingFormValues,
  today: string,
  holdToken?: string,
): Record<string, MessageKey> {
  const result = validateForm(voipProductSchemaOf(today), voipProductDraft(selection, porting, holdToken));
  const fields: Record<string, MessageKey> = { ...result.fields };
  if (selection.choice !== 'port' || result.success) return fields;
  if (!fields['porting.number'] && porting.number.trim() !== '') {
    const numberType = portingNumberType(porting.number);
    if (parsePortableNumber(porting.number, numberType) === null)
      fields['porting.number'] =
        numberType === 'nl' ? 'validation.porting.number.invalid' : 'validation.porting.number.invalidInternational';
  }
  if (!fields['porting.date'] && porting.when === 'date') {
    if (porting.date === '') fields['porting.date'] = 'validation.porting.date.required';
    else if (!ISO_DATE.test(porting.date) || Number.isNaN(Date.parse(porting.date)))
      fields['porting.date'] = 'validation.porting.date.invalid';
    else {
      const problem = portingDateProblem(porting.date, today);
      if (problem) fields['porting.date'] = `validation.porting.date.${problem}`;
    }
  }
  return fields;
}

/**
 * Step 2's refusals by the numbering rule (docs/decisions/048), at the field the order request names them
 * (`customer.postcode`, `business`, `customer.country`): for a new Dutch number, from the address and business choice
 * as typed. Empty for a ported number, a number abroad, or while no number is chosen.
 */
export function voipNumberRuleErrors(
  state: Pick<VoipWizardState, 'selection' | 'shipping' | 'business'>,
): Partial<Record<NumberRuleField, ValidationMessageKey>> {
  if (state.selection.choice !== 'new') return {};
  return numberRuleFieldErrors({
    number: state.selection.number,
    country: String(state.shipping.country ?? ''),
    postcode: String(state.shipping.postcode ?? ''),
    business: state.business?.isBusiness === true,
  });
}

/** Whether everything a step asks for is filled in correctly. */
export function isVoipStepValid(step: CheckoutStep, state: VoipWizardState): boolean {
  switch (step) {
    case 1:
      return voipProductSchemaOf(state.today).safeParse(
        voipProductDraft(state.selection, state.porting, state.holdToken),
      ).success;
    case 2:
      return areCheckoutDetailsValid(state) && Object.keys(voipNumberRuleErrors(state)).length === 0;
    case 3:
      return isCheckoutPaymentValid(state);
  }
}

/** A step may be entered once the steps before it are valid (step 1 always). */
export function canEnterVoipStep(step: CheckoutStep, state: VoipWizardState): boolean {
  return CHECKOUT_STEPS.filter((earlier) => earlier < step).every((earlier) => isVoipStepValid(earlier, state));
}

export function highestEnterableVoipStep(state: VoipWizardState): CheckoutStep {
  return [...CHECKOUT_STEPS].reverse().find((step) => canEnterVoipStep(step, state)) ?? 1;
}

/** The step a visit starts on: the address's (1 when missing or not 1-3), never further than the steps allow. */
export function initialVoipStep(requested: unknown, state: VoipWizardState): CheckoutStep {
  const step = parseCheckoutStep(requested) ?? 1;
  return Math.min(step, highestEnterableVoipStep(state)) as CheckoutStep;
}

/** Whether the order can be placed: every step valid. */
export function canPlaceVoipOrder(state: VoipWizardState): boolean {
  return CHECKOUT_STEPS.every((step) => isVoipStepValid(step, state));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of a moment in the Netherlands (the shop's time zone), for porting dates. */
export function calendarDayOf(moment: Date, timeZone = 'Europe/Amsterdam'): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(moment);
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
