// Case- and accent-insensitive text rules shared by searching and sorting, chosen so SQLite can reproduce them
// exactly.
//
// - Folding (`foldCase`) makes the key that lists search and sort on: `toLowerCase()` (locale-independent, full
//   Unicode), then the accents dropped (NFD, the combining diacritical marks removed, back to NFC) and the few
//   Latin letters that do not decompose written as their base letters (ø → o, æ → ae, ß → ss, ł → l, …). So
//   'Émile' folds to 'emile' and sorts before 'Zoë' ('zoe'), and a search for 'emile' finds 'Émile' (and one for
//   'émile' finds 'Emile'): the back office searches the way people type names. E-mail addresses are ASCII
//   (EmailSchema), so their folding is their lower case and identity by address is unchanged.
//   SQLite's own `lower()` and `LIKE` fold ASCII only, so the SQL side registers this very function
//   (`db.function('fold_case', { deterministic: true }, foldCase)`), stores it in the *_key columns and compares
//   with `instr(key, fold_case(?)) > 0` to search and `ORDER BY key` to sort.
// - Order is by Unicode code point of the folded text. That is SQLite's BINARY collation on UTF-8 text
//   (memcmp), and it equals JavaScript's code-unit order except for characters above U+FFFF, which code-point
//   order puts after U+E000..U+FFFF. No `localeCompare`: its result depends on the ICU data of the runtime.

/** Combining diacritical marks: U+0300–036F and their extension and supplement blocks, and the half marks. */
const COMBINING_DIACRITICS: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isCombiningDiacritic = (unit: number) => COMBINING_DIACRITICS.some(([low, high]) => unit >= low && unit <= high);

/** Lower-case Latin letters without a decomposition, and the letters they sort as. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
};

// eslint-disable-next-line no-control-regex -- the whole ASCII range, to take the short way for plain text
const ASCII = /^[\u0000-\u007f]*$/;

/** The search and sort key of a text: lower case without accents ('Émile Ærø' → 'emile aero'). */
export function foldCase(value: string): string {
  const lower = value.toLowerCase();
  if (ASCII.test(lower)) return lower;
  let folded = '';
  const decomposed = lower.normalize('NFD');
  // Every mark of the ranges is in the BMP, so code units are enough; surrogate pairs pass unchanged.
  for (let index = 0; index < decomposed.length; index += 1) {
    const unit = decomposed.charCodeAt(index);
    if (!isCombiningDiacritic(unit)) folded += decomposed[index];
  }
  let keyed = '';
  for (const letter of folded.normalize('NFC')) keyed += BASE_LETTERS[letter] ?? letter;
  return keyed;
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

/** Case- and accent-insensitive comparison: `compareText` of the folded strings. */
export function compareFoldedText(a: string, b: string): number {
  return compareText(foldCase(a), foldCase(b));
}

// eslint-disable-next-line no-control-regex -- the control characters are what it matches
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The search text as the filters use it: without control characters, trimmed (`String.prototype.trim`) and folded; '' means "no search".
 * Callers that build SQL pass this value as the parameter.
 */
export function normalizeSearch(search: string | null | undefined): string {
  // Control characters (NUL among them, which PostgreSQL's text cannot hold) never occur in the stored names and
  // addresses: they are dropped from the search rather than making it fail.
  return typeof search === 'string' ? foldCase(search.replace(CONTROL_CHARACTERS, '').trim()) : '';
}
