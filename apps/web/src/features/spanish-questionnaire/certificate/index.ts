import type { FunnelSteps } from '../funnel-steps.js';
import { CertificateStep } from './certificate-step.js';

export default { certificate: CertificateStep } satisfies FunnelSteps;
