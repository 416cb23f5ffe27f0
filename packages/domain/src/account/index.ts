export * from './redirect.js';
export * from './email.js';
