import { Code } from '@connectrpc/connect';
import {
  ActivityType,
  AddressType,
  EmploymentStatus,
  FiscalTerritory,
  Gender,
  LegalForm,
  MaritalStatus,
  OrderStatus,
  VatFrequency,
  VatRegime,
} from '@foundly/proto';
import { describe, expect, it } from 'vitest';
import { signUpOrderingCustomer } from '../../../test/caller-checks.js';
import { signUpSpanishCustomer } from '../../../test/documents.js';
import { BACKENDS, expectRpcError, useTestApp } from '../../../test/harness.js';
import { setOrderStatus } from '../../../test/payments.js';
import {
  answerSteps,
  computeStoredProgress,
  FOUNDER,
  getCompleteAnswers,
  readOrderRow,
  signUpPaidFrenchCustomer,
} from '../../../test/questionnaire.js';

describe.each(BACKENDS)('OrderService.UpdateOrder with French answers on %s', (backend) => {
  const app = useTestApp(backend);

  describe('merging', () => {
    it('saves a step, returns it in the questionnaire and the progress computed from what is stored', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const response = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { fullName: { first: 'Ada', last: 'Lovelace' } },
      });

      expect(response.questionnaire?.personalInformation?.fullName).toMatchObject({
        first: 'Ada',
        last: 'Lovelace',
      });
      const stored = await computeStoredProgress(app(), order.id);
      expect(response.progress).toEqual(stored);
      expect(response.progress).toMatchObject({
        currentFunnel: 'personal-information',
        currentStep: 'address',
      });
      const again = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(again.progress).toEqual(stored);
      expect(again.questionnaire).toEqual(response.questionnaire);
    });

    it('keeps the other steps and the other fields of an object, field by field', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { address: { ...FOUNDER.address, street2: 'Bâtiment B' } },
      });
      await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { gender: Gender.FEMALE },
      });
      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { address: { city: 'Paris 11e' } },
      });

      expect(questionnaire?.personalInformation).toMatchObject({
        gender: Gender.FEMALE,
        address: { ...FOUNDER.address, street2: 'Bâtiment B', city: 'Paris 11e' },
      });
    });

    it('clears an optional field sent as an empty string', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { address: { ...FOUNDER.address, street2: 'Bâtiment B' } },
      });
      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { address: { street2: '' } },
      });

      expect(questionnaire?.personalInformation?.address?.street2).toBeUndefined();
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.personalInformation).toEqual({ address: FOUNDER.address });
    });

    it('stores a choice by its enum number and clears one sent as UNSPECIFIED', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { vta: { regime: VatRegime.REEL_NORMAL, frequency: VatFrequency.MONTHLY } },
      });
      expect((await readOrderRow(app(), order.id)).questionnaire.companyDetails).toEqual({
        vta: { regime: VatRegime.REEL_NORMAL, frequency: VatFrequency.MONTHLY },
      });

      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: {
          vta: { regime: VatRegime.FRANCHISE, frequency: VatFrequency.UNSPECIFIED },
        },
      });

      expect(questionnaire?.companyDetails?.vta?.frequency).toBeUndefined();
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.companyDetails).toEqual({ vta: { regime: VatRegime.FRANCHISE } });
    });

    it('replaces the activities only when activities_set says the list was sent', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { activities: ['62.01Z', '62.02A'], activitiesSet: true },
      });
      const unchanged = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { activityType: ActivityType.LIBERAL },
      });
      expect(unchanged.questionnaire?.companyDetails?.activities).toEqual(['62.01Z', '62.02A']);

      const replaced = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { activities: ['70.22Z'], activitiesSet: true },
      });
      expect(replaced.questionnaire?.companyDetails).toMatchObject({
        activities: ['70.22Z'],
        activityType: ActivityType.LIBERAL,
      });
    });

    it('ignores the read-only legal form and keeps the company name column in step', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const response = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { legalForm: LegalForm.EURL, companyName: 'Acme Conseil' },
      });

      expect(response.order).toMatchObject({
        legalForm: LegalForm.SASU,
        companyName: 'Acme Conseil',
      });
      expect(response.questionnaire?.companyDetails).toMatchObject({
        legalForm: LegalForm.SASU,
        companyName: 'Acme Conseil',
      });
      const row = await readOrderRow(app(), order.id);
      expect(row).toMatchObject({ legalForm: 'SASU', companyName: 'Acme Conseil' });
      expect(row.questionnaire.companyDetails).toEqual({ companyName: 'Acme Conseil' });
    });

    it('two saves of different steps at once both keep their answers', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const before = await readOrderRow(app(), order.id);
      await Promise.all([
        rpc.orders.updateOrder({
          id: order.id,
          personalInformation: { address: FOUNDER.address, phone: FOUNDER.phone },
        }),
        rpc.orders.updateOrder({
          id: order.id,
          companyDetails: {
            activities: ['62.01Z'],
            activitiesSet: true,
            activityType: ActivityType.LIBERAL,
            socialObject: 'Conseil en systèmes et logiciels informatiques',
          },
        }),
      ]);

      const row = await readOrderRow(app(), order.id);
      // Two saves, and the first answers' move to WAITING_QUESTIONS.
      expect(row.version).toBe(before.version + 3);
      expect(row.questionnaire).toMatchObject({
        personalInformation: { address: FOUNDER.address },
        companyDetails: { activities: ['62.01Z'], activityType: ActivityType.LIBERAL },
      });
    });
  });

  describe('validation', () => {
    it.each([
      [
        'a postal code that does not exist',
        { personalInformation: { address: { ...FOUNDER.address, postalCode: '00000' } } },
        'personal_information.address.postal_code',
      ],
      [
        'a postal code of four digits',
        { personalInformation: { address: { ...FOUNDER.address, postalCode: '7501' } } },
        'personal_information.address.postal_code',
      ],
      [
        'a social security number whose key is wrong',
        { personalInformation: { socialSecurityNumber: '2 85 12 33 063 045 86' } },
        'personal_information.social_security_number',
      ],
      [
        'an activity code outside the NAF',
        { companyDetails: { activities: ['99.99Z'], activitiesSet: true } },
        'company_details.activities',
      ],
      [
        'a phone number of an unallocated French block (07 00), read with the full numbering plans',
        { personalInformation: { phone: { code: 'FR', number: '07 00 00 00 00' } } },
        'personal_information.phone.number',
      ],
    ])('refuses %s on its field and stores nothing', async (_title, step, field) => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const before = await readOrderRow(app(), order.id);
      const { fields, detail } = await expectRpcError(
        rpc.orders.updateOrder({ id: order.id, ...step }),
        Code.InvalidArgument,
      );

      expect(fields).toEqual([field]);
      expect(detail?.reason).toBe('INVALID_ARGUMENT');
      const after = await readOrderRow(app(), order.id);
      expect(after).toMatchObject({
        status: 'PLACED',
        version: before.version,
        questionnaire: before.questionnaire,
      });
    });
  });

  describe('phone numbers', () => {
    it.each([
      ['a freephone number (08 00)', '08 00 12 34 56'],
      ['a premium-rate number (08 99)', '08 99 12 34 56'],
    ])('refuses %s as the founder’s or the company’s phone', async (_title, number) => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      for (const step of [
        { personalInformation: { phone: { code: 'FR', number } } },
        { companyDetails: { phone: { code: 'FR', number } } },
      ]) {
        const { detail } = await expectRpcError(
          rpc.orders.updateOrder({ id: order.id, ...step }),
          Code.InvalidArgument,
        );
        expect(
          detail?.fieldViolations.map(({ field, description }) => [field, description]),
        ).toEqual([
          [
            `${Object.keys(step)[0] === 'personalInformation' ? 'personal_information' : 'company_details'}.phone.number`,
            'errors.field.phoneKind',
          ],
        ]);
      }
    });

    it('accepts a French 09 line, the fixed line of an internet box', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { phone: { code: 'FR', number: '09 70 12 34 56' } },
      });
      expect(questionnaire?.personalInformation?.phone?.number).toBe('+33970123456');
    });
  });

  describe('canonical forms', () => {
    it('keeps postal codes as five digits, phones in E.164, the NIR as its 15 characters and texts trimmed', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: {
          fullName: { first: ' Ada ', last: 'Lovelace ' },
          address: { ...FOUNDER.address, postalCode: '75 011', city: ' Paris ' },
          phone: { code: 'FR', number: '06 12 34 56 78' },
          socialSecurityNumber: ' 2 85 12 33 063 045 85 ',
        },
      });
      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: {
          address: { ...FOUNDER.address, postalCode: ' 75 011 ' },
          phone: { code: 'FR', number: '+33 1 42 68 53 00' },
          email: ' ada@example.com ',
        },
      });

      const stored = {
        personalInformation: {
          fullName: { first: 'Ada', last: 'Lovelace' },
          address: { ...FOUNDER.address, postalCode: '75011', city: 'Paris' },
          phone: { code: 'FR', number: '+33612345678' },
          socialSecurityNumber: '285123306304585',
        },
        companyDetails: {
          address: { ...FOUNDER.address, postalCode: '75011' },
          phone: { code: 'FR', number: '+33142685300' },
          email: 'ada@example.com',
        },
      };
      expect(questionnaire).toMatchObject(stored);
      expect((await readOrderRow(app(), order.id)).questionnaire).toMatchObject(stored);
    });
  });

  describe('rules', () => {
    it('copies the personal address to the company registered there, and again when it changes', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { address: FOUNDER.address },
      });
      const registered = await rpc.orders.updateOrder({
        id: order.id,
        companyDetails: { isRegisteredAddressSameAsPersonalAddress: true },
      });
      expect(registered.questionnaire?.companyDetails).toMatchObject({
        address: FOUNDER.address,
        addressType: AddressType.HOME,
      });

      const moved = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: {
          address: {
            ...FOUNDER.address,
            street1: '3 place Bellecour',
            postalCode: '69002',
            city: 'Lyon',
          },
        },
      });
      expect(moved.questionnaire?.companyDetails?.address).toMatchObject({
        street1: '3 place Bellecour',
        postalCode: '69002',
        city: 'Lyon',
      });
    });

    it("trims the spouse's birth name", async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const { questionnaire } = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: {
          maritalStatus: MaritalStatus.MARRIED,
          spouse: { birthName: '  Byron  ' },
        },
      });
      expect(questionnaire?.personalInformation?.spouse?.birthName).toBe('Byron');
      const row = await readOrderRow(app(), order.id);
      expect(row.questionnaire.personalInformation).toMatchObject({
        spouse: { birthName: 'Byron' },
      });
    });
  });

  describe('status', () => {
    it('moves a paid order to WAITING_QUESTIONS with its first answers, not with metadata alone', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      expect(order.status).toBe(OrderStatus.PLACED);
      const viewed = await rpc.orders.updateOrder({
        id: order.id,
        metadata: { identity_intro_viewed: '1' },
      });
      expect(viewed.order?.status).toBe(OrderStatus.PLACED);

      const answered = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { gender: Gender.FEMALE },
      });
      expect(answered.order?.status).toBe(OrderStatus.WAITING_QUESTIONS);
      const again = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { employmentStatus: EmploymentStatus.EMPLOYEE },
      });
      expect(again.order?.status).toBe(OrderStatus.WAITING_QUESTIONS);
    });

    it('refuses answers on an unpaid draft with ORDER_NOT_PAID, and still saves its metadata', async () => {
      const { rpc, order } = await signUpOrderingCustomer(app());
      const { detail } = await expectRpcError(
        rpc.orders.updateOrder({ id: order.id, personalInformation: { gender: Gender.FEMALE } }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('ORDER_NOT_PAID');
      expect((await readOrderRow(app(), order.id)).questionnaire).toEqual({});

      const { order: saved } = await rpc.orders.updateOrder({
        id: order.id,
        metadata: { recommended_activity: 'consulting' },
      });
      expect(saved?.metadata.recommended_activity).toBe('consulting');
    });

    it('refuses answers once the questionnaire was sent with QUESTIONNAIRE_LOCKED', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await setOrderStatus(app(), order.id, 'WAITING_ESIGNATURE');
      const { detail } = await expectRpcError(
        rpc.orders.updateOrder({ id: order.id, personalInformation: { gender: Gender.FEMALE } }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('QUESTIONNAIRE_LOCKED');
    });

    it('lets the signature intro be marked as read once sent, and nothing else', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      await setOrderStatus(app(), order.id, 'WAITING_ESIGNATURE');
      const { order: saved } = await rpc.orders.updateOrder({
        id: order.id,
        metadata: { esignature_intro_viewed: '1' },
      });
      expect(saved?.metadata.esignature_intro_viewed).toBe('1');
      const { detail } = await expectRpcError(
        rpc.orders.updateOrder({
          id: order.id,
          metadata: { esignature_intro_viewed: '1', activityWasNotArtisanal: '0' },
        }),
        Code.FailedPrecondition,
      );
      expect(detail?.reason).toBe('QUESTIONNAIRE_LOCKED');
      expect(
        (await readOrderRow(app(), order.id)).metadata.activityWasNotArtisanal,
      ).toBeUndefined();
    });

    it('refuses French answers on a Spanish order and keeps its fiscal territory', async () => {
      const { rpc, order } = await signUpSpanishCustomer(app());
      await rpc.orders.updateOrder({
        id: order.id,
        businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
      });
      const { fields } = await expectRpcError(
        rpc.orders.updateOrder({
          id: order.id,
          personalInformation: { gender: Gender.FEMALE },
          capitalDeposit: { paidUpCapital: 1000 },
        }),
        Code.InvalidArgument,
      );
      expect(fields).toEqual(['personal_information', 'capital_deposit']);
      const { questionnaire, progress } = await rpc.orders.getMyOrder({ orderId: order.id });
      expect(questionnaire?.businessInformation?.fiscalTerritory).toBe(
        FiscalTerritory.REST_OF_SPAIN,
      );
      expect(questionnaire?.personalInformation).toBeUndefined();
      expect(progress).toMatchObject({ currentFunnel: 'pre-payment', currentStep: 'payment' });
    });
  });

  describe('skipped steps', () => {
    it('skips the spouse steps without a spouse, and asks for them once married', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app());
      const single = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { maritalStatus: MaritalStatus.SINGLE },
      });
      expect(single.progress?.skipSteps).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ funnelName: 'personal-information', stepName: 'spouse-name' }),
          expect.objectContaining({
            funnelName: 'personal-information',
            stepName: 'spouse-birth-place',
          }),
          expect.objectContaining({ funnelName: 'confirm-identity', stepName: 'spouse-id' }),
        ]),
      );

      const married = await rpc.orders.updateOrder({
        id: order.id,
        personalInformation: { maritalStatus: MaritalStatus.MARRIED },
      });
      expect(married.progress?.skipSteps.map((skip) => skip.stepName)).not.toContain('spouse-name');
      expect(married.progress).toEqual(await computeStoredProgress(app(), order.id));
    });

    it('skips the capital deposit, lifetime and financial year of a micro-entreprise', async () => {
      const { rpc, order } = await signUpPaidFrenchCustomer(app(), LegalForm.MICROENTERPRISE);
      await answerSteps(rpc, order.id, getCompleteAnswers(LegalForm.MICROENTERPRISE));
      const { progress } = await rpc.orders.getMyOrder({ orderId: order.id });

      const skipped = progress?.skipSteps.map((skip) => `${skip.funnelName}/${skip.stepName}`);
      expect(skipped).toEqual(
        expect.arrayContaining([
          'capital-deposit/amount',
          'business-information/lifetime',
          'business-information/end-of-financial-year',
        ]),
      );
      const capital = progress?.funnels.find((funnel) => funnel.name === 'capital-deposit');
      expect(capital).toMatchObject({ totalSteps: 0, percentage: 100 });
      expect(progress?.completedFunnels).toEqual(
        expect.arrayContaining(['personal-information', 'business-information', 'capital-deposit']),
      );
      expect(progress).toMatchObject({ currentFunnel: 'confirm-identity', currentStep: 'id' });
      expect(progress).toEqual(await computeStoredProgress(app(), order.id));
    });
  });
});
