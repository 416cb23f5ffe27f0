// Voice (docs/contracts.md §15): destinations and rates of calls, bundles and fair use, the month's usage and meter, and
// who may have a number of an area, and where a number's calls go (routing).
export * from './destinations.js';
export * from './rating.js';
export * from './numbering.js';
export * from './calls.js';
export * from './routing.js';
