export * from './redirect.js';
export * from './services.js';
export * from './email.js';
