import { describe, it, expect } from 'vitest';
import { translateMessage } from '../i18n/messages.js';
import { DEFAULT_ESIM_CONFIGURATION, type EsimConfiguration } from '../pricing/esim-pro.js';
import { EMPTY_DEVICE } from './devices.js';
import {
  CHECKOUT_COOKIES,
  CHECKOUT_PROGRESS_PERCENT,
  CHECKOUT_STEPS,
  ORDER_STORAGE_KEY,
  canEnterCheckoutStep,
  canEnterStep,
  canPlaceOrder,
  firstInvalidCheckoutStep,
  hasChosenProduct,
  highestEnterableStep,
  highestStepToEnter,
  initialCheckoutStep,
  isCheckoutStep,
  isCheckoutStepValid,
  isConfigureStepValid,
  parseCheckoutStep,
  shouldSaveCheckout,
  type CheckoutProduct,
  type CheckoutState,
  type CheckoutStep,
} from './index.js';

const esimPro = (change: Partial<EsimConfiguration> = {}): CheckoutProduct => ({
  kind: 'esim-pro',
  configuration: { ...DEFAULT_ESIM_CONFIGURATION, ...change },
});
const travel = (regionId: string, planId: string): CheckoutProduct => ({ kind: 'travel', regionId, planId });

const WITH_DATA = esimPro({ nlData: 1 });
const WITHOUT_DATA = esimPro();

const dutchShipping = {
  country: 'NL',
  name: 'Jan de Vries',
  email: 'jan@example.nl',
  phone: '06-12345678',
  postcode: '1234ab',
  houseNumber: '12',
  street: 'Damstraat',
  city: 'Amsterdam',
};
const belgianShipping = {
  country: 'BE',
  name: 'Marie',
  email: 'marie@example.be',
  phone: '+32 2 123 45 67',
  postcode: '1000',
  street: 'Grote Markt 1',
  city: 'Brussel',
};
const validCard = { number: '1234 5678 9012 3456', expiry: '12/27', cvc: '123', name: 'Jan de Vries' };
const validNewAccount = { password: 'wachtwoord', passwordConfirm: 'wachtwoord', agreeTerms: true };

/** The month the tests run in: May 2026. */
const MAY_2026 = { year: 2026, month: 5 };

/** A wizard with every step filled in correctly: a guest paying by iDEAL. */
const COMPLETE: CheckoutState = {
  product: WITH_DATA,
  device: { brand: 'apple', model: 'iphone-15' },
  shipping: dutchShipping,
  delivery: 'email',
  account: 'guest',
  paymentMethod: 'ideal',
  withdrawalConsent: true,
  currentMonth: MAY_2026,
};

/** What the wizard starts with: nothing chosen, the defaults of spec point 4. */
const START: CheckoutState = {
  product: WITHOUT_DATA,
  device: EMPTY_DEVICE,
  shipping: { country: 'NL' },
  delivery: 'email',
  account: 'guest',
  paymentMethod: 'ideal',
  currentMonth: MAY_2026,
};

const state = (change: Partial<CheckoutState>): CheckoutState => ({ ...COMPLETE, ...change });

describe('the steps', () => {
  it('are 1, 2 and 3', () => {
    expect(CHECKOUT_STEPS).toEqual([1, 2, 3]);
  });

  it.each<[CheckoutStep, number]>([
    [1, 33],
    [2, 66],
    [3, 100],
  ])('show step %d as %d percent on the progress bar', (step, percent) => {
    expect(CHECKOUT_PROGRESS_PERCENT[step]).toBe(percent);
  });

  it('keep their state in the checkout_step and checkout_data cookies', () => {
    expect(CHECKOUT_COOKIES).toEqual({ step: 'checkout_step', data: 'checkout_data' });
  });

  it('hand the placed order to the confirmation page under orderData', () => {
    expect(ORDER_STORAGE_KEY).toBe('orderData');
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [2, true],
    [3, true],
    [0, false],
    [4, false],
    ['1', false],
    [1.5, false],
    [null, false],
  ])('isCheckoutStep(%j) is %s', (value, expected) => {
    expect(isCheckoutStep(value)).toBe(expected);
  });
});

