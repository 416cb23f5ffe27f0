import { describe, expect, it } from 'vitest';
import {
  BUNDLE_COVERAGE,
  billedMinutes,
  bundleCovers,
  invoiceUsageLines,
  meterThresholdsCrossed,
  rateCalls,
  usageSummary,
  type DestinationClass,
  type RatedCallInput,
} from './index.js';

const AMSTERDAM = '+31201111111';
const UTRECHT = '+31302222222';
const NL_MOBILE = '+31612345678';
const BE_LANDLINE = '+3222345679';
const BE_MOBILE = '+32471234567';
const DE_MOBILE = '+4915112345678';
const NEW_YORK = '+12125550123';
const TOKYO = '+81312345678';
const OURS = '+31209999999';

let sequence = 0;
/** A call of `seconds` to `callee`, started `minute` minutes into January 2025. */
function call(callee: string, destination: DestinationClass, seconds: number, minute = sequence): RatedCallInput {
  sequence += 1;
  const startedAt = new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();
  return { id: `call-${String(sequence).padStart(4, '0')}`, callee, destination, seconds, startedAt };
}

/** What rateCalls adds to each call, in order: [minutes, bundleMinutes, chargedMinutes, costCents]. */
const rated = (calls: RatedCallInput[], bundle: Parameters<typeof rateCalls>[1]) =>
  rateCalls(calls, bundle).map((one) => [one.minutes, one.bundleMinutes, one.chargedMinutes, one.costCents]);

describe('billed minutes', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [120, 2],
    [121, 3],
    [3600, 60],
  ])('bills %i seconds as %i minutes', (seconds, minutes) => {
    expect(billedMinutes(seconds)).toBe(minutes);
  });

  it('refuses a negative or unknown duration', () => {
    expect(() => billedMinutes(-1)).toThrow(RangeError);
    expect(() => billedMinutes(Number.NaN)).toThrow(RangeError);
  });
});

describe('rating calls without a bundle', () => {
  it('charges a 61 s call to a Belgian mobile 2 minutes at 8 ct: 16 ct', () => {
    expect(rated([call(BE_MOBILE, 'europe-mobile', 61)], null)).toEqual([[2, 0, 2, 16]]);
  });

  it.each<[string, DestinationClass, number, number]>([
    [AMSTERDAM, 'nl-landline', 2, 4],
    [NL_MOBILE, 'nl-mobile', 2, 10],
    [BE_LANDLINE, 'europe-landline', 2, 6],
    [BE_MOBILE, 'europe-mobile', 2, 16],
    [NEW_YORK, 'us-canada', 2, 10],
    [TOKYO, 'other', 2, 30],
    [OURS, 'on-net', 0, 0],
  ])('charges a 61 s call to %s (%s) %i minutes, %i ct', (callee, destination, charged, cents) => {
    expect(rated([call(callee, destination, 61)], null)).toEqual([[2, 0, charged, cents]]);
  });

  it('charges nothing for an unanswered call', () => {
    expect(rated([call(NL_MOBILE, 'nl-mobile', 0)], null)).toEqual([[0, 0, 0, 0]]);
  });

  it('charges nothing for a free phone (0800) call', () => {
    expect(rated([call('+318001234', 'nl-landline', 600)], null)).toEqual([[10, 0, 0, 0]]);
  });
});

