// Sorting the admin lists (spec point 5), defined so an SQL ORDER BY gives the same order.
//
// Each column is compared as one type, the same for all its rows:
// - 'text': case- and accent-insensitive, `foldCase` then Unicode code-point order (`compareText`): 'Émile'
//   sorts as 'emile', before 'Zoë'. No localeCompare. SQL: `ORDER BY col_key` (the stored `fold_case(col)`).
// - 'number': numerically (9 < 10 < 100). NaN counts as null. SQL: `ORDER BY col` on a REAL/INTEGER column.
// - 'date': by instant (`parseIsoInstant`: `YYYY-MM-DD` or ISO date-time, UTC when no offset); text that is
//   not such a date counts as null. SQL: `ORDER BY julianday(col)`.
// - 'boolean': false before true. SQL: `ORDER BY col` on a 0/1 column.
// Without an explicit `type`, the column's type is detected from its non-null values: all numbers →
// 'number', all booleans → 'boolean', all strings that are ISO dates → 'date', anything else → 'text'
// (non-strings compared by `String(value)`). The list functions always pass the type, so their order never
// depends on the data.
// - null and undefined sort last in both directions. SQL: `ORDER BY <key> IS NULL, <key> ASC|DESC`.
// - Stable: rows with equal keys keep their input order in both directions (descending reverses the
//   keys, not the ties). SQL: end the ORDER BY with the column that gives the input order (e.g. the rowid).

import { parseIsoInstant } from './iso-date.js';
import { compareText, foldCase } from './text.js';
import type { SortState } from './types.js';

export type SortValueType = 'text' | 'number' | 'date' | 'boolean';

export interface SortSpec<K extends string = string> extends SortState<K> {
  /** How to compare the column; detected from the values when absent. */
  type?: SortValueType;
}

type SortKey = string | number | boolean;

function detectType(values: readonly unknown[]): SortValueType {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length === 0) return 'text';
  if (present.every((value) => typeof value === 'number')) return 'number';
  if (present.every((value) => typeof value === 'boolean')) return 'boolean';
  if (present.every((value) => typeof value === 'string' && parseIsoInstant(value) !== null)) return 'date';
  return 'text';
}

/** The comparable key of one value, or null for "sorts last". */
function sortKey(value: unknown, type: SortValueType): SortKey | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'number':
      return typeof value === 'number' && !Number.isNaN(value) ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'date':
      return typeof value === 'string' ? parseIsoInstant(value) : null;
    case 'text':
      return foldCase(String(value));
  }
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  return Number(a) - Number(b); // booleans: false before true
}

/** A new array sorted by one column; see the rules at the top of this file. */
export function sortRows<T extends object, K extends keyof T & string>(rows: readonly T[], sort: SortSpec<K>): T[] {
  const values = rows.map((row) => row[sort.key] as unknown);
  const type = sort.type ?? detectType(values);
  const sign = sort.direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, key: sortKey(values[index], type) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const order = compareKeys(a.key, b.key);
      if (order !== 0) return sign * order;
    }
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The sort after a click on a column header: the active column flips between ascending and descending;
 * another column sorts ascending.
 */
export function nextSort<K extends string>(current: SortState<K>, clickedKey: K): SortState<K> {
  if (current.key === clickedKey) {
    return { key: clickedKey, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: clickedKey, direction: 'asc' };
}
