import { Code, ConnectError } from '@connectrpc/connect';
import { ErrorDetailSchema, LegalForm, OrderStatus } from '@foundly/proto';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, TestClock, useTestApp } from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import type { OrderStatusName } from '../../db/schema/index.js';
import {
  answerSteps,
  computeStoredProgress,
  daysAgoInFrance,
  getCompleteAnswers,
  readOrderRow,
  signUpPaidFrenchCustomer,
  uploadIdentityAndProof,
} from '../../../test/questionnaire.js';

/** Every answer and document of a SASU founder: ready to confirm. */
async function signUpReadyFounder(app: Parameters<typeof signUpPaidFrenchCustomer>[0]) {
  const founder = await signUpPaidFrenchCustomer(app);
  await answerSteps(founder.rpc, founder.order.id, getCompleteAnswers(LegalForm.SASU));
  await uploadIdentityAndProof(founder.rpc, founder.order.id);
  return founder;
}

describe.each(BACKENDS)('OrderService.ConfirmOrder on %s', (backend) => {
  const clock = new TestClock();
  const app = useTestApp(backend, { clock });
  afterEach(() => clock.reset());

  it('refuses an unanswered questionnaire, naming each step still to answer', async () => {
    const { rpc, order } = await signUpPaidFrenchCustomer(app());
    const { detail } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );

    expect(detail?.reason).toBe('SUBMISSION_INCOMPLETE');
    const violations = detail?.fieldViolations.map(({ field, description }) => ({
      field,
      description,
    }));
    expect(violations?.slice(0, 2)).toEqual([
      { field: 'personal-information/name', description: 'questionnaireIssues.missingAnswers' },
      { field: 'personal-information/address', description: 'questionnaireIssues.missingAnswers' },
    ]);
    expect(violations).toContainEqual({
      field: 'confirm-identity/id',
      description: 'questionnaireIssues.missingIdentity',
    });
    expect(violations?.map((violation) => violation.field)).not.toContain(
      'personal-information/spouse-name',
    );
    expect(await readOrderRow(app(), order.id)).toMatchObject({ status: 'PLACED' });
  });

  it('refuses answers without their documents, naming each document', async () => {
    const { rpc, order } = await signUpPaidFrenchCustomer(app());
    await answerSteps(rpc, order.id, getCompleteAnswers(LegalForm.SASU));

    const { detail } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe('SUBMISSION_INCOMPLETE');
    expect(
      detail?.fieldViolations.map(({ field, description }) => ({ field, description })),
    ).toEqual([
      { field: 'confirm-identity/id', description: 'questionnaireIssues.missingIdentity' },
      {
        field: 'confirm-identity/personal-poa',
        description: 'questionnaireIssues.missingPersonalProofOfAddress',
      },
    ]);
    expect(await readOrderRow(app(), order.id)).toMatchObject({ status: 'WAITING_QUESTIONS' });
  });

  it('refuses what a registry would refuse, then sends the file once it is fixed', async () => {
    const { rpc, order } = await signUpReadyFounder(app());
    // Three months and more later, the proof of address saved with the answers is too old.
    clock.advance(100 * 86_400);

    const refused = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(refused.detail?.reason).toBe('SUBMISSION_INCOMPLETE');
    expect(refused.fields).toEqual(['confirm-identity/personal-poa']);
    expect(refused.detail?.fieldViolations[0]?.description).toBe(
      'questionnaireIssues.proofAddressTooOld',
    );
    const { issues } = await rpc.orders.getSubmissionIssues({ orderId: order.id });
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'proofAddressTooOld',
        funnelName: 'confirm-identity',
        stepName: 'personal-poa',
      }),
    ]);

    await rpc.orders.updateOrder({
      id: order.id,
      personalInformation: { proofAddressDate: daysAgoInFrance(5, clock.now()) },
    });
    expect((await rpc.orders.getSubmissionIssues({ orderId: order.id })).issues).toEqual([]);
    const confirmed = await rpc.orders.confirmOrder({ id: order.id });

    expect(confirmed.order?.status).toBe(OrderStatus.WAITING_ESIGNATURE);
    expect(confirmed.progress).toEqual(await computeStoredProgress(app(), order.id));
    expect(confirmed.progress).toMatchObject({
      currentFunnel: 'e-signature',
      currentStep: 'intro',
    });
    expect(confirmed.progress?.completedFunnels).toContain('final-summary');
  });

  it('confirms a micro-entreprise, which has no capital deposit', async () => {
    const { rpc, order } = await signUpPaidFrenchCustomer(app(), LegalForm.MICROENTERPRISE);
    await answerSteps(rpc, order.id, getCompleteAnswers(LegalForm.MICROENTERPRISE));
    await uploadIdentityAndProof(rpc, order.id);
    const { order: confirmed } = await rpc.orders.confirmOrder({ id: order.id });
    expect(confirmed?.status).toBe(OrderStatus.WAITING_ESIGNATURE);
  });

  it('changes the order once when confirmed twice at once, and answers both', async () => {
    const { rpc, order } = await signUpReadyFounder(app());
    const before = await readOrderRow(app(), order.id);
    const answers = await Promise.all([
      rpc.orders.confirmOrder({ id: order.id }),
      rpc.orders.confirmOrder({ id: order.id }),
    ]);

    for (const answer of answers) {
      expect(answer.order?.status).toBe(OrderStatus.WAITING_ESIGNATURE);
    }
    expect(await readOrderRow(app(), order.id)).toMatchObject({
      status: 'WAITING_ESIGNATURE',
      version: before.version + 1,
    });
    const again = await rpc.orders.confirmOrder({ id: order.id });
    expect(again.order?.status).toBe(OrderStatus.WAITING_ESIGNATURE);
    expect((await readOrderRow(app(), order.id)).version).toBe(before.version + 1);
  });

  it.each<[string, OrderStatusName, string]>([
    ['an unpaid draft', 'DRAFT', 'ORDER_NOT_PAID'],
    ['a questionnaire already received', 'QUESTIONNAIRE_RECEIVED', 'QUESTIONNAIRE_LOCKED'],
    ['a cancelled order', 'CANCELED', 'QUESTIONNAIRE_LOCKED'],
  ])('refuses %s (%s) with failed_precondition %s', async (_title, status, reason) => {
    const { rpc, order } = await signUpReadyFounder(app());
    await setOrderStatus(app(), order.id, status);
    const { detail } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.FailedPrecondition,
    );
    expect(detail?.reason).toBe(reason);
    expect((await readOrderRow(app(), order.id)).status).toBe(status);
  });

  it('refuses a Spanish order, which is not confirmed here', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    await setOrderStatus(app(), order.id, 'WAITING_QUESTIONS');
    const { fields } = await expectRpcError(
      rpc.orders.confirmOrder({ id: order.id }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['id']);
  });

  it("answers not_found for another customer's order, and invalid_argument for a malformed id", async () => {
    const owner = await signUpReadyFounder(app());
    const stranger = await signUpPaidFrenchCustomer(app());
    const { detail } = await expectRpcError(
      stranger.rpc.orders.confirmOrder({ id: owner.order.id }),
      Code.NotFound,
    );
    expect(detail?.reason).toBe('ORDER_NOT_FOUND');
    expect((await readOrderRow(app(), owner.order.id)).status).toBe('WAITING_QUESTIONS');
    const { fields } = await expectRpcError(
      stranger.rpc.orders.confirmOrder({ id: 'order-1' }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['id']);
  });

  describeCallerChecks('ConfirmOrder', app, (rpc, caller) =>
    rpc.orders.confirmOrder({ id: caller.order.id }).catch((error: unknown) => {
      // The checks' owner has an unpaid draft: past the authorisation, the order itself refuses.
      const [detail] = error instanceof ConnectError ? error.findDetails(ErrorDetailSchema) : [];
      if (detail?.reason === 'ORDER_NOT_PAID') return 'refused by the order, not the caller';
      throw error;
    }),
  );
});

