export { createTaxQuarterService } from './tax-quarters.rpc.js';
