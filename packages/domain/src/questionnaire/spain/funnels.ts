import { FiscalTerritory, OrderStatus, YesNo } from '@foundly/proto';
import { checkoutPage, isPast, proceeded, step } from '../step-parts.js';
import type { QuestionnaireContext, QuestionnaireDefinition } from '../definition.js';
import type { Parent } from '../france/answers.js';
import {
  SPANISH_DOCUMENT_REFS as REFS,
  type SpanishAddress,
  type SpanishAnswers,
} from './answers.js';
import { getIdentityFiles } from './identity-documents.js';

type Context = QuestionnaireContext<SpanishAnswers>;

/** Metadata flags of the Spanish flow are 'true' once set (spec 02 §3). */
export const FLAG_SET = 'true';

const filled = (value: string | undefined): boolean => (value?.trim().length ?? 0) > 0;
const answered = (value: YesNo | undefined) => value === YesNo.TRUE || value === YesNo.FALSE;
const chosen = (value: number | undefined) => value !== undefined && value !== 0;
const flag = (context: Context, key: string) => context.metadata[key] === FLAG_SET;
const ref = (context: Context, field: string) => filled(context.documentRefs[field]);

const personal = (context: Context) => context.answers.spanishPersonalInformation ?? {};
const business = (context: Context) => context.answers.businessInformation ?? {};

const hasAddress = (address: SpanishAddress | undefined) =>
  filled(address?.streetName) &&
  filled(address?.streetNumber) &&
  filled(address?.postalCode) &&
  filled(address?.city);
const hasParentFirstName = (parent: Parent | undefined) => filled(parent?.fullName?.first);

/** A yes/no about another address: no, or yes with the type of proof and the proof. */
const hasOtherAddressAnswer = (
  answer: YesNo | undefined,
  type: number | undefined,
  hasProof: boolean,
) => answer === YesNo.FALSE || (answer === YesNo.TRUE && chosen(type) && hasProof);

/**
 * The Spanish questionnaire of an autónomo (spec 02 §2). The review steps of
 * the fiscal and notification addresses are skipped when those addresses are
 * the home address. The final summary opens once the four funnels before it
 * are completed. The founder works through the funnels from the hub, in any
 * order.
 */
