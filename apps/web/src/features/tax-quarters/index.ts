export { TaxQuartersPage } from './tax-quarters-page.js';
