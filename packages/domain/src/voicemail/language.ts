// The language of a message, read from its words: the language whose common short words occur most (docs/decisions/055).
import { ANALYSIS_LANGUAGES, type AnalysisLanguage } from './constants.js';
import { countOf, wordsOf } from './text.js';
import { LANGUAGE_WORDS } from './words.js';

/** The language of a text: most stop words wins; a tie goes to the earlier of nl, en, de, fr, es; none is nl. */
export function detectLanguage(text: string): AnalysisLanguage {
  const words = wordsOf(text);
  let best: AnalysisLanguage = 'nl';
  let bestCount = 0;
  for (const language of ANALYSIS_LANGUAGES) {
    const count = LANGUAGE_WORDS[language].stopWords.reduce((sum, word) => sum + countOf(words, word), 0);
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
