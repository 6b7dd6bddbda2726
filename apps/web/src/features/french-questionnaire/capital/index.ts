import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { AmountStep } from './amount-step.js';

export default {
  amount: AmountStep,
} satisfies FunnelSteps;
