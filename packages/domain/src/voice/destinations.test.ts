import { describe, expect, it } from 'vitest';
import {
  DESTINATION_CLASSES,
  DESTINATION_MESSAGES,
  DESTINATION_RATE_CENTS,
  EUROPEAN_COUNTRIES,
  destinationOf,
  isCallable,
  isFreephone,
} from './index.js';
import { EU_MEMBER_STATES } from '../pricing/business.js';
import { translateMessage } from '../i18n/messages.js';

const ourNumbers = new Set(['+31201234567', '+3222345678']);
const isOnNet = (e164: string) => ourNumbers.has(e164);
const classify = (e164: string) => destinationOf(e164, isOnNet);

describe('the destination of a call', () => {
  it('is on-net for one of our numbers, in whatever country', () => {
    expect(classify('+31201234567')).toEqual({ class: 'on-net', country: 'NL' });
    expect(classify('+3222345678')).toEqual({ class: 'on-net', country: 'BE' });
  });

  it.each([
    ['+31201234567', 'an Amsterdam landline that is not ours', 'nl-landline'],
    ['+31104567890', 'a Rotterdam landline', 'nl-landline'],
    ['+31851234567', 'an 085 number', 'nl-landline'],
    ['+318001234', 'a free phone number', 'nl-landline'],
    ['+31612345678', 'a mobile', 'nl-mobile'],
    ['+31662345678', 'a pager (066), treated as a mobile', 'nl-mobile'],
  ])('tells Dutch numbers apart: %s, %s', (callee, _description, expected) => {
    expect(destinationOf(callee, () => false)).toEqual({ class: expected, country: 'NL' });
  });

  it.each([
    ['+32471234567', 'BE', 'europe-mobile'],
    ['+3222345679', 'BE', 'europe-landline'],
    ['+3242345678', 'BE', 'europe-landline'], // Liège, 04, is not a mobile
    ['+4915112345678', 'DE', 'europe-mobile'],
    ['+4917612345678', 'DE', 'europe-mobile'],
    ['+493012345678', 'DE', 'europe-landline'],
    ['+33612345678', 'FR', 'europe-mobile'],
    ['+33712345678', 'FR', 'europe-mobile'],
    ['+33123456789', 'FR', 'europe-landline'],
    ['+34612345678', 'ES', 'europe-mobile'],
    ['+34912345678', 'ES', 'europe-landline'],
    ['+393123456789', 'IT', 'europe-mobile'],
    ['+390612345678', 'IT', 'europe-landline'],
    ['+436641234567', 'AT', 'europe-mobile'],
    ['+43662123456', 'AT', 'europe-landline'], // Salzburg, 0662
    ['+48501234567', 'PL', 'europe-mobile'],
    ['+48221234567', 'PL', 'europe-landline'],
    ['+353861234567', 'IE', 'europe-mobile'],
    ['+35312345678', 'IE', 'europe-landline'],
    ['+46701234567', 'SE', 'europe-mobile'],
    ['+4681234567', 'SE', 'europe-landline'],
    ['+4791234567', 'NO', 'europe-mobile'],
    ['+4722123456', 'NO', 'europe-landline'],
    ['+447700900123', 'GB', 'europe-mobile'],
    ['+442079460123', 'GB', 'europe-landline'],
    ['+41791234567', 'CH', 'europe-mobile'],
    ['+41441234567', 'CH', 'europe-landline'],
  ])('tells landlines and mobiles of Europe apart: %s is %s %s', (callee, country, expected) => {
    expect(classify(callee)).toEqual({ class: expected, country });
  });

  it('takes +1 as the US and Canada, but the Caribbean as other countries', () => {
    expect(classify('+12125550123')).toEqual({ class: 'us-canada', country: null });
    expect(classify('+14165550123')).toEqual({ class: 'us-canada', country: null }); // Toronto
    expect(classify('+18765550123')).toEqual({ class: 'other', country: null }); // Jamaica
    expect(classify('+18095550123')).toEqual({ class: 'other', country: null }); // Dominican Republic
  });

  it('takes the rest of the world, Turkey included, as other countries', () => {
    expect(classify('+81312345678')).toEqual({ class: 'other', country: null });
    expect(classify('+905321234567')).toEqual({ class: 'other', country: null });
    expect(classify('+74951234567')).toEqual({ class: 'other', country: null });
  });

  it('takes what is not a number as other, with no country', () => {
    expect(classify('anonymous')).toEqual({ class: 'other', country: null });
    expect(classify('+31')).toEqual({ class: 'other', country: null });
  });
});

