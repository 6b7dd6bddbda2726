import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/** The UK questionnaire's funnels, each with its list of pages, a chunk of its own. */
export const ukFunnels = createFunnelRegistry({
  company: () => import('./company/index.js'),
  people: () => import('./people/index.js'),
  articles: () => import('./articles/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
