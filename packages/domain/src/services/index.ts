// Services a paid order delivers (docs/contracts.md §8): eSIMs and subscriptions, and the dashboard's figures of them.
export * from './esims.js';
export * from './subscriptions.js';
export * from './dashboard.js';
export * from './top-ups.js';