describe('the European countries of the rates', () => {
  it('are the EU without the Netherlands, the EEA, the UK and Switzerland', () => {
    const countries = EUROPEAN_COUNTRIES.map((entry) => entry.country).sort();
    const expected = [...EU_MEMBER_STATES.filter((country) => country !== 'NL'), 'IS', 'LI', 'NO', 'GB', 'CH'].sort();
    expect(countries).toEqual(expected);
    expect(countries).toHaveLength(31);
  });

  it('have calling codes that no other code starts with, so that a number has one country', () => {
    const codes = [...EUROPEAN_COUNTRIES.map((entry) => entry.countryCode), '31', '1'];
    const clashes = codes.filter((code, index) => codes.some((other, at) => at !== index && other.startsWith(code)));
    expect(clashes).toEqual([]);
  });

  it('have mobile prefixes of digits, at least one each', () => {
    const wrong = EUROPEAN_COUNTRIES.filter(
      (entry) => entry.mobilePrefixes.length === 0 || entry.mobilePrefixes.some((prefix) => !/^[1-9]\d*$/.test(prefix)),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the rates per destination', () => {
  it('are spec §9’s per-minute prices, on-net free', () => {
    expect(DESTINATION_RATE_CENTS).toEqual({
      'on-net': 0,
      'nl-landline': 2,
      'nl-mobile': 5,
      'europe-landline': 3,
      'europe-mobile': 8,
      'us-canada': 5,
      other: 15,
    });
  });

  it('have a name in every language', () => {
    expect(DESTINATION_CLASSES.map((destination) => translateMessage(DESTINATION_MESSAGES[destination], 'nl'))).toEqual(
      [
        '{{brand}}-nummers',
        'Vaste nummers Nederland',
        'Mobiele nummers Nederland',
        'Vaste nummers Europa',
        'Mobiele nummers Europa',
        'VS en Canada',
        'Overige landen',
      ],
    );
    expect(translateMessage(DESTINATION_MESSAGES['on-net'], 'en', { brand: 'TeleNova' })).toBe('TeleNova numbers');
    expect(translateMessage(DESTINATION_MESSAGES['us-canada'], 'es')).toBe('EE. UU. y Canadá');
  });
});

describe('which numbers can be called', () => {
  it.each([
    '+31201234567',
    '+31612345678',
    '+31851234567',
    '+318001234',
    '+318001234567',
    '+32471234567',
    '+12125550123',
  ])('calls %s', (number) => {
    expect(isCallable(number)).toBe(true);
  });

  it.each([
    ['+319001234', 'a premium 0900 number'],
    ['+319001234567', 'a premium 0900 number of 7 digits'],
    ['+31900123456', 'a 09xx number of nine digits'],
    ['+31800123456', 'an 0800 number of 6 digits, which does not exist'],
    ['+31906123456', 'a premium 0906 number'],
    ['+31909123456', 'a premium 0909 number'],
    ['+31970123456789', 'a machine (097) number'],
    ['+31112', 'the emergency number'],
    ['112', 'the emergency number as dialled'],
    ['+3114020', 'a municipality short number'],
    ['+3120123456', 'a Dutch number a digit short'],
    ['+312012345678', 'a Dutch number a digit long'],
    ['+3212', 'a number too short for E.164'],
    ['+3212345678901234', 'a number too long for E.164'],
    ['0201234567', 'a number without its country code'],
  ])('does not call %s (%s)', (number) => {
    expect(isCallable(number)).toBe(false);
  });

  it('knows the Dutch free phone numbers', () => {
    expect(isFreephone('+318001234')).toBe(true);
    expect(isFreephone('+318001234567')).toBe(true);
    expect(isFreephone('+31800123456')).toBe(false);
    expect(isFreephone('+31801234567')).toBe(false);
    expect(isFreephone('+328001234')).toBe(false);
  });
});
