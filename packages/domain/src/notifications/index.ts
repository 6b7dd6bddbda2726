export * from './retry.js';
export * from './status-email.js';
