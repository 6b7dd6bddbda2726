import type { FunnelSteps } from '../../questionnaire/funnel-registry.js';
import {
  FiscalAddressReviewStep,
  HomeAddressReviewStep,
  NotificationAddressReviewStep,
} from './address-review-step.js';
import { HousingDeductionStep } from './housing-deduction-step.js';
import { IdReviewStep } from './id-review-step.js';
import { IdStep } from './id-step.js';
import { FiscalAddressStep, NotificationAddressStep } from './other-address-step.js';
import { PoaStep } from './poa-step.js';

export default {
  id: IdStep,
  'id-review': IdReviewStep,
  poa: PoaStep,
  'poa-review': HomeAddressReviewStep,
  'other-address-fiscal': FiscalAddressStep,
  'other-address-fiscal-review': FiscalAddressReviewStep,
  'other-address-notification': NotificationAddressStep,
  'other-address-notification-review': NotificationAddressReviewStep,
  'housing-deduction': HousingDeductionStep,
} satisfies FunnelSteps;
