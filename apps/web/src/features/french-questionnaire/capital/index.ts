import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  amount: () => import('./amount-step.js').then((module) => module.AmountStep),
} satisfies FunnelSteps;
