import { describe, it, expect } from 'vitest';
import type { MessageKey } from '../i18n/messages.js';
import { TRAVEL_REGIONS } from '../travel/regions.js';
import {
  ACCOUNT_CHOICES,
  AccountChoiceSchema,
  AddressLookupQuerySchema,
  CARD_INPUT_LIMITS,
  CARD_NUMBER_MIN_DIGITS,
  CardSchema,
  CheckoutLoginSchema,
  CheckoutNewAccountSchema,
  DEFAULT_ACCOUNT_CHOICE,
  DEFAULT_DELIVERY_METHOD,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_SHIPPING_COUNTRY,
  DELIVERY_METHODS,
  DeliveryMethodSchema,
  EsimConfigurationSchema,
  OrderProductSchema,
  OrderRequestSchema,
  PAYMENT_METHODS,
  PaymentSchema,
  SHIPPING_COUNTRIES,
  ShippingDetailsSchema,
  calendarMonthOf,
  createCardSchema,
  createOrderRequestSchema,
  createPaymentSchema,
  isCardExpiryCurrent,
  isPaymentMethod,
  isShippingCountry,
} from './checkout.js';
import { dataOf, errorsOf, nl } from './test-support.js';

const contact = { name: 'Jan de Vries', email: 'jan@example.nl', phone: '06-12345678' };
const dutchShipping = {
  ...contact,
  country: 'NL',
  postcode: '1234 AB',
  houseNumber: '12',
  street: 'Damstraat',
  city: 'Amsterdam',
};
const foreignShipping = { ...contact, country: 'BE', postcode: '1000', street: 'Grote Markt 1', city: 'Brussel' };

