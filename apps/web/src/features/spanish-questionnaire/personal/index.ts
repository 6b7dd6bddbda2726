import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  id: () => import('./id-step.js').then((module) => module.IdStep),
  'id-review': () => import('./id-review-step.js').then((module) => module.IdReviewStep),
  poa: () => import('./poa-step.js').then((module) => module.PoaStep),
  'poa-review': () =>
    import('./address-review-step.js').then((module) => module.HomeAddressReviewStep),
  'other-address-fiscal': () =>
    import('./other-address-step.js').then((module) => module.FiscalAddressStep),
  'other-address-fiscal-review': () =>
    import('./address-review-step.js').then((module) => module.FiscalAddressReviewStep),
  'other-address-notification': () =>
    import('./other-address-step.js').then((module) => module.NotificationAddressStep),
  'other-address-notification-review': () =>
    import('./address-review-step.js').then((module) => module.NotificationAddressReviewStep),
  'housing-deduction': () =>
    import('./housing-deduction-step.js').then((module) => module.HousingDeductionStep),
} satisfies FunnelSteps;
