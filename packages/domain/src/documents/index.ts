export * from './document-types.js';
export * from './upload-rules.js';
export * from './document-list.js';
export * from './announced-file.js';
export * from './file-size.js';
