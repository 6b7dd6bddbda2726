import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  address: () => import('./address-step.js').then((module) => module.AddressStep),
  name: () => import('./name-step.js').then((module) => module.NameStep),
  activity: () => import('./activity-step.js').then((module) => module.ActivityStep),
  artisanal: () => import('./artisanal-step.js').then((module) => module.ArtisanalStep),
  lifetime: () => import('./lifetime-step.js').then((module) => module.LifetimeStep),
  vat: () => import('./vat-step.js').then((module) => module.VatStep),
  'end-of-financial-year': () =>
    import('./end-of-financial-year-step.js').then((module) => module.EndOfFinancialYearStep),
  'expected-volume': () =>
    import('./expected-volume-step.js').then((module) => module.ExpectedVolumeStep),
  contact: () => import('./contact-step.js').then((module) => module.ContactStep),
  urssaf: () => import('./urssaf-step.js').then((module) => module.UrssafStep),
  'fiscal-option': () =>
    import('./fiscal-option-step.js').then((module) => module.FiscalOptionStep),
} satisfies FunnelSteps;
