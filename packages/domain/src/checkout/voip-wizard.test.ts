import { describe, expect, it } from 'vitest';
import { numberInventory } from '../voip/numbers.js';
import { EMPTY_BUSINESS } from './business-vat.js';
import { priceOrderProduct } from './order.js';
import {
  EMPTY_PORTING_FORM,
  calendarDayOf,
  canEnterVoipStep,
  canPlaceVoipOrder,
  initialVoipStep,
  isVoipStepValid,
  parsePortingForm,
  portingNumberType,
  voipPriceChoice,
  voipProductDraft,
  voipFieldErrors,
  voipNumberRuleErrors,
  voipProductSchemaOf,
  voipSelectionFromQuery,
  voipSelectionToQuery,
  type PortingFormValues,
  type VoipSelection,
  type VoipWizardState,
} from './voip-wizard.js';

const query = (text: string) => new URLSearchParams(text);
const AMSTERDAM = numberInventory('020')[0]!;

/** Friday 27 November 2026: the earliest porting date is Wednesday 2 December. */
const TODAY = '2026-11-27';

const NEW_NUMBER: VoipSelection = { choice: 'new', numberType: 'nl', area: '020', number: AMSTERDAM, bundle: 'europe' };
const PORTING: PortingFormValues = {
  number: '06 12345678',
  currentProvider: 'KPN',
  holderName: 'Jan de Vries',
  when: 'date',
  date: '2026-12-02',
  consent: true,
};

const DETAILS = {
  shipping: {
    country: 'NL',
    name: 'Jan de Vries',
    email: 'jan@example.nl',
    phone: '06-12345678',
    postcode: '1012ab',
    houseNumber: '12',
    street: 'Damstraat',
    city: 'Amsterdam',
  },
  delivery: 'email',
  account: 'guest',
  paymentMethod: 'ideal',
  withdrawalConsent: true,
  currentMonth: { year: 2026, month: 11 },
};

const state = (change: Partial<VoipWizardState> = {}): VoipWizardState => ({
  ...DETAILS,
  selection: NEW_NUMBER,
  porting: EMPTY_PORTING_FORM,
  today: TODAY,
  ...change,
});

describe('the VOIP wizard’s address', () => {
  it('reads every choice of step 1 and writes them back the same', () => {
    const selection = voipSelectionFromQuery(
      query(`choice=new&numberType=nl&area=020&number=${encodeURIComponent(AMSTERDAM)}&bundle=europe`),
    );
    expect(selection).toEqual(NEW_NUMBER);
    expect(voipSelectionFromQuery(query(new URLSearchParams(voipSelectionToQuery(selection)).toString()))).toEqual(
      NEW_NUMBER,
    );
  });

  it.each([
    ['', { choice: 'new', numberType: 'nl', area: '020', number: null, bundle: null }],
    ['choice=port', { choice: 'port', numberType: 'nl', area: '020', number: null, bundle: null }],
    ['choice=gold&bundle=platinum', { choice: 'new', numberType: 'nl', area: '020', number: null, bundle: null }],
    [
      'numberType=international',
      { choice: 'new', numberType: 'international', area: 'be-2', number: null, bundle: null },
    ],
    // The area names its type when the type is missing; an area of the other type gives way to the type's first.
    ['area=gb-20', { choice: 'new', numberType: 'international', area: 'gb-20', number: null, bundle: null }],
    ['numberType=nl&area=gb-20', { choice: 'new', numberType: 'nl', area: '020', number: null, bundle: null }],
    ['area=999', { choice: 'new', numberType: 'nl', area: '020', number: null, bundle: null }],
    // A number of another area, or no number of ours, is no number.
    [
      `area=010&number=${encodeURIComponent(AMSTERDAM)}`,
      { choice: 'new', numberType: 'nl', area: '010', number: null, bundle: null },
    ],
    ['number=%2B31201234567', { choice: 'new', numberType: 'nl', area: '020', number: null, bundle: null }],
  ])('keeps what is right of "%s"', (text, expected) => {
    expect(voipSelectionFromQuery(query(text))).toEqual(expected);
  });
});

describe('a number to keep', () => {
  it.each([
    ['020 123 4567', 'nl'],
    ['06-12345678', 'nl'],
    ['+31 6 12345678', 'nl'],
    ['0031 20 1234567', 'nl'],
    ['+32 2 345 67 89', 'international'],
    ['0049 30 12345678', 'international'],
    ['', 'nl'],
    ['abc', 'nl'],
  ])('"%s" is a number of type %s', (input, type) => {
    expect(portingNumberType(input)).toBe(type);
  });

  it('is read back from storage only when the whole form has its shape', () => {
    expect(parsePortingForm(PORTING)).toEqual(PORTING);
    expect(parsePortingForm({ ...PORTING, extra: 1 })).toEqual(PORTING);
    expect(parsePortingForm({ ...PORTING, when: 'someday' })).toBeNull();
    expect(parsePortingForm({ ...PORTING, consent: 'yes' })).toBeNull();
    expect(parsePortingForm('text')).toBeNull();
  });
});

