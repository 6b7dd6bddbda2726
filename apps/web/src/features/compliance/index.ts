export { CompliancePage } from './compliance-page.js';
