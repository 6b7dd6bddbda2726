import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { SignatureIntroStep } from './intro-step.js';
import { WaitingApprovalStep } from './waiting-approval-step.js';
import { WaitingSignatureStep } from './waiting-signature-step.js';

export default {
  intro: SignatureIntroStep,
  'waiting-signature': WaitingSignatureStep,
  'waiting-approval': WaitingApprovalStep,
} satisfies FunnelSteps;
