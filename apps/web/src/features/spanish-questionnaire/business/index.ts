import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  naf: () => import('./naf-step.js').then((module) => module.NafStep),
  activity: () => import('./activity-step.js').then((module) => module.ActivityStep),
  'previous-activity': () =>
    import('./previous-activity-step.js').then((module) => module.PreviousActivityStep),
  expectations: () => import('./expectations-step.js').then((module) => module.ExpectationsStep),
  mutual: () => import('./mutual-step.js').then((module) => module.MutualStep),
  iban: () => import('./iban-step.js').then((module) => module.IbanStep),
  'iban-review': () => import('./iban-review-step.js').then((module) => module.IbanReviewStep),
} satisfies FunnelSteps;
