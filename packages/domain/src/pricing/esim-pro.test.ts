import { describe, it, expect } from 'vitest';
import {
  CALLING_OPTIONS,
  DATA_TIERS,
  DEFAULT_CALLING,
  DEFAULT_DURATION,
  DEFAULT_ESIM_CONFIGURATION,
  DURATIONS,
  ESIM_BUNDLES,
  ESIM_BUNDLE_IDS,
  ESIM_EXTRAS,
  ESIM_FROM_PRICE_CENTS,
  ESIM_REGIONS,
  calculateEsimPrice,
  callingOption,
  dataTier,
  describeEsimConfiguration,
  durationDiscountPercent,
  findEsimBundle,
  hasChosenData,
  isCallingOption,
  isDurationMonths,
  isEsimBundleId,
  isValidEsimConfiguration,
  maxDataIndex,
  type CallingOption,
  type DurationMonths,
  type EsimConfiguration,
  type EsimRegion,
} from './esim-pro.js';
import { expectEqual } from '../test-support.js';

const config = (
  durationMonths: DurationMonths,
  calling: CallingOption,
  nlData: number,
  euData: number,
  worldData: number,
): EsimConfiguration => ({ durationMonths, calling, nlData, euData, worldData });

describe('DATA_TIERS', () => {
  // Spec point 9, preceded by index 0 "no data for this region" (docs/contracts.md §2).
  it.each<[EsimRegion, number, string | null, number | null, boolean, number]>([
    ['nl', 0, null, null, false, 0],
    ['nl', 1, '5GB', 5, false, 1000],
    ['nl', 2, '10GB', 10, false, 1500],
    ['nl', 3, '20GB', 20, false, 2000],
    ['nl', 4, 'Onbeperkt', null, true, 2500],
    ['eu', 0, null, null, false, 0],
    ['eu', 1, '3GB', 3, false, 500],
    ['eu', 2, '6GB', 6, false, 1000],
    ['eu', 3, '12GB', 12, false, 1500],
    ['eu', 4, '20GB', 20, false, 2000],
    ['eu', 5, '30GB', 30, false, 2500],
    ['eu', 6, 'Onbeperkt', null, true, 3000],
    ['world', 0, null, null, false, 0],
    ['world', 1, '1GB', 1, false, 1000],
    ['world', 2, '3GB', 3, false, 2000],
    ['world', 3, '6GB', 6, false, 3000],
    ['world', 4, '12GB', 12, false, 4000],
    ['world', 5, '20GB', 20, false, 5000],
  ])('%s index %d is %s (%s GB, unlimited %s) at %d cents', (region, index, label, gb, unlimited, priceCents) => {
    expect(dataTier(region, index)).toEqual({ label, gb, unlimited, priceCents });
    expect(DATA_TIERS[region][index]).toEqual({ label, gb, unlimited, priceCents });
  });

  it.each<[EsimRegion, number]>([
    ['nl', 4],
    ['eu', 6],
    ['world', 5],
  ])('%s has slider indexes 0 to %d', (region, max) => {
    expect(maxDataIndex(region)).toBe(max);
    expect(DATA_TIERS[region]).toHaveLength(max + 1);
  });

  it('lists the regions nl, eu, world', () => {
    expect(ESIM_REGIONS).toEqual(['nl', 'eu', 'world']);
  });

  it('makes each tier dearer than the one before', () => {
    for (const region of ESIM_REGIONS) {
      const prices = DATA_TIERS[region].map((tier) => tier.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size).toBe(prices.length);
    }
  });

  it.each<[EsimRegion, number]>([
    ['nl', -1],
    ['nl', 5],
    ['eu', 7],
    ['world', 6],
    ['nl', 1.5],
    ['eu', Number.NaN],
  ])('refuses %s index %d', (region, index) => {
    expect(() => dataTier(region, index)).toThrow(RangeError);
  });
});

