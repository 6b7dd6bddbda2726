import { createFunnelRegistry } from '../../components/questionnaire/funnel-registry.js';

/** The Spanish questionnaire's funnels, each with its pages. */
export const { hasFunnelPages, loadFunnelSteps } = createFunnelRegistry({
  'digital-certificate': () => import('./certificate/index.js'),
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
