export * from './jurisdiction.js';
export * from './company-name.js';
export * from './sensitive-words.js';
export * from './directors.js';
export * from './significant-control.js';
export * from './statement-of-capital.js';
export * from './articles.js';
export * from './company-number.js';