describe('parseCheckoutStep (?step= and the step cookie)', () => {
  it.each<[unknown, CheckoutStep]>([
    ['1', 1],
    ['2', 2],
    ['3', 3],
    [1, 1],
    [2, 2],
    [3, 3],
    [' 2 ', 2],
    ['02', 2],
  ])('reads %j as step %d', (value, step) => {
    expect(parseCheckoutStep(value)).toBe(step);
  });

  it.each<[unknown]>([
    ['0'],
    ['4'],
    ['10'],
    ['-1'],
    ['abc'],
    ['2abc'],
    ['2.0'],
    ['2.5'],
    ['1e0'],
    [''],
    ['  '],
    [null],
    [undefined],
    [0],
    [4],
    [2.5],
    [Number.NaN],
    [true],
    [[2]],
    [{ step: 2 }],
  ])('ignores %j', (value) => {
    expect(parseCheckoutStep(value)).toBeNull();
  });
});

describe('hasChosenProduct ("a data amount above the minimum")', () => {
  it.each<[string, boolean, CheckoutProduct | null | undefined]>([
    ['an eSIM Pro configuration with NL data', true, esimPro({ nlData: 1 })],
    ['an eSIM Pro configuration with EU data', true, esimPro({ euData: 6 })],
    ['an eSIM Pro configuration with world data', true, esimPro({ worldData: 5 })],
    ['an eSIM Pro configuration without data', false, WITHOUT_DATA],
    ['an eSIM Pro configuration with an index out of range', false, esimPro({ nlData: 9 })],
    ['an eSIM Pro configuration with a fractional index', false, esimPro({ euData: 1.5 })],
    [
      'an eSIM Pro configuration with an unknown duration',
      false,
      esimPro({ nlData: 1, durationMonths: 1 as EsimConfiguration['durationMonths'] }),
    ],
    ['an existing travel plan', true, travel('europa', 'standard')],
    ['another existing travel plan', true, travel('africa', 'premium')],
    ['a travel plan the region does not have', false, travel('europa', 'premium')],
    ['a travel plan of an unknown region', false, travel('antarctica', 'basic')],
    ['nothing (null)', false, null],
    ['nothing (undefined)', false, undefined],
  ])('for %s is %s', (_description, chosen, product) => {
    expect(hasChosenProduct(product)).toBe(chosen);
  });
});

describe('isCheckoutStepValid, step 1 (configure)', () => {
  it.each<[string, boolean, Partial<CheckoutState>]>([
    ['a compatible device and data', true, {}],
    ['a device of unknown support and data', true, { device: { brand: 'google', model: 'pixel-2' } }],
    ['"another model" and data', true, { device: { brand: 'other', model: 'other' } }],
    ['a compatible device and an existing travel plan', true, { product: travel('asia', 'basic') }],
    ['an incompatible device', false, { device: { brand: 'apple', model: 'iphone-8' } }],
    ['a brand without a model', false, { device: { brand: 'apple', model: '' } }],
    ['no device', false, { device: EMPTY_DEVICE }],
    ['a model of another brand', false, { device: { brand: 'samsung', model: 'iphone-15' } }],
    ['a compatible device but no data', false, { product: WITHOUT_DATA }],
    ['a compatible device but a travel plan that does not exist', false, { product: travel('europa', 'gold') }],
  ])('with %s is %s', (_description, valid, change) => {
    expect(isCheckoutStepValid(1, state(change))).toBe(valid);
    // The same rule without the later steps' schemas, as a page shows step 1.
    expect(isConfigureStepValid(state(change))).toBe(valid);
  });

  it('does not look at the later steps', () => {
    expect(isCheckoutStepValid(1, state({ shipping: {}, delivery: '', account: '', paymentMethod: '' }))).toBe(true);
  });
});

