import { describe, it, expect } from 'vitest';
import { compareFoldedText, compareText, foldCase, normalizeSearch } from './text.js';

describe('text rules', () => {
  it('folds with toLowerCase, beyond ASCII too', () => {
    expect(foldCase('ÉMILE Bakker')).toBe('émile bakker');
  });

  it('trims and folds the search text', () => {
    expect(normalizeSearch('  Jan DE ')).toBe('jan de');
    expect(normalizeSearch(undefined)).toBe('');
    expect(normalizeSearch(null)).toBe('');
  });

  it.each<[string, string, number]>([
    ['alice', 'bob', -1],
    ['Bob', 'alice', -1], // unfolded: 'B' (66) before 'a' (97)
    ['abc', 'ab', 1],
    ['', 'a', -1],
    ['same', 'same', 0],
    ['\u{1F600}', '\uFFFD', 1], // code point order: U+1F600 after U+FFFD (code units would say before)
    ['\uE000', '\u{10000}', -1],
  ])('compareText(%j, %j) has the sign %d', (a, b, sign) => {
    expect(Math.sign(compareText(a, b))).toBe(sign);
  });

  it('compares case-insensitively after folding', () => {
    expect(Math.sign(compareFoldedText('alice', 'Bob'))).toBe(-1);
    expect(compareFoldedText('ALICE', 'alice')).toBe(0);
  });
});