describe('the product of the order', () => {
  it('is a new number with its hold token and bundle', () => {
    expect(voipProductDraft(NEW_NUMBER, EMPTY_PORTING_FORM, 'token')).toEqual({
      kind: 'voip',
      numberType: 'nl',
      number: AMSTERDAM,
      numberHold: 'token',
      bundle: 'europe',
    });
  });

  it('is the porting details, the type following the number, the date or "at contract end"', () => {
    const product = voipProductDraft({ ...NEW_NUMBER, choice: 'port', bundle: null }, PORTING, 'token');
    expect(product).toEqual({
      kind: 'voip',
      numberType: 'nl',
      porting: {
        number: '06 12345678',
        currentProvider: 'KPN',
        holderName: 'Jan de Vries',
        date: '2026-12-02',
        atContractEnd: false,
        consent: true,
      },
      bundle: null,
    });
    expect(voipProductSchemaOf(TODAY).safeParse(product).success).toBe(true);
    const atContractEnd = voipProductDraft(
      { ...NEW_NUMBER, choice: 'port' },
      { ...PORTING, number: '+32 2 345 67 89', when: 'contractEnd' },
    );
    expect(atContractEnd.numberType).toBe('international');
    expect(atContractEnd.porting).toMatchObject({ date: null, atContractEnd: true });
  });

  it('is priced as chosen, and before a number is chosen at the price of its type', () => {
    // The example: a new 020 number with the Europe bundle, €2.50 + €19.99 + 21% VAT = €27.21 today.
    const chosen = priceOrderProduct(voipPriceChoice(NEW_NUMBER, EMPTY_PORTING_FORM));
    expect(chosen).toMatchObject({ totalPriceCents: 2249, vatCents: 472, totalWithVatCents: 2721, number: AMSTERDAM });
    const none = priceOrderProduct(voipPriceChoice({ ...NEW_NUMBER, number: null }, EMPTY_PORTING_FORM));
    expect(none.totalWithVatCents).toBe(2721);
    const abroad = priceOrderProduct(
      voipPriceChoice(
        { choice: 'new', numberType: 'international', area: 'be-2', number: null, bundle: null },
        PORTING,
      ),
    );
    expect(abroad).toMatchObject({ totalPriceCents: 1400, numberMonthlyCents: 1400, portingCents: 0 });
    // Porting adds its one-off fee to today's amount, not to the month's.
    const ported = priceOrderProduct(voipPriceChoice({ ...NEW_NUMBER, choice: 'port', bundle: null }, PORTING));
    expect(ported).toMatchObject({ totalPriceCents: 1750, portingCents: 1500, monthlyCents: 250 });
    const half = priceOrderProduct(
      voipPriceChoice({ ...NEW_NUMBER, choice: 'port', bundle: null }, { ...PORTING, number: '+32 2' }),
    );
    expect(half).toMatchObject({ numberType: 'international', portingCents: 3500, monthlyCents: 1400 });
  });
});

describe('the field errors of step 1', () => {
  const port = { ...NEW_NUMBER, choice: 'port' as const };
  it('judge the number and the date on their own, while other fields are still empty', () => {
    expect(voipFieldErrors(port, { ...EMPTY_PORTING_FORM, number: '12345', date: '2026-12-05' }, TODAY)).toEqual({
      'porting.number': 'validation.porting.number.invalid',
      'porting.currentProvider': 'validation.porting.provider.required',
      'porting.holderName': 'validation.porting.holder.required',
      'porting.date': 'validation.porting.date.notWorkingDay',
      'porting.consent': 'validation.porting.consent.required',
    });
    expect(voipFieldErrors(port, { ...EMPTY_PORTING_FORM, number: '+32 2', date: '2026-11-30' }, TODAY)).toMatchObject({
      'porting.number': 'validation.porting.number.invalidInternational',
      'porting.date': 'validation.porting.date.tooSoon',
    });
    expect(voipFieldErrors(port, EMPTY_PORTING_FORM, TODAY)).toMatchObject({
      'porting.number': 'validation.porting.number.required',
      'porting.date': 'validation.porting.date.required',
    });
    expect(
      voipFieldErrors(port, { ...EMPTY_PORTING_FORM, when: 'contractEnd' }, TODAY)['porting.date'],
    ).toBeUndefined();
  });

  it('are the schema’s once the other fields are valid, and none for a complete form', () => {
    expect(voipFieldErrors(port, { ...PORTING, date: '2027-06-01' }, TODAY)).toEqual({
      'porting.date': 'validation.porting.date.tooLate',
    });
    expect(voipFieldErrors(port, PORTING, TODAY)).toEqual({});
    expect(voipFieldErrors({ ...NEW_NUMBER, number: null }, PORTING, TODAY)).toEqual({
      number: 'validation.voip.choice',
    });
  });
});