describe('calling options', () => {
  it.each<[CallingOption, number]>([
    ['nl', 500],
    ['eu', 1000],
    ['world', 2000],
  ])('%s calling costs %d cents a month and is the whole subtotal without data', (calling, priceCents) => {
    expect(callingOption(calling).priceCents).toBe(priceCents);
    expect(calculateEsimPrice(config(3, calling, 0, 0, 0)).subtotalCents).toBe(priceCents);
  });

  it('lists nl, eu, world with the spec names and the "over 100 countries" of world calling', () => {
    expect(CALLING_OPTIONS.map((option) => option.id)).toEqual(['nl', 'eu', 'world']);
    expect(callingOption('nl').label).toBe('Nederland Onbeperkt');
    expect(callingOption('world').minCountries).toBe(100);
  });

  it('defaults to nl', () => {
    expect(DEFAULT_CALLING).toBe('nl');
  });

  it.each(['', 'NL', 'mars'])('refuses the calling option %j', (id) => {
    expect(() => callingOption(id)).toThrow(RangeError);
    expect(isCallingOption(id)).toBe(false);
  });
});

describe('durations', () => {
  it.each<[DurationMonths, number]>([
    [3, 0],
    [6, 5],
    [12, 10],
    [24, 15],
  ])('%d months gives %d%% discount', (months, discountPercent) => {
    expect(durationDiscountPercent(months)).toBe(discountPercent);
    expect(calculateEsimPrice(config(months, 'nl', 1, 0, 0)).discountPercent).toBe(discountPercent);
    expect(isDurationMonths(months)).toBe(true);
  });

  it('offers exactly 3, 6, 12 and 24 months and defaults to 12', () => {
    expect(DURATIONS.map((duration) => duration.months)).toEqual([3, 6, 12, 24]);
    expect(DEFAULT_DURATION).toBe(12);
  });

  it.each([0, 1, 9, 36, 12.5, Number.NaN])('refuses %d months', (months) => {
    expect(() => durationDiscountPercent(months)).toThrow(RangeError);
    expect(isDurationMonths(months)).toBe(false);
  });
});