describe('isCheckoutStepValid, step 2 (details)', () => {
  it.each<[string, boolean, Partial<CheckoutState>]>([
    ['complete Dutch details and email delivery', true, {}],
    ['complete Dutch details and sms delivery', true, { delivery: 'sms' }],
    ['Belgian details without a house number', true, { shipping: belgianShipping }],
    ['Belgian details without a postcode', false, { shipping: { ...belgianShipping, postcode: '' } }],
    [
      'French details with a French postcode',
      true,
      { shipping: { ...belgianShipping, country: 'FR', postcode: '75001' } },
    ],
    ['an invalid Dutch postcode', false, { shipping: { ...dutchShipping, postcode: '0123 AB' } }],
    ['a Dutch address without a house number', false, { shipping: { ...dutchShipping, houseNumber: '' } }],
    ['a Dutch house number "abc"', false, { shipping: { ...dutchShipping, houseNumber: 'abc' } }],
    ['a Dutch house number 0', false, { shipping: { ...dutchShipping, houseNumber: '0' } }],
    ['a Dutch house number with a letter', true, { shipping: { ...dutchShipping, houseNumber: '12a' } }],
    ['a Dutch address without a postcode', false, { shipping: { ...dutchShipping, postcode: '' } }],
    ['a foreign address without a street', false, { shipping: { ...belgianShipping, street: '' } }],
    ['a foreign address without a city', false, { shipping: { ...belgianShipping, city: '' } }],
    ['no name', false, { shipping: { ...dutchShipping, name: '' } }],
    ['no e-mail address', false, { shipping: { ...dutchShipping, email: '' } }],
    ['an invalid e-mail address', false, { shipping: { ...dutchShipping, email: 'jan@' } }],
    ['no phone', false, { shipping: { ...dutchShipping, phone: '' } }],
    ['an unknown country', false, { shipping: { ...belgianShipping, country: 'US' } }],
    ['no details at all', false, { shipping: {} }],
    ['no delivery method', false, { delivery: '' }],
    ['an unknown delivery method', false, { delivery: 'post' }],
  ])('with %s is %s', (_description, valid, change) => {
    expect(isCheckoutStepValid(2, state(change))).toBe(valid);
  });

  it('does not look at the other steps', () => {
    expect(
      isCheckoutStepValid(2, state({ product: WITHOUT_DATA, device: EMPTY_DEVICE, account: '', paymentMethod: '' })),
    ).toBe(true);
  });
});

