import { describe, it, expect } from 'vitest';
import {
  VOIP_BUNDLES,
  VOIP_BUSINESS_VOLUME_THRESHOLD,
  VOIP_NUMBER_PRICES,
  VOIP_PER_MINUTE_CENTS,
  VOIP_PORTING,
  type VoipRateId,
} from './voip.js';

describe('VOIP numbers', () => {
  it('charges €2.50 a month for a Dutch number and €14.00 for one of 50+ other countries', () => {
    expect(VOIP_NUMBER_PRICES).toEqual({
      nlMonthlyCents: 250,
      internationalMonthlyCents: 1400,
      internationalCountries: 50,
    });
  });
});

describe('VOIP_BUNDLES', () => {
  it.each<[string, number, number | null, number | null, number | null]>([
    ['nl-unlimited', 999, null, 1000, null],
    ['europe', 1999, 500, null, null],
    ['world', 3999, 200, null, 60],
  ])(
    '%s costs %d cents a month with %s minutes (fair use %s to one number, %s+ countries)',
    (id, monthlyCents, minutes, fairUse, countries) => {
      expect(VOIP_BUNDLES.find((bundle) => bundle.id === id)).toEqual({
        id,
        monthlyCents,
        minutes,
        fairUseMinutesPerNumber: fairUse,
        minCountries: countries,
      });
    },
  );

  it('lists NL unlimited, Europe, world in that order', () => {
    expect(VOIP_BUNDLES.map((bundle) => bundle.id)).toEqual(['nl-unlimited', 'europe', 'world']);
  });
});

describe('VOIP_PER_MINUTE_CENTS', () => {
  it.each<[VoipRateId, number]>([
    ['nlLandline', 2],
    ['nlMobile', 5],
    ['europeLandline', 3],
    ['europeMobile', 8],
    ['usCanada', 5],
    ['other', 15],
  ])('%s costs %d cents a minute', (rate, cents) => {
    expect(VOIP_PER_MINUTE_CENTS[rate]).toBe(cents);
  });

  it('has no other rates', () => {
    expect(Object.keys(VOIP_PER_MINUTE_CENTS)).toHaveLength(6);
  });
});

describe('VOIP porting and volumes', () => {
  it('charges a one-off €15.00 (NL) or €35.00 (international) and takes 1-3 working days', () => {
    expect(VOIP_PORTING).toEqual({
      nlOneOffCents: 1500,
      internationalOneOffCents: 3500,
      minWorkingDays: 1,
      maxWorkingDays: 3,
    });
  });

  it('quotes business volumes from 10 on request', () => {
    expect(VOIP_BUSINESS_VOLUME_THRESHOLD).toBe(10);
  });
});
