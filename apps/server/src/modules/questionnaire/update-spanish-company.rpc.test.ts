import { create } from '@bufbuild/protobuf';
import { Code } from '@connectrpc/connect';
import {
  LegalForm,
  OrderStatus,
  SpanishBoardForm,
  SpanishCompanySchema,
  SpanishPartyKind,
  SpanishStatutes,
  YesNo,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks } from '../../../test/caller-checks.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import { answerCompanySteps, SL_STEPS } from '../../../test/spanish-company.js';
import { signUpPaidSpanishCustomer } from '../../../test/spanish-questionnaire.js';

const company = (step: Parameters<typeof create<typeof SpanishCompanySchema>>[1]) =>
  create(SpanishCompanySchema, step);

describe.each(BACKENDS)('OrderService.UpdateQuestionnaire for an SL or SA on %s', (backend) => {
  const app = useTestApp(backend);
  const signUpSl = () => signUpPaidSpanishCustomer(app(), LegalForm.SL);

  it('gives an SL its own questionnaire: the company steps, not the autónomo’s', async () => {
    const { rpc, order } = await signUpSl();
    const { progress } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(progress?.funnels.map((funnel) => funnel.name)).toEqual([
      'pre-payment',
      'company-formation',
      'final-summary',
      'e-signature',
    ]);
    expect(progress).toMatchObject({
      currentFunnel: 'company-formation',
      currentStep: 'company-names',
    });
  });

  it('saves every step, normalised, completes the funnel and sends the questionnaire', async () => {
    const { rpc, order } = await signUpSl();
    await answerCompanySteps(rpc, order.id);

    const row = await readOrderRow(app(), order.id);
    expect(row.status).toBe('WAITING_QUESTIONS');
    expect(row.questionnaire.spanishCompany).toMatchObject({
      names: { choices: ['Panadería Luna S.L.', 'Luna y Sol, S.L.'] },
      registeredOffice: { postalCode: '28014', province: '28' },
      shareCapital: { capital: 300_000, nominalValue: 100 },
      shareholders: { shareholders: [{ idNumber: '12345678Z', shares: 2000 }, { kind: 2 }] },
      administration: { boardForm: SpanishBoardForm.SOLE_DIRECTOR },
      statutes: SpanishStatutes.STANDARD,
    });
    const { progress, questionnaire } = await rpc.orders.getMyOrder({ orderId: order.id });
    expect(questionnaire?.spanishCompany?.corporatePurpose?.cnaeCodes).toEqual(['1071', '4724']);
    const funnel = progress?.funnels.find((candidate) => candidate.name === 'company-formation');
    expect(funnel).toMatchObject({ completedSteps: 7, totalSteps: 7 });

    const reviewed = await rpc.orders.questionnaireReviewed({ id: order.id });
    expect(reviewed.order?.status).toBe(OrderStatus.QUESTIONNAIRE_RECEIVED);
  });

  it('refuses an SL of 99 cents and an SA under 60,000 €, with translated messages', async () => {
    const { rpc, order } = await signUpSl();
    const { detail } = await expectRpcError(
      rpc.orders.updateQuestionnaire({
        id: order.id,
        company: company({ shareCapital: { capital: 99, nominalValue: 1 } }),
      }),
      Code.InvalidArgument,
    );
    expect(detail?.fieldViolations).toMatchObject([
      { field: 'company.share_capital.capital', description: 'errors.field.slCapitalMinimum' },
    ]);
    await rpc.orders.updateQuestionnaire({
      id: order.id,
      company: company({ shareCapital: { capital: 100, nominalValue: 100 } }),
    });

    const sa = await signUpPaidSpanishCustomer(app(), LegalForm.SA);
    const refused = await expectRpcError(
      sa.rpc.orders.updateQuestionnaire({
        id: sa.order.id,
        company: company({ shareCapital: { capital: 5_999_999, nominalValue: 1 } }),
      }),
      Code.InvalidArgument,
    );
    expect(refused.detail?.fieldViolations).toMatchObject([
      { field: 'company.share_capital.capital', description: 'errors.field.saCapitalMinimum' },
    ]);
  });

  it('refuses shares that do not add up, an unknown CNAE class and a NIE with a wrong letter, storing nothing', async () => {
    const { rpc, order } = await signUpSl();
    await answerCompanySteps(rpc, order.id, SL_STEPS.slice(0, 4));
    const before = await readOrderRow(app(), order.id);
    const { fields } = await expectRpcError(
      rpc.orders.updateQuestionnaire({
        id: order.id,
        company: company({
          names: { choices: ['Otra S.L.'] },
          corporatePurpose: { description: 'Panadería de barrio', cnaeCodes: ['1072', '9999'] },
          shareholders: {
            shareholders: [
              {
                kind: SpanishPartyKind.PERSON,
                name: 'Lucía García Pérez',
                idNumber: '12345678Z',
                shares: 2999,
                monetaryContribution: 299_900,
              },
            ],
          },
          administration: {
            boardForm: SpanishBoardForm.SOLE_DIRECTOR,
            directors: [
              {
                kind: SpanishPartyKind.PERSON,
                name: 'Ana López',
                idNumber: 'X1234567A',
                dateOfBirth: '1985-01-01',
              },
            ],
          },
        }),
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual([
      'company.corporate_purpose.cnae_codes.1',
      'company.shareholders.shareholders',
      'company.administration.directors.0.id_number',
    ]);
    const after = await readOrderRow(app(), order.id);
    expect(after.questionnaire).toEqual(before.questionnaire);
    expect(after.version).toBe(before.version);
  });

  it('refuses the autónomo’s sections on an SL and the company’s on an autónomo', async () => {
    const { rpc, order } = await signUpSl();
    const { fields } = await expectRpcError(
      rpc.orders.updateQuestionnaire({
        id: order.id,
        businessInformation: { hasMutualInsurance: YesNo.FALSE },
      }),
      Code.InvalidArgument,
    );
    expect(fields).toEqual(['business_information']);

    const autonomo = await signUpPaidSpanishCustomer(app());
    const refused = await expectRpcError(
      autonomo.rpc.orders.updateQuestionnaire({
        id: autonomo.order.id,
        company: company(SL_STEPS[0]!),
      }),
      Code.InvalidArgument,
    );
    expect(refused.fields).toEqual(['company']);
  });

  it('answers not_found for another customer’s order and stores nothing', async () => {
    const owner = await signUpSl();
    const stranger = await signUpSl();
    await expectRpcError(
      stranger.rpc.orders.updateQuestionnaire({
        id: owner.order.id,
        company: company(SL_STEPS[0]!),
      }),
      Code.NotFound,
    );
    expect(
      (await readOrderRow(app(), owner.order.id)).questionnaire.spanishCompany,
    ).toBeUndefined();
  });

  describeCallerChecks(
    'UpdateQuestionnaire (company)',
    app,
    (rpc, caller) =>
      rpc.orders.updateQuestionnaire({ id: caller.order.id, company: company(SL_STEPS[0]!) }),
    () => signUpSl(),
  );
});