describe('isCheckoutStepValid, step 3 (overview and payment)', () => {
  it.each<[string, boolean, Partial<CheckoutState>]>([
    ['a guest paying by iDEAL', true, {}],
    ['a guest paying by PayPal', true, { paymentMethod: 'paypal' }],
    ['a guest paying by Apple Pay', true, { paymentMethod: 'applepay' }],
    ['a guest paying by iDEAL with a leftover invalid card', true, { card: { number: '12' } }],
    ['a guest paying by credit card with a valid card', true, { paymentMethod: 'creditcard', card: validCard }],
    ['a guest paying by credit card without a card', false, { paymentMethod: 'creditcard' }],
    [
      'a guest paying by credit card with a 15-digit number',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, number: '123456789012345' } },
    ],
    [
      'a guest paying by credit card with an expiry of 13/27',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, expiry: '13/27' } },
    ],
    [
      'a guest paying by credit card with a card that expired in January 2020 (01/20)',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, expiry: '01/20' } },
    ],
    [
      'a guest paying by credit card with a card that expired last month (04/26)',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, expiry: '04/26' } },
    ],
    [
      'a guest paying by credit card with a card that expires this month (05/26)',
      true,
      { paymentMethod: 'creditcard', card: { ...validCard, expiry: '05/26' } },
    ],
    [
      'a guest paying by credit card with a 01/20 card in January 2020',
      true,
      { paymentMethod: 'creditcard', card: { ...validCard, expiry: '01/20' }, currentMonth: { year: 2020, month: 1 } },
    ],
    [
      'a guest paying by credit card with a 2-digit cvc',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, cvc: '12' } },
    ],
    [
      'a guest paying by credit card without a name on the card',
      false,
      { paymentMethod: 'creditcard', card: { ...validCard, name: '' } },
    ],
    ['an unknown payment method', false, { paymentMethod: 'cash' }],
    ['no payment method', false, { paymentMethod: '' }],
    ['an existing account that is signed in', true, { account: 'existing', signedIn: true }],
    ['an existing account that is not signed in', false, { account: 'existing', signedIn: false }],
    ['an existing account without a sign-in', false, { account: 'existing' }],
    ['a new account with a valid form', true, { account: 'new', newAccount: validNewAccount }],
    [
      'a new account with marketing consent',
      true,
      { account: 'new', newAccount: { ...validNewAccount, agreeMarketing: true } },
    ],
    [
      'a new account with a 7-character password',
      false,
      { account: 'new', newAccount: { ...validNewAccount, password: '1234567', passwordConfirm: '1234567' } },
    ],
    [
      'a new account with a different confirmation',
      false,
      { account: 'new', newAccount: { ...validNewAccount, passwordConfirm: 'anders123' } },
    ],
    [
      'a new account without the terms agreed',
      false,
      { account: 'new', newAccount: { ...validNewAccount, agreeTerms: false } },
    ],
    ['a new account without a form', false, { account: 'new' }],
    [
      'a new account that is signed in but has no valid form',
      false,
      { account: 'new', signedIn: true, newAccount: {} },
    ],
    ['an unknown account choice', false, { account: 'admin' }],
    ['a guest without the consent to delivery starting at once', false, { withdrawalConsent: false }],
    ['a guest who has not answered the consent yet', false, { withdrawalConsent: undefined }],
    [
      'a signed-in existing account without the consent',
      false,
      { account: 'existing', signedIn: true, withdrawalConsent: false },
    ],
    [
      'a valid new account paying by credit card with a valid card',
      true,
      { account: 'new', newAccount: validNewAccount, paymentMethod: 'creditcard', card: validCard },
    ],
    [
      'a valid new account paying by credit card with an invalid card',
      false,
      { account: 'new', newAccount: validNewAccount, paymentMethod: 'creditcard', card: { ...validCard, cvc: '' } },
    ],
  ])('for %s is %s', (_description, valid, change) => {
    expect(isCheckoutStepValid(3, state(change))).toBe(valid);
  });

  it('judges the card by the month of the state it is given, whichever month it judged before', () => {
    // The payment schema is made once per month (step-rules.ts): a change of month must make it anew.
    const card = (expiry: string, currentMonth: { year: number; month: number }) =>
      isCheckoutStepValid(3, state({ paymentMethod: 'creditcard', card: { ...validCard, expiry }, currentMonth }));
    const june = { year: 2026, month: 6 };
    expect([
      card('05/26', MAY_2026),
      card('05/26', june),
      card('05/26', { ...MAY_2026 }),
      card('06/26', june),
      card('05/26', { year: 2026, month: 6 }),
      card('01/20', { year: 2020, month: 1 }),
      card('01/20', MAY_2026),
    ]).toEqual([true, false, true, true, false, true, false]);
  });

  it('does not look at the earlier steps', () => {
    expect(
      isCheckoutStepValid(3, state({ product: WITHOUT_DATA, device: EMPTY_DEVICE, shipping: {}, delivery: '' })),
    ).toBe(true);
  });
});

