import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  areaOfNumber,
  canMovePorting,
  earliestPortingDate,
  formatPhoneNumber,
  numberInventory,
  parseDutchNumber,
  parseInternationalNumber,
  portingDateProblem,
  PORTING_STATUSES,
  VOIP_AREAS,
} from './index.js';

describe('the number inventory', () => {
  it('gives each area the same 60 distinct numbers of its own area code every time', () => {
    for (const area of VOIP_AREAS) {
      const numbers = numberInventory(area.id);
      expect(numbers).toHaveLength(60);
      expect(new Set(numbers).size).toBe(60);
      expect(numberInventory(area.id)).toEqual(numbers);
      // Each number's own area, and a subscriber part that starts with 2–9, as real subscriber numbers do (checked
      // with one expect per area: 2,520 expects, two per number, cost vitest far more than the checks).
      expect(numbers.filter((number) => areaOfNumber(number)?.id !== area.id)).toEqual([]);
      const subscribers = numbers.map((number) => number.slice(1 + area.countryCode.length + area.areaCode.length));
      expect(subscribers.filter((subscriber) => !/^[2-9]\d+$/.test(subscriber))).toEqual([]);
    }
  });

  it('refuses an unknown area', () => {
    expect(() => numberInventory('099')).toThrow(RangeError);
  });

  it('writes Dutch numbers nationally and others internationally', () => {
    expect(formatPhoneNumber('+31201234567')).toBe('020 123 4567');
    expect(formatPhoneNumber('+31851234567')).toBe('085 123 4567');
    expect(formatPhoneNumber('+31612345678')).toBe('06 1234 5678');
    expect(formatPhoneNumber('+3222345678')).toBe('+32 2 234 56 78');
    expect(formatPhoneNumber('+493012345678')).toBe('+49 30 12345678');
    expect(formatPhoneNumber('+99912')).toBe('+99912');
    expect(formatPhoneNumber('+3223456789')).toBe('+32 2 345 67 89');
    expect(formatPhoneNumber('+12125550123')).toBe('+1 212 555 0123');
    expect(formatPhoneNumber('+442079460123')).toBe('+44 20 7946 0123');
  });
});

describe('numbers to port', () => {
  it('reads Dutch numbers however they are typed', () => {
    for (const typed of ['020-123 4567', '0201234567', '+31 20 1234567', '0031 20 123 45 67', '(020) 123.4567'])
      expect(parseDutchNumber(typed)).toBe('+31201234567');
    expect(parseDutchNumber('06 12345678')).toBe('+31612345678');
  });

  it('refuses what is not a portable Dutch number', () => {
    for (const typed of [
      '',
      '12345',
      '020123456',
      '02012345678',
      '0800 1234567',
      '0900 123 4567',
      '+32 2 345 67 89',
      'abc',
    ])
      expect(parseDutchNumber(typed)).toBeNull();
  });

  it('reads international numbers with their country code, never a Dutch one', () => {
    expect(parseInternationalNumber('+32 2 345 67 89')).toBe('+3223456789');
    expect(parseInternationalNumber('0049 30 12345678')).toBe('+493012345678');
    expect(parseInternationalNumber('+31 20 123 4567')).toBeNull();
    expect(parseInternationalNumber('2 345 67 89')).toBeNull();
  });
});

describe('porting', () => {
  it('moves only forward: requested → validated → scheduled → completed, rejected before completion', () => {
    const allowed = PORTING_STATUSES.flatMap((from) =>
      PORTING_STATUSES.filter((to) => canMovePorting(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'requested→validated',
      'requested→rejected',
      'validated→scheduled',
      'validated→rejected',
      'scheduled→completed',
      'scheduled→rejected',
    ]);
  });

  it('counts working days past the weekend', () => {
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02'); // Friday → Wednesday
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26'); // Monday → Thursday
    expect(earliestPortingDate('2026-11-28')).toBe('2026-12-02'); // Saturday → Wednesday
  });

  it('takes a wished date of a working day from 3 working days on, within 120 days', () => {
    const today = '2026-11-26'; // Thursday
    expect(portingDateProblem('2026-11-30', today)).toBe('tooSoon');
    expect(portingDateProblem('2026-12-01', today)).toBeNull();
    expect(portingDateProblem('2026-12-05', today)).toBe('notWorkingDay');
    expect(portingDateProblem('2027-03-26', today)).toBeNull();
    expect(portingDateProblem('2027-03-29', today)).toBe('tooLate');
  });
});
