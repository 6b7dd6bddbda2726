export * from './document-types.js';
export * from './upload-rules.js';
