import { describe, expect, it } from 'vitest';
import { AdminSettingsSchema, DEFAULT_ADMIN_SETTINGS } from '../schemas/admin.js';
import {
  clockTime,
  companyDetailMarkers,
  DEFAULT_COMPANY_SETTINGS,
  DEFAULT_PUBLIC_COMPANY_DETAILS,
  dutchPhoneToE164,
  publicCompanyDetails,
} from './company-details.js';
import { supportLineText } from './support-line.js';

describe('dutchPhoneToE164', () => {
  it.each([
    ['020 123 4567', '+31201234567'],
    ['020-1234567', '+31201234567'],
    ['+31 20 123 4567', '+31201234567'],
    ['0031 20 123 4567', '+31201234567'],
    ['06 1234 5678', '+31612345678'],
  ])('reads %s as %s', (text, e164) => {
    expect(dutchPhoneToE164(text)).toBe(e164);
  });

  it.each(['020 123 456', '+32 2 345 67 89', '0020 123 4567', 'bel ons', ''])('refuses %j', (text) => {
    expect(dutchPhoneToE164(text)).toBeNull();
  });
});

describe('the support line in the settings', () => {
  const parse = (changes: Record<string, unknown>) =>
    AdminSettingsSchema.safeParse({ ...DEFAULT_ADMIN_SETTINGS, ...changes });
  const messages = (changes: Record<string, unknown>) =>
    (parse(changes).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('keeps a Dutch number as E.164 and an hour as HH:MM', () => {
    expect(parse({ supportPhone: '010 - 765 43 21', supportHoursFrom: '8:30' }).data).toMatchObject({
      supportPhone: '+31107654321',
      supportHoursFrom: '08:30',
    });
  });

  it('refuses a number that is not Dutch, a time that is not one, and a closing time before the opening', () => {
    expect(messages({ supportPhone: '+32 2 345 67 89' })).toEqual([
      ['supportPhone', 'validation.supportPhone.invalid'],
    ]);
    expect(messages({ supportHoursFrom: '25:00' })).toEqual([['supportHoursFrom', 'validation.time.invalid']]);
    expect(messages({ supportHoursFrom: '18:00', supportHoursTo: '09:00' })).toEqual([
      ['supportHoursTo', 'validation.supportHours.order'],
    ]);
  });

  it('has defaults with no placeholder and no run of zeros', () => {
    const texts = Object.values(DEFAULT_ADMIN_SETTINGS).map(String);
    expect(texts.filter((text) => /placeholder|voorbeeld|ejemplo|0000/i.test(text))).toEqual([]);
    expect(parse({}).success).toBe(true);
  });
});

describe('publicCompanyDetails', () => {
  it('writes the number nationally, keeps E.164 for the tel: link and writes the hours as in a sentence', () => {
    expect(publicCompanyDetails(DEFAULT_ADMIN_SETTINGS)).toMatchObject({
      supportPhone: '020 123 4567',
      supportPhoneE164: '+31201234567',
      supportHoursFrom: '8:00',
      supportHoursTo: '20:00',
      kvkNumber: DEFAULT_ADMIN_SETTINGS.kvkNumber,
    });
    expect(clockTime('09:30')).toBe('9:30');
  });
});

describe('supportLineText', () => {
  it.each([
    ['nl', 'Telefoon 020 123 4567 (werkdagen 8:00–20:00)'],
    ['en', 'Phone 020 123 4567 (working days 8:00–20:00)'],
    ['es', 'Teléfono 020 123 4567 (días laborables de 8:00 a 20:00)'],
  ] as const)('gives the phone and hours in %s', (language, text) => {
    expect(supportLineText(DEFAULT_ADMIN_SETTINGS, language)).toBe(text);
  });
});

describe('DEFAULT_PUBLIC_COMPANY_DETAILS and the markers', () => {
  it('are the public details of the default settings, written out', () => {
    expect(DEFAULT_PUBLIC_COMPANY_DETAILS).toEqual(publicCompanyDetails(DEFAULT_COMPANY_SETTINGS));
  });

  it('mark every public detail by its name', () => {
    expect(companyDetailMarkers()).toMatchObject({
      kvkNumber: '%COMPANY_kvkNumber%',
      supportPhone: '%COMPANY_supportPhone%',
    });
  });
});