describe.each(BACKENDS)('OrderService.GetSubmissionIssues on %s', (backend) => {
  const app = useTestApp(backend);

  it('lists nothing for answers a registry would accept', async () => {
    const { rpc, order } = await signUpReadyFounder(app());
    const { issues } = await rpc.orders.getSubmissionIssues({ orderId: order.id });
    expect(issues).toEqual([]);
  });

  it('lists nothing for a Spanish order, which has no French checks', async () => {
    const { rpc, order } = await signUpSpanishCustomer(app());
    const { issues } = await rpc.orders.getSubmissionIssues({ orderId: order.id });
    expect(issues).toEqual([]);
  });

  it("answers not_found for another customer's order, and invalid_argument for a malformed id", async () => {
    const [owner, stranger] = await Promise.all([
      signUpOrderingCustomer(app()),
      signUpOrderingCustomer(app()),
    ]);
    const { detail } = await expectRpcError(
      stranger.rpc.orders.getSubmissionIssues({ orderId: owner.order.id }),
      Code.NotFound,
    );
    expect(detail?.reason).toBe('ORDER_NOT_FOUND');
    const { fields } = await expectRpcError(
      stranger.rpc.orders.getSubmissionIssues({ orderId: '' }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['order_id']);
  });

  describeCallerChecks('GetSubmissionIssues', app, (rpc, caller) =>
    rpc.orders.getSubmissionIssues({ orderId: caller.order.id }),
  );
});