export const SPANISH_QUESTIONNAIRE: QuestionnaireDefinition<SpanishAnswers> = {
  funnels: [
    {
      name: 'pre-payment',
      steps: [
        step(
          'fiscal-territory',
          (context) => business(context).fiscalTerritory === FiscalTerritory.REST_OF_SPAIN,
        ),
        step('payment', (context) => context.status !== OrderStatus.DRAFT),
        checkoutPage('stripe'),
        checkoutPage('success'),
        checkoutPage('failure'),
      ],
    },
    {
      name: 'digital-certificate',
      steps: [
        step(
          'certificate',
          (context) =>
            ref(context, REFS.personalCertificate) &&
            flag(context, 'userProvidedPersonalCertificate') &&
            flag(context, 'userProvidedPersonalCertificatePassword'),
        ),
      ],
    },
    {
      name: 'personal-information',
      steps: [
        step('id', (context) => {
          const files = getIdentityFiles(personal(context).identityDocumentType);
          return files.length > 0 && files.every((file) => ref(context, file.referenceField));
        }),
        step(
          'id-review',
          (context) =>
            flag(context, 'userReviewedIdExtractedFields') &&
            [
              personal(context).fullName,
              personal(context).dateOfBirth,
              personal(context).placeOfBirth,
              personal(context).nationality,
              personal(context).idNumber,
              personal(context).idExpirationDate,
            ].every(filled),
        ),
        step(
          'poa',
          (context) =>
            chosen(personal(context).proofAddressDocumentType) && ref(context, REFS.proofOfAddress),
        ),
        step(
          'poa-review',
          (context) =>
            flag(context, 'userReviewedPoaExtractedFields') &&
            hasAddress(personal(context).address),
        ),
        step('other-address-fiscal', (context) =>
          hasOtherAddressAnswer(
            personal(context).fiscalResidencyDifferent,
            personal(context).proofAddressFiscalDocumentType,
            ref(context, REFS.proofOfFiscalAddress),
          ),
        ),
        step(
          'other-address-fiscal-review',
          (context) =>
            flag(context, 'userReviewedPoaFiscalExtractedFields') &&
            hasAddress(personal(context).fiscalAddress),
          (context) => personal(context).fiscalResidencyDifferent !== YesNo.TRUE,
        ),
        step('other-address-notification', (context) =>
          hasOtherAddressAnswer(
            personal(context).differentNotificationAddress,
            personal(context).proofAddressNotificationDocumentType,
            ref(context, REFS.proofOfNotificationAddress),
          ),
        ),
        step(
          'other-address-notification-review',
          (context) =>
            flag(context, 'userReviewedPoaNotificationExtractedFields') &&
            hasAddress(personal(context).notificationAddress),
          (context) => personal(context).differentNotificationAddress !== YesNo.TRUE,
        ),
        step(
          'housing-deduction',
          (context) => personal(context).housingSurfacePercentage !== undefined,
        ),
      ],
    },
    {
      name: 'business-information',
      steps: [
        step('naf', (context) => {
          const answers = business(context);
          if (answers.hasSocialSecurityNumber === YesNo.TRUE) {
            return filled(answers.nafSocialSecurityNumber);
          }
          return (
            answers.hasSocialSecurityNumber === YesNo.FALSE &&
            hasParentFirstName(answers.firstParent) &&
            hasParentFirstName(answers.secondParent)
          );
        }),
        step('activity', (context) => filled(business(context).activityDescription)),
        step('previous-activity', (context) => {
          const answers = business(context);
          if (answers.hasPreviousUnemployedActivity === YesNo.TRUE) {
            return (
              filled(answers.previousUnemployedActivity?.activity) &&
              filled(answers.previousUnemployedActivity?.dischargeDate)
            );
          }
          return answers.hasPreviousUnemployedActivity === YesNo.FALSE;
        }),
        step('expectations', (context) => {
          const answers = business(context);
          return (
            answers.monthlyNetBenefitEstimation !== undefined &&
            chosen(answers.currency) &&
            filled(answers.expectedStartDate) &&
            answered(answers.tradesInternationally) &&
            chosen(answers.businessType)
          );
        }),
        step('mutual', (context) => {
          const answers = business(context);
          return (
            answers.hasMutualInsurance === YesNo.FALSE ||
            (answers.hasMutualInsurance === YesNo.TRUE && chosen(answers.mutualSelection))
          );
        }),
        step('iban', (context) => filled(business(context).iban) || ref(context, REFS.iban)),
        step(
          'iban-review',
          (context) =>
            flag(context, 'userReviewedOcrIban') &&
            filled(business(context).iban) &&
            business(context).accountOwnershipAttestation === true &&
            business(context).acceptedDirectDebit === true,
        ),
      ],
    },
    {
      name: 'final-summary',
      requires: [
        'pre-payment',
        'digital-certificate',
        'personal-information',
        'business-information',
      ],
      steps: [step('summary', proceeded)],
    },
    {
      name: 'e-signature',
      steps: [
        step(
          'intro',
          (context) =>
            context.metadata['esignature_intro_viewed'] !== undefined ||
            isPast(context, [
              OrderStatus.QUESTIONNAIRE_RECEIVED,
              OrderStatus.PROCESSING_QUESTIONNAIRE,
              OrderStatus.QUESTIONNAIRE_APPROVED,
              OrderStatus.WAITING_ESIGNATURE,
            ]),
        ),
        step('waiting-signature', (context) =>
          isPast(context, [
            OrderStatus.QUESTIONNAIRE_RECEIVED,
            OrderStatus.PROCESSING_QUESTIONNAIRE,
            OrderStatus.QUESTIONNAIRE_APPROVED,
            OrderStatus.WAITING_ESIGNATURE,
          ]),
        ),
        step('waiting-approval', (context) =>
          isPast(context, [
            OrderStatus.QUESTIONNAIRE_RECEIVED,
            OrderStatus.PROCESSING_QUESTIONNAIRE,
            OrderStatus.QUESTIONNAIRE_APPROVED,
            OrderStatus.WAITING_ESIGNATURE,
          ]),
        ),
      ],
    },
  ],
};
