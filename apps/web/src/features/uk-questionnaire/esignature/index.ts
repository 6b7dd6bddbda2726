import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  intro: () => import('./intro-step.js').then((module) => module.SignatureIntroStep),
  'waiting-signature': () =>
    import('./waiting-signature-step.js').then((module) => module.WaitingSignatureStep),
  'waiting-approval': () =>
    import('./waiting-approval-step.js').then((module) => module.WaitingApprovalStep),
} satisfies FunnelSteps;