describe('rating calls with the Europe bundle (500 minutes, NL and Europe)', () => {
  it('covers 1 minute of a 3-minute call after 499 minutes and charges the other 2 at the rate', () => {
    const calls = [call(BE_LANDLINE, 'europe-landline', 499 * 60, 0), call(DE_MOBILE, 'europe-mobile', 150, 600)];
    // 499 bundle minutes; then 1 bundle minute + 2 × 8 ct.
    expect(rated(calls, 'europe')).toEqual([
      [499, 499, 0, 0],
      [3, 1, 2, 16],
    ]);
  });

  it('charges every minute once the 500 are used', () => {
    const calls = [call(NL_MOBILE, 'nl-mobile', 500 * 60, 0), call(AMSTERDAM, 'nl-landline', 90, 600)];
    expect(rated(calls, 'europe')).toEqual([
      [500, 500, 0, 0],
      [2, 0, 2, 4],
    ]);
  });

  it('uses the minutes in the order the calls started, whatever the order given', () => {
    const later = call(BE_MOBILE, 'europe-mobile', 300 * 60, 600);
    const earlier = call(AMSTERDAM, 'nl-landline', 300 * 60, 0);
    const result = rateCalls([later, earlier], 'europe');
    expect(result.map((one) => [one.id, one.bundleMinutes, one.chargedMinutes, one.costCents])).toEqual([
      [earlier.id, 300, 0, 0],
      [later.id, 200, 100, 800],
    ]);
  });

  it('does not cover the US nor other countries, and on-net calls use none of its minutes', () => {
    const calls = [
      call(NEW_YORK, 'us-canada', 60, 0),
      call(TOKYO, 'other', 60, 1),
      call(OURS, 'on-net', 600, 2),
      call(AMSTERDAM, 'nl-landline', 60, 20),
    ];
    expect(rated(calls, 'europe')).toEqual([
      [1, 0, 1, 5],
      [1, 0, 1, 15],
      [10, 0, 0, 0],
      [1, 1, 0, 0],
    ]);
  });
});

describe('rating calls with NL unlimited (fair use 1,000 minutes to the same number)', () => {
  it('charges the 1,001st minute to the same number at its rate, while another number stays free', () => {
    const calls = [
      call(AMSTERDAM, 'nl-landline', 600 * 60, 0),
      call(AMSTERDAM, 'nl-landline', 400 * 60, 700),
      call(AMSTERDAM, 'nl-landline', 60, 1200),
      call(UTRECHT, 'nl-landline', 60, 1210),
    ];
    expect(rated(calls, 'nl-unlimited')).toEqual([
      [600, 600, 0, 0],
      [400, 400, 0, 0],
      [1, 0, 1, 2],
      [1, 1, 0, 0],
    ]);
  });

  it('covers a call that passes the fair use in part: 990 minutes, then 20 to a mobile = 10 free + 10 × 5 ct', () => {
    const calls = [call(NL_MOBILE, 'nl-mobile', 990 * 60, 0), call(NL_MOBILE, 'nl-mobile', 20 * 60, 1000)];
    expect(rated(calls, 'nl-unlimited')).toEqual([
      [990, 990, 0, 0],
      [20, 10, 10, 50],
    ]);
  });

  it('does not cover calls abroad', () => {
    expect(rated([call(BE_LANDLINE, 'europe-landline', 120)], 'nl-unlimited')).toEqual([[2, 0, 2, 6]]);
  });
});

describe('rating calls with the World bundle (200 minutes everywhere)', () => {
  it('covers a call to the US and to other countries', () => {
    const calls = [call(NEW_YORK, 'us-canada', 61, 0), call(TOKYO, 'other', 600, 10)];
    expect(rated(calls, 'world')).toEqual([
      [2, 2, 0, 0],
      [10, 10, 0, 0],
    ]);
  });

  it('charges what passes the 200 minutes at each destination’s rate', () => {
    const calls = [call(NL_MOBILE, 'nl-mobile', 195 * 60, 0), call(TOKYO, 'other', 10 * 60, 300)];
    // 195 + 5 bundle minutes, then 5 × 15 ct.
    expect(rated(calls, 'world')).toEqual([
      [195, 195, 0, 0],
      [10, 5, 5, 75],
    ]);
  });
});

