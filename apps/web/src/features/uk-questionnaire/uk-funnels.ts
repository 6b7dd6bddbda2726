import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/** The UK questionnaire's funnels that have pages, each with its list of pages, a chunk of its own. */
export const ukFunnels = createFunnelRegistry({
  company: () => import('./company/index.js'),
  people: () => import('./people/index.js'),
  articles: () => import('./articles/index.js'),
});