describe('canEnterCheckoutStep and highestEnterableStep', () => {
  const stepOneOnly = state({ shipping: {} });
  const stepTwoOnly = state({ device: EMPTY_DEVICE });
  const stepsOneAndTwo = state({ paymentMethod: 'creditcard' });

  it.each<[string, CheckoutStep, [boolean, boolean, boolean], CheckoutState]>([
    ['a fresh start', 1, [true, false, false], START],
    ['a valid step 1 only', 2, [true, true, false], stepOneOnly],
    ['a valid step 2 without step 1', 1, [true, false, false], stepTwoOnly],
    ['valid steps 1 and 2 (step 3 not yet valid)', 3, [true, true, true], stepsOneAndTwo],
    ['everything valid', 3, [true, true, true], COMPLETE],
    [
      'an incompatible device and valid details',
      1,
      [true, false, false],
      state({ device: { brand: 'apple', model: 'iphone-x' } }),
    ],
    ['a device but no data', 1, [true, false, false], state({ product: WITHOUT_DATA })],
  ])('with %s allows up to step %d (%j)', (_description, highest, allowed, checkout) => {
    expect(CHECKOUT_STEPS.map((step) => canEnterCheckoutStep(step, checkout))).toEqual(allowed);
    expect(highestEnterableStep(checkout)).toBe(highest);
  });
});

describe('initialCheckoutStep (where a visit starts)', () => {
  it.each<[string, CheckoutStep, unknown, CheckoutState]>([
    ['no step in the address', 1, undefined, COMPLETE],
    ['a null step', 1, null, COMPLETE],
    ['an empty step', 1, '', COMPLETE],
    ['a step that is not a number', 1, 'abc', COMPLETE],
    ['step 0', 1, '0', COMPLETE],
    ['step 4', 1, '4', COMPLETE],
    ['step 2.5', 1, '2.5', COMPLETE],
    ['step 1', 1, '1', COMPLETE],
    ['step 2 with everything valid', 2, '2', COMPLETE],
    ['step 3 with everything valid', 3, '3', COMPLETE],
    ['step 3 as a number', 3, 3, COMPLETE],
    ['step 3 for a travel plan', 3, '3', state({ product: travel('americas', 'premium') })],
    ['step 2 with no data chosen', 1, '2', state({ product: WITHOUT_DATA })],
    ['step 3 with no data chosen', 1, '3', state({ product: WITHOUT_DATA })],
    ['step 3 with a travel plan that does not exist', 1, '3', state({ product: travel('europa', 'gold') })],
    ['step 2 on a fresh start', 1, '2', START],
    ['step 3 on a fresh start', 1, '3', START],
    ['step 2 with data but no device', 1, '2', state({ device: EMPTY_DEVICE })],
    [
      'step 3 with data but an incompatible device',
      1,
      '3',
      state({ device: { brand: 'samsung', model: 'galaxy-s9' } }),
    ],
    [
      'step 3 with a valid step 1 but invalid details',
      2,
      '3',
      state({ shipping: { ...dutchShipping, postcode: 'x' } }),
    ],
    ['step 3 with valid steps 1 and 2 and an unfinished step 3', 3, '3', state({ paymentMethod: 'creditcard' })],
    ['step 1 with everything valid', 1, 1, COMPLETE],
  ])('opens %s on step %d', (_description, step, requested, checkout) => {
    expect(initialCheckoutStep(requested, checkout)).toBe(step);
  });
});

describe('shouldSaveCheckout', () => {
  it.each<[string, boolean, CheckoutStep, CheckoutProduct | null | undefined]>([
    ['step 1 before anything is chosen', false, 1, WITHOUT_DATA],
    ['step 1 without a product', false, 1, null],
    ['step 1 without a product (undefined)', false, 1, undefined],
    ['step 1 once data is chosen', true, 1, WITH_DATA],
    ['step 1 once a travel plan is chosen', true, 1, travel('europa', 'basic')],
    ['step 1 with a travel plan that does not exist', false, 1, travel('europa', 'gold')],
    ['step 2, even without data', true, 2, WITHOUT_DATA],
    ['step 3, even without a product', true, 3, null],
  ])('on %s saves: %s', (_description, save, step, product) => {
    expect(shouldSaveCheckout(step, product)).toBe(save);
  });
});

