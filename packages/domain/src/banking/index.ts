export * from './deposit-progress.js';
export * from './deposit-status.js';
export * from './display-states.js';
export * from './eligibility.js';
export * from './paid-up-capital.js';
export * from './iban-format.js';
