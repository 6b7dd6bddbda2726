import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { CertificateStep } from './certificate-step.js';

export default { certificate: CertificateStep } satisfies FunnelSteps;
