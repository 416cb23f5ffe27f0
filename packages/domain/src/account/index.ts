export * from './redirect.js';
export * from './services.js';
