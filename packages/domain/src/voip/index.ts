// VOIP numbers and porting (docs/contracts.md §9).
export * from './numbers.js';
export * from './porting.js';
