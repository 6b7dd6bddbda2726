import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/**
 * The UK questionnaire's funnels that have pages, each with its list of
 * pages. Apart from the rest of the questionnaire: the step route's loader,
 * in the app's first chunk, asks for them.
 */
export const ukFunnels = createFunnelRegistry({
  company: () => import('./company/index.js'),
  people: () => import('./people/index.js'),
  articles: () => import('./articles/index.js'),
});
