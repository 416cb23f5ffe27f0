import { describe, expect, it } from 'vitest';
import {
  billingMonth,
  cancellationEnd,
  isBilledInMonth,
  minimumTermEnd,
  minimumTermEndAfterChange,
  monthEnd,
  monthlyWithVat,
  monthStart,
  monthStartAfter,
  nextInvoiceDate,
  subscriptionAdminActions,
} from './subscriptions.js';

describe('calendar months', () => {
  it.each([
    ['2026-11-24', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2026-02-10', '2026-02-01', '2026-02-28'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2100-02-01', '2100-02-01', '2100-02-28'],
    ['2000-02-15', '2000-02-01', '2000-02-29'],
    ['2027-04-30', '2027-04-01', '2027-04-30'],
  ])('%s lies in the month from %s to %s', (date, start, end) => {
    expect(monthStart(date)).toBe(start);
    expect(monthEnd(date)).toBe(end);
    expect(billingMonth(date)).toEqual({ start, end });
  });

  it.each([
    ['2026-11-24', 1, '2026-12-01'],
    ['2026-12-15', 1, '2027-01-01'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-11-24', 0, '2026-11-01'],
    ['2026-11-24', 14, '2028-01-01'],
  ])('the month %s plus %i starts on %s', (date, months, start) => {
    expect(monthStartAfter(date, months)).toBe(start);
  });

  it('refuses what is not a date', () => {
    expect(() => monthStart('24-11-2026')).toThrow(RangeError);
  });
});

describe('minimumTermEnd', () => {
  it.each([
    ['2026-11-24', 12, '2027-10-31'],
    ['2026-11-01', 3, '2027-01-31'],
    ['2026-12-31', 3, '2027-02-28'],
    ['2027-12-05', 3, '2028-02-29'],
    ['2026-06-30', 6, '2026-11-30'],
    ['2026-11-24', 24, '2028-10-31'],
  ])('started %s for %i months: the term ends %s', (startedOn, months, end) => {
    expect(minimumTermEnd(startedOn, months)).toBe(end);
  });
});

describe('cancellationEnd', () => {
  it('ends at the minimum term when that is later than this month', () => {
    expect(cancellationEnd('2026-11-24', '2027-10-31')).toBe('2027-10-31');
  });
  it("ends at this month's end once the minimum term has passed", () => {
    expect(cancellationEnd('2028-02-03', '2027-10-31')).toBe('2028-02-29');
  });
  it("ends at this month's end in the term's last month", () => {
    expect(cancellationEnd('2027-10-02', '2027-10-31')).toBe('2027-10-31');
  });
});

describe('isBilledInMonth', () => {
  const started = { startedOn: '2026-11-24', endsOn: null };
  it.each([
    [started, '2026-11-24', false],
    [started, '2026-11-30', false],
    [started, '2026-12-01', true],
    [started, '2026-12-17', true],
    [{ startedOn: '2026-11-01', endsOn: null }, '2026-11-01', false],
    [{ startedOn: '2026-11-24', endsOn: '2027-01-31' }, '2027-01-01', true],
    [{ startedOn: '2026-11-24', endsOn: '2027-01-31' }, '2027-02-01', false],
    [{ startedOn: '2026-11-24', endsOn: null, trialEnd: '2026-12-23' }, '2026-12-01', false],
    [{ startedOn: '2026-11-24', endsOn: null, trialEnd: '2026-12-23' }, '2027-01-01', true],
  ])('%o on %s: %s', (subscription, runDate, billed) => {
    expect(isBilledInMonth(subscription, runDate)).toBe(billed);
  });
});

describe('nextInvoiceDate', () => {
  it('is the first of next month', () => {
    expect(nextInvoiceDate({ startedOn: '2026-11-24', endsOn: null }, '2026-11-24')).toBe('2026-12-01');
    expect(nextInvoiceDate({ startedOn: '2026-11-24', endsOn: null }, '2026-12-31')).toBe('2027-01-01');
  });
  it('is null when the subscription ends before it', () => {
    expect(nextInvoiceDate({ startedOn: '2026-11-24', endsOn: '2026-11-30' }, '2026-11-25')).toBeNull();
  });
  it('still comes while a cancelling subscription runs on', () => {
    expect(nextInvoiceDate({ startedOn: '2026-11-24', endsOn: '2027-10-31' }, '2026-11-25')).toBe('2026-12-01');
  });
  it('comes after a trial', () => {
    expect(nextInvoiceDate({ startedOn: '2026-11-24', endsOn: null, trialEnd: '2026-12-23' }, '2026-11-24')).toBe(
      '2027-01-01',
    );
  });
});

describe('monthlyWithVat', () => {
  it('adds 21% VAT rounded half up', () => {
    expect(monthlyWithVat(2250)).toBe(2723);
    expect(monthlyWithVat(1000)).toBe(1210);
    expect(monthlyWithVat(0)).toBe(0);
  });
});

describe('minimumTermEndAfterChange', () => {
  it.each([
    // current term end, change from, new duration → the term that applies
    ['2027-10-31', '2026-12-01', 12, '2027-11-30'],
    ['2027-10-31', '2026-12-01', 24, '2028-11-30'],
    ['2027-10-31', '2026-12-01', 3, '2027-10-31'],
    ['2027-10-31', '2027-02-01', 6, '2027-10-31'],
    ['2026-12-31', '2027-01-01', 12, '2027-12-31'],
  ])('keeps %s or moves it to the change’s own term (from %s for %i months) → %s', (current, from, months, term) => {
    expect(minimumTermEndAfterChange(current, from, months)).toBe(term);
  });
});

describe('subscriptionAdminActions', () => {
  it.each([
    ['active', ['suspend', 'cancel-term-end', 'cancel-now']],
    ['cancelling', ['suspend', 'resume', 'cancel-now']],
    ['suspended', ['resume', 'cancel-now']],
    ['cancelled', []],
  ] as const)('a %s subscription can be: %j', (status, actions) => {
    expect(subscriptionAdminActions(status)).toEqual(actions);
  });
});
