import type { FunnelSteps } from '../step-registry.js';
import { AmountStep } from './amount-step.js';

export default {
  amount: AmountStep,
} satisfies FunnelSteps;