describe('the VOIP wizard’s steps', () => {
  it('opens step 2 after a number and step 3 after the details', () => {
    expect(isVoipStepValid(1, state())).toBe(true);
    expect(isVoipStepValid(1, state({ selection: { ...NEW_NUMBER, number: null } }))).toBe(false);
    expect(canEnterVoipStep(2, state({ selection: { ...NEW_NUMBER, number: null } }))).toBe(false);
    expect(canEnterVoipStep(3, state())).toBe(true);
    expect(canEnterVoipStep(3, state({ shipping: { ...DETAILS.shipping, postcode: '12' } }))).toBe(false);
    expect(canPlaceVoipOrder(state())).toBe(true);
    expect(canPlaceVoipOrder(state({ withdrawalConsent: false }))).toBe(false);
  });

  it('keeps step 3 closed while a consumer’s address is outside the new number’s area, and says so at the postcode', () => {
    const rotterdam = { shipping: { ...DETAILS.shipping, postcode: '3011 AA', city: 'Rotterdam' } };
    expect(isVoipStepValid(2, state(rotterdam))).toBe(false);
    expect(canEnterVoipStep(3, state(rotterdam))).toBe(false);
    expect(voipNumberRuleErrors(state(rotterdam))).toEqual({
      'customer.postcode': 'validation.voip.area.addressOutsideArea',
    });
    const business = { ...EMPTY_BUSINESS, isBusiness: true, companyName: 'De Vries BV' };
    expect(isVoipStepValid(2, state({ ...rotterdam, business }))).toBe(true);
    expect(isVoipStepValid(2, state())).toBe(true);
    // A number to keep and a number abroad have no rule here.
    expect(isVoipStepValid(2, state({ ...rotterdam, selection: { ...NEW_NUMBER, choice: 'port' } }))).toBe(true);
    const brussels = numberInventory('be-2')[0]!;
    const abroad = {
      choice: 'new',
      numberType: 'international',
      area: 'be-2',
      number: brussels,
      bundle: null,
    } as const;
    expect(voipNumberRuleErrors(state({ ...rotterdam, selection: abroad }))).toEqual({});
  });

  it('keeps an 085 number for a business, told at the business choice', () => {
    const national = { ...NEW_NUMBER, area: '085', number: numberInventory('085')[0]! };
    expect(voipNumberRuleErrors(state({ selection: national }))).toEqual({
      business: 'validation.voip.area.businessOnly',
    });
    const business = { ...EMPTY_BUSINESS, isBusiness: true, companyName: 'De Vries BV' };
    expect(isVoipStepValid(2, state({ selection: national, business }))).toBe(true);
  });

  it('asks the porting form whole: a Dutch number, a working day from 3 working days on, consent', () => {
    const porting = (change: Partial<PortingFormValues>) =>
      state({ selection: { ...NEW_NUMBER, choice: 'port' }, porting: { ...PORTING, ...change } });
    expect(isVoipStepValid(1, porting({}))).toBe(true);
    expect(isVoipStepValid(1, porting({ number: '12345' }))).toBe(false);
    expect(isVoipStepValid(1, porting({ date: '2026-12-01' }))).toBe(false);
    expect(isVoipStepValid(1, porting({ date: '2026-12-05' }))).toBe(false);
    expect(isVoipStepValid(1, porting({ date: '', when: 'contractEnd' }))).toBe(true);
    expect(isVoipStepValid(1, porting({ consent: false }))).toBe(false);
    expect(isVoipStepValid(1, porting({ currentProvider: ' ' }))).toBe(false);
  });

  it('starts a visit on the address’s step, never further than the steps before it allow', () => {
    expect(initialVoipStep('3', state())).toBe(3);
    expect(initialVoipStep('3', state({ withdrawalConsent: false }))).toBe(3);
    expect(initialVoipStep('3', state({ shipping: {} }))).toBe(2);
    expect(initialVoipStep('2', state({ selection: { ...NEW_NUMBER, number: null } }))).toBe(1);
    expect(initialVoipStep('9', state())).toBe(1);
    expect(initialVoipStep(null, state())).toBe(1);
  });
});

describe('the calendar day', () => {
  it('is the day in the Netherlands', () => {
    expect(calendarDayOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(calendarDayOf(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(calendarDayOf(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
