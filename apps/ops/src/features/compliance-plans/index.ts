export { CompliancePlansPage } from './compliance-plans-page.js';
export { CompliancePlanReviewPage } from './compliance-plan-review-page.js';
