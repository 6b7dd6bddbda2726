export * from './definition.js';
export * from './progress.js';
export * from './navigation.js';
export * from './france/index.js';
export * from './merge-answers.js';
export * from './calendar-date.js';
export * from './incomplete-steps.js';
export * from './spain/index.js';
