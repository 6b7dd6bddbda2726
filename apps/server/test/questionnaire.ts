import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  computeProgress,
  FRENCH_QUESTIONNAIRE,
  FRENCH_TIME_ZONE,
  getCalendarDate,
  TRADE_NAME_VIEWED,
  type FrenchAnswers,
} from '@foundly/domain';
import {
  ActivityType,
  CountryCode,
  EmploymentStatus,
  FrenchIdentityDocumentType,
  FrenchProofOfAddressType,
  Gender,
  LegalForm,
  MaritalStatus,
  OrderStatus,
  PaymentVolume,
  QuestionnaireProgressSchema,
  SocialSecurityPaymentFrequency,
  type UpdateOrderRequestSchema,
  VatRegime,
} from '@foundly/proto';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/index.js';
import type { OrderingCustomer } from './caller-checks.js';
import { sampleFiles, uploadDocument } from './documents.js';
import type { RpcClients, TestApp } from './harness.js';
import { CARDS, payWithCard, signUpWithDraft, startCheckout } from './payments.js';

/** An UpdateOrder request without its order id: one step's answers. */
export type StepAnswers = Omit<
  MessageInitShape<typeof UpdateOrderRequestSchema>,
  'id' | '$typeName'
>;

/** A date `days` before `now` in France, as the proofs of address carry. */
export function daysAgoInFrance(days: number, now = new Date()): string {
  return getCalendarDate(new Date(now.getTime() - days * 86_400_000), FRENCH_TIME_ZONE);
}

/**
 * A customer whose French order was paid through the sandbox checkout with a
 * test card, so it is PLACED as after a real payment.
 */
export async function signUpPaidFrenchCustomer(
  app: TestApp,
  companyLegalForm: LegalForm = LegalForm.SASU,
): Promise<OrderingCustomer> {
  const { user, rpc, customer, order } = await signUpWithDraft(app, { companyLegalForm });
  await payWithCard(await startCheckout(rpc, order.id), CARDS.succeeds);
  const { order: placed } = await rpc.orders.getMyOrder({ orderId: order.id });
  return { user, rpc, customer, order: placed! };
}

/** Valid values: a Paris address, a Bordeaux birth and the NIR that goes with them. */
export const FOUNDER = {
  address: {
    street1: '12 rue de la Roquette',
    countryCode: 'FR',
    postalCode: '75011',
    city: 'Paris',
  },
  phone: { code: 'FR', number: '06 12 34 56 78' },
  /** Woman, born December 1985 in Gironde (33), commune 063 (Bordeaux). */
  socialSecurityNumber: '2 85 12 33 063 045 85',
} as const;

/**
 * Every answer of the French questionnaire for a single founder registering
 * the company at home, one request per step, for `legalForm`.
 */
export function getCompleteAnswers(legalForm: LegalForm): StepAnswers[] {
  const isMicro = legalForm === LegalForm.MICROENTERPRISE;
  return [
    { personalInformation: { fullName: { first: 'Ada', last: 'Lovelace' } } },
    { personalInformation: { address: FOUNDER.address, phone: FOUNDER.phone } },
    { personalInformation: { gender: Gender.FEMALE } },
    {
      personalInformation: {
        firstParent: { fullName: { first: 'Anne', last: 'Milbanke' } },
        secondParent: { unknown: true },
      },
    },
    { personalInformation: { employmentStatus: EmploymentStatus.EMPLOYEE } },
    {
      personalInformation: {
        dateOfBirth: '1985-12-10',
        birthCountry: 'FR',
        birthPlace: '33063',
        nationality: 'FR',
      },
    },
    { personalInformation: { maritalStatus: MaritalStatus.SINGLE } },
    {
      personalInformation: {
        socialSecurityNumber: FOUNDER.socialSecurityNumber,
        submittedAcre: false,
      },
    },
    { personalInformation: { hasCurrentActivity: false, hasWorkedAsSelfEmployed: false } },
    { companyDetails: { isRegisteredAddressSameAsPersonalAddress: true } },
    isMicro
      ? { metadata: { [TRADE_NAME_VIEWED]: '1' } }
      : { companyDetails: { companyName: 'Acme Conseil' } },
    {
      companyDetails: {
        activities: ['62.01Z'],
        activitiesSet: true,
        activityType: ActivityType.LIBERAL,
        socialObject: 'Conseil en systèmes et logiciels informatiques',
      },
    },
    ...(isMicro ? [] : [{ companyDetails: { companyDuration: 99, endOfFiscalYear: '31/12' } }]),
    { companyDetails: { vta: { regime: VatRegime.FRANCHISE } } },
    { companyDetails: { monthlyPaymentVolume: PaymentVolume.LESS_THAN_5K } },
    { companyDetails: { email: 'contact@acme.example', phone: FOUNDER.phone } },
    ...(legalForm === LegalForm.SASU
      ? []
      : [
          {
            companyDetails: {
              socialSecurityPaymentFrequency: SocialSecurityPaymentFrequency.QUARTERLY,
            },
          },
        ]),
    ...(isMicro
      ? [{ metadata: { fiscal_option_viewed: '1' }, companyDetails: { withholdingTax: true } }]
      : [{ capitalDeposit: { paidUpCapital: 1000, numberOfShares: 100 } }]),
    { metadata: { identity_intro_viewed: '1' } },
    {
      personalInformation: {
        identityDocumentType: FrenchIdentityDocumentType.ID_CARD,
        proofAddressDocumentType: FrenchProofOfAddressType.UTILITY_BILL,
        proofAddressDate: daysAgoInFrance(10),
      },
    },
  ];
}

/** Saves each step in turn, as the funnel does. */
export async function answerSteps(rpc: RpcClients, orderId: string, steps: StepAnswers[]) {
  for (const step of steps) await rpc.orders.updateOrder({ id: orderId, ...step });
}

/**
 * Uploads the founder's identity card (both sides) and proof of address
 * through the real handshake, each confirmation naming the questionnaire
 * field it fills in.
 */
export async function uploadIdentityAndProof(rpc: RpcClients, orderId: string) {
  const uploads = [
    ['identity', 'identityFrontId', 'id-front.pdf'],
    ['identity', 'identityBackId', 'id-back.pdf'],
    ['proof_of_address', 'personalProofOfAddressId', 'electricity-bill.pdf'],
  ] as const;
  for (const [documentType, referenceField, fileName] of uploads) {
    await uploadDocument(rpc, {
      orderId,
      fileName,
      documentType,
      referenceField,
      bytes: sampleFiles.pdf(fileName),
    });
  }
}

/** The stored row of an order: what the server saved, read past the API. */
export async function readOrderRow(app: TestApp, orderId: string) {
  const [row] = await app.context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/**
 * The progress the domain computes from what is stored for an order, as the
 * message the API should return: what every response is compared with.
 */
export async function computeStoredProgress(app: TestApp, orderId: string) {
  const row = await readOrderRow(app, orderId);
  const progress = computeProgress(FRENCH_QUESTIONNAIRE, {
    country: CountryCode.FR,
    legalForm: LegalForm[row.legalForm],
    status: OrderStatus[row.status],
    metadata: row.metadata,
    documentRefs: row.documentRefs,
    answers: row.questionnaire as FrenchAnswers,
  });
  return create(QuestionnaireProgressSchema, {
    ...progress,
    currentFunnel: progress.currentFunnel ?? '',
    currentStep: progress.currentStep ?? '',
  });
}
