import { CountryCode, LegalForm, OrderStatus } from '@foundly/proto';
import { isSpanishCompanyForm } from './company-formation/spain/spanish-company.js';

/**
 * The order in which a French file moves through its statuses.
 * The e-signature comes before the provider reviews the questionnaire.
 */
const FRENCH_SEQUENCE: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
  OrderStatus.WAITING_ESIGNATURE,
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
  OrderStatus.AWAITING_CD,
  OrderStatus.PROCESSING_PUBLICATION,
  OrderStatus.PUBLICATION_RECEIVED,
  OrderStatus.PROCESSING_REGISTRY,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.AWAITING_FUNDS,
  OrderStatus.COMPLETED,
];

/**
 * The order in which a UK private limited company's file moves through its
 * statuses: signed and reviewed as in France, then submitted to Companies
 * House and incorporated, with no capital deposit, legal notice or release
 * of funds.
 */
const UK_SEQUENCE: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
  OrderStatus.WAITING_ESIGNATURE,
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
  OrderStatus.PROCESSING_REGISTRY,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.COMPLETED,
];

/**
 * The order in which an autónomo's file moves through its statuses (spec 02
 * §3): the e-signature comes after the questionnaire is approved, then the
 * provider registers the founder with the tax agency and social security.
 */
const SPANISH_SEQUENCE: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
  OrderStatus.WAITING_ESIGNATURE,
  OrderStatus.PROCESSING_AEAT,
  OrderStatus.PROCESSING_TGSS,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.COMPLETED,
];

/**
 * The order in which a Spanish SL's or SA's file moves through its statuses:
 * reviewed and signed as an autónomo's, then the name certificate of the
 * Registro Mercantil Central, the bank certificate of the capital paid in,
 * the deed signed before a notary, the provisional NIF, the registration at
 * the Registro Mercantil (legal personality, art. 33 LSC), and the
 * definitive NIF with the census declaration.
 */
const SPANISH_COMPANY_SEQUENCE: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
  OrderStatus.QUESTIONNAIRE_RECEIVED,
  OrderStatus.PROCESSING_QUESTIONNAIRE,
  OrderStatus.QUESTIONNAIRE_APPROVED,
  OrderStatus.WAITING_ESIGNATURE,
  OrderStatus.PROCESSING_NAME_CERTIFICATE,
  OrderStatus.AWAITING_CD,
  OrderStatus.AWAITING_DEED,
  OrderStatus.PROCESSING_AEAT,
  OrderStatus.PROCESSING_REGISTRY,
  OrderStatus.COMPANY_FORMED,
  OrderStatus.COMPLETED,
];

/** Statuses that end a file without forming a company. */
const TERMINAL_FAILURES: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.CANCELED,
  OrderStatus.DECLINED,
]);

/** Statuses in which the founder is still answering the questionnaire. */
const IN_PROGRESS: ReadonlySet<OrderStatus> = new Set([
  OrderStatus.DRAFT,
  OrderStatus.PLACED,
  OrderStatus.WAITING_QUESTIONS,
]);

/** The status sequence of a country and legal form: in Spain an SL or SA is not an autónomo. */
export function getStatusSequence(
  country: CountryCode,
  legalForm: LegalForm,
): readonly OrderStatus[] {
  if (country === CountryCode.ES) {
    return isSpanishCompanyForm(legalForm) ? SPANISH_COMPANY_SEQUENCE : SPANISH_SEQUENCE;
  }
  return country === CountryCode.UK ? UK_SEQUENCE : FRENCH_SEQUENCE;
}

/**
 * Whether `status` has reached `target` in the sequence of the country and legal form.
 * An unknown status, or one outside the sequence (cancelled, declined), gives false.
 */
export function isStatusAtLeast(
  country: CountryCode,
  legalForm: LegalForm,
  status: OrderStatus,
  target: OrderStatus,
): boolean {
  const sequence = getStatusSequence(country, legalForm);
  const at = sequence.indexOf(status);
  const wanted = sequence.indexOf(target);
  return at >= 0 && wanted >= 0 && at >= wanted;
}

/** Whether the founder is still filling in the questionnaire (draft, placed, waiting questions). */
export function isQuestionnaireInProgress(status: OrderStatus): boolean {
  return IN_PROGRESS.has(status);
}

/** Whether the questionnaire has been handed over: the status is none of the in-progress ones. */
export function hasQuestionnaireProceeded(status: OrderStatus): boolean {
  return status !== OrderStatus.UNSPECIFIED && !IN_PROGRESS.has(status);
}

/** Whether the file was cancelled or declined. */
export function isOrderClosedWithoutCompany(status: OrderStatus): boolean {
  return TERMINAL_FAILURES.has(status);
}

/** Whether a status belongs to the sequence of the country and legal form, or is a terminal failure. */
export function isStatusKnownFor(
  country: CountryCode,
  legalForm: LegalForm,
  status: OrderStatus,
): boolean {
  return getStatusSequence(country, legalForm).includes(status) || TERMINAL_FAILURES.has(status);
}
