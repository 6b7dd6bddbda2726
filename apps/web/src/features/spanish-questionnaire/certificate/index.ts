import type { FunnelSteps } from '../step-registry.js';
import { CertificateStep } from './certificate-step.js';

export default { certificate: CertificateStep } satisfies FunnelSteps;
