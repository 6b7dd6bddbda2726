import type { FunnelSteps } from '../step-registry.js';
import { SummaryStep } from './summary-step.js';

export default {
  summary: SummaryStep,
} satisfies FunnelSteps;