describe('the choices of the wizard', () => {
  it('ships to every EU member state, the Netherlands first and by default', () => {
    expect(SHIPPING_COUNTRIES).toHaveLength(27);
    expect(SHIPPING_COUNTRIES[0]).toBe('NL');
    expect(SHIPPING_COUNTRIES).toEqual(expect.arrayContaining(['BE', 'DE', 'FR', 'ES', 'GR', 'FI', 'SE']));
    expect(DEFAULT_SHIPPING_COUNTRY).toBe('NL');
  });

  it.each<[unknown, boolean]>([
    ['NL', true],
    ['BE', true],
    ['DE', true],
    ['FR', true],
    ['ES', true],
    ['nl', false],
    ['US', false],
    ['GB', false],
    ['EL', false],
    ['', false],
    [null, false],
  ])('isShippingCountry(%j) is %s', (value, expected) => {
    expect(isShippingCountry(value)).toBe(expected);
  });

  it('delivers by email (default) or sms', () => {
    expect(DELIVERY_METHODS).toEqual(['email', 'sms']);
    expect(DEFAULT_DELIVERY_METHOD).toBe('email');
  });

  it('offers guest (default), existing and new accounts', () => {
    expect(ACCOUNT_CHOICES).toEqual(['guest', 'existing', 'new']);
    expect(DEFAULT_ACCOUNT_CHOICE).toBe('guest');
  });

  it('pays by ideal (default), creditcard, paypal or applepay', () => {
    expect(PAYMENT_METHODS).toEqual(['ideal', 'creditcard', 'paypal', 'applepay']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('ideal');
  });

  it.each<[unknown, boolean]>([
    ['ideal', true],
    ['creditcard', true],
    ['paypal', true],
    ['applepay', true],
    ['iDEAL', false],
    ['bitcoin', false],
    ['', false],
    [undefined, false],
  ])('isPaymentMethod(%j) is %s', (value, expected) => {
    expect(isPaymentMethod(value)).toBe(expected);
  });
});

describe('ShippingDetailsSchema in the Netherlands', () => {
  it('accepts complete details and stores the postcode as "1234 AB"', () => {
    expect(
      dataOf(ShippingDetailsSchema, {
        ...dutchShipping,
        name: '  Jan de Vries ',
        email: ' Jan@Example.NL ',
        postcode: ' 1234ab ',
        houseNumber: ' 12 ',
        street: ' Damstraat ',
        city: ' Amsterdam ',
      }),
    ).toEqual({
      ...dutchShipping,
      houseNumberAddition: undefined,
      province: undefined,
      addressLine2: undefined,
    });
  });

  it('keeps the optional address fields when given', () => {
    expect(
      dataOf(ShippingDetailsSchema, {
        ...dutchShipping,
        houseNumberAddition: ' A ',
        province: 'Noord-Holland',
        addressLine2: '',
      }),
    ).toMatchObject({ houseNumberAddition: 'A', province: 'Noord-Holland', addressLine2: undefined });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no postcode', { postcode: '' }, 'postcode', 'validation.postcode.required'],
    ['a postcode starting with 0', { postcode: '0123 AB' }, 'postcode', 'validation.postcode.invalid'],
    ['a postcode with one letter', { postcode: '1234 A' }, 'postcode', 'validation.postcode.invalid'],
    ['a postcode of another country', { postcode: '75001' }, 'postcode', 'validation.postcode.invalid'],
    ['no house number', { houseNumber: '' }, 'houseNumber', 'validation.houseNumber.required'],
    ['a blank house number', { houseNumber: '  ' }, 'houseNumber', 'validation.houseNumber.required'],
    ['the house number "abc"', { houseNumber: 'abc' }, 'houseNumber', 'validation.houseNumber.invalid'],
    ['house number 0', { houseNumber: '0' }, 'houseNumber', 'validation.houseNumber.invalid'],
    [
      'a house number that starts with letters',
      { houseNumber: 'A12' },
      'houseNumber',
      'validation.houseNumber.invalid',
    ],
    ['no street', { street: '' }, 'street', 'validation.street.required'],
    ['no city', { city: undefined }, 'city', 'validation.city.required'],
    ['no name', { name: '' }, 'name', 'validation.name.required'],
    ['no e-mail address', { email: '' }, 'email', 'validation.email.required'],
    ['an invalid e-mail address', { email: 'jan@example' }, 'email', 'validation.email.invalid'],
    ['no phone', { phone: '' }, 'phone', 'validation.phone.required'],
    ['an invalid phone', { phone: 'abc' }, 'phone', 'validation.phone.invalid'],
  ])('answers %s', (_description, change, field, key) => {
    expect(errorsOf(ShippingDetailsSchema, { ...dutchShipping, ...change })).toEqual({ [field]: key });
  });

  it('shows "Ongeldige postcode (formaat: 1234 AB)" for an invalid postcode', () => {
    const fields = errorsOf(ShippingDetailsSchema, { ...dutchShipping, postcode: '12 AB' });
    expect(fields.postcode).toBe('validation.postcode.invalid');
    expect(nl('validation.postcode.invalid')).toBe('Ongeldige postcode (formaat: 1234 AB)');
  });

  it('reports every missing field of an empty Dutch form', () => {
    expect(errorsOf(ShippingDetailsSchema, { country: 'NL' })).toEqual({
      name: 'validation.name.required',
      email: 'validation.email.required',
      phone: 'validation.phone.required',
      street: 'validation.street.required',
      city: 'validation.city.required',
      postcode: 'validation.postcode.required',
      houseNumber: 'validation.houseNumber.required',
    });
  });
});

describe.each([
  ['BE', '1000'],
  ['DE', '10115'],
  ['FR', '75001'],
  ['ES', '28013'],
  ['AT', '1010'],
  ['PL', '00-950'],
  ['PT', '1000-001'],
  ['IE', 'D02 X285'],
])('ShippingDetailsSchema in %s', (country, postcode) => {
  const shipping = { ...foreignShipping, country, postcode };

  it('needs a postcode of its form, but no house number', () => {
    expect(dataOf(ShippingDetailsSchema, shipping)).toEqual({
      ...shipping,
      houseNumber: undefined,
      houseNumberAddition: undefined,
      province: undefined,
      addressLine2: undefined,
    });
  });

  it.each(['0123 AB', '1', '123456789', 'ABCDE'])('refuses the postcode %j with a translated message', (wrong) => {
    expect(errorsOf(ShippingDetailsSchema, { ...shipping, postcode: wrong })).toEqual({
      postcode: 'validation.postcode.country',
    });
    expect(nl('validation.postcode.country')).toBe('Deze postcode past niet bij het gekozen land');
  });

  it('keeps a given postcode and house number, trimmed and upper-cased', () => {
    expect(
      dataOf(ShippingDetailsSchema, { ...shipping, postcode: ` ${postcode.toLowerCase()} `, houseNumber: ' 1a ' }),
    ).toMatchObject({ postcode, houseNumber: '1a' });
  });

  it.each<[string, Record<string, unknown>, string, MessageKey]>([
    ['no postcode', { postcode: '' }, 'postcode', 'validation.postcode.required'],
    ['no street', { street: '' }, 'street', 'validation.street.required'],
    ['no city', { city: ' ' }, 'city', 'validation.city.required'],
    ['no name', { name: undefined }, 'name', 'validation.name.required'],
    ['no e-mail address', { email: '' }, 'email', 'validation.email.required'],
    ['no phone', { phone: '' }, 'phone', 'validation.phone.required'],
    ['a postcode over 10 characters', { postcode: '12345678901' }, 'postcode', 'validation.tooLong'],
  ])('answers %s', (_description, change, field, key) => {
    expect(errorsOf(ShippingDetailsSchema, { ...shipping, ...change })).toEqual({ [field]: key });
  });
});

describe('ShippingDetailsSchema: postcodes by country', () => {
  it.each<[string, string, boolean]>([
    ['BE', '10000', false],
    ['DE', '1011', false],
    ['ES', '53001', false],
    ['ES', '08001', true],
    ['LU', 'L-1111', true],
    ['MT', 'vlt 1117', true],
    ['SE', '11122', true],
    ['CZ', '110 00', true],
    ['GR', '10557', true],
  ])('%s: %j is %s', (country, postcode, valid) => {
    expect(errorsOf(ShippingDetailsSchema, { ...foreignShipping, country, postcode })).toEqual(
      valid ? {} : { postcode: 'validation.postcode.country' },
    );
  });
});

describe('ShippingDetailsSchema with an unknown country', () => {
  it.each<[string, unknown]>([
    ['US', 'US'],
    ['a lower-case code', 'nl'],
    ['a country name', 'Nederland'],
    ['an empty country', ''],
    ['no country', undefined],
  ])('answers %s on the country field', (_description, country) => {
    expect(errorsOf(ShippingDetailsSchema, { ...dutchShipping, country })).toEqual({
      country: 'validation.country.invalid',
    });
    expect(nl('validation.country.invalid')).toBe('Kies een land van de Europese Unie');
  });
});

describe('DeliveryMethodSchema', () => {
  it.each(['email', 'sms'])('accepts %j', (method) => {
    expect(dataOf(DeliveryMethodSchema, method)).toBe(method);
  });

  it.each(['post', 'SMS', '', undefined])('refuses %j', (method) => {
    expect(errorsOf(DeliveryMethodSchema, method)).toEqual({ _form: 'validation.delivery.invalid' });
  });
});

describe('AddressLookupQuerySchema', () => {
  it('cleans the postcode and the house number', () => {
    expect(dataOf(AddressLookupQuerySchema, { postcode: '1234ab', houseNumber: ' 12 ' })).toEqual({
      postcode: '1234 AB',
      houseNumber: '12',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, MessageKey>]>([
    ['no postcode', { houseNumber: '12' }, { postcode: 'validation.postcode.required' }],
    ['an invalid postcode', { postcode: '1234', houseNumber: '12' }, { postcode: 'validation.postcode.invalid' }],
    ['no house number', { postcode: '1234 AB' }, { houseNumber: 'validation.houseNumber.required' }],
    [
      'a house number over 10 characters',
      { postcode: '1234 AB', houseNumber: '12345678901' },
      { houseNumber: 'validation.tooLong' },
    ],
    ['nothing', {}, { postcode: 'validation.postcode.required', houseNumber: 'validation.houseNumber.required' }],
    [
      'a house number without digits',
      { postcode: '1234 AB', houseNumber: 'abc' },
      { houseNumber: 'validation.houseNumber.invalid' },
    ],
    ['house number 0', { postcode: '1234 AB', houseNumber: '0' }, { houseNumber: 'validation.houseNumber.invalid' }],
    [
      'a negative house number',
      { postcode: '1234 AB', houseNumber: '-5' },
      { houseNumber: 'validation.houseNumber.invalid' },
    ],
  ])('answers %s', (_description, query, fields) => {
    expect(errorsOf(AddressLookupQuerySchema, query)).toEqual(fields);
  });

  it.each(['1', '12', '99999', '12a', '12 A', '12-1', '12/2', '221B'])('accepts house number %j', (houseNumber) => {
    expect(errorsOf(AddressLookupQuerySchema, { postcode: '1234 AB', houseNumber })).toEqual({});
  });
});

describe('AccountChoiceSchema', () => {
  it.each(['guest', 'existing', 'new'])('accepts %j', (choice) => {
    expect(dataOf(AccountChoiceSchema, choice)).toBe(choice);
  });

  it.each(['admin', 'Guest', '', undefined])('refuses %j', (choice) => {
    expect(errorsOf(AccountChoiceSchema, choice)).toEqual({ _form: 'validation.account.invalid' });
  });
});

describe('CheckoutLoginSchema (existing account in step 3)', () => {
  it('cleans the e-mail address and keeps the password as typed', () => {
    expect(dataOf(CheckoutLoginSchema, { email: ' Jan@Example.NL ', password: ' geheim ' })).toEqual({
      email: 'jan@example.nl',
      password: ' geheim ',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, MessageKey>]>([
    ['no e-mail address', { password: 'geheim' }, { email: 'validation.fillAllFields' }],
    ['an empty e-mail address', { email: '', password: 'geheim' }, { email: 'validation.fillAllFields' }],
    ['a blank e-mail address', { email: '   ', password: 'geheim' }, { email: 'validation.fillAllFields' }],
    ['no password', { email: 'jan@example.nl' }, { password: 'validation.fillAllFields' }],
    ['an empty password', { email: 'jan@example.nl', password: '' }, { password: 'validation.fillAllFields' }],
    ['neither', {}, { email: 'validation.fillAllFields', password: 'validation.fillAllFields' }],
  ])('answers %s with "Vul alle velden in"', (_description, values, fields) => {
    expect(errorsOf(CheckoutLoginSchema, values)).toEqual(fields);
    expect(nl('validation.fillAllFields')).toBe('Vul alle velden in');
  });
});

describe('CheckoutNewAccountSchema (new account in step 3)', () => {
  const account = { password: 'wachtwoord', passwordConfirm: 'wachtwoord', agreeTerms: true };

  it('accepts a confirmed password of 8 characters with the terms agreed, marketing off by default', () => {
    expect(dataOf(CheckoutNewAccountSchema, { ...account, password: '12345678', passwordConfirm: '12345678' })).toEqual(
      {
        password: '12345678',
        passwordConfirm: '12345678',
        agreeTerms: true,
        agreeMarketing: false,
      },
    );
  });

  it.each([true, false])('keeps agreeMarketing %s', (agreeMarketing) => {
    expect(dataOf(CheckoutNewAccountSchema, { ...account, agreeMarketing })).toMatchObject({ agreeMarketing });
  });

  it.each<[string, Record<string, unknown>, Record<string, MessageKey>]>([
    [
      'a 7-character password',
      { password: '1234567', passwordConfirm: '1234567' },
      { password: 'validation.password.min8' },
    ],
    [
      'no password',
      { password: '', passwordConfirm: '' },
      { password: 'validation.password.required', passwordConfirm: 'validation.password.confirmRequired' },
    ],
    [
      'a different confirmation',
      { passwordConfirm: 'wachtwoorD' },
      { passwordConfirm: 'validation.password.mismatch' },
    ],
    ['no confirmation', { passwordConfirm: '' }, { passwordConfirm: 'validation.password.confirmRequired' }],
    ['terms not agreed', { agreeTerms: false }, { agreeTerms: 'validation.terms.required' }],
    ['terms missing', { agreeTerms: undefined }, { agreeTerms: 'validation.terms.required' }],
    [
      'terms not agreed and a different confirmation, both at once',
      { agreeTerms: false, passwordConfirm: 'anders' },
      { agreeTerms: 'validation.terms.required', passwordConfirm: 'validation.password.mismatch' },
    ],
    ['a marketing value that is not a boolean', { agreeMarketing: 'yes' }, { agreeMarketing: 'validation.invalid' }],
  ])('answers %s', (_description, change, fields) => {
    expect(errorsOf(CheckoutNewAccountSchema, { ...account, ...change })).toEqual(fields);
  });
});

describe('CardSchema', () => {
  const card = { number: '1234567890123456', expiry: '12/27', cvc: '123', name: 'J. de Vries' };

  it('has the spec input limits: number 19, expiry 5, cvc 4 characters', () => {
    expect(CARD_INPUT_LIMITS).toEqual({ number: 19, expiry: 5, cvc: 4 });
    expect(CARD_NUMBER_MIN_DIGITS).toBe(16);
  });

  it('accepts a complete card', () => {
    expect(dataOf(CardSchema, card)).toEqual(card);
  });

  it.each<[string, string]>([
    ['16 digits', '1234567890123456'],
    ['16 digits in groups (19 characters)', '1234 5678 9012 3456'],
    ['19 digits', '1234567890123456789'],
    ['16 digits with surrounding spaces', ' 1234567890123456 '],
  ])('accepts a number of %s', (_description, number) => {
    expect(errorsOf(CardSchema, { ...card, number })).toEqual({});
  });

  it.each<[string, unknown]>([
    ['15 digits', '123456789012345'],
    ['15 digits in groups', '1234 5678 9012 345'],
    ['20 digits', '12345678901234567890'],
    ['20 characters', '1234 5678 9012 34567'],
    ['letters', '1234 5678 9012 345a'],
    ['dashes', '1234-5678-9012-3456'],
    ['nothing', ''],
    ['no value', undefined],
    ['a number type', 1234567890123456],
  ])('refuses a number of %s', (_description, number) => {
    expect(errorsOf(CardSchema, { ...card, number })).toEqual({ number: 'validation.card.number' });
  });

  it.each(['12/27', '01/30', '09/25', ' 12/27 '])('accepts the expiry %j', (expiry) => {
    expect(errorsOf(CardSchema, { ...card, expiry })).toEqual({});
  });

  it.each<[string, unknown]>([
    ['month 13', '13/27'],
    ['month 00', '00/27'],
    ['a one-digit month', '1/27'],
    ['a four-digit year', '12/2027'],
    ['no slash', '1227'],
    ['a dash', '12-27'],
    ['letters', 'MM/JJ'],
    ['nothing', ''],
    ['no value', undefined],
  ])('refuses an expiry with %s', (_description, expiry) => {
    expect(errorsOf(CardSchema, { ...card, expiry })).toEqual({ expiry: 'validation.card.expiry' });
  });

  it.each(['123', '1234', '000'])('accepts the cvc %j', (cvc) => {
    expect(errorsOf(CardSchema, { ...card, cvc })).toEqual({});
  });

  it.each<[string, unknown]>([
    ['2 digits', '12'],
    ['5 digits', '12345'],
    ['a letter', '12a'],
    ['nothing', ''],
    ['a number type', 123],
  ])('refuses a cvc of %s', (_description, cvc) => {
    expect(errorsOf(CardSchema, { ...card, cvc })).toEqual({ cvc: 'validation.card.cvc' });
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('asks for the name on the card when it is %s', (_description, name) => {
    expect(errorsOf(CardSchema, { ...card, name })).toEqual({ name: 'validation.card.name' });
  });

  it('trims the fields', () => {
    expect(
      dataOf(CardSchema, { number: ' 1234 5678 9012 3456 ', expiry: ' 12/27', cvc: '123 ', name: ' Jan ' }),
    ).toEqual({
      number: '1234 5678 9012 3456',
      expiry: '12/27',
      cvc: '123',
      name: 'Jan',
    });
  });

  it('reports every field of an empty card', () => {
    expect(errorsOf(CardSchema, { number: '', expiry: '', cvc: '', name: '' })).toEqual({
      number: 'validation.card.number',
      expiry: 'validation.card.expiry',
      cvc: 'validation.card.cvc',
      name: 'validation.card.name',
    });
  });
});

describe('the card’s expiry (createCardSchema for the current month)', () => {
  const MAY_2026 = { year: 2026, month: 5 };
  const card = { number: '1234567890123456', expiry: '12/27', cvc: '123', name: 'J. de Vries' };

  it.each<[string, boolean]>([
    ['05/26', true],
    ['06/26', true],
    ['01/27', true],
    ['12/99', true],
    ['04/26', false],
    ['12/25', false],
    ['01/20', false],
    ['13/27', false],
    ['', false],
  ])('in May 2026 the expiry %j is current: %s', (expiry, current) => {
    expect(isCardExpiryCurrent(expiry, MAY_2026)).toBe(current);
  });

  it('refuses the expired card 01/20 with its own message on the expiry field, and nothing else', () => {
    expect(errorsOf(createCardSchema(MAY_2026), { ...card, expiry: '01/20' })).toEqual({
      expiry: 'validation.card.expired',
    });
    expect(nl('validation.card.expired')).toBe('Deze kaart is verlopen: controleer de vervaldatum');
  });

  it('shows the expired message beside the other fields’ messages', () => {
    expect(errorsOf(createCardSchema(MAY_2026), { ...card, expiry: '01/20', name: '' })).toEqual({
      expiry: 'validation.card.expired',
      name: 'validation.card.name',
    });
  });

  it('keeps the format message for an expiry that is not MM/YY', () => {
    expect(errorsOf(createCardSchema(MAY_2026), { ...card, expiry: '13/27' })).toEqual({
      expiry: 'validation.card.expiry',
    });
  });

  it('accepts a card through the end of its month', () => {
    expect(errorsOf(createCardSchema(MAY_2026), { ...card, expiry: '05/26' })).toEqual({});
    expect(errorsOf(createCardSchema({ year: 2026, month: 6 }), { ...card, expiry: '05/26' })).toEqual({
      expiry: 'validation.card.expired',
    });
  });

  it('refuses an expired card in the payment and in the order request', () => {
    expect(
      errorsOf(createPaymentSchema(MAY_2026), { method: 'creditcard', card: { ...card, expiry: '01/20' } }),
    ).toEqual({ 'card.expiry': 'validation.card.expired' });
    expect(errorsOf(createPaymentSchema(MAY_2026), { method: 'ideal', card: { ...card, expiry: '01/20' } })).toEqual(
      {},
    );
    const order = {
      product: {
        kind: 'esim-pro',
        configuration: { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
      },
      customer: dutchShipping,
      delivery: 'email',
      payment: { method: 'creditcard', card: { ...card, expiry: '01/20' } },
      account: 'guest',
      withdrawalConsent: true,
    };
    expect(errorsOf(createOrderRequestSchema(MAY_2026), order)).toEqual({
      'payment.card.expiry': 'validation.card.expired',
    });
    expect(errorsOf(createOrderRequestSchema(MAY_2026), { ...order, payment: { method: 'creditcard', card } })).toEqual(
      {},
    );
  });

  it.each<[string, string, { year: number; month: number }]>([
    ['the middle of a month', '2026-05-15T12:00:00Z', { year: 2026, month: 5 }],
    ['New Year’s Eve, 23:30 UTC, already January in Amsterdam', '2025-12-31T23:30:00Z', { year: 2026, month: 1 }],
    ['the last evening of May in Amsterdam', '2026-05-31T21:59:00Z', { year: 2026, month: 5 }],
  ])('reads the month of %s in the Netherlands', (_when, moment, month) => {
    expect(calendarMonthOf(new Date(moment))).toEqual(month);
  });

  // calendarMonthOf asks Intl only in the hour before each month's turn in UTC; at any other moment it answers the UTC
  // month of an hour later, which is the month in Amsterdam as long as the zone is one or two hours ahead of UTC. So
  // the two readings can only part in the hours around a turn, checked here at every quarter of an hour; in between,
  // a moment a day (a quarter of an hour later each day, so every quarter of the day in 96 days) checks the zone's
  // offset. About 4,600 calls of Intl rather than the 245,000 of every quarter of an hour.
  it('reads the same month as Intl in Amsterdam around every month’s turn from 2024 to 2031, daily in between, and in another zone', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: 'numeric',
    });
    const intlMonth = (moment: Date) => {
      const parts = format.formatToParts(moment);
      const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
      return { year: part('year'), month: part('month') };
    };
    const QUARTER = 15 * 60_000;
    const HOUR = 4 * QUARTER;
    const [start, end] = [Date.UTC(2024, 0, 1), Date.UTC(2031, 0, 1)];
    const moments: number[] = [];
    // Every quarter of an hour from four hours before to two hours after each turn, January 2024 to January 2031.
    for (let month = 0; month <= 7 * 12; month += 1) {
      const turn = Date.UTC(2024, month, 1);
      for (let time = turn - 4 * HOUR; time < turn + 2 * HOUR; time += QUARTER) moments.push(time);
    }
    for (let time = start; time < end; time += 24 * HOUR + QUARTER) moments.push(time);
    const months = new Set<string>();
    for (const time of moments) {
      const moment = new Date(time);
      const ours = calendarMonthOf(moment);
      const theirs = intlMonth(moment);
      if (ours.year !== theirs.year || ours.month !== theirs.month)
        expect({ moment: moment.toISOString(), ...ours }).toEqual({ moment: moment.toISOString(), ...theirs });
      months.add(`${theirs.year}-${theirs.month}`);
    }
    expect(moments.length).toBe(85 * 24 + Math.ceil((end - start) / (24 * HOUR + QUARTER)));
    // Every month from December 2023 (the first window starts then) to January 2031.
    expect(months.size).toBe(1 + 7 * 12 + 1);
    expect(calendarMonthOf(new Date('2026-05-31T23:30:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 5 });
  });
});

describe('PaymentSchema', () => {
  const card = { number: '1234 5678 9012 3456', expiry: '12/27', cvc: '123', name: 'Jan' };

  it.each(['ideal', 'paypal', 'applepay'])('accepts %s without a card', (method) => {
    expect(dataOf(PaymentSchema, { method })).toEqual({ method });
  });

  it.each(['ideal', 'paypal', 'applepay'])('drops a card sent with %s, even an invalid one', (method) => {
    expect(dataOf(PaymentSchema, { method, card: { number: 'x' } })).toEqual({ method });
  });

  it('accepts a credit card with a valid card', () => {
    expect(dataOf(PaymentSchema, { method: 'creditcard', card })).toEqual({ method: 'creditcard', card });
  });

  it('refuses a credit card without a card, asking for the card details', () => {
    expect(errorsOf(PaymentSchema, { method: 'creditcard' })).toEqual({ card: 'validation.card.required' });
  });

  it('refuses a credit card with an invalid card, on the card’s fields', () => {
    expect(errorsOf(PaymentSchema, { method: 'creditcard', card: { ...card, cvc: '1', expiry: '13/27' } })).toEqual({
      'card.expiry': 'validation.card.expiry',
      'card.cvc': 'validation.card.cvc',
    });
  });

  it.each(['bitcoin', 'iDEAL', '', undefined])('refuses the payment method %j', (method) => {
    expect(errorsOf(PaymentSchema, { method })).toEqual({ method: 'validation.paymentMethod.invalid' });
  });
});

describe('EsimConfigurationSchema', () => {
  const configuration = { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0, worldData: 0 };

  it.each<[string, Record<string, unknown>]>([
    ['NL data only', { nlData: 1 }],
    ['EU data only', { nlData: 0, euData: 1 }],
    ['world data only', { nlData: 0, worldData: 1 }],
    ['the highest tier of every region', { nlData: 4, euData: 6, worldData: 5 }],
  ])('accepts a configuration with %s', (_description, change) => {
    expect(errorsOf(EsimConfigurationSchema, { ...configuration, ...change })).toEqual({});
  });

  it.each([3, 6, 12, 24])('accepts %d months', (durationMonths) => {
    expect(errorsOf(EsimConfigurationSchema, { ...configuration, durationMonths })).toEqual({});
  });

  it.each(['nl', 'eu', 'world'])('accepts %s calling', (calling) => {
    expect(errorsOf(EsimConfigurationSchema, { ...configuration, calling })).toEqual({});
  });

  it('needs data for at least one region', () => {
    expect(errorsOf(EsimConfigurationSchema, { ...configuration, nlData: 0 })).toEqual({
      _form: 'validation.data.required',
    });
    expect(nl('validation.data.required')).toBe('Kies data voor minstens één regio');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an NL index above 4', { nlData: 5 }, 'nlData'],
    ['an EU index above 6', { euData: 7 }, 'euData'],
    ['a world index above 5', { worldData: 6 }, 'worldData'],
    ['a negative index', { euData: -1 }, 'euData'],
    ['a fractional index', { nlData: 1.5 }, 'nlData'],
    ['an index as text', { nlData: '1' }, 'nlData'],
    ['a missing index', { worldData: undefined }, 'worldData'],
    ['an unknown duration', { durationMonths: 1 }, 'durationMonths'],
    ['a duration of 36 months', { durationMonths: 36 }, 'durationMonths'],
    ['a duration as text', { durationMonths: '12' }, 'durationMonths'],
    ['an unknown calling option', { calling: 'mars' }, 'calling'],
    ['an upper-case calling option', { calling: 'NL' }, 'calling'],
  ])('refuses %s', (_description, change, field) => {
    expect(errorsOf(EsimConfigurationSchema, { ...configuration, ...change })[field]).toBe(
      'validation.configuration.invalid',
    );
  });
});

describe('OrderProductSchema', () => {
  const travelPlans = TRAVEL_REGIONS.flatMap((region) =>
    region.plans.map((plan): [string, string] => [region.id, plan.id]),
  );

  it.each(travelPlans)('accepts the travel plan %s/%s', (regionId, planId) => {
    expect(dataOf(OrderProductSchema, { kind: 'travel', regionId, planId })).toEqual({
      kind: 'travel',
      regionId,
      planId,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a plan of another region', { regionId: 'europa', planId: 'premium' }, 'planId'],
    ['a plan the region does not have', { regionId: 'asia', planId: 'unlimited' }, 'planId'],
    ['an unknown plan', { regionId: 'europa', planId: 'gold' }, 'planId'],
    ['an empty plan', { regionId: 'europa', planId: '' }, 'planId'],
    ['no plan', { regionId: 'europa' }, 'planId'],
    ['an unknown region', { regionId: 'antarctica', planId: 'basic' }, 'regionId'],
    ['no region', { planId: 'basic' }, 'regionId'],
  ])('refuses %s', (_description, change, field) => {
    expect(errorsOf(OrderProductSchema, { kind: 'travel', ...change })).toEqual({
      [field]: 'validation.travelPlan.invalid',
    });
    expect(nl('validation.travelPlan.invalid')).toBe('Kies een bestaand reisplan');
  });

  it.each(['bundle', '', undefined])('refuses the product kind %j', (kind) => {
    expect(errorsOf(OrderProductSchema, { kind })).toEqual({ kind: 'validation.configuration.invalid' });
  });
});

describe('OrderRequestSchema (POST /api/orders)', () => {
  const configuration = { durationMonths: 12, calling: 'nl', nlData: 2, euData: 0, worldData: 0 };
  const order = {
    product: { kind: 'esim-pro', configuration },
    customer: { ...dutchShipping, postcode: '1234ab' },
    delivery: 'email',
    payment: { method: 'ideal' },
    account: 'guest',
    withdrawalConsent: true,
  };
  const cleanedCustomer = {
    ...dutchShipping,
    houseNumberAddition: undefined,
    province: undefined,
    addressLine2: undefined,
  };

  it('accepts a complete eSIM Pro order and cleans the customer', () => {
    expect(dataOf(OrderRequestSchema, order)).toEqual({ ...order, customer: cleanedCustomer });
  });

  it('accepts a travel plan order', () => {
    const travel = { ...order, product: { kind: 'travel', regionId: 'americas', planId: 'standard' } };
    expect(dataOf(OrderRequestSchema, travel)).toEqual({ ...travel, customer: cleanedCustomer });
  });

  it('accepts a foreign customer paying by credit card with a new account and sms delivery', () => {
    const card = { number: '1234 5678 9012 3456', expiry: '01/30', cvc: '1234', name: 'Marie' };
    const foreign = {
      ...order,
      customer: { ...foreignShipping, country: 'FR', postcode: '75001' },
      delivery: 'sms',
      payment: { method: 'creditcard', card },
      account: 'new',
    };
    expect(errorsOf(OrderRequestSchema, foreign)).toEqual({});
  });

  it('accepts a business with its company, KvK and VAT number, the VAT number as VIES writes it', () => {
    const business = {
      ...order,
      customer: foreignShipping,
      business: { companyName: ' Brouwerij NV ', kvkNumber: '', vatNumber: 'be 0123.456.789' },
    };
    expect((dataOf(OrderRequestSchema, business) as { business: unknown }).business).toEqual({
      companyName: 'Brouwerij NV',
      kvkNumber: undefined,
      vatNumber: 'BE0123456789',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a business without a name', { companyName: ' ' }, { 'business.companyName': 'validation.company.required' }],
    [
      'a KvK number of 7 digits',
      { companyName: 'Acme', kvkNumber: '1234567' },
      { 'business.kvkNumber': 'validation.kvk.invalid' },
    ],
    [
      "a VAT number of another country than the address's",
      { companyName: 'Acme', vatNumber: 'DE123456789' },
      { 'business.vatNumber': 'validation.businessVatNumber.invalid' },
    ],
    [
      'a VAT number of the wrong form',
      { companyName: 'Acme', vatNumber: 'BE12' },
      { 'business.vatNumber': 'validation.businessVatNumber.invalid' },
    ],
  ])('refuses %s', (_description, business, errors) => {
    expect(errorsOf(OrderRequestSchema, { ...order, customer: foreignShipping, business })).toEqual(errors);
    expect(nl('validation.company.required')).toBe('Bedrijfsnaam is verplicht bij een zakelijke bestelling');
  });

  it('needs data for at least one region of an eSIM Pro configuration', () => {
    const noData = { ...order, product: { kind: 'esim-pro', configuration: { ...configuration, nlData: 0 } } };
    expect(errorsOf(OrderRequestSchema, noData)).toEqual({ 'product.configuration': 'validation.data.required' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an NL index out of range', { nlData: 9 }, 'product.configuration.nlData'],
    ['an EU index out of range', { euData: 7 }, 'product.configuration.euData'],
    ['a world index out of range', { worldData: 6 }, 'product.configuration.worldData'],
    ['a negative index', { worldData: -1 }, 'product.configuration.worldData'],
    ['an unknown duration', { durationMonths: 18 }, 'product.configuration.durationMonths'],
    ['an unknown calling option', { calling: 'mars' }, 'product.configuration.calling'],
  ])('refuses %s', (_description, change, field) => {
    const invalid = { ...order, product: { kind: 'esim-pro', configuration: { ...configuration, ...change } } };
    expect(errorsOf(OrderRequestSchema, invalid)).toEqual({ [field]: 'validation.configuration.invalid' });
  });

  it('refuses a travel plan that does not exist, on product.planId', () => {
    const unknownPlan = { ...order, product: { kind: 'travel', regionId: 'europa', planId: 'gold' } };
    expect(errorsOf(OrderRequestSchema, unknownPlan)).toEqual({ 'product.planId': 'validation.travelPlan.invalid' });
  });

  it.each<[string, Record<string, unknown>, Record<string, MessageKey>]>([
    [
      'an invalid postcode',
      { customer: { ...dutchShipping, postcode: '0123 AB' } },
      { 'customer.postcode': 'validation.postcode.invalid' },
    ],
    [
      'an unknown country',
      { customer: { ...dutchShipping, country: 'US' } },
      { 'customer.country': 'validation.country.invalid' },
    ],
    ['an unknown delivery method', { delivery: 'post' }, { delivery: 'validation.delivery.invalid' }],
    [
      'an unknown payment method',
      { payment: { method: 'cash' } },
      { 'payment.method': 'validation.paymentMethod.invalid' },
    ],
    [
      'an invalid card',
      { payment: { method: 'creditcard', card: { number: '1234', expiry: '12/27', cvc: '123', name: 'Jan' } } },
      { 'payment.card.number': 'validation.card.number' },
    ],
    ['an unknown account choice', { account: 'admin' }, { account: 'validation.account.invalid' }],
    [
      'no consent to delivery starting at once',
      { withdrawalConsent: undefined },
      { withdrawalConsent: 'validation.withdrawalConsent.required' },
    ],
    [
      'a refused consent to delivery starting at once',
      { withdrawalConsent: false },
      { withdrawalConsent: 'validation.withdrawalConsent.required' },
    ],
    [
      'a consent that is not the value true',
      { withdrawalConsent: 'yes' },
      { withdrawalConsent: 'validation.withdrawalConsent.required' },
    ],
  ])('refuses %s on its field', (_description, change, fields) => {
    expect(errorsOf(OrderRequestSchema, { ...order, ...change })).toEqual(fields);
  });

  it('reports every part of an empty order', () => {
    expect(Object.keys(errorsOf(OrderRequestSchema, {})).sort()).toEqual([
      'account',
      'customer',
      'delivery',
      'payment',
      'product',
      'withdrawalConsent',
    ]);
    expect(errorsOf(OrderRequestSchema, {}).customer).toBe('validation.fillAllRequiredFields');
  });

  it('drops price fields and other unknown fields a client sends', () => {
    const withPrices = {
      ...order,
      totalPrice: 1,
      totalWithVat: 1.21,
      price: '0.01',
      product: { ...order.product, price: 0, totalPriceCents: 1, configuration: { ...configuration, priceCents: 1 } },
      payment: { method: 'ideal', amount: 1 },
      customer: { ...order.customer, role: 'admin' },
    };
    const data = dataOf(OrderRequestSchema, withPrices);
    expect(data).toEqual({ ...order, customer: cleanedCustomer });
    expect(JSON.stringify(data)).not.toMatch(/price|amount|total|role/i);
  });
});
