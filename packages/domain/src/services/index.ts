// Services a paid order delivers (decisions.md §8): eSIMs and subscriptions.
export * from './esims.js';
export * from './subscriptions.js';