describe('calculateEsimPrice', () => {
  // [duration, calling, nl, eu, world] → subtotal, discount, monthly, VAT, total; arithmetic in the name.
  it.each<[string, EsimConfiguration, number, number, number, number, number]>([
    [
      'the default: 500 calling; 10% of 500 = 50; 450; 21% of 450 = 94.5 → 95; 545',
      config(12, 'nl', 0, 0, 0),
      500,
      50,
      450,
      95,
      545,
    ],
    [
      'NL 20GB + EU 6GB at 12 months: 2000+1000+500 = 3500; 350; 3150; 661.5 → 662; 3812 (€ 38,12)',
      config(12, 'nl', 3, 2, 0),
      3500,
      350,
      3150,
      662,
      3812,
    ],
    [
      'EU 3GB at 6 months: 500+500 = 1000; 5% = 50; 950; 199.5 → 200; 1150',
      config(6, 'nl', 0, 1, 0),
      1000,
      50,
      950,
      200,
      1150,
    ],
    [
      'NL 5GB at 12 months: 1000+500 = 1500; 150; 1350; 283.5 → 284; 1634',
      config(12, 'nl', 1, 0, 0),
      1500,
      150,
      1350,
      284,
      1634,
    ],
    [
      'EU 3GB at 24 months: 1000; 15% = 150; 850; 178.5 → 179; 1029',
      config(24, 'nl', 0, 1, 0),
      1000,
      150,
      850,
      179,
      1029,
    ],
    [
      'world 1GB with world calling at 6 months: 1000+2000 = 3000; 150; 2850; 598.5 → 599; 3449',
      config(6, 'world', 0, 0, 1),
      3000,
      150,
      2850,
      599,
      3449,
    ],
    [
      'EU Onbeperkt + NL 10GB + world 12GB, eu calling at 12 months: 1500+3000+4000+1000 = 9500; 950; 8550; 1795.5 → 1796; 10346',
      config(12, 'eu', 2, 6, 4),
      9500,
      950,
      8550,
      1796,
      10346,
    ],
    [
      'everything at its maximum, 24 months: 2500+3000+5000+2000 = 12500; 1875; 10625; 2231.25 → 2231; 12856',
      config(24, 'world', 4, 6, 5),
      12500,
      1875,
      10625,
      2231,
      12856,
    ],
    [
      'NL Onbeperkt, eu calling at 24 months: 2500+1000 = 3500; 525; 2975; 624.75 → 625; 3600',
      config(24, 'eu', 4, 0, 0),
      3500,
      525,
      2975,
      625,
      3600,
    ],
    ['calling only at 6 months: 500; 25; 475; 99.75 → 100; 575', config(6, 'nl', 0, 0, 0), 500, 25, 475, 100, 575],
    ['calling only at 24 months: 500; 75; 425; 89.25 → 89; 514', config(24, 'nl', 0, 0, 0), 500, 75, 425, 89, 514],
    [
      'three regions at 3 months, no discount: 1500+1500+1000+1000 = 5000; 0; 5000; 1050; 6050',
      config(3, 'eu', 2, 3, 1),
      5000,
      0,
      5000,
      1050,
      6050,
    ],
  ])('%s', (_description, configuration, subtotalCents, discountCents, monthlyCents, vatCents, totalWithVatCents) => {
    const price = calculateEsimPrice(configuration);
    expect(price).toEqual({
      subtotalCents,
      discountPercent: durationDiscountPercent(configuration.durationMonths),
      discountCents,
      monthlyCents,
      vatCents,
      totalWithVatCents,
    });
  });

  it('follows the rule for every one of the 2520 configurations', () => {
    // Independent integer oracle: round half up of a × p / 100 for a ≥ 0 is floor((a × p + 50) / 100).
    const roundedShare = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);
    let halfCentCases = 0;
    for (const { months, discountPercent } of DURATIONS) {
      for (const { id: calling, priceCents: callingCents } of CALLING_OPTIONS) {
        for (let nlData = 0; nlData <= maxDataIndex('nl'); nlData += 1) {
          for (let euData = 0; euData <= maxDataIndex('eu'); euData += 1) {
            for (let worldData = 0; worldData <= maxDataIndex('world'); worldData += 1) {
              const subtotal =
                dataTier('nl', nlData).priceCents +
                dataTier('eu', euData).priceCents +
                dataTier('world', worldData).priceCents +
                callingCents;
              const discount = roundedShare(subtotal, discountPercent);
              const monthly = subtotal - discount;
              const vat = roundedShare(monthly, 21);
              if ((monthly * 21) % 100 === 50) halfCentCases += 1;
              expectEqual(calculateEsimPrice(config(months, calling, nlData, euData, worldData)), {
                subtotalCents: subtotal,
                discountPercent,
                discountCents: discount,
                monthlyCents: monthly,
                vatCents: vat,
                totalWithVatCents: monthly + vat,
              });
            }
          }
        }
      }
    }
    // Real configurations do hit a VAT of exactly x.5 cents (e.g. 950 × 21% = 199.5), so half-up matters.
    expect(halfCentCases).toBeGreaterThan(0);
  });

  it.each<[string, EsimConfiguration]>([
    ['an nl index above 4', config(12, 'nl', 5, 0, 0)],
    ['a negative nl index', config(12, 'nl', -1, 0, 0)],
    ['an eu index above 6', config(12, 'nl', 0, 7, 0)],
    ['a world index above 5', config(12, 'nl', 0, 0, 6)],
    ['a fractional index', config(12, 'nl', 1.5, 0, 0)],
    ['a NaN index', config(12, 'nl', 0, Number.NaN, 0)],
    ['an unknown duration', { ...DEFAULT_ESIM_CONFIGURATION, durationMonths: 1 as DurationMonths }],
    ['an unknown calling option', { ...DEFAULT_ESIM_CONFIGURATION, calling: 'mars' as CallingOption }],
  ])('throws a RangeError for %s', (_description, configuration) => {
    expect(() => calculateEsimPrice(configuration)).toThrow(RangeError);
  });
});

