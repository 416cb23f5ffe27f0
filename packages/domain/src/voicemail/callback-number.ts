// The number a caller says to be called back on (docs/decisions/055), in E.164 by the dial rule's forms
// (`forwardNumberOf`: '+…', '00…', Dutch national '0…').
import { forwardNumberOf } from '../voice/routing.js';
import type { AnalysisLanguage } from './constants.js';
import { LANGUAGE_WORDS } from './words.js';

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/**
 * Digits said one by one ("nul zes, een twee …") written as digits, with "plus" before them as '+'. Only a run that
 * gives at least 9 digits is rewritten, so that "een afspraak" or "at one" stay words.
 */
function spokenDigitsAsDigits(text: string, language: AnalysisLanguage): string {
  const digitWords = LANGUAGE_WORDS[language].digits;
  const word = digitWords
    .flat()
    .sort((a, b) => b.length - a.length)
    .join('|');
  const token = `(?:${word}|\\d+)`;
  const run = new RegExp(`${START}(?:plus\\s+)?${token}(?:[\\s,-]+${token})+${END}`, 'giu');
  return text.replace(run, (said) => {
    const tokens = said.toLowerCase().split(/[\s,-]+/);
    if (tokens.every((token) => /^\d+$/.test(token))) return said;
    const plus = tokens[0] === 'plus';
    const digits = tokens
      .slice(plus ? 1 : 0)
      .map((token) => (/^\d+$/.test(token) ? token : String(digitWords.findIndex((words) => words.includes(token)))))
      .join('');
    return digits.length >= 9 ? `${plus ? '+' : ''}${digits}` : said;
  });
}

/**
 * The first phone number said in the text, in E.164; null when there is none. Digits written in groups ("06 12 34 56
 * 78", "+31 20 123 4567", "020-1234567") are one number; of a run of groups the longest valid start is taken, so a
 * number followed by other figures is still found.
 */
export function callbackNumberOf(text: string, language: AnalysisLanguage): string | null {
  const prepared = spokenDigitsAsDigits(text, language);
  for (const run of prepared.matchAll(/(?:\+\s?)?\(?\d[\d\s\-./()]*\d/g)) {
    const groups = run[0].split(/[\s\-./()]+/).filter((group) => group !== '');
    for (let first = 0; first < groups.length; first += 1) {
      let found: string | null = null;
      // E.164 has at most 15 digits, so at most 15 groups make one number.
      for (let last = first; last < Math.min(groups.length, first + 15); last += 1) {
        found = forwardNumberOf(groups.slice(first, last + 1).join('')) ?? found;
      }
      if (found) return found;
    }
  }
  return null;
}
