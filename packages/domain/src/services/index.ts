// Services a paid order delivers (decisions.md §8): eSIMs and subscriptions, and the dashboard's figures of them.
export * from './esims.js';
export * from './subscriptions.js';
export * from './dashboard.js';
