// VOIP numbers and porting (decisions.md §9).
export * from './numbers.js';
export * from './porting.js';
