import { describe, it, expect } from 'vitest';
import { nextSort, sortRows } from './sort.js';

interface Row {
  id: number;
  name: string | null;
  amount?: number | null;
  date?: string | null;
  recurring?: boolean;
}

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('sortRows', () => {
  it('sorts strings case-insensitively', () => {
    const rows: Row[] = [
      { id: 1, name: 'charlie' },
      { id: 2, name: 'Bob' },
      { id: 3, name: 'alice' },
      { id: 4, name: 'Alice B' },
    ];
    expect(ids(sortRows(rows, { key: 'name', direction: 'asc' }))).toEqual([3, 4, 2, 1]);
    expect(ids(sortRows(rows, { key: 'name', direction: 'desc' }))).toEqual([1, 2, 4, 3]);
  });

  it('sorts accented names with their base letters (Émile before Zoë), by code point after folding', () => {
    const rows: Row[] = [
      { id: 1, name: 'Zoë' },
      { id: 2, name: 'Émile' },
      { id: 3, name: 'Eva' },
      { id: 4, name: 'Ömer' },
      { id: 5, name: 'emile' },
    ];
    expect(ids(sortRows(rows, { key: 'name', direction: 'asc' }))).toEqual([2, 5, 3, 4, 1]);
    expect(ids(sortRows(rows, { key: 'name', direction: 'desc' }))).toEqual([1, 4, 3, 2, 5]);
  });

  it('sorts amounts numerically: 9 < 10 < 100', () => {
    const rows: Row[] = [
      { id: 1, name: 'a', amount: 100 },
      { id: 2, name: 'b', amount: 9 },
      { id: 3, name: 'c', amount: 10 },
      { id: 4, name: 'd', amount: 9.5 },
    ];
    expect(ids(sortRows(rows, { key: 'amount', direction: 'asc' }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortRows(rows, { key: 'amount', direction: 'desc' }))).toEqual([1, 3, 4, 2]);
  });

  it('sorts ISO dates and date-times by instant', () => {
    const rows: Row[] = [
      { id: 1, name: 'a', date: '2024-03-01T00:30:00+02:00' }, // 2024-02-29T22:30Z
      { id: 2, name: 'b', date: '2024-02-29T23:00:00Z' },
      { id: 3, name: 'c', date: '2023-12-31' },
      { id: 4, name: 'd', date: '2024-02-29T22:00:00' }, // no offset: UTC
    ];
    expect(ids(sortRows(rows, { key: 'date', direction: 'asc' }))).toEqual([3, 4, 1, 2]);
    expect(ids(sortRows(rows, { key: 'date', direction: 'desc', type: 'date' }))).toEqual([2, 1, 4, 3]);
  });

  it('sorts booleans false before true', () => {
    const rows: Row[] = [
      { id: 1, name: 'a', recurring: true },
      { id: 2, name: 'b', recurring: false },
      { id: 3, name: 'c', recurring: true },
    ];
    expect(ids(sortRows(rows, { key: 'recurring', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, { key: 'recurring', direction: 'desc' }))).toEqual([1, 3, 2]);
  });

  it('keeps the input order of equal keys in both directions', () => {
    const rows: Row[] = [
      { id: 1, name: 'Same' },
      { id: 2, name: 'other' },
      { id: 3, name: 'same' },
      { id: 4, name: 'SAME' },
    ];
    expect(ids(sortRows(rows, { key: 'name', direction: 'asc' }))).toEqual([2, 1, 3, 4]);
    expect(ids(sortRows(rows, { key: 'name', direction: 'desc' }))).toEqual([1, 3, 4, 2]);
  });

  it('puts nulls and missing values last in both directions', () => {
    const rows: Row[] = [
      { id: 1, name: null, amount: null },
      { id: 2, name: 'b', amount: 2 },
      { id: 3, name: 'a' },
      { id: 4, name: 'c', amount: 1 },
      { id: 5, name: null, amount: Number.NaN },
    ];
    expect(ids(sortRows(rows, { key: 'amount', direction: 'asc' }))).toEqual([4, 2, 1, 3, 5]);
    expect(ids(sortRows(rows, { key: 'amount', direction: 'desc' }))).toEqual([2, 4, 1, 3, 5]);
    expect(ids(sortRows(rows, { key: 'name', direction: 'desc' }))).toEqual([4, 2, 3, 1, 5]);
  });

  it('counts unreadable dates as null when the column is typed as dates', () => {
    const rows: Row[] = [
      { id: 1, name: 'a', date: 'soon' },
      { id: 2, name: 'b', date: '2024-01-02' },
      { id: 3, name: 'c', date: '2024-01-01' },
    ];
    expect(ids(sortRows(rows, { key: 'date', direction: 'asc', type: 'date' }))).toEqual([3, 2, 1]);
    // Detected as text because not every value is a date.
    expect(ids(sortRows(rows, { key: 'date', direction: 'asc' }))).toEqual([3, 2, 1]);
  });

  it('returns a new array and leaves the input alone', () => {
    const rows: Row[] = [
      { id: 2, name: 'b' },
      { id: 1, name: 'a' },
    ];
    const sorted = sortRows(rows, { key: 'name', direction: 'asc' });
    expect(sorted).not.toBe(rows);
    expect(ids(rows)).toEqual([2, 1]);
  });

  it('handles an empty list', () => {
    expect(sortRows([] as Row[], { key: 'name', direction: 'asc' })).toEqual([]);
  });
});

describe('nextSort', () => {
  it('flips the direction when the active column is clicked', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sorts another column ascending', () => {
    expect(nextSort({ key: 'name', direction: 'desc' }, 'email')).toEqual({ key: 'email', direction: 'asc' });
    expect(nextSort({ key: 'invoice_number', direction: 'desc' }, 'amount')).toEqual({
      key: 'amount',
      direction: 'asc',
    });
  });
});
