export * from './transitions.js';
export * from './founder-timeline.js';
