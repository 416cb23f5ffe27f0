// The public surface of @telecom/domain (docs/contracts.md §5). Each area re-exports its own public names.
export * from './pricing/index.js';
export * from './travel/index.js';
export * from './i18n/index.js';
export * from './schemas/index.js';
export * from './checkout/index.js';
export * from './admin-lists/index.js';
export * from './account/index.js';
export * from './api/index.js';
export * from './invoices/index.js';
export * from './services/index.js';
export * from './voip/index.js';
export * from './voice/index.js';
export * from './voicemail/index.js';
export * from './withdrawal/index.js';
export * from './company/index.js';
export * from './assistant/index.js';
