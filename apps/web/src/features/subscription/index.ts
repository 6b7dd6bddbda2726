export { PaymentProblemBanner } from './payment-problem-banner.js';
export { ReadOnlyNotice } from './read-only-notice.js';
export { useIsPlanReadOnly } from './api/use-subscription.js';
