import { describe, expect, it } from 'vitest';
import { priceOrderProduct } from '../checkout/order.js';
import { DATA_TIERS, DURATION_MONTHS, CALLING_OPTION_IDS } from '../pricing/esim-pro.js';
import {
  esimAdminActions,
  esimConfigurationOfProduct,
  iccidFrom,
  includedMbOfConfiguration,
  includedMbOfTravelPlan,
  iosInstallUrl,
  isValidIccid,
  lpaString,
  luhnCheckDigit,
  usageWarningsDue,
} from './esims.js';
import { expectEqual } from '../test-support.js';

describe('luhnCheckDigit', () => {
  // Published numbers that pass the Luhn test: Wikipedia's example and the payment networks' test cards.
  it.each([
    ['7992739871', 3],
    ['411111111111111', 1],
    ['555555555555444', 4],
    ['37828224631000', 5],
    // An ICCID of ours worked out by hand: 8931 0000000000000 7, the sum of the Luhn digits 27.
    ['893100000000000007', 3],
  ])('gives %s the check digit %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('refuses anything but digits', () => {
    expect(() => luhnCheckDigit('12a4')).toThrow(RangeError);
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
  });
});

describe('isValidIccid', () => {
  it.each([
    ['8931000000000000073', true],
    ['8931000000000000074', false], // the wrong check digit
    ['893100000000000007', false], // 18 digits
    ['89310000000000000733', false], // 20 digits
    ['8932000000000000073', false], // not the Netherlands
    ['8931 00000000000073', false],
  ])('%s → %s', (iccid, valid) => {
    expect(isValidIccid(iccid)).toBe(valid);
  });
});

describe('iccidFrom', () => {
  it('pads the body to 14 digits and adds the check digit', () => {
    expect(iccidFrom('7')).toBe('8931000000000000073');
    expect(iccidFrom('12345678901234')).toHaveLength(19);
    expect(isValidIccid(iccidFrom('12345678901234'))).toBe(true);
  });

  it('refuses a body that is too long or not digits', () => {
    expect(() => iccidFrom('123456789012345')).toThrow(RangeError);
    expect(() => iccidFrom('12x')).toThrow(RangeError);
  });
});

describe('the LPA string and the iPhone link', () => {
  it('writes LPA:1$<SM-DP+ address>$<activation code> and URL-encodes it for Apple', () => {
    const lpa = lpaString('smdp.telenova.nl', 'K2-4F9A2C-81B3D7');
    expect(lpa).toBe('LPA:1$smdp.telenova.nl$K2-4F9A2C-81B3D7');
    expect(iosInstallUrl(lpa)).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24smdp.telenova.nl%24K2-4F9A2C-81B3D7',
    );
  });
});

describe('the included data', () => {
  it.each([
    [{ nlData: 2, euData: 0, worldData: 0 }, 10_240], // 10GB
    [{ nlData: 1, euData: 1, worldData: 1 }, 9_216], // 5 + 3 + 1 GB
    [{ nlData: 4, euData: 0, worldData: 0 }, null], // Onbeperkt
    [{ nlData: 0, euData: 6, worldData: 5 }, null],
  ])('of eSIM Pro %o is %s MB', (configuration, mb) => {
    expect(includedMbOfConfiguration(configuration)).toBe(mb);
  });

  it('refuses an unknown slider index', () => {
    expect(() => includedMbOfConfiguration({ nlData: 9, euData: 0, worldData: 0 })).toThrow(RangeError);
  });

  it('of a travel plan is its GB in MB', () => {
    expect(includedMbOfTravelPlan(10)).toBe(10_240);
  });
});

describe('usageWarningsDue', () => {
  it.each([
    [0, 10_240, [], []],
    [8_191, 10_240, [], []], // just under 80%
    [8_192, 10_240, [], [80]], // exactly 80%
    [9_000, 10_240, [80], []],
    [10_239, 10_240, [80], []],
    [10_240, 10_240, [80], [100]], // exactly 100%
    [12_000, 10_240, [], [80, 100]], // a jump past both
    [12_000, 10_240, [80, 100], []],
    [12_000, 10_240, [100], [80]],
    [50_000, null, [], []], // unlimited
    [10, 0, [], []],
  ] as const)('%i of %s MB with %o sent → %o', (used, included, sent, due) => {
    expect(usageWarningsDue(used, included, sent)).toEqual(due);
  });
});

describe('esimConfigurationOfProduct', () => {
  it('reads back every configuration an eSIM Pro order was priced from', () => {
    let checked = 0;
    for (const durationMonths of DURATION_MONTHS)
      for (const calling of CALLING_OPTION_IDS)
        for (let nlData = 0; nlData < DATA_TIERS.nl.length; nlData++)
          for (let euData = 0; euData < DATA_TIERS.eu.length; euData++)
            for (let worldData = 0; worldData < DATA_TIERS.world.length; worldData++) {
              if (nlData + euData + worldData === 0) continue;
              const configuration = { durationMonths, calling, nlData, euData, worldData };
              const product = priceOrderProduct({ kind: 'esim-pro', configuration });
              if (product.kind !== 'esim-pro') throw new Error('not an eSIM Pro product');
              expectEqual(esimConfigurationOfProduct(product), configuration);
              checked += 1;
            }
    expect(checked).toBe(4 * 3 * (5 * 7 * 6 - 1));
  });

  it('refuses a data label no tier has', () => {
    const product = priceOrderProduct({
      kind: 'esim-pro',
      configuration: { durationMonths: 12, calling: 'nl', nlData: 1, euData: 0, worldData: 0 },
    });
    if (product.kind !== 'esim-pro') throw new Error('not an eSIM Pro product');
    expect(() =>
      esimConfigurationOfProduct({ ...product, data: { ...product.data, nl: { ...product.data.nl, label: '7GB' } } }),
    ).toThrow(RangeError);
  });
});

describe('esimAdminActions', () => {
  it.each([
    ['preparing', []],
    ['ready', ['block', 'replace', 'resend']],
    ['installed', ['block', 'replace', 'resend']],
    ['active', ['block', 'replace', 'resend']],
    ['blocked', ['replace']],
    ['expired', []],
  ] as const)('an eSIM %s can be: %j', (status, actions) => {
    expect(esimAdminActions(status)).toEqual(actions);
  });
});
