export * from './modelo-130.js';
export * from './modelo-303.js';
export * from './quarter.js';
