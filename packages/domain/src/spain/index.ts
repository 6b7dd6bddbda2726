export * from './fiscal-territory.js';
