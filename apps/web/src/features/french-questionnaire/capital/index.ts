import type { FunnelSteps } from '../funnel-steps.js';
import { AmountStep } from './amount-step.js';

export default {
  amount: AmountStep,
} satisfies FunnelSteps;
