export * from './fiscal-territory.js';
export * from './identity-number.js';
