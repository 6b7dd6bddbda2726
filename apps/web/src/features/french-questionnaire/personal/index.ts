import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  name: () => import('./name-step.js').then((module) => module.NameStep),
  address: () => import('./address-step.js').then((module) => module.AddressStep),
  gender: () => import('./gender-step.js').then((module) => module.GenderStep),
  filiation: () => import('./filiation-step.js').then((module) => module.FiliationStep),
  'current-situation': () =>
    import('./current-situation-step.js').then((module) => module.CurrentSituationStep),
  'birth-place': () => import('./birth-place-step.js').then((module) => module.BirthPlaceStep),
  'marital-status': () =>
    import('./marital-status-step.js').then((module) => module.MaritalStatusStep),
  'spouse-name': () => import('./spouse-name-step.js').then((module) => module.SpouseNameStep),
  'spouse-birth-place': () =>
    import('./spouse-birth-place-step.js').then((module) => module.SpouseBirthPlaceStep),
  'additional-info': () =>
    import('./additional-info-step.js').then((module) => module.AdditionalInfoStep),
  activities: () => import('./activities-step.js').then((module) => module.ActivitiesStep),
} satisfies FunnelSteps;
