// Voicemail (docs/contracts.md §16): what a message says, read from its transcript.
export * from './analysis.js';
