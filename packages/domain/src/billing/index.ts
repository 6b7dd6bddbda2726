export * from './vat.js';
export * from './products.js';
export * from './payments.js';
export * from './checkouts.js';
export * from './subscriptions.js';
