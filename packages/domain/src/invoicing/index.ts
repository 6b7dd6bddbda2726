export * from './legal-mentions.js';
