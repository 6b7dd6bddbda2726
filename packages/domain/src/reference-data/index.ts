export * from './search-text.js';
export * from './activity-index.js';
export * from './load-activity-index.js';
