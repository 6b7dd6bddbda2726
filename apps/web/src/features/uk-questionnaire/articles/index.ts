import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  articles: () => import('./articles-step.js').then((module) => module.ArticlesStep),
} satisfies FunnelSteps;
