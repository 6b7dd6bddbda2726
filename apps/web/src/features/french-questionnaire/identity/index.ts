import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  intro: () => import('./intro-step.js').then((module) => module.IdentityIntroStep),
  id: () => import('./id-step.js').then((module) => module.IdentityDocumentStep),
  'spouse-id': () =>
    import('./spouse-id-step.js').then((module) => module.SpouseIdentityDocumentStep),
  'personal-poa': () =>
    import('./personal-poa-step.js').then((module) => module.PersonalProofOfAddressStep),
  'business-poa': () =>
    import('./business-poa-step.js').then((module) => module.BusinessProofOfAddressStep),
} satisfies FunnelSteps;