describe('ESIM_BUNDLES', () => {
  it.each<[string, string, string, number]>([
    ['essential', 'Essential', '5GB', 1500],
    ['popular', 'Popular', '10GB', 2000],
    ['premium', 'Premium', '20GB', 2500],
    ['unlimited', 'Unlimited', '50GB', 4500],
  ])('%s is "%s" with %s at %d cents a month', (id, name, dataLabel, priceCents) => {
    expect(ESIM_BUNDLES.find((bundle) => bundle.id === id)).toMatchObject({ name, dataLabel, priceCents });
  });

  it('lists the four cards in the spec order', () => {
    expect(ESIM_BUNDLES.map((bundle) => bundle.id)).toEqual(['essential', 'popular', 'premium', 'unlimited']);
  });

  // docs/contracts.md §2: the order buttons open the wizard with a configuration that costs exactly the bundle's price at
  // 3 months with nl calling.
  it.each<[string, number, number, string]>([
    ['essential', 1, 0, 'NL 5GB'],
    ['popular', 2, 0, 'NL 10GB'],
    ['premium', 3, 0, 'NL 20GB'],
    ['unlimited', 4, 3, 'NL Onbeperkt + EU 12GB'],
  ])(
    '%s opens the wizard with nl calling and NL index %d, EU index %d (%s) at 3 months, priced at the bundle price',
    (id, nlData, euData) => {
      const bundle = findEsimBundle(id);
      expect(bundle?.configuration).toEqual(config(3, 'nl', nlData, euData, 0));
      const price = calculateEsimPrice(bundle?.configuration ?? DEFAULT_ESIM_CONFIGURATION);
      expect(price.discountCents).toBe(0);
      expect(price.monthlyCents).toBe(bundle?.priceCents);
    },
  );

  it("prices every bundle card's configuration at the card's price", () => {
    for (const bundle of ESIM_BUNDLES)
      expect(calculateEsimPrice(bundle.configuration).monthlyCents).toBe(bundle.priceCents);
  });

  it('gives Unlimited NL Onbeperkt (€25) and EU 12GB (€15) with nl calling (€5)', () => {
    const { configuration } = findEsimBundle('unlimited')!;
    expect(dataTier('nl', configuration.nlData)).toMatchObject({ unlimited: true, priceCents: 2500 });
    expect(dataTier('eu', configuration.euData)).toMatchObject({ label: '12GB', priceCents: 1500 });
    expect(callingOption(configuration.calling).priceCents).toBe(500);
  });

  it('finds a bundle by its id and nothing for an unknown one', () => {
    expect(findEsimBundle('popular')?.name).toBe('Popular');
    expect(ESIM_BUNDLE_IDS.every((id) => isEsimBundleId(id) && findEsimBundle(id)?.id === id)).toBe(true);
    for (const unknown of ['gold', 'Popular', '', null, undefined, 2]) {
      expect(findEsimBundle(unknown)).toBeUndefined();
      expect(isEsimBundleId(unknown)).toBe(false);
    }
  });

  it('marks Popular, and only Popular, as popular', () => {
    expect(ESIM_BUNDLES.filter((bundle) => bundle.popular).map((bundle) => bundle.id)).toEqual(['popular']);
  });

  it('starts "from €15", the cheapest bundle', () => {
    expect(ESIM_FROM_PRICE_CENTS).toBe(1500);
    expect(Math.min(...ESIM_BUNDLES.map((bundle) => bundle.priceCents))).toBe(ESIM_FROM_PRICE_CENTS);
  });
});

describe('ESIM_EXTRAS', () => {
  it('charges €0.15 a minute for calls and for AI voicemail transcription', () => {
    expect(ESIM_EXTRAS.callPerMinuteCents).toBe(15);
    expect(ESIM_EXTRAS.aiVoicemailTranscriptionPerMinuteCents).toBe(15);
  });

  it('charges €2 a month plus €0.06 a minute for Privacy Shield on an 085/088 number', () => {
    expect(ESIM_EXTRAS.privacyShield).toEqual({ numberPrefixes: ['085', '088'], monthlyCents: 200, perMinuteCents: 6 });
  });
});

