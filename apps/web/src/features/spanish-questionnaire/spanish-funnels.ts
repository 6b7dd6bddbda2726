import { createFunnelRegistry } from '../questionnaire/funnel-registry.js';

/**
 * The Spanish questionnaire's funnels, each with its list of pages. Apart from the
 * rest of the questionnaire: the step route's loader, in the app's first
 * chunk, asks for them.
 */
export const spanishFunnels = createFunnelRegistry({
  'digital-certificate': () => import('./certificate/index.js'),
  'personal-information': () => import('./personal/index.js'),
  'business-information': () => import('./business/index.js'),
  'company-formation': () => import('./company/index.js'),
  'final-summary': () => import('./summary/index.js'),
  'e-signature': () => import('./esignature/index.js'),
});
