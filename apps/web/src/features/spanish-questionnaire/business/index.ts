import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import { ActivityStep } from './activity-step.js';
import { ExpectationsStep } from './expectations-step.js';
import { IbanReviewStep } from './iban-review-step.js';
import { IbanStep } from './iban-step.js';
import { MutualStep } from './mutual-step.js';
import { NafStep } from './naf-step.js';
import { PreviousActivityStep } from './previous-activity-step.js';

export default {
  naf: NafStep,
  activity: ActivityStep,
  'previous-activity': PreviousActivityStep,
  expectations: ExpectationsStep,
  mutual: MutualStep,
  iban: IbanStep,
  'iban-review': IbanReviewStep,
} satisfies FunnelSteps;