describe('hasChosenData', () => {
  it.each<[number, number, number, boolean]>([
    [0, 0, 0, false],
    [1, 0, 0, true],
    [0, 1, 0, true],
    [0, 0, 1, true],
    [4, 6, 5, true],
  ])('nl %d, eu %d, world %d → %s', (nlData, euData, worldData, expected) => {
    expect(hasChosenData({ nlData, euData, worldData })).toBe(expected);
  });

  it('is false for the default configuration', () => {
    expect(hasChosenData(DEFAULT_ESIM_CONFIGURATION)).toBe(false);
  });
});

describe('DEFAULT_ESIM_CONFIGURATION', () => {
  it('is 12 months, nl calling and no data', () => {
    expect(DEFAULT_ESIM_CONFIGURATION).toEqual(config(12, 'nl', 0, 0, 0));
  });
});

describe('isValidEsimConfiguration', () => {
  it.each<[string, unknown, boolean]>([
    ['the default', DEFAULT_ESIM_CONFIGURATION, true],
    ['every maximum', config(24, 'world', 4, 6, 5), true],
    ['null', null, false],
    ['a string', 'nl', false],
    ['an empty object', {}, false],
    ['an unknown duration', { ...DEFAULT_ESIM_CONFIGURATION, durationMonths: 9 }, false],
    ['a duration as text', { ...DEFAULT_ESIM_CONFIGURATION, durationMonths: '12' }, false],
    ['an unknown calling option', { ...DEFAULT_ESIM_CONFIGURATION, calling: 'mars' }, false],
    ['an nl index out of range', { ...DEFAULT_ESIM_CONFIGURATION, nlData: 5 }, false],
    ['an eu index out of range', { ...DEFAULT_ESIM_CONFIGURATION, euData: 7 }, false],
    ['a world index out of range', { ...DEFAULT_ESIM_CONFIGURATION, worldData: 6 }, false],
    ['a negative index', { ...DEFAULT_ESIM_CONFIGURATION, nlData: -1 }, false],
    ['a fractional index', { ...DEFAULT_ESIM_CONFIGURATION, euData: 0.5 }, false],
    ['an index as text', { ...DEFAULT_ESIM_CONFIGURATION, worldData: '1' }, false],
    ['a missing index', { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0 }, false],
  ])('%s → %s', (_description, value, expected) => {
    expect(isValidEsimConfiguration(value)).toBe(expected);
  });
});

describe('describeEsimConfiguration', () => {
  it('gives the order record its duration, calling and per-region label and price', () => {
    expect(describeEsimConfiguration(config(12, 'nl', 3, 2, 0))).toEqual({
      duration: 12,
      calling: 'nl',
      data: {
        nl: { label: '20GB', unlimited: false, priceCents: 2000 },
        eu: { label: '6GB', unlimited: false, priceCents: 1000 },
        world: { label: null, unlimited: false, priceCents: 0 },
      },
    });
  });

  it('flags the unlimited tiers', () => {
    expect(describeEsimConfiguration(config(24, 'world', 4, 6, 5)).data).toEqual({
      nl: { label: 'Onbeperkt', unlimited: true, priceCents: 2500 },
      eu: { label: 'Onbeperkt', unlimited: true, priceCents: 3000 },
      world: { label: '20GB', unlimited: false, priceCents: 5000 },
    });
  });

  it.each<EsimConfiguration>([
    config(12, 'nl', 9, 0, 0),
    { ...DEFAULT_ESIM_CONFIGURATION, durationMonths: 5 as DurationMonths },
    { ...DEFAULT_ESIM_CONFIGURATION, calling: 'mars' as CallingOption },
  ])('throws a RangeError for %j', (configuration) => {
    expect(() => describeEsimConfiguration(configuration)).toThrow(RangeError);
  });
});
