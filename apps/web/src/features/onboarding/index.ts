export { CreateCustomerPage } from './create-customer-page.js';
