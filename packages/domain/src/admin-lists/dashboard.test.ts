import { describe, expect, it } from 'vitest';
import { changePercent, changeTone, chartTicks, monthToDateComparison } from './dashboard.js';

describe('monthToDateComparison', () => {
  it.each([
    // 23 days of November against the same 23 days of October, not all of October.
    ['2026-11-23', { from: '2026-11-01', to: '2026-11-23' }, { from: '2026-10-01', to: '2026-10-23' }],
    ['2026-11-01', { from: '2026-11-01', to: '2026-11-01' }, { from: '2026-10-01', to: '2026-10-01' }],
    // January against December of the year before.
    ['2027-01-15', { from: '2027-01-01', to: '2027-01-15' }, { from: '2026-12-01', to: '2026-12-15' }],
    // Days the month before lacks are capped at its last day.
    ['2026-03-31', { from: '2026-03-01', to: '2026-03-31' }, { from: '2026-02-01', to: '2026-02-28' }],
    ['2028-03-30', { from: '2028-03-01', to: '2028-03-30' }, { from: '2028-02-01', to: '2028-02-29' }],
    ['2026-12-31', { from: '2026-12-01', to: '2026-12-31' }, { from: '2026-11-01', to: '2026-11-30' }],
  ])('on %s compares %j with %j', (today, current, previous) => {
    expect(monthToDateComparison(today)).toEqual({ current, previous });
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => monthToDateComparison('23-11-2026')).toThrow(RangeError);
  });
});

describe('changePercent', () => {
  it.each<[number, number, number | null]>([
    [4680, 10000, -53.2],
    [11250, 10000, 12.5],
    [100, 100, 0],
    [0, 100, -100],
    [1, 3, -66.7],
    [100, 0, null],
    [0, 0, null],
  ])('from %d to %d is %j percent', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });
});

describe('changeTone', () => {
  it.each<[number | null, 'up' | 'down', string]>([
    [-53.2, 'up', 'bad'], // revenue down: red, never green
    [12.5, 'up', 'good'],
    [12.5, 'down', 'bad'], // overdue invoices up
    [-10, 'down', 'good'],
    [0, 'up', 'neutral'],
    [null, 'up', 'neutral'],
  ])('%j with %s good is %s', (change, goodWhen, tone) => {
    expect(changeTone(change, goodWhen)).toBe(tone);
  });
});

describe('chartTicks', () => {
  it.each<[number, number[]]>([
    [1234, [0, 500, 1000, 1500]],
    [1000, [0, 250, 500, 750, 1000]],
    [87.5, [0, 25, 50, 75, 100]],
    [9, [0, 2.5, 5, 7.5, 10]],
    [14_523.75, [0, 5000, 10000, 15000]],
    [0.4, [0, 0.1, 0.2, 0.3, 0.4]],
    [0, [0, 1, 2, 3, 4]],
  ])('for a highest bar of %d gives %j', (highest, ticks) => {
    expect(chartTicks(highest)).toEqual(ticks);
  });

  it('always reaches the highest bar with at most count + 1 ticks', () => {
    for (let highest = 0.5; highest < 1e7; highest *= 1.37) {
      const ticks = chartTicks(highest);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(highest);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBe(0);
    }
  });
});
