import { describe, it, expect } from 'vitest';
import { initials, relativeTime } from './display.js';

describe('initials', () => {
  it.each<[string | null | undefined, string]>([
    ['Jan de Vries', 'JD'],
    ['anna', 'A'],
    ['', 'U'],
    [undefined, 'U'],
    [null, 'U'],
    ['   ', 'U'],
    ['  piet   jansen  ', 'PJ'],
    ['Anna Maria Bakker', 'AM'],
    ['émile dupont', 'ÉD'],
    ['Jan\tde\nVries', 'JD'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('is called without an argument', () => {
    expect(initials()).toBe('U');
  });
});

describe('relativeTime', () => {
  const now = '2024-06-15T12:00:00Z';
  const nowMs = Date.UTC(2024, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => new Date(nowMs - seconds * 1000).toISOString();

  it.each<[string, number, ReturnType<typeof relativeTime>]>([
    ['0 s', 0, { unit: 'now' }],
    ['59 s', 59, { unit: 'now' }],
    ['60 s', 60, { unit: 'minutes', value: 1 }],
    ['119 s', 119, { unit: 'minutes', value: 1 }],
    ['59 min 59 s', 59 * 60 + 59, { unit: 'minutes', value: 59 }],
    ['60 min', 60 * 60, { unit: 'hours', value: 1 }],
    ['23 h 59 min', 23 * 3600 + 59 * 60, { unit: 'hours', value: 23 }],
    ['24 h', 24 * 3600, { unit: 'date' }],
    ['3 days', 3 * 86_400, { unit: 'date' }],
    ['a future timestamp', -3600, { unit: 'now' }],
  ])('%s ago', (_label, seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toEqual(expected);
  });

  it('accepts milliseconds and Date objects', () => {
    expect(relativeTime(nowMs - 5 * 60_000, nowMs)).toEqual({ unit: 'minutes', value: 5 });
    expect(relativeTime(new Date(nowMs - 2 * 3_600_000), new Date(nowMs))).toEqual({ unit: 'hours', value: 2 });
  });

  it('reads an ISO time without an offset as UTC', () => {
    expect(relativeTime('2024-06-15T11:30:00', now)).toEqual({ unit: 'minutes', value: 30 });
    expect(relativeTime('2024-06-15T13:30:00+02:00', now)).toEqual({ unit: 'minutes', value: 30 });
  });

  it('falls back to a date for a timestamp it cannot read', () => {
    expect(relativeTime('yesterday', now)).toEqual({ unit: 'date' });
  });
});
