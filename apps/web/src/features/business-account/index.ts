export { BusinessAccountPage } from './business-account-page.js';
