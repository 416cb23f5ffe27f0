// The analysis's two vocabularies, apart from the analysis itself so that the API's schemas (api/voicemail.ts) name
// them without pulling in the date parser.

/** The languages a message is analysed in. */
export const ANALYSIS_LANGUAGES = ['nl', 'en', 'de', 'fr', 'es'] as const;
export type AnalysisLanguage = (typeof ANALYSIS_LANGUAGES)[number];

export const URGENCIES = ['urgent', 'normal', 'spam'] as const;
export type Urgency = (typeof URGENCIES)[number];
