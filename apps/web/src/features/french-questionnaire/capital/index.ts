import type { FunnelSteps } from '../../../components/questionnaire/funnel-registry.js';
import { AmountStep } from './amount-step.js';

export default {
  amount: AmountStep,
} satisfies FunnelSteps;
