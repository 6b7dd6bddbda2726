import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  computeProgress,
  getCalendarDate,
  SPANISH_QUESTIONNAIRE,
  SPANISH_TIME_ZONE,
  type SpanishAnswers,
} from '@foundly/domain';
import {
  BusinessType,
  CountryCode,
  Currency,
  FiscalTerritory,
  LegalForm,
  OrderStatus,
  ProofOfAddressType,
  QuestionnaireProgressSchema,
  SpanishIdentityDocumentType,
  YesNo,
  type UpdateQuestionnaireRequestSchema,
} from '@foundly/proto';
import type { OrderingCustomer } from './caller-checks.js';
import { createPkcs12 } from './certificates.js';
import { sampleFiles, uploadDocument } from './documents.js';
import type { RpcClients, TestApp } from './harness.js';
import { CARDS, payWithCard, signUpWithDraft, startCheckout } from './payments.js';
import { readOrderRow } from './questionnaire.js';

/** An UpdateQuestionnaire request without its order id: one step's answers. */
export type SpanishStep = Omit<
  MessageInitShape<typeof UpdateQuestionnaireRequestSchema>,
  'id' | '$typeName'
>;

/**
 * A customer whose Spanish autónomo order, in the rest of Spain, was paid
 * through the sandbox checkout with a test card: PLACED as after a real payment.
 */
export async function signUpPaidSpanishCustomer(
  app: TestApp,
  legalForm: LegalForm = LegalForm.AUTONOMO,
): Promise<OrderingCustomer> {
  const { user, rpc, customer, order } = await signUpWithDraft(app, {
    countryCode: CountryCode.ES,
    companyLegalForm: legalForm,
  });
  await rpc.orders.updateOrder({
    id: order.id,
    businessInformation: { fiscalTerritory: FiscalTerritory.REST_OF_SPAIN },
  });
  await payWithCard(await startCheckout(rpc, order.id, CountryCode.ES), CARDS.succeeds);
  const { order: placed } = await rpc.orders.getMyOrder({ orderId: order.id });
  return { user, rpc, customer, order: placed! };
}

/** Today in Madrid, as the start-date rule counts it. */
export function getSpanishToday(now = new Date()): string {
  return getCalendarDate(now, SPANISH_TIME_ZONE);
}

/** A founder with a DNI living in Madrid: valid answers, as the web sends them. */
export const AUTONOMO = {
  idNumber: '12345678Z',
  address: {
    streetName: 'Calle de Alcalá',
    streetNumber: '42',
    postalCode: '28014',
    city: 'Madrid',
  },
  /** An older 11-digit NUSS, typed with spaces: 281234567 mod 97 = 42. */
  nuss: '28 1234567 42',
  /** A Spanish IBAN as printed on a statement, with spaces and in lower case. */
  iban: 'es91 2100 0418 4502 0005 1332',
} as const;

/** The personal-information steps after the uploads, one request per step. */
export function getPersonalSteps(): SpanishStep[] {
  return [
    { personalInformation: { identityDocumentType: SpanishIdentityDocumentType.SPANISH } },
    {
      metadata: { userReviewedIdExtractedFields: 'true' },
      personalInformation: {
        fullName: 'Lucía García López',
        dateOfBirth: '1990-04-12',
        placeOfBirth: 'Sevilla',
        nationality: 'ES',
        idNumber: AUTONOMO.idNumber,
        idExpirationDate: '2031-04-12',
      },
    },
    { personalInformation: { proofAddressDocumentType: ProofOfAddressType.UTILITY_BILL } },
    {
      metadata: { userReviewedPoaExtractedFields: 'true' },
      personalInformation: { address: AUTONOMO.address },
    },
    { personalInformation: { fiscalResidencyDifferent: YesNo.FALSE } },
    { personalInformation: { differentNotificationAddress: YesNo.FALSE } },
    { personalInformation: { housingSurfacePercentage: 20, cadastralReference: '' } },
  ];
}

