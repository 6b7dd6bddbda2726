export * from './spanish-company.js';
export * from './person-id.js';
export * from './share-capital.js';
export * from './board.js';
export * from './company-name.js';
