export { createSubscriptionService } from './subscriptions.rpc.js';
export { assertPlanAllowsChanges } from './subscription-access.js';
export { applySubscriptionChange } from './use-cases/apply-subscription-change.js';
export { startSubscription } from './use-cases/start-subscription.js';
export type { SubscriptionChangeInput } from './subscription-change.js';
