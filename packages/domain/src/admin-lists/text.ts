// Case-insensitive text rules shared by searching and sorting, chosen so SQLite can reproduce them exactly.
//
// - Folding is `String.prototype.toLowerCase()` (locale-independent, full Unicode). SQLite's own `lower()`
//   and `LIKE` fold ASCII only, so the SQL side registers this very function
//   (`db.function('fold_case', { deterministic: true }, foldCase)`) and uses
//   `instr(fold_case(col), fold_case(?)) > 0` to search and `ORDER BY fold_case(col)` to sort.
// - Order is by Unicode code point. That is SQLite's BINARY collation on UTF-8 text (memcmp), and it equals
//   JavaScript's code-unit order except for characters above U+FFFF, which code-point order puts after
//   U+E000..U+FFFF. No `localeCompare`: its result depends on the ICU data of the runtime.

export function foldCase(value: string): string {
  return value.toLowerCase();
}

/** Moves a UTF-16 code unit so that comparing the moved units gives code-point order. */
function codePointOrderUnit(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000; // surrogates: after U+E000..U+FFFF
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** Negative, 0 or positive as `a` sorts before, with or after `b` by Unicode code point (no folding). */
export function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const unitA = a.charCodeAt(index);
    const unitB = b.charCodeAt(index);
    if (unitA !== unitB) return codePointOrderUnit(unitA) - codePointOrderUnit(unitB);
  }
  return a.length - b.length;
}

/** Case-insensitive comparison: `compareText` of the folded strings. */
export function compareFoldedText(a: string, b: string): number {
  return compareText(foldCase(a), foldCase(b));
}

/**
 * The search text as the filters use it: trimmed (`String.prototype.trim`) and folded; '' means "no search".
 * Callers that build SQL pass this value as the parameter.
 */
export function normalizeSearch(search: string | null | undefined): string {
  return typeof search === 'string' ? foldCase(search.trim()) : '';
}
