export { AccountingPage } from './accounting-page.js';
