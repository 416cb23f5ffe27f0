// Reading words out of a transcript: one normal form for every word list of the analysis.

/**
 * The words of a text, lower case, separated by single spaces, with a space at either end: punctuation, apostrophes
 * and hyphens become spaces ("Rendez-vous" → " rendez vous ", "'s middags" → " s middags "); accents stay.
 */
export function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Whether the words (`wordsOf`) contain one of the entries: a word or a phrase, written as `wordsOf` writes it; an
 * entry ending in '*' also matches words that start with it ("dringend*" matches "dringende").
 */
export function containsAny(words: string, entries: readonly string[]): boolean {
  return entries.some((entry) => countOf(words, entry) > 0);
}

/** How often an entry (as in `containsAny`) occurs in the words. */
export function countOf(words: string, entry: string): number {
  const prefix = entry.endsWith('*');
  const phrase = ` ${prefix ? entry.slice(0, -1) : entry}${prefix ? '' : ' '}`;
  let count = 0;
  for (let at = words.indexOf(phrase); at !== -1; at = words.indexOf(phrase, at + 1)) count += 1;
  return count;
}