/** Every business-information step, one request per step. */
export function getBusinessSteps(today = getSpanishToday()): SpanishStep[] {
  return [
    {
      businessInformation: {
        hasSocialSecurityNumber: YesNo.TRUE,
        nafSocialSecurityNumber: AUTONOMO.nuss,
      },
    },
    { businessInformation: { activityDescription: 'Diseño gráfico y maquetación editorial' } },
    { businessInformation: { hasPreviousUnemployedActivity: YesNo.FALSE } },
    {
      businessInformation: {
        monthlyNetBenefitEstimation: 2500,
        currency: Currency.EUR,
        expectedStartDate: today,
        tradesInternationally: YesNo.FALSE,
        businessType: BusinessType.B2B,
      },
    },
    { businessInformation: { hasMutualInsurance: YesNo.FALSE } },
    { businessInformation: { iban: AUTONOMO.iban } },
    {
      metadata: { userReviewedOcrIban: 'true' },
      businessInformation: {
        iban: AUTONOMO.iban,
        accountOwnershipAttestation: true,
        acceptedDirectDebit: true,
      },
    },
  ];
}

/** Saves each step in turn, as the funnels do. */
export async function answerSpanishSteps(rpc: RpcClients, orderId: string, steps: SpanishStep[]) {
  for (const step of steps) await rpc.orders.updateQuestionnaire({ id: orderId, ...step });
}

/** Uploads the DNI (both sides) and the proof of address through the real handshake. */
export async function uploadSpanishIdentityAndProof(rpc: RpcClients, orderId: string) {
  const uploads = [
    ['identity_front', 'identityFrontId', 'dni-front.pdf'],
    ['identity_back', 'identityBackId', 'dni-back.pdf'],
    ['proof_of_address', 'proofOfAddressId', 'factura-luz.pdf'],
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

/** Uploads a .p12 as the digital-certificate step does (personal_certificate, personalCertificateId). */
export function uploadCertificate(
  rpc: RpcClients,
  orderId: string,
  bytes: Buffer,
  fileName = 'certificado.p12',
) {
  return uploadDocument(rpc, {
    orderId,
    fileName,
    documentType: 'personal_certificate',
    referenceField: 'personalCertificateId',
    bytes,
  });
}

/** The certificate step done: a valid certificate uploaded and opened with its password. */
export async function provideCertificate(
  rpc: RpcClients,
  orderId: string,
  password = 'Clave-2026',
) {
  const { document } = await uploadCertificate(rpc, orderId, createPkcs12({ password }));
  const response = await rpc.orders.updateCertificatePassword({ orderId, password });
  return { document, response };
}

/** Every funnel before the summary completed: certificate, personal and business information. */
export async function completeSpanishQuestionnaire(rpc: RpcClients, orderId: string) {
  await provideCertificate(rpc, orderId);
  await uploadSpanishIdentityAndProof(rpc, orderId);
  await answerSpanishSteps(rpc, orderId, [...getPersonalSteps(), ...getBusinessSteps()]);
}

/**
 * The progress the domain computes from what is stored for a Spanish order,
 * as the message the API should return.
 */
export async function computeStoredSpanishProgress(app: TestApp, orderId: string) {
  const row = await readOrderRow(app, orderId);
  const answers: SpanishAnswers = {};
  if (row.questionnaire.spanishPersonalInformation) {
    answers.spanishPersonalInformation = row.questionnaire
      .spanishPersonalInformation as SpanishAnswers['spanishPersonalInformation'];
  }
  if (row.questionnaire.businessInformation) {
    answers.businessInformation = row.questionnaire
      .businessInformation as SpanishAnswers['businessInformation'];
  }
  const progress = computeProgress(SPANISH_QUESTIONNAIRE, {
    country: CountryCode.ES,
    legalForm: LegalForm[row.legalForm],
    status: OrderStatus[row.status],
    metadata: row.metadata,
    documentRefs: row.documentRefs,
    answers,
  });
  return create(QuestionnaireProgressSchema, {
    ...progress,
    currentFunnel: progress.currentFunnel ?? '',
    currentStep: progress.currentStep ?? '',
  });
}
