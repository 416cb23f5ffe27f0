// The AI assistant (docs/contracts.md §16): its knowledge, the free slots it books, and the built-in rule engine.
export * from './knowledge.js';
export * from './slots.js';
export * from './engine.js';
export { ASSISTANT_TIME_ZONE } from './time-zone.js';
export * from './chat.js';
