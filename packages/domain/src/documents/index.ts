export * from './document-types.js';
export * from './upload-rules.js';
export * from './document-list.js';
