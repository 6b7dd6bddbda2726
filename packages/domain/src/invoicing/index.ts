export * from './scaled-number.js';
export * from './document-totals.js';
