export * from './transitions.js';
export * from './founder-timeline.js';
export * from './step-documents.js';
