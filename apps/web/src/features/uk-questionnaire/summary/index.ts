import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  summary: () => import('./summary-step.js').then((module) => module.SummaryStep),
} satisfies FunnelSteps;
