import { Code } from '@connectrpc/connect';
import { OrderStatus } from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, useTestApp, type TestApp } from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import {
  answerSpanishSteps,
  completeSpanishQuestionnaire,
  computeStoredSpanishProgress,
  getBusinessSteps,
  provideCertificate,
  signUpPaidSpanishCustomer,
} from '../../../test/spanish-questionnaire.js';

/** A customer whose Spanish questionnaire was already received: accepting again changes nothing. */
async function signUpReceivedSpanishCustomer(app: TestApp) {
  const customer = await signUpPaidSpanishCustomer(app);
  await setOrderStatus(app, customer.order.id, 'QUESTIONNAIRE_RECEIVED');
  return customer;
}

describe.each(BACKENDS)('OrderService.QuestionnaireReviewed on %s', (backend) => {
  const app = useTestApp(backend);

  it('is refused while a funnel before the summary is incomplete, naming each step to answer', async () => {
    const { rpc, order } = await signUpPaidSpanishCustomer(app());
    await provideCertificate(rpc, order.id);
    await answerSpanishSteps(rpc, order.id, getBusinessSteps());

    const { detail } = await expectRpcError(
      rpc.orders.questionnaireReviewed({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('SUBMISSION_INCOMPLETE');
    expect(detail?.fieldViolations.map((violation) => violation.field)).toEqual([
      'personal-information/id',
      'personal-information/id-review',
      'personal-information/poa',
      'personal-information/poa-review',
      'personal-information/other-address-fiscal',
      'personal-information/other-address-notification',
      'personal-information/housing-deduction',
    ]);
    expect(new Set(detail?.fieldViolations.map((violation) => violation.description))).toEqual(
      new Set(['questionnaireIssues.missingAnswers']),
    );
    expect((await readOrderRow(app(), order.id)).status).toBe('WAITING_QUESTIONS');
  });

  it('sends the completed questionnaire: QUESTIONNAIRE_RECEIVED, and a second acceptance changes nothing', async () => {
    const { rpc, order } = await signUpPaidSpanishCustomer(app());
    await completeSpanishQuestionnaire(rpc, order.id);
    const { progress: before } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(before?.funnels.find((funnel) => funnel.name === 'final-summary')?.locked).toBe(false);
    expect(before).toMatchObject({ currentFunnel: 'final-summary', currentStep: 'summary' });

    const response = await rpc.orders.questionnaireReviewed({ id: order.id });
    expect(response.order?.status).toBe(OrderStatus.QUESTIONNAIRE_RECEIVED);
    expect(response.progress).toEqual(await computeStoredSpanishProgress(app(), order.id));
    expect(response.progress?.completedFunnels).toContain('final-summary');
    expect(response.progress?.currentFunnel).toBe('e-signature');

    const row = await readOrderRow(app(), order.id);
    const again = await rpc.orders.questionnaireReviewed({ id: order.id });
    expect(again.order?.status).toBe(OrderStatus.QUESTIONNAIRE_RECEIVED);
    expect((await readOrderRow(app(), order.id)).version).toBe(row.version);
  });

  it('two acceptances at once send the questionnaire once', async () => {
    const { rpc, order } = await signUpPaidSpanishCustomer(app());
    await completeSpanishQuestionnaire(rpc, order.id);
    const before = await readOrderRow(app(), order.id);
    const responses = await Promise.all([
      rpc.orders.questionnaireReviewed({ id: order.id }),
      rpc.orders.questionnaireReviewed({ id: order.id }),
    ]);
    expect(responses.map((response) => response.order?.status)).toEqual([
      OrderStatus.QUESTIONNAIRE_RECEIVED,
      OrderStatus.QUESTIONNAIRE_RECEIVED,
    ]);
    expect((await readOrderRow(app(), order.id)).version).toBe(before.version + 1);
  });

  it('is refused before payment, after cancellation and for a French order', async () => {
    const draft = await signUpSpanishCustomer(app());
    const unpaid = await expectRpcError(
      draft.rpc.orders.questionnaireReviewed({ id: draft.order.id }),
      Code.FailedPrecondition,
    );
    expect(unpaid.detail?.reason).toBe('ORDER_NOT_PAID');

    const canceled = await signUpPaidSpanishCustomer(app());
    await setOrderStatus(app(), canceled.order.id, 'CANCELED');
    const locked = await expectRpcError(
      canceled.rpc.orders.questionnaireReviewed({ id: canceled.order.id }),
      Code.FailedPrecondition,
    );
    expect(locked.detail?.reason).toBe('QUESTIONNAIRE_LOCKED');

    const french = await signUpOrderingCustomer(app());
    const { fields } = await expectRpcError(
      french.rpc.orders.questionnaireReviewed({ id: french.order.id }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['id']);
  });

  it('answers not_found for another customer’s order and invalid_argument for a malformed id', async () => {
    const owner = await signUpReceivedSpanishCustomer(app());
    const stranger = await signUpPaidSpanishCustomer(app());
    await expectRpcError(
      stranger.rpc.orders.questionnaireReviewed({ id: owner.order.id }),
      Code.NotFound,
    );
    const { fields } = await expectRpcError(
      stranger.rpc.orders.questionnaireReviewed({ id: 'nope' }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['id']);
  });

  describeCallerChecks(
    'QuestionnaireReviewed',
    app,
    (rpc, caller) => rpc.orders.questionnaireReviewed({ id: caller.order.id }),
    signUpReceivedSpanishCustomer,
  );
});
