import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page of an SL's or SA's company funnel, a chunk of its own. */
export default {
  'company-names': () =>
    import('./company-names-step.js').then((module) => module.CompanyNamesStep),
  'registered-office': () =>
    import('./registered-office-step.js').then((module) => module.RegisteredOfficeStep),
  'corporate-purpose': () =>
    import('./corporate-purpose-step.js').then((module) => module.CorporatePurposeStep),
  'share-capital': () =>
    import('./share-capital-step.js').then((module) => module.ShareCapitalStep),
  shareholders: () => import('./shareholders-step.js').then((module) => module.ShareholdersStep),
  directors: () => import('./directors-step.js').then((module) => module.DirectorsStep),
  statutes: () => import('./statutes-step.js').then((module) => module.StatutesStep),
} satisfies FunnelSteps;
