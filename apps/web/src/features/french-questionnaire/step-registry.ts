import { createFunnelRegistry } from '../../components/questionnaire/funnel-registry.js';

/** The French questionnaire's funnels, each with its pages. */
export const { hasFunnelPages, loadFunnelSteps } = createFunnelRegistry({
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'capital-deposit': () => import('./capital/index.js'),
  'confirm-identity': () => import('./identity/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
