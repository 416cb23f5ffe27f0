// Voicemail (docs/contracts.md §16): what a message says, read from its transcript.
export * from './analysis.js';
export { detectLanguage } from './language.js';
export { callbackNumberOf } from './callback-number.js';
export { callerNameOf, dayWrittenOut, SUMMARY_MAX_LENGTH } from './summary.js';
