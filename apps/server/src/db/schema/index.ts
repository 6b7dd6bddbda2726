export * from './auth.js';
export * from './customers.js';
export * from './accounts.js';
export * from './orders.js';
export * from './feature-flags.js';
export * from './email-outbox.js';
export * from './analytics.js';
export * from './documents.js';
