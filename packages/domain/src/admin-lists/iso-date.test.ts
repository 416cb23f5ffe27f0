import { describe, it, expect } from 'vitest';
import { isCalendarDate, isIsoDate, isIsoMonth, isoDatePart, parseIsoInstant } from './iso-date.js';

describe('parseIsoInstant', () => {
  it.each<[string, number | null]>([
    ['2024-01-05', Date.UTC(2024, 0, 5)],
    ['2024-01-05T10:00', Date.UTC(2024, 0, 5, 10)],
    ['2024-01-05 10:00:30', Date.UTC(2024, 0, 5, 10, 0, 30)],
    ['2024-01-05T10:00:00Z', Date.UTC(2024, 0, 5, 10)],
    ['2024-01-05T10:00:00.123Z', Date.UTC(2024, 0, 5, 10, 0, 0, 123)],
    ['2024-01-05T10:00:00.1235Z', Date.UTC(2024, 0, 5, 10, 0, 0, 124)],
    ['2024-01-05T10:00:00.9999Z', Date.UTC(2024, 0, 5, 10, 0, 0, 999)],
    ['2024-01-05T12:00:00+02:00', Date.UTC(2024, 0, 5, 10)],
    ['2024-01-05T05:30:00-04:30', Date.UTC(2024, 0, 5, 10)],
    ['2023-02-31', Date.UTC(2023, 2, 3)],
    ['2024-01-05T24:00', Date.UTC(2024, 0, 6)],
    ['0001-01-01', -62_135_596_800_000],
    ['2024-01-05Z', null],
    ['2024-13-01', null],
    ['2024-01-32', null],
    ['2024-01-05T10:60', null],
    ['2024-01-05T10:00+15:00', null],
    ['2024-1-5', null],
    ['9999-12-31T23:59:59.999Z', 253_402_300_799_999],
    ['9999-12-31T24:00', null],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(parseIsoInstant(value)).toBe(expected);
  });
});

describe('ISO date helpers', () => {
  it('recognises dates and months', () => {
    expect(isIsoDate('2024-06-15')).toBe(true);
    expect(isIsoDate('2024-06-15T10:00')).toBe(false);
    expect(isIsoDate(20240615)).toBe(false);
    expect(isIsoMonth('2024-06')).toBe(true);
    expect(isIsoMonth('2024-00')).toBe(false);
    expect(isIsoMonth('2024-6')).toBe(false);
  });

  it('takes the date a value starts with, as written', () => {
    expect(isoDatePart('2024-06-15T23:30:00-05:00')).toBe('2024-06-15');
    expect(isoDatePart('15-06-2024')).toBeNull();
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '1999-04-30', '1000-01-01'])(
    'accepts %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '0000-01-01',
    '0999-12-31',
    '2026-2-3',
    '2026-02-28T00:00',
    20260228,
    null,
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});
