import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { SummaryStep } from './summary-step.js';

export default {
  summary: SummaryStep,
} satisfies FunnelSteps;
