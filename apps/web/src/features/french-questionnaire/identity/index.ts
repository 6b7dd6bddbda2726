import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { BusinessProofOfAddressStep } from './business-poa-step.js';
import { IdentityDocumentStep } from './id-step.js';
import { IdentityIntroStep } from './intro-step.js';
import { PersonalProofOfAddressStep } from './personal-poa-step.js';
import { SpouseIdentityDocumentStep } from './spouse-id-step.js';

export default {
  intro: IdentityIntroStep,
  id: IdentityDocumentStep,
  'spouse-id': SpouseIdentityDocumentStep,
  'personal-poa': PersonalProofOfAddressStep,
  'business-poa': BusinessProofOfAddressStep,
} satisfies FunnelSteps;
