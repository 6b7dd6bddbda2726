import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  name: () => import('./name-step.js').then((module) => module.NameStep),
  'registered-office': () =>
    import('./registered-office-step.js').then((module) => module.RegisteredOfficeStep),
  activity: () => import('./activity-step.js').then((module) => module.ActivityStep),
} satisfies FunnelSteps;
