import type { FunnelSteps } from '../funnel-steps.js';
import { SummaryStep } from './summary-step.js';

export default {
  summary: SummaryStep,
} satisfies FunnelSteps;
