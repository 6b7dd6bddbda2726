import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/** The Spanish questionnaire's funnels, each with its list of pages, a chunk of its own. */
export const spanishFunnels = createFunnelRegistry({
  'digital-certificate': () => import('./certificate/index.js'),
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'company-formation': () => import('./company/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
