import { describe, it, expect } from 'vitest';
import { compareFoldedText, compareText, foldCase, normalizeSearch } from './text.js';

describe('text rules', () => {
  it('folds case and accents, beyond ASCII too', () => {
    expect(foldCase('ÉMILE Bakker')).toBe('emile bakker');
    expect(foldCase('Zoë Ørsted-Łukasiewicz')).toBe('zoe orsted-lukasiewicz');
    expect(foldCase('STRAßE Ærø Œuvre İlker')).toBe('strasse aero oeuvre ilker');
    // The same name typed composed (U+00E9) or decomposed (e + U+0301) has the same key.
    expect(foldCase('\u00c9mile')).toBe(foldCase('E\u0301mile'));
  });

  it('keeps letters of other scripts, and addresses as their lower case', () => {
    expect(foldCase('中文 Ωmega 😀')).toBe('中文 ωmega 😀');
    expect(foldCase('한국어')).toBe('한국어');
    expect(foldCase('Jan.de-Vries+1@Example.NL')).toBe('jan.de-vries+1@example.nl');
  });

  it('is idempotent: a folded key folds to itself', () => {
    const samples = ['Émile', 'ǅemal', 'İstanbul', 'ẞ', 'Ǆ', 'ﬃ', 'Å', 'Ḁ', 'Ａｂｃ', 'ΐ', 'Ő', 'ﾊﾟ', 'ȺȾ', 'ⅷ'];
    for (const sample of samples) expect(foldCase(foldCase(sample))).toBe(foldCase(sample));
  });

  it('sorts accented names with their base letters: Émile before Zoë', () => {
    expect(Math.sign(compareFoldedText('Émile', 'Zoë'))).toBe(-1);
    expect(Math.sign(compareFoldedText('Ørjan', 'Pieter'))).toBe(-1);
    expect(compareFoldedText('émile', 'EMILE')).toBe(0);
  });

  it('trims and folds the search text', () => {
    expect(normalizeSearch('  Jan DE ')).toBe('jan de');
    expect(normalizeSearch(' Émile ')).toBe('emile');
    expect(normalizeSearch(undefined)).toBe('');
    expect(normalizeSearch(null)).toBe('');
    // Control characters never occur in stored names (PostgreSQL's text cannot even hold NUL): they are dropped.
    expect(normalizeSearch('\u0000Jan\u0007 \u001f')).toBe('jan');
    expect(normalizeSearch('\u0000')).toBe('');
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
