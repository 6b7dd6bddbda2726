import { OrderStatus } from '@foundly/proto';
import { hasQuestionnaireProceeded } from '../order-status.js';
import type { FunnelDefinition, QuestionnaireContext, StepDefinition } from './definition.js';

type Where = Pick<QuestionnaireContext<unknown>, 'status' | 'metadata'>;

/** A step, complete when `isComplete` says so, and skipped when `isSkipped` does. */
export function step<Answers>(
  name: string,
  isComplete: StepDefinition<Answers>['isComplete'],
  isSkipped?: StepDefinition<Answers>['isSkipped'],
): StepDefinition<Answers> {
  return { name, isComplete, ...(isSkipped ? { isSkipped } : {}) };
}

/** A page of the checkout that is not a question: reached from the payment step only. */
export function checkoutPage<Answers>(name: string): StepDefinition<Answers> {
  return { name, isComplete: () => false, isSkipped: () => true };
}

/** Whether the answers have been sent (the order is past the questionnaire). */
export function proceeded(context: Where): boolean {
  return hasQuestionnaireProceeded(context.status);
}

/** Whether the answers have been sent and the order is in none of `statuses`. */
export function isPast(context: Where, statuses: readonly OrderStatus[]): boolean {
  return proceeded(context) && !statuses.includes(context.status);
}

/**
 * The last funnels of a company's questionnaire (France, the UK): the summary,
 * then the e-signature's introduction, the wait for the signatures and the
 * wait for the team's approval, each done once the order has moved past it.
 */
export function companyClosingFunnels<Answers>(): FunnelDefinition<Answers>[] {
  return [
    { name: 'final-summary', steps: [step('summary', proceeded)] },
    {
      name: 'e-signature',
      steps: [
        step(
          'intro',
          (context) =>
            context.metadata['esignature_intro_viewed'] !== undefined ||
            isPast(context, [OrderStatus.WAITING_ESIGNATURE]),
        ),
        step('waiting-signature', (context) => isPast(context, [OrderStatus.WAITING_ESIGNATURE])),
        step('waiting-approval', (context) =>
          isPast(context, [
            OrderStatus.WAITING_ESIGNATURE,
            OrderStatus.QUESTIONNAIRE_RECEIVED,
            OrderStatus.PROCESSING_QUESTIONNAIRE,
            OrderStatus.QUESTIONNAIRE_APPROVED,
          ]),
        ),
      ],
    },
  ];
}