describe('what the bundles cover', () => {
  it('is NL unlimited for the Netherlands, Europe for NL and Europe, World for every destination', () => {
    expect(BUNDLE_COVERAGE).toEqual({
      'nl-unlimited': { classes: ['nl-landline', 'nl-mobile'], minutes: null, fairUseMinutesPerNumber: 1000 },
      europe: {
        classes: ['nl-landline', 'nl-mobile', 'europe-landline', 'europe-mobile'],
        minutes: 500,
        fairUseMinutesPerNumber: null,
      },
      world: {
        classes: ['nl-landline', 'nl-mobile', 'europe-landline', 'europe-mobile', 'us-canada', 'other'],
        minutes: 200,
        fairUseMinutesPerNumber: null,
      },
    });
    expect(bundleCovers('europe', 'us-canada')).toBe(false);
    expect(bundleCovers('world', 'us-canada')).toBe(true);
    expect(bundleCovers(null, 'nl-landline')).toBe(false);
  });
});

describe('the month’s usage', () => {
  it('sums calls per destination class, leaving out classes without a call of a minute', () => {
    const calls = [
      call(BE_MOBILE, 'europe-mobile', 61, 0), // 2 min, 16 ct
      call(BE_MOBILE, 'europe-mobile', 30, 1), // 1 min, 8 ct
      call(AMSTERDAM, 'nl-landline', 300, 2), // 5 min, 10 ct
      call(OURS, 'on-net', 120, 3), // 2 min, free
      call(NEW_YORK, 'us-canada', 0, 4), // not answered
    ];
    const summary = usageSummary(rateCalls(calls, null), null);
    expect(summary).toEqual({
      lines: [
        { destination: 'on-net', calls: 1, minutes: 2, chargedMinutes: 0, costCents: 0 },
        { destination: 'nl-landline', calls: 1, minutes: 5, chargedMinutes: 5, costCents: 10 },
        { destination: 'europe-mobile', calls: 2, minutes: 3, chargedMinutes: 3, costCents: 24 },
      ],
      bundle: { id: null, included: null, used: 0, percent: null },
      totalCostCents: 34,
    });
    expect(invoiceUsageLines(summary).map((line) => [line.destination, line.costCents])).toEqual([
      ['nl-landline', 10],
      ['europe-mobile', 24],
    ]);
  });

  it('shows the meter of a bundle with minutes: 150 of 500 is 30 %', () => {
    const calls = [call(AMSTERDAM, 'nl-landline', 100 * 60, 0), call(BE_MOBILE, 'europe-mobile', 50 * 60, 200)];
    const summary = usageSummary(rateCalls(calls, 'europe'), 'europe');
    expect(summary.bundle).toEqual({ id: 'europe', included: 500, used: 150, percent: 30 });
    expect(summary.totalCostCents).toBe(0);
    expect(invoiceUsageLines(summary)).toEqual([]);
  });

  it('rounds the meter down, so that 399 of 500 is not yet 80 %', () => {
    const summary = usageSummary(rateCalls([call(AMSTERDAM, 'nl-landline', 399 * 60, 0)], 'europe'), 'europe');
    expect(summary.bundle.percent).toBe(79);
  });

  it('counts NL unlimited’s minutes without a meter', () => {
    const summary = usageSummary(rateCalls([call(AMSTERDAM, 'nl-landline', 61, 0)], 'nl-unlimited'), 'nl-unlimited');
    expect(summary.bundle).toEqual({ id: 'nl-unlimited', included: null, used: 2, percent: null });
  });
});

describe('the meter’s thresholds', () => {
  it.each([
    [0, 399, 500, []],
    [399, 400, 500, [80]],
    [0, 500, 500, [80, 100]],
    [400, 450, 500, []],
    [450, 500, 500, [100]],
    [500, 500, 500, []],
    [150, 160, 200, [80]],
    [100, 150, 0, []],
  ])('from %i to %i of %i minutes crosses %j', (before, after, included, expected) => {
    expect(meterThresholdsCrossed(before, after, included)).toEqual(expected);
  });
});
