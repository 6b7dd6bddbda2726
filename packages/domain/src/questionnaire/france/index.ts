export * from './answers.js';
export * from './funnels.js';
export * from './rules.js';
export * from './validation.js';
export * from './submission-checks.js';
export * from './home-destination.js';
