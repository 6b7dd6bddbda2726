import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  directors: () => import('./directors-step.js').then((module) => module.DirectorsStep),
} satisfies FunnelSteps;
