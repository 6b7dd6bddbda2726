import { Code } from '@connectrpc/connect';
import {
  FiscalTerritory,
  OrderStatus,
  ProofOfAddressType,
  SpanishIdentityDocumentType,
  YesNo,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { describeCallerChecks, signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import { readOrderRow } from '../../../test/questionnaire.js';
import {
  AUTONOMO,
  computeStoredSpanishProgress,
  getBusinessSteps,
  getSpanishToday,
  signUpPaidSpanishCustomer,
  type SpanishStep,
} from '../../../test/spanish-questionnaire.js';

const DAY_MS = 86_400_000;

describe.each(BACKENDS)('OrderService.UpdateQuestionnaire on %s', (backend) => {
  const app = useTestApp(backend);

  describe('merging', () => {
    it('saves a step, moves the paid order to WAITING_QUESTIONS and returns the progress computed from what is stored', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      expect(order.status).toBe(OrderStatus.PLACED);
      const before = await readOrderRow(app(), order.id);
      const response = await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: {
          identityDocumentType: SpanishIdentityDocumentType.SPANISH,
          proofAddressDocumentType: ProofOfAddressType.LEASE,
        },
      });

      expect(response.order?.status).toBe(OrderStatus.WAITING_QUESTIONS);
      expect(response.questionnaire?.spanishPersonalInformation).toMatchObject({
        identityDocumentType: SpanishIdentityDocumentType.SPANISH,
        proofAddressDocumentType: ProofOfAddressType.LEASE,
      });
      const row = await readOrderRow(app(), order.id);
      // One version for the answers, one for the move to WAITING_QUESTIONS.
      expect(row.version).toBe(before.version + 2);
      expect(row.questionnaire).toEqual({
        businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
        spanishPersonalInformation: { identityDocumentType: 1, proofAddressDocumentType: 3 },
      });
      const stored = await computeStoredSpanishProgress(app(), order.id);
      expect(response.progress).toEqual(stored);
      expect(response.progress).toMatchObject({
        currentFunnel: 'digital-certificate',
        currentStep: 'certificate',
      });
      const again = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(again.progress).toEqual(stored);
      expect(again.questionnaire).toEqual(response.questionnaire);
    });

    it('keeps the other fields of an address, field by field, and clears one sent empty', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: { address: { ...AUTONOMO.address, buildingNumber: '3º B' } },
      });
      await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: { fiscalResidencyDifferent: YesNo.FALSE },
      });
      const moved = await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: { address: { streetNumber: '44' } },
      });
      expect(moved.questionnaire?.spanishPersonalInformation).toMatchObject({
        fiscalResidencyDifferent: YesNo.FALSE,
        address: { ...AUTONOMO.address, streetNumber: '44', buildingNumber: '3º B' },
      });

      await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: { address: { buildingNumber: '' } },
      });
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.spanishPersonalInformation).toEqual({
        fiscalResidencyDifferent: YesNo.FALSE,
        address: { ...AUTONOMO.address, streetNumber: '44' },
      });
    });

    it('keeps the IBAN in its electronic form and the social security number as its digits', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const [naf] = getBusinessSteps();
      await rpc.orders.updateQuestionnaire({ id: order.id, ...naf });
      const { questionnaire } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        businessInformation: { iban: AUTONOMO.iban },
      });

      expect(questionnaire?.businessInformation).toMatchObject({
        hasSocialSecurityNumber: YesNo.TRUE,
        nafSocialSecurityNumber: '28123456742',
        iban: 'ES9121000418450200051332',
      });
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.businessInformation).toEqual({
        fiscalTerritory: FiscalTerritory.REST_OF_SPAIN,
        hasSocialSecurityNumber: YesNo.TRUE,
        nafSocialSecurityNumber: '28123456742',
        iban: 'ES9121000418450200051332',
      });
    });

    it('keeps the DNI or NIE without separators in upper case, postal codes as five digits, texts trimmed', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: {
          identityDocumentType: SpanishIdentityDocumentType.EU,
          fullName: ' Lucía García López ',
          idNumber: ' x-1234567 l ',
        },
      });
      const { questionnaire } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: {
          fiscalResidencyDifferent: YesNo.FALSE,
          address: { ...AUTONOMO.address, postalCode: ' 28 014 ', city: 'Madrid ' },
          cadastralReference: '9872023 vh5797s 0001 wx',
        },
      });

      const stored = {
        identityDocumentType: SpanishIdentityDocumentType.EU,
        fullName: 'Lucía García López',
        idNumber: 'X1234567L',
        address: { ...AUTONOMO.address, postalCode: '28014', city: 'Madrid' },
        cadastralReference: '9872023VH5797S0001WX',
      };
      expect(questionnaire?.spanishPersonalInformation).toMatchObject(stored);
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.spanishPersonalInformation).toMatchObject(stored);
    });

    it('accepts the social security number as printed, with slashes and dots, and keeps its digits', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      for (const [typed, digits] of [
        ['28 / 12345678 / 40', '281234567840'],
        ['28.1234567.42', '28123456742'],
      ] as const) {
        const { questionnaire } = await rpc.orders.updateQuestionnaire({
          id: order.id,
          businessInformation: {
            hasSocialSecurityNumber: YesNo.TRUE,
            nafSocialSecurityNumber: typed,
          },
        });
        expect(questionnaire?.businessInformation?.nafSocialSecurityNumber).toBe(digits);
      }
    });

    it('ignores a fiscal territory sent with the business information: it was chosen before payment', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const { questionnaire } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        businessInformation: {
          fiscalTerritory: FiscalTerritory.NAVARRA,
          activityDescription: 'Clases particulares de piano',
        },
      });
      expect(questionnaire?.businessInformation).toMatchObject({
        fiscalTerritory: FiscalTerritory.REST_OF_SPAIN,
        activityDescription: 'Clases particulares de piano',
      });
    });

    it('two saves of different sections at once both keep their answers', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const before = await readOrderRow(app(), order.id);
      await Promise.all([
        rpc.orders.updateQuestionnaire({
          id: order.id,
          personalInformation: { address: AUTONOMO.address },
        }),
        rpc.orders.updateQuestionnaire({
          id: order.id,
          businessInformation: { activityDescription: 'Diseño gráfico y maquetación editorial' },
        }),
        rpc.orders.updateQuestionnaire({
          id: order.id,
          metadata: { userReviewedPoaExtractedFields: 'true' },
        }),
      ]);

      const row = await readOrderRow(app(), order.id);
      // Three saves, and the first answers' move to WAITING_QUESTIONS.
      expect(row.version).toBe(before.version + 4);
      expect(row.metadata.userReviewedPoaExtractedFields).toBe('true');
      expect(row.questionnaire).toMatchObject({
        spanishPersonalInformation: { address: AUTONOMO.address },
        businessInformation: { activityDescription: 'Diseño gráfico y maquetación editorial' },
      });
    });
  });

  describe('progress', () => {
    it('skips the review of the fiscal address while it is not different, and asks for it once it is', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const same = await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: { fiscalResidencyDifferent: YesNo.FALSE },
      });
      expect(same.progress?.skipSteps).toContainEqual(
        expect.objectContaining({
          funnelName: 'personal-information',
          stepName: 'other-address-fiscal-review',
        }),
      );

      const different = await rpc.orders.updateQuestionnaire({
        id: order.id,
        personalInformation: {
          fiscalResidencyDifferent: YesNo.TRUE,
          proofAddressFiscalDocumentType: ProofOfAddressType.REGISTRATION_CERTIFICATE,
        },
      });
      expect(different.progress?.skipSteps.map((step) => step.stepName)).not.toContain(
        'other-address-fiscal-review',
      );
      expect(different.progress).toEqual(await computeStoredSpanishProgress(app(), order.id));
    });

    it('is returned by POST /api/orders/es/progress as its JSON', async () => {
      const { rpc, order, user } = await signUpPaidSpanishCustomer(app());
      const { progress } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        businessInformation: { hasMutualInsurance: YesNo.FALSE },
      });
      const response = await app().fetch('/api/orders/es/progress', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify({ orderId: order.id }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        funnels: { name: string; locked?: boolean; completedSteps?: number }[];
      };
      expect(body.funnels.find((funnel) => funnel.name === 'final-summary')?.locked).toBe(true);
      expect(body.funnels.find((funnel) => funnel.name === 'business-information')).toMatchObject({
        completedSteps: 1,
      });
      expect(progress?.funnels.map((funnel) => funnel.name)).toEqual(
        body.funnels.map((funnel) => funnel.name),
      );
    });
  });

  describe('validation', () => {
    const fourDaysAgo = getSpanishToday(new Date(Date.now() - 4 * DAY_MS));
    it.each<[string, SpanishStep, string, string]>([
      [
        'a housing deduction above 30 %',
        { personalInformation: { housingSurfacePercentage: 31 } },
        'personal_information.housing_surface_percentage',
        'errors.field.housingPercentage',
      ],
      [
        'a DNI whose letter is wrong',
        {
          personalInformation: {
            identityDocumentType: SpanishIdentityDocumentType.SPANISH,
            idNumber: '12345678A',
          },
        },
        'personal_information.id_number',
        'errors.field.dni',
      ],
      [
        'an activity described in fewer than 8 characters',
        { businessInformation: { activityDescription: 'Diseño' } },
        'business_information.activity_description',
        'errors.field.activityTooShort',
      ],
      [
        'an IBAN whose check digits are wrong',
        { businessInformation: { iban: 'ES0021000418450200051332' } },
        'business_information.iban',
        'errors.field.iban',
      ],
      [
        'a start date 4 days ago',
        { businessInformation: { expectedStartDate: fourDaysAgo } },
        'business_information.expected_start_date',
        'errors.field.startDateTooEarly',
      ],
      [
        'a negative monthly benefit',
        { businessInformation: { monthlyNetBenefitEstimation: -1 } },
        'business_information.monthly_net_benefit_estimation',
        'errors.field.negativeAmount',
      ],
    ])('refuses %s on its field and stores nothing', async (_title, step, field, message) => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const before = await readOrderRow(app(), order.id);
      const { fields, detail } = await expectRpcError(
        rpc.orders.updateQuestionnaire({ id: order.id, ...step }),
        Code.InvalidArgument,
      );

      expect(fields).toEqual([field]);
      expect(detail?.fieldViolations[0]?.description).toBe(message);
      const after = await readOrderRow(app(), order.id);
      expect(after).toMatchObject({
        status: 'PLACED',
        version: before.version,
        questionnaire: before.questionnaire,
      });
    });

    it('accepts a start date 3 days ago', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const threeDaysAgo = getSpanishToday(new Date(Date.now() - 3 * DAY_MS));
      const { questionnaire } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        businessInformation: { expectedStartDate: threeDaysAgo },
      });
      expect(questionnaire?.businessInformation?.expectedStartDate).toBe(threeDaysAgo);
    });

    it.each([['userProvidedPersonalCertificate'], ['userProvidedPersonalCertificatePassword']])(
      'refuses %s from the client: only the server sets it',
      async (flag) => {
        const { rpc, order } = await signUpPaidSpanishCustomer(app());
        const { fields } = await expectRpcError(
          rpc.orders.updateQuestionnaire({ id: order.id, metadata: { [flag]: 'true' } }),
          Code.InvalidArgument,
        );
        expect(fields).toEqual(['metadata']);
        const viaUpdateOrder = await expectRpcError(
          rpc.orders.updateOrder({ id: order.id, metadata: { [flag]: 'true' } }),
          Code.InvalidArgument,
        );
        expect(viaUpdateOrder.fields).toEqual(['metadata']);
        expect((await readOrderRow(app(), order.id)).metadata[flag]).toBeUndefined();
      },
    );

    it('refuses a malformed metadata key', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      const { fields } = await expectRpcError(
        rpc.orders.updateQuestionnaire({ id: order.id, metadata: { 'not a key': 'true' } }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['metadata']);
    });
  });

  describe('when it may be used', () => {
    it('refuses answers before payment with ORDER_NOT_PAID', async () => {
      const { rpc, order } = await signUpSpanishCustomer(app());
      const { detail } = await expectRpcError(
        rpc.orders.updateQuestionnaire({
          id: order.id,
          businessInformation: { hasMutualInsurance: YesNo.FALSE },
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('ORDER_NOT_PAID');
    });

    it('refuses answers once the questionnaire was received, but keeps the signature intro being read', async () => {
      const { rpc, order } = await signUpPaidSpanishCustomer(app());
      await setOrderStatus(app(), order.id, 'QUESTIONNAIRE_RECEIVED');
      const { detail } = await expectRpcError(
        rpc.orders.updateQuestionnaire({
          id: order.id,
          metadata: { userReviewedOcrIban: 'true' },
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('QUESTIONNAIRE_LOCKED');
      const { order: updated } = await rpc.orders.updateQuestionnaire({
        id: order.id,
        metadata: { esignature_intro_viewed: 'true' },
      });
      expect(updated).toMatchObject({
        status: OrderStatus.QUESTIONNAIRE_RECEIVED,
        metadata: { esignature_intro_viewed: 'true' },
      });
    });

    it('refuses a French order on the section sent', async () => {
      const { rpc, order } = await signUpOrderingCustomer(app());
      const { fields } = await expectRpcError(
        rpc.orders.updateQuestionnaire({
          id: order.id,
          businessInformation: { hasMutualInsurance: YesNo.FALSE },
        }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['business_information']);
    });

    it('answers not_found for another customer’s order and invalid_argument for a malformed id', async () => {
      const owner = await signUpPaidSpanishCustomer(app());
      const stranger = await signUpPaidSpanishCustomer(app());
      await expectRpcError(
        stranger.rpc.orders.updateQuestionnaire({
          id: owner.order.id,
          businessInformation: { hasMutualInsurance: YesNo.FALSE },
        }),
        Code.NotFound,
      );
      expect((await readOrderRow(app(), owner.order.id)).questionnaire).toEqual({
        businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
      });
      const { fields } = await expectRpcError(
        stranger.rpc.orders.updateQuestionnaire({ id: 'nope' }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['id']);
    });
  });

  describeCallerChecks(
    'UpdateQuestionnaire',
    app,
    (rpc, caller) =>
      rpc.orders.updateQuestionnaire({
        id: caller.order.id,
        metadata: { userReviewedIdExtractedFields: 'true' },
      }),
    signUpPaidSpanishCustomer,
  );
});