describe('firstInvalidCheckoutStep and canPlaceOrder', () => {
  it.each<[string, CheckoutStep | null, CheckoutState]>([
    ['everything valid', null, COMPLETE],
    ['everything valid with a credit card', null, state({ paymentMethod: 'creditcard', card: validCard })],
    ['everything valid with a signed-in existing account', null, state({ account: 'existing', signedIn: true })],
    ['everything valid with a new account', null, state({ account: 'new', newAccount: validNewAccount })],
    ['everything valid for a Belgian customer and sms', null, state({ shipping: belgianShipping, delivery: 'sms' })],
    ['a fresh start', 1, START],
    ['an incompatible device', 1, state({ device: { brand: 'apple', model: 'iphone-8' } })],
    ['no data', 1, state({ product: WITHOUT_DATA })],
    ['invalid details', 2, state({ shipping: { ...dutchShipping, phone: '' } })],
    ['no delivery method', 2, state({ delivery: '' })],
    ['a credit card without a card', 3, state({ paymentMethod: 'creditcard' })],
    ['an existing account that is not signed in', 3, state({ account: 'existing' })],
    [
      'a new account with a different confirmation',
      3,
      state({ account: 'new', newAccount: { ...validNewAccount, passwordConfirm: 'x' } }),
    ],
    ['no consent to delivery starting at once', 3, state({ withdrawalConsent: false })],
    ['invalid details and an invalid payment', 2, state({ shipping: {}, paymentMethod: 'creditcard' })],
  ])('with %s gives %s', (_description, step, checkout) => {
    expect(firstInvalidCheckoutStep(checkout)).toBe(step);
    expect(canPlaceOrder(checkout)).toBe(step === null);
  });

  it('explains a refused order with "Vul alle verplichte velden correct in"', () => {
    expect(translateMessage('validation.fillAllRequiredFields', 'nl')).toBe('Vul alle verplichte velden correct in');
  });
});

describe('canEnterStep and highestStepToEnter, with any judge of the steps', () => {
  // As a page judges them before the rules of steps 2 and 3 are in: step 1 alone can be valid.
  const firstOnly =
    (firstValid: boolean) =>
    (step: CheckoutStep): boolean =>
      step === 1 && firstValid;

  it('enter step 1 always, and a later step only after every earlier step is valid', () => {
    expect(CHECKOUT_STEPS.map((step) => canEnterStep(step, firstOnly(false)))).toEqual([true, false, false]);
    expect(CHECKOUT_STEPS.map((step) => canEnterStep(step, firstOnly(true)))).toEqual([true, true, false]);
    expect(CHECKOUT_STEPS.map((step) => canEnterStep(step, () => true))).toEqual([true, true, true]);
    expect(CHECKOUT_STEPS.map((step) => canEnterStep(step, (earlier) => earlier !== 1))).toEqual([true, false, false]);
  });

  it('give the highest step that may be entered', () => {
    expect(highestStepToEnter(firstOnly(false))).toBe(1);
    expect(highestStepToEnter(firstOnly(true))).toBe(2);
    expect(highestStepToEnter(() => true)).toBe(3);
  });

  it("agree with the wizard's own rules for its state", () => {
    for (const change of [{}, { device: EMPTY_DEVICE }, { shipping: {} }, { paymentMethod: '' }]) {
      const current = state(change);
      const judge = (step: CheckoutStep) => isCheckoutStepValid(step, current);
      expect(highestStepToEnter(judge)).toBe(highestEnterableStep(current));
      for (const step of CHECKOUT_STEPS) expect(canEnterStep(step, judge)).toBe(canEnterCheckoutStep(step, current));
    }
  });
});
