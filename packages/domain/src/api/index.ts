// The API's contract (style.md "One schema per shape"): the zod schemas of every call's path parameters, query,
// body and answer, by resource, with their inferred types. The API validates with them, the OpenAPI document is
// generated from them and the web app takes its types from them.
export * from './common.js';
export * from './system.js';
export * from './auth.js';
export * from './orders.js';
export * from './payments.js';
export * from './admin-orders.js';
export * from './address.js';
export * from './forms.js';
export * from './invoices.js';
export * from './admin-customers.js';
export * from './admin-invoices.js';
export * from './admin-dashboard.js';
export * from './admin-activity.js';
export * from './admin-users.js';
export * from './admin-settings.js';
export * from './admin-reports.js';
export * from './esims.js';
export * from './top-ups.js';
export * from './subscriptions.js';
export * from './voip.js';
export * from './privacy.js';
export * from './admin-services.js';
export * from './contract-summary.js';
export * from './withdrawals.js';
export * from './calls.js';
export * from './voicemail.js';
export * from './assistant.js';
export * from './api-keys.js';
export * from './webhooks.js';
export * from './operations.js';
export * from './routes.js';
