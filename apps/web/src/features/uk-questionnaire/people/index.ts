import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  directors: () => import('./directors-step.js').then((module) => module.DirectorsStep),
  'share-capital': () =>
    import('./share-capital-step.js').then((module) => module.ShareCapitalStep),
  'significant-control': () =>
    import('./significant-control-step.js').then((module) => module.SignificantControlStep),
} satisfies FunnelSteps;
