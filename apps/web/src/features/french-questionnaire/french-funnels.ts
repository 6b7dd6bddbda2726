import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/** The French questionnaire's funnels, each with its list of pages, a chunk of its own. */
export const frenchFunnels = createFunnelRegistry({
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'capital-deposit': () => import('./capital/index.js'),
  'confirm-identity': () => import('./identity/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
