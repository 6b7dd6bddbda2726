export { CapitalDepositPage } from './capital-deposit-page.js';
