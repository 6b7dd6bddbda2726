export * from './answers.js';
export * from './provinces.js';
export * from './validation.js';
export * from './funnels.js';
