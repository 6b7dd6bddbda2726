export * from './spain/index.js';
export * from './uk/index.js';
