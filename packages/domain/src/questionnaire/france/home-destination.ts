import { OrderStatus } from '@foundly/proto';
import { isOrderClosedWithoutCompany } from '../../order-status.js';

/** What the French home shows: a funnel step to go to, the cancelled screen, or the overview. */
export type FrenchHomeDestination =
  | { kind: 'step'; funnelName: string; stepName: string }
  | { kind: 'cancelled' }
  | { kind: 'overview' };

export interface FrenchHomeInput {
  status: OrderStatus;
  metadata: Readonly<Record<string, string>>;
  /** Where the founder stands in the questionnaire; undefined while unknown. */
  currentFunnel?: string | undefined;
  currentStep?: string | undefined;
}

const ANSWERING: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
]);

/** The provider is reviewing the file the founder sent and signed. */
const UNDER_REVIEW: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
]);

const step = (funnelName: string, stepName: string): FrenchHomeDestination => ({
  kind: 'step',
  funnelName,
  stepName,
});

/**
 * Where the French home sends the founder (spec 01 §2 French home): an unpaid
 * order to the payment; a paid one still being answered to its current step;
 * a file under review to the verification screen; a file waiting for the
 * e-signature to its introduction until it has been read, then to the
 * waiting screen; a cancelled or declined file to the cancelled screen;
 * everything else, and a questionnaire whose progress is not known yet, to
 * the overview.
 */
export function getFrenchHomeDestination(input: FrenchHomeInput): FrenchHomeDestination {
  const { status } = input;
  if (status === OrderStatus.DRAFT) return step('pre-payment', 'payment');
  if (ANSWERING.has(status)) {
    return input.currentFunnel && input.currentStep
      ? step(input.currentFunnel, input.currentStep)
      : { kind: 'overview' };
  }
  if (UNDER_REVIEW.has(status)) return step('e-signature', 'waiting-approval');
  if (status === OrderStatus.WAITING_ESIGNATURE) {
    return input.metadata['esignature_intro_viewed'] !== undefined
      ? step('e-signature', 'waiting-signature')
      : step('e-signature', 'intro');
  }
  if (isOrderClosedWithoutCompany(status)) return { kind: 'cancelled' };
  return { kind: 'overview' };
}
