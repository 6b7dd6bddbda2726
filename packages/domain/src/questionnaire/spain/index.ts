export * from './answers.js';
export * from './identity-documents.js';
export * from './funnels.js';
export * from './validation.js';
export * from './home.js';
export * from './mutuals.js';
export * from './calendar/index.js';
export * from './company/index.js';
