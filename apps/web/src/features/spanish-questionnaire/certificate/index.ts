import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';

/** Each step's page, a chunk of its own. */
export default {
  certificate: () => import('./certificate-step.js').then((module) => module.CertificateStep),
} satisfies FunnelSteps;
