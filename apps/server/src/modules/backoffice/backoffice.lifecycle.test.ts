import { Code } from '@connectrpc/connect';
import { LegalForm, OrderStatus, StatusActor, WaitingOn } from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusChanges } from '../../db/schema/index.js';
import { BACKENDS, expectRpcError, useTestApp, type RpcClients } from '../../../test/harness.js';
import {
  answerSteps,
  getCompleteAnswers,
  signUpPaidFrenchCustomer,
  uploadIdentityAndProof,
} from '../../../test/questionnaire.js';
import {
  completeSpanishQuestionnaire,
  signUpPaidSpanishCustomer,
} from '../../../test/spanish-questionnaire.js';
import { postForm } from '../../../test/payments.js';
import { answerCompanySteps, SA_STEPS, SL_STEPS } from '../../../test/spanish-company.js';
import { uploadOfficial, uploadStepDocuments } from '../../../test/official-documents.js';
import { createSamplePdf } from '../dev-seed/index.js';
import { moveOrderStatus, toStatusName } from '../order-records/index.js';

const S = OrderStatus;

describe.each(BACKENDS)('an operator moving files through their lifecycle on %s', (backend) => {
  const app = useTestApp(backend);
  let operator: RpcClients;
  let operatorCookie: string;

  beforeAll(async () => {
    const signedUp = await app().signUpOperator();
    operator = signedUp.rpc;
    operatorCookie = signedUp.cookie;
  });

  /** What the signing partner's completion webhook does, without the partner. */
  async function completeSignature(orderId: string, to: OrderStatus) {
    await app().context.db.transaction((tx) =>
      moveOrderStatus(tx, app().context, {
        orderId,
        from: 'WAITING_ESIGNATURE',
        to: toStatusName(to),
        actor: 'signature',
      }),
    );
  }

  async function advance(founder: RpcClients, orderId: string, path: OrderStatus[]) {
    for (const next of path) {
      const file = await operator.backoffice.getOrderFile({ orderId });
      expect(file.nextStatuses, `from ${S[file.order!.status]}`).toContain(next);
      // The team uploads what the step produced (an SL's name certificate...) before moving on.
      await uploadStepDocuments(app(), operatorCookie, orderId, {
        country: file.order!.countryCode,
        legalForm: file.order!.legalForm,
        status: file.order!.status,
      });
      const { order, change } = await operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: file.order!.status,
        status: next,
      });
      expect(order?.status).toBe(next);
      expect(change).toMatchObject({ toStatus: next, actor: StatusActor.OPERATOR });
      expect(change?.actorName).toBe('Olga Operator');
      const seen = await founder.orders.getMyOrder({ orderId });
      expect(seen.order?.status).toBe(next);
    }
  }

  it('takes a French SASU from payment to COMPLETED, every change in the timeline', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    const orderId = founder.order.id;
    await uploadIdentityAndProof(founder.rpc, orderId);
    await answerSteps(founder.rpc, orderId, getCompleteAnswers(LegalForm.SASU));
    await founder.rpc.orders.confirmOrder({ id: orderId });

    const waiting = await operator.backoffice.getOrderFile({ orderId });
    expect(waiting.order?.status).toBe(S.WAITING_ESIGNATURE);
    expect(waiting.waitingOn).toBe(WaitingOn.FOUNDER);
    // Only the founder's signature moves the file on from here.
    expect(waiting.nextStatuses).toEqual([S.CANCELED, S.DECLINED]);
    await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.WAITING_ESIGNATURE,
        status: S.QUESTIONNAIRE_RECEIVED,
      }),
      Code.FailedPrecondition,
    );

    await completeSignature(orderId, S.QUESTIONNAIRE_RECEIVED);
    await advance(founder.rpc, orderId, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.AWAITING_CD,
      S.PROCESSING_PUBLICATION,
      S.PUBLICATION_RECEIVED,
      S.PROCESSING_REGISTRY,
      S.COMPANY_FORMED,
      S.AWAITING_FUNDS,
      S.COMPLETED,
    ]);

    const file = await operator.backoffice.getOrderFile({ orderId });
    expect(file.nextStatuses).toEqual([]);
    expect(file.waitingOn).toBe(WaitingOn.NOBODY);
    expect(
      file.statusChanges.map((change) => [S[change.toStatus], StatusActor[change.actor]]),
    ).toEqual([
      ['PLACED', 'PAYMENT'],
      ['WAITING_QUESTIONS', 'FOUNDER'],
      ['WAITING_ESIGNATURE', 'FOUNDER'],
      ['QUESTIONNAIRE_RECEIVED', 'SIGNATURE'],
      ['PROCESSING_QUESTIONNAIRE', 'OPERATOR'],
      ['QUESTIONNAIRE_APPROVED', 'OPERATOR'],
      ['AWAITING_CD', 'OPERATOR'],
      ['PROCESSING_PUBLICATION', 'OPERATOR'],
      ['PUBLICATION_RECEIVED', 'OPERATOR'],
      ['PROCESSING_REGISTRY', 'OPERATOR'],
      ['COMPANY_FORMED', 'OPERATOR'],
      ['AWAITING_FUNDS', 'OPERATOR'],
      ['COMPLETED', 'OPERATOR'],
    ]);
  });

  it('takes a French micro-entreprise through the registry without capital nor publication', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.MICROENTERPRISE);
    const orderId = founder.order.id;
    await uploadIdentityAndProof(founder.rpc, orderId);
    await answerSteps(founder.rpc, orderId, getCompleteAnswers(LegalForm.MICROENTERPRISE));
    await founder.rpc.orders.confirmOrder({ id: orderId });
    await completeSignature(orderId, S.QUESTIONNAIRE_RECEIVED);
    await advance(founder.rpc, orderId, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.PROCESSING_REGISTRY,
      S.COMPANY_FORMED,
      S.COMPLETED,
    ]);
  });

  it('takes a Spanish autónomo from the summary to COMPLETED, signing after the approval', async () => {
    const founder = await signUpPaidSpanishCustomer(app());
    const orderId = founder.order.id;
    await completeSpanishQuestionnaire(founder.rpc, orderId);
    await founder.rpc.orders.questionnaireReviewed({ id: orderId });

    await advance(founder.rpc, orderId, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.WAITING_ESIGNATURE,
    ]);
    const waiting = await operator.backoffice.getOrderFile({ orderId });
    expect(waiting.nextStatuses).toEqual([S.CANCELED, S.DECLINED]);
    expect(waiting.signatureRequests).toHaveLength(1);

    await completeSignature(orderId, S.PROCESSING_AEAT);
    await advance(founder.rpc, orderId, [S.PROCESSING_TGSS, S.COMPANY_FORMED, S.COMPLETED]);
    const file = await operator.backoffice.getOrderFile({ orderId });
    expect(file.statusChanges.map((change) => S[change.toStatus])).toEqual([
      'PLACED',
      'WAITING_QUESTIONS',
      'QUESTIONNAIRE_RECEIVED',
      'PROCESSING_QUESTIONNAIRE',
      'QUESTIONNAIRE_APPROVED',
      'WAITING_ESIGNATURE',
      'PROCESSING_AEAT',
      'PROCESSING_TGSS',
      'COMPANY_FORMED',
      'COMPLETED',
    ]);
  });

  it.each([
    ['SL', LegalForm.SL, SL_STEPS],
    ['SA', LegalForm.SA, SA_STEPS],
  ])(
    'takes a Spanish %s through its signature, name certificate, capital, deed, NIF and registry to COMPLETED',
    async (_name, legalForm, steps) => {
      const founder = await signUpPaidSpanishCustomer(app(), legalForm);
      const orderId = founder.order.id;
      await answerCompanySteps(founder.rpc, orderId, steps);
      await founder.rpc.orders.questionnaireReviewed({ id: orderId });
      await advance(founder.rpc, orderId, [
        S.PROCESSING_QUESTIONNAIRE,
        S.QUESTIONNAIRE_APPROVED,
        S.WAITING_ESIGNATURE,
      ]);
      await app().context.worker.drain();

      // The founder signs on the signing partner's page: its completion moves the file on.
      const { request } = await founder.rpc.signatures.getMySignatureRequest({ orderId });
      const signed = await postForm(request!.signingUrl, {
        action: 'sign',
        mode: 'typed',
        typedName: 'Lucía García López',
        consent: 'yes',
      });
      expect(signed.status).toBe(303);
      await app().context.worker.drain();
      const named = await operator.backoffice.getOrderFile({ orderId });
      expect(named.order?.status).toBe(S.PROCESSING_NAME_CERTIFICATE);
      expect(named.waitingOn).toBe(WaitingOn.THIRD_PARTY);
      expect(named.nextStatuses).toEqual([S.AWAITING_CD, S.CANCELED, S.DECLINED]);

      await advance(founder.rpc, orderId, [S.AWAITING_CD]);
      expect((await operator.backoffice.getOrderFile({ orderId })).waitingOn).toBe(
        WaitingOn.FOUNDER,
      );
      await advance(founder.rpc, orderId, [S.AWAITING_DEED]);
      const deed = await operator.backoffice.getOrderFile({ orderId });
      expect(deed.waitingOn).toBe(WaitingOn.FOUNDER);
      expect(deed.nextStatuses).toEqual([S.PROCESSING_AEAT, S.CANCELED, S.DECLINED]);

      await advance(founder.rpc, orderId, [
        S.PROCESSING_AEAT,
        S.PROCESSING_REGISTRY,
        S.COMPANY_FORMED,
        S.COMPLETED,
      ]);
      const file = await operator.backoffice.getOrderFile({ orderId });
      expect(file.nextStatuses).toEqual([]);
      expect(file.waitingOn).toBe(WaitingOn.NOBODY);
      expect(
        file.statusChanges.map((change) => [S[change.toStatus], StatusActor[change.actor]]),
      ).toEqual([
        ['PLACED', 'PAYMENT'],
        ['WAITING_QUESTIONS', 'FOUNDER'],
        ['QUESTIONNAIRE_RECEIVED', 'FOUNDER'],
        ['PROCESSING_QUESTIONNAIRE', 'OPERATOR'],
        ['QUESTIONNAIRE_APPROVED', 'OPERATOR'],
        ['WAITING_ESIGNATURE', 'OPERATOR'],
        ['PROCESSING_NAME_CERTIFICATE', 'SIGNATURE'],
        ['AWAITING_CD', 'OPERATOR'],
        ['AWAITING_DEED', 'OPERATOR'],
        ['PROCESSING_AEAT', 'OPERATOR'],
        ['PROCESSING_REGISTRY', 'OPERATOR'],
        ['COMPANY_FORMED', 'OPERATOR'],
        ['COMPLETED', 'OPERATOR'],
      ]);
    },
  );

  it('refuses to move an SL on before its step’s documents are on the file, naming them', async () => {
    const sl = await signUpPaidSpanishCustomer(app(), LegalForm.SL);
    const orderId = sl.order.id;
    await answerCompanySteps(sl.rpc, orderId);
    await sl.rpc.orders.questionnaireReviewed({ id: orderId });
    await advance(sl.rpc, orderId, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.WAITING_ESIGNATURE,
    ]);
    await app().context.worker.drain();
    await completeSignature(orderId, S.PROCESSING_NAME_CERTIFICATE);
    await advance(sl.rpc, orderId, [S.AWAITING_CD, S.AWAITING_DEED, S.PROCESSING_AEAT]);
    await advance(sl.rpc, orderId, [S.PROCESSING_REGISTRY, S.COMPANY_FORMED]);

    // Formed: the definitive NIF alone is not enough, the census declaration is missing.
    const nif = await uploadOfficial(
      app(),
      operatorCookie,
      orderId,
      { type: 'nif_definitivo', fileName: 'NIF definitivo.pdf' },
      await createSamplePdf('NIF definitivo'),
    );
    expect(nif.status).toBe(201);
    const refused = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.COMPANY_FORMED,
        status: S.COMPLETED,
      }),
      Code.FailedPrecondition,
    );
    expect(refused.detail?.reason).toBe('STEP_DOCUMENTS_MISSING');
    expect(refused.fields).toEqual(['documents.modelo_036']);
    expect((await sl.rpc.orders.getMyOrder({ orderId })).order?.status).toBe(S.COMPANY_FORMED);
    // Closing the file needs no document.
    const file = await operator.backoffice.getOrderFile({ orderId });
    expect(file.nextStatuses).toContain(S.COMPLETED);

    // What the founder sees: every document of the formation with its authority.
    const { documents } = await sl.rpc.documents.listDocuments({ orderId });
    expect(
      documents
        .filter((document) => document.authority)
        .map((document) => [document.type, document.authority])
        .sort(),
    ).toEqual(
      [
        ['certificacion_negativa', 'registro_mercantil_central'],
        ['certificado_deposito_capital', 'banco'],
        ['escritura_constitucion', 'notario'],
        ['nif_provisional', 'aeat'],
        ['escritura_inscrita', 'registro_mercantil'],
        ['nif_definitivo', 'aeat'],
      ].sort(),
    );
  });

  it('refuses an SL’s company documents on an autónomo’s file, and a customer’s upload', async () => {
    const autonomo = await signUpPaidSpanishCustomer(app());
    const pdf = await createSamplePdf('Escritura');
    const deed = await uploadOfficial(
      app(),
      operatorCookie,
      autonomo.order.id,
      { type: 'escritura_constitucion', fileName: 'Escritura.pdf' },
      pdf,
    );
    expect(deed.status).toBe(400);
    const sl = await signUpPaidSpanishCustomer(app(), LegalForm.SL);
    const byFounder = await uploadOfficial(
      app(),
      sl.user.cookie,
      sl.order.id,
      { type: 'escritura_constitucion', fileName: 'Escritura.pdf' },
      pdf,
    );
    expect(byFounder.status).toBe(403);
    // Another customer's file is not theirs to list.
    await expectRpcError(
      autonomo.rpc.documents.listDocuments({ orderId: sl.order.id }),
      Code.NotFound,
    );
    expect((await sl.rpc.documents.listDocuments({ orderId: sl.order.id })).documents).toEqual([]);
  });

  it('refuses the autónomo’s moves on an SL, and the SL’s on an autónomo', async () => {
    const sl = await signUpPaidSpanishCustomer(app(), LegalForm.SL);
    await answerCompanySteps(sl.rpc, sl.order.id);
    await sl.rpc.orders.questionnaireReviewed({ id: sl.order.id });
    await advance(sl.rpc, sl.order.id, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.WAITING_ESIGNATURE,
    ]);
    await app().context.worker.drain();
    // Past the signature, the SL sits where the autónomo's TGSS move would start.
    await completeSignature(sl.order.id, S.PROCESSING_NAME_CERTIFICATE);
    await advance(sl.rpc, sl.order.id, [S.AWAITING_CD, S.AWAITING_DEED, S.PROCESSING_AEAT]);
    const slFailure = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId: sl.order.id,
        expectedStatus: S.PROCESSING_AEAT,
        status: S.PROCESSING_TGSS,
      }),
      Code.FailedPrecondition,
    );
    expect(slFailure.detail?.reason).toBe('TRANSITION_NOT_ALLOWED');
    expect((await sl.rpc.orders.getMyOrder({ orderId: sl.order.id })).order?.status).toBe(
      S.PROCESSING_AEAT,
    );

    const autonomo = await signUpPaidSpanishCustomer(app());
    await completeSpanishQuestionnaire(autonomo.rpc, autonomo.order.id);
    await autonomo.rpc.orders.questionnaireReviewed({ id: autonomo.order.id });
    await advance(autonomo.rpc, autonomo.order.id, [
      S.PROCESSING_QUESTIONNAIRE,
      S.QUESTIONNAIRE_APPROVED,
      S.WAITING_ESIGNATURE,
    ]);
    await app().context.worker.drain();
    await completeSignature(autonomo.order.id, S.PROCESSING_AEAT);
    const autonomoFailure = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId: autonomo.order.id,
        expectedStatus: S.PROCESSING_AEAT,
        status: S.PROCESSING_REGISTRY,
      }),
      Code.FailedPrecondition,
    );
    expect(autonomoFailure.detail?.reason).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('sends a questionnaire back for corrections: the founder answers and sends it again', async () => {
    const founder = await signUpPaidSpanishCustomer(app());
    const orderId = founder.order.id;
    await completeSpanishQuestionnaire(founder.rpc, orderId);
    await founder.rpc.orders.questionnaireReviewed({ id: orderId });
    await advance(founder.rpc, orderId, [S.PROCESSING_QUESTIONNAIRE, S.WAITING_QUESTIONS]);
    const { order } = await founder.rpc.orders.questionnaireReviewed({ id: orderId });
    expect(order?.status).toBe(S.QUESTIONNAIRE_RECEIVED);
  });

  it('refuses a change from a status the file has left (a stale page)', async () => {
    const founder = await signUpPaidSpanishCustomer(app());
    const orderId = founder.order.id;
    const failure = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.QUESTIONNAIRE_RECEIVED,
        status: S.PROCESSING_QUESTIONNAIRE,
      }),
      Code.FailedPrecondition,
    );
    expect(failure.detail?.reason).toBe('STATUS_CHANGED');
    const { order } = await founder.rpc.orders.getMyOrder({ orderId });
    expect(order?.status).toBe(S.PLACED);
  });

  it('refuses a transition the lifecycle does not allow, naming the status', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.SASU);
    const failure = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId: founder.order.id,
        expectedStatus: S.PLACED,
        status: S.COMPLETED,
      }),
      Code.FailedPrecondition,
    );
    expect(failure.detail?.reason).toBe('TRANSITION_NOT_ALLOWED');
    expect(failure.fields).toEqual(['status']);
  });

  it('requires a reason to cancel or decline, and keeps it in the timeline', async () => {
    const founder = await signUpPaidFrenchCustomer(app(), LegalForm.EURL);
    const orderId = founder.order.id;
    const failure = await expectRpcError(
      operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.PLACED,
        status: S.DECLINED,
        reason: '  ',
      }),
      Code.InvalidArgument,
    );
    expect(failure.fields).toEqual(['reason']);
    const { change } = await operator.backoffice.changeOrderStatus({
      orderId,
      expectedStatus: S.PLACED,
      status: S.DECLINED,
      reason: 'Activity not allowed for this legal form',
    });
    expect(change?.reason).toBe('Activity not allowed for this legal form');
    const file = await operator.backoffice.getOrderFile({ orderId });
    expect(file.nextStatuses).toEqual([]);
  });

  it('gives exactly one change when two operators move the same file at once', async () => {
    const other = (await app().signUpOperator()).rpc;
    const founder = await signUpPaidSpanishCustomer(app());
    const orderId = founder.order.id;
    await completeSpanishQuestionnaire(founder.rpc, orderId);
    await founder.rpc.orders.questionnaireReviewed({ id: orderId });

    const results = await Promise.allSettled([
      operator.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.QUESTIONNAIRE_RECEIVED,
        status: S.PROCESSING_QUESTIONNAIRE,
      }),
      other.backoffice.changeOrderStatus({
        orderId,
        expectedStatus: S.QUESTIONNAIRE_RECEIVED,
        status: S.CANCELED,
        reason: 'Asked by the founder',
      }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const changes = await app()
      .context.db.select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, orderId));
    expect(changes.filter((change) => change.actor === 'operator')).toHaveLength(1);
  });
});
